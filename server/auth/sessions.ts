/**
 * Server-side sessions as the Lucia guide describes them: the cookie holds a random token
 * (32 bytes, base64url); the database holds only its SHA-256 (so a leaked table signs nobody in),
 * the user, the expiry and the sign-in time. Sessions last 30 days and are extended when less than
 * half is left, but never beyond {@link SESSION_MAX_AGE_MS} after the sign-in:
 * a stolen cookie does not live for ever by being used. The statements are in
 * server/services/sessions-store.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@/domain/core/records';
import type { Database } from '../db/client';
import type { Change, ServiceDeps } from '../services/context';
import {
  deleteOtherSessions,
  deleteSession,
  deleteSessionOfAccount,
  extendSession,
  insertSession,
  readSessionWithAccount,
  sessionUserOf,
} from '../services/sessions-store';
import { withPasswordState } from './demo-passwords';
import type { SessionCache } from './session-cache';

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
  await insertSession(db, { id: sessionIdOf(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * What the session rules say of a session at `now`: ended (expired, or
 * {@link SESSION_MAX_AGE_MS} after its sign-in), to be extended to a new expiry (less than half
 * its lifetime left, at most to its absolute end), or valid as it is.
 */
function sessionVerdict(session: { expiresAt: Date; createdAt: Date }, now: Date): 'ended' | 'valid' | Date {
  const absoluteEnd = session.createdAt.getTime() + SESSION_MAX_AGE_MS;
  if (session.expiresAt.getTime() <= now.getTime() || absoluteEnd <= now.getTime()) return 'ended';
  const renewed = Math.min(now.getTime() + SESSION_TTL_MS, absoluteEnd);
  if (session.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS / 2 && renewed > session.expiresAt.getTime()) return new Date(renewed);
  return 'valid';
}

/**
 * The user of a session token, or null when the token is unknown, expired or older than
 * {@link SESSION_MAX_AGE_MS} (such a row is deleted). Extends the session when less than half its
 * lifetime is left, at most to its absolute end.
 * @param options - `demoPasswordsMustChange`: flag an account still on its demo password
 *   (`mustChangePassword`, see ./demo-passwords.ts); `cache`: the instance's session cache
 *   (./session-cache.ts): a session it holds that is neither ended nor due for renewal is served
 *   from it without a statement; every other case reads (and deletes or extends) the row as
 *   without a cache, so the expiry and renewal rules stay exact.
 * @returns the user (role and fields from the account, not the cookie) and the new expiry if extended.
 */
export async function validateSession(
  db: Database,
  token: string,
  now: Date,
  options: Pick<ServiceDeps, 'demoPasswordsMustChange'> & { cache?: SessionCache } = {},
): Promise<{ user: SessionUser; extendedTo: Date | null } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = sessionIdOf(token);
  const { cache } = options;
  const cached = cache?.get(id);
  if (cached && sessionVerdict(cached, now) === 'valid') return { user: cached.user, extendedTo: null };
  const mark = cache?.mark() ?? 0;
  const row = await readSessionWithAccount(db, id);
  if (!row) {
    cache?.delete(id);
    return null;
  }
  const verdict = sessionVerdict(row.session, now);
  if (verdict === 'ended') {
    cache?.delete(id);
    await deleteSession(db, id);
    return null;
  }
  const extendedTo = verdict === 'valid' ? null : verdict;
  if (extendedTo) await extendSession(db, id, extendedTo);
  const user = withPasswordState(await sessionUserOf(db, row.user), row.user, options);
  cache?.set(id, { user, expiresAt: extendedTo ?? row.session.expiresAt, createdAt: row.session.createdAt }, mark);
  return { user, extendedTo };
}

/**
 * Deletes the session of `token` (logout).
 * @returns the id of the account it belonged to, or null when there was none.
 */
export async function invalidateSession(db: Database, token: string): Promise<string | null> {
  return deleteSessionOfAccount(db, sessionIdOf(token));
}

/**
 * The announcement that the sessions of `userIds` changed (`currentUser` to those accounts): every
 * instance drops them from its session cache, and their open event streams restart.
 */
export function sessionsEnded(userIds: string[]): Change[] {
  return [{ keys: ['currentUser'], audience: { kind: 'users', userIds } }];
}

/**
 * Ends every session of `userId` except the one of `keepToken` (after a password change, other
 * devices must sign in again with the new password).
 * @returns how many sessions were ended.
 */
export async function invalidateOtherSessions(db: Database, userId: string, keepToken: string | null): Promise<number> {
  return deleteOtherSessions(db, userId, keepToken ? sessionIdOf(keepToken) : null);
}
