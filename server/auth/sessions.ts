/**
 * Server-side sessions as the Lucia guide describes them: the cookie holds a random token
 * (32 bytes, base64url); the database holds only its SHA-256 (so a leaked table signs nobody in),
 * the user, the expiry and the sign-in time. Sessions last 30 days and are extended when less than
 * half is left, but never beyond {@link SESSION_MAX_AGE_MS} after the sign-in (issue 21 item 13):
 * a stolen cookie does not live for ever by being used.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { SessionUser } from '@/domain/schemas';
import type { Database } from '../db/client';
import { toAddress, toSessionUser } from '../db/records';
import { addresses, sessions, users } from '../db/schema';
import type { ServiceDeps } from '../services/context';
import { withPasswordState } from './demo-passwords';

/** Cookie name of the session token. */
export const SESSION_COOKIE = 'seulanga_session';
/** Session lifetime in milliseconds (30 days), renewed while the session is used. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Absolute session lifetime in milliseconds (90 days after the sign-in), however active. */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session for `userId`; returns the token for the cookie and the expiry. */
export async function createSession(db: Database, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: sessionIdOf(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * The user of a session token, or null when the token is unknown, expired or older than
 * {@link SESSION_MAX_AGE_MS} (such a row is deleted). Extends the session when less than half its
 * lifetime is left, at most to its absolute end.
 * @param options - `demoPasswordsMustChange`: flag an account still on its demo password
 *   (`mustChangePassword`, see ./demo-passwords.ts).
 * @returns the user (role and fields from the account, not the cookie) and the new expiry if extended.
 */
export async function validateSession(
  db: Database,
  token: string,
  now: Date,
  options: Pick<ServiceDeps, 'demoPasswordsMustChange'> = {},
): Promise<{ user: SessionUser; extendedTo: Date | null } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = sessionIdOf(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return null;
  const absoluteEnd = row.session.createdAt.getTime() + SESSION_MAX_AGE_MS;
  if (row.session.expiresAt.getTime() <= now.getTime() || absoluteEnd <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let extendedTo: Date | null = null;
  const renewed = Math.min(now.getTime() + SESSION_TTL_MS, absoluteEnd);
  if (row.session.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS / 2 && renewed > row.session.expiresAt.getTime()) {
    extendedTo = new Date(renewed);
    await db.update(sessions).set({ expiresAt: extendedTo }).where(eq(sessions.id, id));
  }
  const addressRows = await db.select().from(addresses).where(eq(addresses.userId, row.user.id)).orderBy(addresses.seq);
  return { user: withPasswordState(toSessionUser(row.user, addressRows.map(toAddress)), row.user.passwordHash, options), extendedTo };
}

/** Deletes the session of `token` (logout). */
export async function invalidateSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
}

/**
 * Ends every session of `userId` except the one of `keepToken` (after a password change, other
 * devices must sign in again with the new password).
 * @returns how many sessions were ended.
 */
export async function invalidateOtherSessions(db: Database, userId: string, keepToken: string | null): Promise<number> {
  const where = keepToken
    ? and(eq(sessions.userId, userId), ne(sessions.id, sessionIdOf(keepToken)))
    : eq(sessions.userId, userId);
  const ended = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return ended.length;
}
