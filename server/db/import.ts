/**
 * Writes the spec's record lists into the database: the seed of a fresh database, and an admin's
 * backup restore (`seulanga-backup` v1, the same file the browser mode exports). Records keep
 * their ids; orders keep their items; users keep their hashes (browser-mode PBKDF2 hashes and
 * prototype plain passwords are re-hashed with argon2id at the next successful login).
 */
import { inArray, notInArray, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { StoredValues } from '@/domain/port/key-specs';
import { STORE_SETTING_KEYS } from '@/shared/storage-keys';
import { withUniquePaymentCodes, type RenamedPaymentCode } from '@/domain/payment/methods';
import { keyChatThreadsByAccount } from '@/domain/chat/threads';
import { assignReviewAuthors } from '@/domain/catalog/reviews';
import type { User } from '@/domain/core/records';
import type { Executor } from './client';
import { orderSearchColumns, productColumns, productSearchColumns, transactionSearchColumns, voucherColumns } from './records';
import * as t from './schema';

/** The records a seed or a backup may hold, keyed by the spec's storage keys. */
export type ImportValues = Partial<Omit<StoredValues, 'currentUser' | 'theme' | 'cartItems'>> & {
  users?: ImportUser[];
};

/**
 * A user of a seed or a backup: the stored user, plus the server's fields a backup carries (the
 * argon2id hash; when its e-mail was verified, ISO, docs/decisions/022).
 */
export type ImportUser = User & { serverPasswordHash?: string; emailVerifiedAt?: string };

/** A time of a backup (ISO text) as a column's value; null when absent or no time. */
function timeOrNull(value: string | undefined): Date | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Store settings keys, each a row of `settings` (the keys of the store settings query). */
export const SETTING_KEYS = STORE_SETTING_KEYS;
export type SettingKey = (typeof SETTING_KEYS)[number];

const CHUNK = 500;
async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Empties `table` and writes `records` into it, `toRow` giving each record's columns. */
async function replaceRows<TTable extends PgTable, T>(
  db: Executor,
  table: TTable,
  records: T[],
  toRow: (record: T) => PgInsertValue<TTable>,
): Promise<void> {
  await db.delete(table);
  await insertChunks(records, (chunk) => db.insert(table).values(chunk.map(toRow)));
}

/** The stored form of a user's password: argon2id PHC text, PBKDF2 JSON, or none. */
function storedHash(user: ImportUser): string | null {
  if (user.serverPasswordHash?.startsWith('$argon2')) return user.serverPasswordHash;
  if (user.passwordHash) return JSON.stringify(user.passwordHash);
  return null;
}

/** What an import changed on the way in. */
export interface ImportReport {
  /** Orders whose repeated payment code was replaced by a fresh one (the first keeps it). */
  renamedPaymentCodes: RenamedPaymentCode[];
}

/**
 * Replaces the shop's records with `values` in the caller's transaction. Lists absent from
 * `values` are left as they are. Sessions of users that remain survive (the restoring admin
 * stays signed in); uploaded images are kept.
 */
export async function importShopData(db: Executor, values: ImportValues): Promise<ImportReport> {
  const report: ImportReport = { renamedPaymentCodes: [] };
  if (values.users) {
    const ids = values.users.map((u) => u.id);
    // Remove accounts not in the backup (their sessions, carts and addresses go with them).
    await (ids.length > 0 ? db.delete(t.users).where(notInArray(t.users.id, ids)) : db.delete(t.users));
    await db.delete(t.addresses);
    // Free the usernames and e-mails of remaining accounts before re-inserting them.
    for (const user of values.users) {
      await db
        .insert(t.users)
        .values({
          id: user.id,
          username: `__import__${user.id}`,
          email: '',
          role: user.role,
          profileImage: user.profileImage,
          passwordHash: storedHash(user),
          legacyPassword: user.passwordHash ? null : (user.password ?? null),
        })
        .onConflictDoUpdate({
          target: t.users.id,
          set: { username: `__import__${user.id}`, email: '' },
        });
    }
    for (const user of values.users) {
      await db
        .update(t.users)
        .set({
          username: user.username,
          email: user.email,
          role: user.role,
          profileImage: user.profileImage,
          passwordHash: storedHash(user),
          legacyPassword: storedHash(user) ? null : (user.password ?? null),
          // Kept by a restore: the account's age counts for its open-order cap, and a verified
          // e-mail stays verified (an address without it is not).
          createdAt: timeOrNull(user.createdAt),
          emailVerifiedAt: user.email ? timeOrNull(user.emailVerifiedAt) : null,
        })
        .where(sql`${t.users.id} = ${user.id}`);
    }
    const addressRows = values.users.flatMap((user) => user.addresses.map((a) => ({ ...a, userId: user.id })));
    await insertChunks(addressRows, (chunk) => db.insert(t.addresses).values(chunk));
  }
  if (values.partners) {
    await replaceRows(db, t.partners, values.partners, ({ coordinates, ...p }) => ({ ...p, lat: coordinates.lat, lng: coordinates.lng }));
  }
  if (values.vouchers) await replaceRows(db, t.vouchers, values.vouchers, voucherColumns);
  if (values.products) {
    await db.delete(t.cartItems);
    await replaceRows(db, t.products, values.products, (product) => ({ ...productColumns(product), ...productSearchColumns(product) }));
    // Products of an older backup have no variants; the rows of the replaced ones went with them.
    const variantRows = values.products.flatMap((product) => product.variants.map((variant, position) => ({ productId: product.id, position, ...variant })));
    await insertChunks(variantRows, (chunk) => db.insert(t.productVariants).values(chunk));
  }
  /** The accounts a review or an order may name: the imported ones, else the database's. */
  const accounts = async () =>
    values.users ?? (await db.select({ id: t.users.id, username: t.users.username }).from(t.users));
  const accountIds = async () => new Set((await accounts()).map((u) => u.id));
  if (values.reviews) {
    const existing = await accountIds();
    // Reviews of before the one-review rule get their author's account, one per product (src/domain/catalog/reviews.ts).
    await replaceRows(db, t.reviews, [...assignReviewAuthors(values.reviews, await accounts())], ({ authorId, ...r }) => ({
      ...r,
      authorId: authorId && existing.has(authorId) ? authorId : null,
      createdAt: r.createdAt ?? null,
      updatedAt: r.updatedAt ?? null,
    }));
  }
  if (values.orders) {
    await db.delete(t.transactions);
    await db.delete(t.orders);
    // The e-mails still to send (held admin notices too) were of the orders replaced (the sent ones stay: the daily limit counts them).
    await db.delete(t.emailOutbox).where(inArray(t.emailOutbox.status, ['pending', 'sending', 'batched', 'summarising']));
    // So were the pushes still to send.
    await db.delete(t.pushOutbox).where(inArray(t.pushOutbox.status, ['pending', 'sending']));
    const existing = await accountIds();
    // The database keeps payment codes unique; older data may repeat one (see withUniquePaymentCodes).
    const { orders, renamed } = withUniquePaymentCodes(values.orders);
    report.renamedPaymentCodes = renamed;
    await insertChunks(orders, (chunk) =>
      db.insert(t.orders).values(
        chunk.map(({ items, userId, ...o }) => ({
          ...o,
          userId: userId && existing.has(userId) ? userId : null,
          username: o.username ?? null,
          customerEmail: o.customerEmail ?? null,
          createdAt: o.createdAt ?? null,
          hasItems: items !== undefined,
          ...orderSearchColumns(o),
        })),
      ),
    );
    const itemRows = values.orders.flatMap((o) => (o.items ?? []).map((item, line) => ({ ...item, orderId: o.id, line })));
    await insertChunks(itemRows, (chunk) => db.insert(t.orderItems).values(chunk));
  }
  if (values.transactions) {
    await db.delete(t.transactions);
    const orderIds = new Set((await db.select({ id: t.orders.id }).from(t.orders)).map((r) => r.id));
    // A transaction must belong to an order (foreign key); orphans of prototype data are dropped.
    await insertChunks(
      values.transactions.filter((tr) => orderIds.has(tr.orderId)),
      (chunk) => db.insert(t.transactions).values(chunk.map((tr) => ({ ...tr, ...transactionSearchColumns(tr) }))),
    );
  }
  if (values.voucherUses) {
    await db.delete(t.voucherUses);
    const orderIds = new Set((await db.select({ id: t.orders.id }).from(t.orders)).map((r) => r.id));
    const voucherIds = new Set((await db.select({ id: t.vouchers.id }).from(t.vouchers)).map((r) => r.id));
    // A use belongs to an order and a voucher (foreign keys); one of neither is dropped.
    await insertChunks(
      values.voucherUses.filter((use) => orderIds.has(use.orderId) && voucherIds.has(use.voucherId)),
      (chunk) =>
        db.insert(t.voucherUses).values(
          chunk.map((use) => ({ ...use, createdAt: new Date(use.createdAt), releasedAt: use.releasedAt ? new Date(use.releasedAt) : null })),
        ),
    );
  }
  if (values.activityLogs) {
    await replaceRows(db, t.activityLogs, values.activityLogs, (l) => ({ ...l, details: l.details ?? null }));
  }
  if (values.emailLogs) {
    await replaceRows(db, t.emailLogs, values.emailLogs, (l) => ({ ...l, error: l.error ?? null }));
  }
  // Threads still keyed by username (a seed or a file of before decision 017) get the accounts read in with them.
  const keyed = values.allChatMessages ? keyChatThreadsByAccount(values.allChatMessages, values.allUnreadCounts ?? {}, await accounts()) : null;
  const allChatMessages = keyed?.store ?? values.allChatMessages;
  const allUnreadCounts = values.allUnreadCounts && (keyed?.counts ?? values.allUnreadCounts);
  if (allChatMessages) {
    await db.delete(t.chatMessages);
    // Threads keyed by account id (a backup of before has been keyed by its own accounts in
    // `parseBackup`, decision 017); `buyer` is the username the thread is shown by.
    const rows = Object.entries(allChatMessages).flatMap(([buyerId, thread]) =>
      thread.messages.map((m) => ({
        id: m.id,
        buyerId,
        buyer: thread.buyerName,
        sender: m.sender,
        text: m.text,
        timestamp: m.timestamp,
        senderName: m.senderName ?? null,
        product: m.product ?? null,
      })),
    );
    // Browser-mode message ids are unique per thread only: a repeated id gets a suffix, so no
    // message is lost.
    const seen = new Set<string>();
    for (const row of rows) {
      let id = row.id;
      for (let n = 2; seen.has(id); n += 1) id = `${row.id}.${n}`;
      seen.add(id);
      row.id = id;
    }
    await insertChunks(rows, (chunk) => db.insert(t.chatMessages).values(chunk));
  }
  if (allUnreadCounts) {
    await db.delete(t.unreadCounts);
    const rows = Object.entries(allUnreadCounts).map(([buyerId, c]) => ({ buyerId, buyerCount: c.buyer, adminCount: c.admin }));
    await insertChunks(rows, (chunk) => db.insert(t.unreadCounts).values(chunk));
  }
  if (allChatMessages || allUnreadCounts) {
    // Each thread's last activity (the admin's thread list reads by it), a counters row made for
    // a thread the backup has no counters of; none for a counters row without messages.
    await db.update(t.unreadCounts).set({ lastSeq: null });
    await db.execute(sql`insert into ${t.unreadCounts} (buyer_id, last_seq)
      select ${t.chatMessages.buyerId}, max(${t.chatMessages.seq}) from ${t.chatMessages} group by ${t.chatMessages.buyerId}
      on conflict (buyer_id) do update set last_seq = excluded.last_seq`);
  }
  for (const key of SETTING_KEYS) {
    if (values[key] === undefined) continue;
    await db
      .insert(t.settings)
      .values({ key, value: values[key] })
      .onConflictDoUpdate({ target: t.settings.key, set: { value: values[key] } });
  }
  if (values.newOrderNotification !== undefined) {
    await db.delete(t.adminNotifications);
    const admins = await db.select({ id: t.users.id }).from(t.users).where(sql`${t.users.role} = 'admin'`);
    await markOrdersSeen(db, admins.map((a) => a.id), values.newOrderNotification);
  }
  return report;
}

/**
 * Marks every stored order as seen by the admins `userIds` (`admin_notifications.seen_order_seq`,
 * the newest order's seq) with their new-order flag `raised` (a restore's; false otherwise), in
 * one statement; server/services/settings.ts `hasNewOrders` reads them.
 */
export async function markOrdersSeen(db: Executor, userIds: readonly string[], raised = false): Promise<void> {
  if (userIds.length === 0) return;
  const newest = sql<number>`(select coalesce(max(${t.orders.seq}), 0) from ${t.orders})`;
  await db
    .insert(t.adminNotifications)
    .values(userIds.map((userId) => ({ userId, newOrder: raised, seenOrderSeq: newest })))
    .onConflictDoUpdate({
      target: t.adminNotifications.userId,
      set: { newOrder: sql`excluded.new_order`, seenOrderSeq: sql`excluded.seen_order_seq` },
    });
}
