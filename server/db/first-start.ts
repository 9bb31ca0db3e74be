/**
 * What a fresh database starts with (docs/server.md "First start"): the demo shop with the spec's
 * demo accounts, or an empty shop with one admin — and whether a shop open to the network still
 * has an account whose password is the published demo one.
 */
import { randomBytes } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import { demoSeed, seedUsers } from '@/domain/seed';
import { checkPassword, hashPassword } from '../auth/password';
import type { Executor } from './client';
import type { ImportValues } from './import';
import { users } from './schema';
import { DEFAULT_ORDER_FLOW } from '@/domain/orders/flow';

/** The first start's choices (`SEED`, `ADMIN_USERNAME`, `ADMIN_PASSWORD`/`ADMIN_PASSWORD_FILE`). */
export interface FirstStartOptions {
  /** `demo`: the spec's seed catalogue, orders and demo accounts; `empty`: one admin, nothing else. */
  seed: 'demo' | 'empty';
  /** The admin to create, or null: the demo admin (`demo`) or a generated password (`empty`). */
  admin: { username: string; password: string } | null;
}

/** What a fresh database is seeded with, and the admin password made up for it (shown once). */
export interface FirstStartSeed {
  values: ImportValues;
  /** A generated admin password to print once, or null when the admin's password was given or is the demo one. */
  generatedPassword: string | null;
  /** The admin's username. */
  adminUsername: string;
}

/** The demo seed's admin account (USR001). */
const demoAdmin = () => seedUsers.find((user) => user.role === 'admin')!;

/**
 * Chooses the first start's records.
 * - `demo`: the spec's seed; a given admin replaces the demo admin's username and password.
 * - `empty`: the store settings' defaults — but `Verifikasi Pembayaran oleh Admin` on (a shop
 *   for real business checks its money) — and one admin (the demo admin's e-mail and avatar,
 *   which the owner changes in the profile), no product, partner or order; without a given
 *   password, a random one of 16 characters (96 bits), returned to be shown once.
 * @param now - the moment of the first start: the demo seed's orders, reviews and logs are dated from it.
 * @param makePassword - makes the generated password (tests pass a fixed one).
 */
export async function firstStartSeed(
  options: FirstStartOptions,
  now: Date,
  makePassword: () => string = () => randomBytes(12).toString('base64url'),
): Promise<FirstStartSeed> {
  const { passwordHash: _demoHash, ...admin } = demoAdmin();
  if (options.seed === 'demo') {
    const seed = demoSeed(now);
    if (!options.admin) return { values: seed, generatedPassword: null, adminUsername: admin.username };
    const serverPasswordHash = await hashPassword(options.admin.password);
    return {
      values: {
        ...seed,
        users: seed.users.map((user) =>
          user.id === admin.id ? { ...admin, username: options.admin!.username, serverPasswordHash } : user,
        ),
      },
      generatedPassword: null,
      adminUsername: options.admin.username,
    };
  }
  const generatedPassword = options.admin ? null : makePassword();
  const username = options.admin?.username ?? admin.username;
  const serverPasswordHash = await hashPassword(options.admin?.password ?? generatedPassword!);
  return {
    // A shop started empty is for real business: the owner verifies payments.
    values: { users: [{ ...admin, username, serverPasswordHash }], orderFlow: { ...DEFAULT_ORDER_FLOW, verifyPayments: true } },
    generatedPassword,
    adminUsername: username,
  };
}

/** The demo seed's stored hash (JSON text, as the database keeps it) of each account that has one. */
const demoSeedHashes = new Map(
  seedUsers.filter((user) => user.passwordHash).map((user) => [user.id, JSON.stringify(user.passwordHash)]),
);

/**
 * Whether `storedHash` is the demo seed's own hash of account `userId` — the README's published
 * `admin123` / `pembeli123`. Signing in keeps it (server/services/auth.ts does not re-hash it),
 * so only changing the password, or a restore with other hashes, ends it. Cheap (a map look-up
 * and a string comparison): the session middleware asks it on every request.
 */
export function isDemoSeedHash(userId: string, storedHash: string | null): boolean {
  return storedHash !== null && demoSeedHashes.get(userId) === storedHash;
}

/**
 * Whether `password` is one of the demo seed's published passwords (it matches the seed hash of
 * any demo account): a shop open to the network refuses it as a new password.
 * Costs one PBKDF2 check per demo account (about 0.1 s each).
 */
export async function isPublishedDemoPassword(password: string): Promise<boolean> {
  for (const hash of demoSeedHashes.values()) {
    if ((await checkPassword(password, hash, null)).ok) return true;
  }
  return false;
}

/**
 * The accounts whose stored password is still the demo seed's own hash ({@link isDemoSeedHash}).
 * @returns their usernames, in seed order.
 */
export async function accountsWithDemoPasswords(db: Executor): Promise<string[]> {
  const demo = seedUsers.filter((user) => user.passwordHash);
  if (demo.length === 0) return [];
  const rows = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.id, demo.map((user) => user.id)));
  return demo
    .map((user) => rows.find((row) => row.id === user.id && isDemoSeedHash(row.id, row.passwordHash)))
    .filter((row) => row !== undefined)
    .map((row) => row.username);
}

/** Whether `db` holds no account yet (a fresh database, before its seed). */
export async function hasNoUsers(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}
