/**
 * The `seulanga-backup` v1 file (spec section 5, "Backup"): one rule for reading it,
 * shared by the browser adapter and the shop server, so a backup moves between the two modes.
 *
 * A backup holds every storage key of `keys.ts` but the session (`currentUser`). Users carry
 * their password only as a hash: a browser-mode PBKDF2 hash as `passwordHash`, a server argon2id
 * hash (PHC text) as `serverPasswordHash`; never a plain password in an export.
 */
import { z } from 'zod';
import { adminMessages } from '@/shared/messages-admin';
import { assignOrderOwners } from '@/domain/orders/owners';
import { keyChatThreadsByAccount } from '@/domain/chat/threads';
import { assignReviewAuthors } from '@/domain/catalog/reviews';
import {
  orderStatusSchema,
  roleSchema,
  shippingStatusSchema,
  transactionStatusSchema,
  userSchema,
  type SessionUser,
  type User,
} from '@/domain/core/records';
import { ValidationError } from '../core/errors';
import { KEY_SPECS, STORAGE_KEYS, type StorageKey, type StoredValues } from './key-specs';

/** The `format` field of a backup. */
export const BACKUP_FORMAT = 'seulanga-backup';

/** Keys a backup holds: everything but the browser's session. */
export const BACKUP_KEYS: readonly StorageKey[] = STORAGE_KEYS.filter(
  (key) => key !== 'currentUser',
);

/** The envelope of a backup file; `data` is checked key by key by {@link parseBackup}. */
export const backupEnvelopeSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  exportedAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/**
 * A user as a backup stores it: the stored user plus, from the server, the argon2id PHC hash and
 * when its e-mail was verified (docs/decisions/022). (The browser keeps the extra fields in storage
 * but cannot use them: such a hash signs in only in server mode, and browser mode verifies no address.)
 */
export const backupUserSchema = userSchema.extend({
  serverPasswordHash: z
    .string()
    .regex(/^\$argon2(id|i|d)\$/)
    .optional(),
  /** Server mode: when the account's current e-mail was verified (ISO); absent while it is not. */
  emailVerifiedAt: z.iso.datetime({ offset: true }).optional(),
});
export type BackupUser = z.infer<typeof backupUserSchema>;

/** A validated backup: every key it held, `products` and `users` always present. */
export type ParsedBackup = Partial<Omit<StoredValues, 'users' | 'currentUser'>> &
  Pick<StoredValues, 'products'> & { users: BackupUser[] };

/** Each key's schema in a backup: lists item by item (users with their server hash). */
function backupSchemaOf(key: StorageKey): z.ZodType {
  if (key === 'users') return z.array(backupUserSchema);
  const spec = KEY_SPECS[key];
  return spec.kind === 'list' ? z.array(spec.item) : spec.schema;
}

/**
 * Fields whose stored value the entity schemas repair when it is not one of theirs (a role, a
 * status: `.catch`, so that corrupted storage still opens). A backup is checked strictly: such a
 * value, when present, must already be valid.
 */
const REPAIRED_FIELDS: Partial<Record<StorageKey, ReadonlyArray<readonly [string, z.ZodType]>>> = {
  users: [['role', roleSchema]],
  orders: [
    ['status', orderStatusSchema],
    ['shippingStatus', shippingStatusSchema],
  ],
  transactions: [['status', transactionStatusSchema]],
};

/** The first place in `records` where a field of {@link REPAIRED_FIELDS} holds a value of none of its kind. */
function firstRepairedField(key: StorageKey, records: unknown): string | null {
  const fields = REPAIRED_FIELDS[key];
  if (!fields || !Array.isArray(records)) return null;
  for (const [index, record] of records.entries()) {
    if (!record || typeof record !== 'object') continue;
    for (const [field, schema] of fields) {
      if (Object.hasOwn(record, field) && !schema.safeParse((record as Record<string, unknown>)[field]).success) {
        return `${key}.${index}.${field}`;
      }
    }
  }
  return null;
}

/**
 * Validates a whole backup strictly: every key present must satisfy its schema entirely (no
 * record dropped or repaired away), `products` and `users` must be present; unknown keys and the
 * session are ignored.
 * @param input - the parsed JSON of a backup file.
 * @returns the values per storage key.
 * @throws ValidationError 'Berkas cadangan tidak valid: … Tidak ada data yang diubah.' naming the
 * first wrong place (e.g. `products.0.id`).
 */
export function parseBackup(input: unknown): ParsedBackup {
  const envelope = backupEnvelopeSchema.safeParse(input);
  if (!envelope.success)
    throw new ValidationError(adminMessages.backupInvalid('bukan berkas cadangan Seulanga'));
  const data = envelope.data.data;
  const result: Partial<Record<StorageKey, unknown>> = {};
  for (const key of BACKUP_KEYS) {
    if (!Object.hasOwn(data, key)) continue;
    const parsed = backupSchemaOf(key).safeParse(data[key]);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue ? [key, ...issue.path].join('.') : key;
      throw new ValidationError(
        adminMessages.backupInvalid(
          `data "${where}" tidak sesuai (${issue?.message ?? 'format salah'})`,
        ),
      );
    }
    const repaired = firstRepairedField(key, data[key]);
    if (repaired) throw new ValidationError(adminMessages.backupInvalid(`data "${repaired}" tidak sesuai (nilai tidak dikenal)`));
    result[key] = parsed.data;
  }
  if (!result.products || !result.users) {
    throw new ValidationError(adminMessages.backupInvalid('data produk atau pengguna tidak ada'));
  }
  const parsed = result as ParsedBackup;
  // Prototype orders get their owner once, here, from the backup's own accounts (never later by name).
  if (parsed.orders) parsed.orders = [...assignOrderOwners(parsed.orders, parsed.users)];
  // One review per product and buyer (src/domain/catalog/reviews.ts), also from a backup of before the rule.
  if (parsed.reviews) parsed.reviews = [...assignReviewAuthors(parsed.reviews, parsed.users)];
  // Threads of a backup of before decision 017 (keyed by username) get the backup's own accounts.
  if (parsed.allChatMessages) {
    const keyed = keyChatThreadsByAccount(parsed.allChatMessages, parsed.allUnreadCounts ?? {}, parsed.users);
    if (keyed) {
      parsed.allChatMessages = keyed.store;
      if (parsed.allUnreadCounts) parsed.allUnreadCounts = keyed.counts;
    }
  }
  return parsed;
}

/**
 * Checks that the restoring admin stays an admin after the restore (spec section 5: the admin
 * stays signed in).
 * @throws ValidationError 'Berkas cadangan tidak valid: cadangan tidak memuat akun admin Anda. …'
 */
export function assertBackupKeepsAdmin(backup: ParsedBackup, admin: Pick<SessionUser, 'id'>): void {
  if (!backup.users.some((u) => u.id === admin.id && u.role === 'admin')) {
    throw new ValidationError(adminMessages.backupInvalid('cadangan tidak memuat akun admin Anda'));
  }
}

/**
 * A user as an export writes it: without the plain `password` field. A prototype account that
 * has only a plain password gets `hash(password)` first, so the file never holds it.
 * @param hash - the mode's password hashing (PBKDF2 in the browser); only called for such accounts.
 */
export async function toExportedUser(
  user: User,
  hash: (password: string) => Promise<NonNullable<User['passwordHash']>>,
): Promise<User> {
  const { password, ...rest } = user;
  if (rest.passwordHash || password === undefined || password === '') return rest;
  return { ...rest, passwordHash: await hash(password) };
}
