/**
 * The sessions one server instance has read lately (docs/server.md "Per-instance
 * caches"): by session id (the token's SHA-256) with the account as the session table and the
 * account said, so a signed-in request needs no statement for its session. An entry is dropped
 * when the change channel announces `currentUser` for its account (a logout, a sign-out
 * everywhere, a password change, a role change, an account's own change or deletion, on any
 * instance), all of them after a restore or when the channel's LISTEN connection was lost, and
 * each lives at most {@link SESSION_CACHE_STALE_MS} in any case.
 */
import type { SessionUser } from '@/domain/core/records';
import { createMarkedCache, type MarkedCache } from '../events/marked-cache';
import type { Change, ChangeObserver } from '../services/context';

/** Longest an instance serves a session from memory without reading it again (5 s). */
export const SESSION_CACHE_STALE_MS = 5_000;
/** Most sessions one instance keeps in memory (the least recently used go first). */
export const SESSION_CACHE_ENTRIES = 10_000;

/** A session as the database had it when it was read. */
export interface CachedSession {
  user: SessionUser;
  expiresAt: Date;
  createdAt: Date;
}

/** The sessions of one instance (by session id), and the change-channel observer that keeps them true. */
export interface SessionCache extends MarkedCache<CachedSession>, ChangeObserver {
  /** How many sessions its index by account names (never more than it holds). */
  indexedSessions(): number;
}

/**
 * An empty session cache, with an index of its sessions by account (filled when a session is
 * kept, emptied when lru-cache lets one go: evicted, expired, deleted or replaced), so a
 * `currentUser` change costs a lookup per session of the accounts it names, not a pass over every
 * session held.
 * @param options.staleMs - its staleness bound (default {@link SESSION_CACHE_STALE_MS}).
 * @param options.entries - its bound in sessions (default {@link SESSION_CACHE_ENTRIES}).
 */
export function createSessionCache(options: { staleMs?: number; entries?: number } = {}): SessionCache {
  const byAccount = new Map<string, Set<string>>();
  let indexed = 0;
  const cache = createMarkedCache<CachedSession>({
    max: options.entries ?? SESSION_CACHE_ENTRIES,
    ttl: options.staleMs ?? SESSION_CACHE_STALE_MS,
    dispose(session, sessionId) {
      const ids = byAccount.get(session.user.id);
      if (!ids?.delete(sessionId)) return;
      indexed -= 1;
      if (ids.size === 0) byAccount.delete(session.user.id);
    },
  });
  return {
    ...cache,
    set(sessionId, session, mark) {
      if (!cache.set(sessionId, session, mark)) return false;
      const ids = byAccount.get(session.user.id) ?? new Set<string>();
      byAccount.set(session.user.id, ids);
      if (!ids.has(sessionId)) indexed += 1;
      ids.add(sessionId);
      return true;
    },
    changes(changes) {
      const accounts = accountsOf(changes);
      if (accounts === null) cache.invalidate();
      else if (accounts.size > 0) cache.forget([...accounts].flatMap((id) => [...(byAccount.get(id) ?? [])]));
    },
    lost: () => cache.invalidate(),
    indexedSessions: () => indexed,
  };
}

/** The accounts whose sessions `changes` make stale (`currentUser` to them): null for every account. */
function accountsOf(changes: Change[]): Set<string> | null {
  const ids = new Set<string>();
  for (const change of changes) {
    if (!change.keys.includes('currentUser')) continue;
    if (change.audience.kind !== 'users') return null;
    for (const id of change.audience.userIds) ids.add(id);
  }
  return ids;
}
