/**
 * The statements of the server-side sessions (`server/auth/sessions.ts`) and of the lost password
 * reset (`server/auth/reset-password.ts`): a session row is keyed by the SHA-256 of its token (hex),
 * never the token. The rules (lifetime, renewal, the cache) stay in server/auth.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '@/domain/core/records';
import type { Executor } from '../db/client';
import { toAddress, toSessionUser } from '../db/records';
import { addresses, sessions, users } from '../db/schema';

/** An account's row as stored (`users`). */
export type AccountRow = typeof users.$inferSelect;

/** A session row with its account, as {@link readSessionWithAccount} reads it. */
export interface StoredSession {
  session: typeof sessions.$inferSelect;
  user: AccountRow;
}

/**
 * Inserts a session.
 * @param session - `id` the token's SHA-256 (hex); `expiresAt` its expiry; `createdAt` the sign-in.
 * @throws what the database throws (a foreign-key violation when the account is gone).
 */
export async function insertSession(
  db: Executor,
  session: { id: string; userId: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/**
 * Session `id` with its account, in one statement (an inner join: a session of a deleted account
 * is none).
 * @returns it, or undefined when there is none.
 * @throws what the database throws.
 */
export async function readSessionWithAccount(db: Executor, id: string): Promise<StoredSession | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  return row;
}

/** Deletes session `id` (none: nothing happens). @throws what the database throws. */
export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Sets the expiry of session `id` to `expiresAt`. @throws what the database throws. */
export async function extendSession(db: Executor, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

/**
 * The signed-in user of account row `account`: its fields and its saved addresses (read here, in
 * the order they were saved), without the password state (server/auth/demo-passwords.ts adds it).
 * @throws what the database throws.
 */
export async function sessionUserOf(db: Executor, account: AccountRow): Promise<SessionUser> {
  const addressRows = await db.select().from(addresses).where(eq(addresses.userId, account.id)).orderBy(addresses.seq);
  return toSessionUser(account, addressRows.map(toAddress));
}

/**
 * Deletes session `id` (a logout).
 * @returns the id of the account it belonged to, or null when there was none.
 * @throws what the database throws.
 */
export async function deleteSessionOfAccount(db: Executor, id: string): Promise<string | null> {
  const [ended] = await db.delete(sessions).where(eq(sessions.id, id)).returning({ userId: sessions.userId });
  return ended?.userId ?? null;
}

/**
 * Deletes every session of account `userId` except session `keepId` (none kept when null).
 * @returns how many sessions were deleted.
 * @throws what the database throws.
 */
export async function deleteOtherSessions(db: Executor, userId: string, keepId: string | null): Promise<number> {
  const where = keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId);
  const ended = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return ended.length;
}

/**
 * Deletes every session of account `userId`, returning nothing (the password reset's statement).
 * @throws what the database throws.
 */
export async function deleteSessionsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Gives the account named `username` (compared in lower case; pass it trimmed and lower-cased) the
 * password of `passwordHash`, flagged to be changed at its next sign-in, its prototype password
 * cleared.
 * @returns its id and username as stored, or undefined when there is no such account.
 * @throws what the database throws.
 */
export async function setOneTimePassword(
  db: Executor,
  username: string,
  passwordHash: string,
): Promise<{ id: string; username: string } | undefined> {
  const [user] = await db
    .update(users)
    .set({ passwordHash, legacyPassword: null, mustChangePassword: true })
    .where(sql`lower(${users.username}) = ${username}`)
    .returning({ id: users.id, username: users.username });
  return user;
}

/**
 * Sends `payload` on notification channel `channel` when the transaction `db` belongs to commits
 * (`pg_notify`; nothing is sent if it rolls back). For a process without an event hub, such as the
 * password reset command.
 * @param payload - JSON text under 8,000 bytes.
 * @throws what the database throws.
 */
export async function notifyAtCommit(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
