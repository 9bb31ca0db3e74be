// @vitest-environment node
/**
 * Session lifetimes (docs/security.md "Limits"): a session lasts 30 days and is
 * renewed while used, but never beyond 90 days after its sign-in, however active.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { serverPerTest } from '../testing/fixtures';
import { createSessionCache, type SessionCache } from './session-cache';
import { createSession, SESSION_MAX_AGE_MS, SESSION_TTL_MS, validateSession } from './sessions';

const server = serverPerTest();
const DAY = 24 * 60 * 60 * 1000;

// The same rules whether the instance's session cache holds the session or not: a
// cached session due for renewal or ended is read, extended or deleted as without a cache.
describe.each([
  ['without a cache', (): SessionCache | undefined => undefined],
  ['through a session cache', (): SessionCache | undefined => createSessionCache()],
])('session lifetime %s', (_name, makeCache) => {
  it('renews a used session, never past 90 days after the sign-in, and ends it there', async () => {
    const db = server.database.db;
    const signIn = new Date('2030-01-01T00:00:00.000Z');
    const { token } = await createSession(db, 'USR002', signIn);
    const cache = makeCache();

    // Used every 20 days: renewed each time it has less than half of its 30 days left.
    let last = signIn.getTime() + SESSION_TTL_MS;
    for (let day = 20; day < 90; day += 20) {
      const checked = await validateSession(db, token, new Date(signIn.getTime() + day * DAY), { cache });
      expect(checked?.user.id, `day ${day}`).toBe('USR002');
      // Used again an hour later: no second renewal, and the row's expiry is the one answered.
      expect((await validateSession(db, token, new Date(signIn.getTime() + day * DAY + 3_600_000), { cache }))?.extendedTo).toBeNull();
      if (checked?.extendedTo) last = checked.extendedTo.getTime();
      expect(last).toBeLessThanOrEqual(signIn.getTime() + SESSION_MAX_AGE_MS);
    }
    expect(last).toBe(signIn.getTime() + SESSION_MAX_AGE_MS);

    // Day 90: over, however active; the row is gone.
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, 'USR002'));
    expect(row?.expiresAt.getTime()).toBe(last);
    expect(await validateSession(db, token, new Date(signIn.getTime() + SESSION_MAX_AGE_MS), { cache })).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, 'USR002'))).toEqual([]);
    expect(cache?.size() ?? 0).toBe(0);
  });

  it('ends an unused session after 30 days', async () => {
    const db = server.database.db;
    const signIn = new Date('2030-01-01T00:00:00.000Z');
    const { token } = await createSession(db, 'USR002', signIn);
    const cache = makeCache();
    expect(await validateSession(db, token, new Date(signIn.getTime() + SESSION_TTL_MS - 1), { cache })).not.toBeNull();
    const later = await createSession(db, 'USR002', signIn);
    // Read (and cached) while valid, then used once its 30 days are over: ended.
    expect(await validateSession(db, later.token, new Date(signIn.getTime() + 1), { cache })).not.toBeNull();
    expect(await validateSession(db, later.token, new Date(signIn.getTime() + SESSION_TTL_MS), { cache })).toBeNull();
    // Its row is gone; the first session (renewed at its last moment) stays.
    expect((await db.select().from(sessions).where(eq(sessions.userId, 'USR002'))).map((row) => row.createdAt.getTime())).toHaveLength(1);
  });
});

describe('the session cache', () => {
  const user = (id: string) => ({ id, username: id, email: `${id}@example.com`, role: 'buyer' as const, profileImage: '', addresses: [] });
  const entry = (id: string) => ({ user: user(id), expiresAt: new Date(2030, 1, 1), createdAt: new Date(2030, 0, 1) });

  it("drops an account's sessions when currentUser is announced for it, every session for everyone or a lost channel", () => {
    const cache = createSessionCache();
    cache.set('a1', entry('A'), cache.mark());
    cache.set('a2', entry('A'), cache.mark());
    cache.set('b1', entry('B'), cache.mark());
    cache.changes([{ keys: ['orders'], audience: { kind: 'users', userIds: ['A'] } }]);
    expect(cache.size()).toBe(3);
    cache.changes([{ keys: ['users', 'currentUser'], audience: { kind: 'users', userIds: ['A'] } }]);
    expect([cache.get('a1'), cache.get('a2'), cache.get('b1')?.user.id]).toEqual([undefined, undefined, 'B']);
    cache.changes([{ keys: ['currentUser'], audience: { kind: 'public' } }]);
    expect(cache.size()).toBe(0);
    cache.set('b1', entry('B'), cache.mark());
    cache.lost();
    expect(cache.size()).toBe(0);
  });

  it('keeps nothing read before an invalidation that came during the read', () => {
    const cache = createSessionCache();
    const mark = cache.mark();
    cache.changes([{ keys: ['currentUser'], audience: { kind: 'users', userIds: ['C'] } }]);
    cache.set('a1', entry('A'), mark);
    expect(cache.get('a1')).toBeUndefined();
  });

  it('reads a session again after its staleness bound', async () => {
    const cache = createSessionCache({ staleMs: 20 });
    cache.set('a1', entry('A'), cache.mark());
    expect(cache.get('a1')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get('a1')).toBeUndefined();
  });

  it('holds at most its bound of sessions, its index by account no more', () => {
    const cache = createSessionCache({ entries: 100 });
    for (let i = 0; i < 1_000; i += 1) cache.set(`s${i}`, entry(`U${i % 300}`), cache.mark());
    expect(cache.size()).toBe(100);
    expect(cache.indexedSessions()).toBe(100);
    // An evicted session is out of the index: its account's change drops only what is held.
    cache.changes([{ keys: ['currentUser'], audience: { kind: 'users', userIds: ['U150', 'U999'] } }]);
    expect(cache.size()).toBe(100);
    cache.changes([{ keys: ['currentUser'], audience: { kind: 'users', userIds: ['U99'] } }]);
    expect([cache.size(), cache.get('s999'), cache.indexedSessions()]).toEqual([99, undefined, 99]);
  });

  it("indexes sessions by account: a session kept again under another account, deleted, expired or refused leaves the index right", async () => {
    const cache = createSessionCache({ staleMs: 30 });
    cache.set('s1', entry('A'), cache.mark());
    cache.set('s1', entry('B'), cache.mark());
    cache.set('s2', entry('A'), cache.mark());
    expect(cache.indexedSessions()).toBe(2);
    // s1 is B's now: A's change leaves it.
    cache.changes([{ keys: ['currentUser'], audience: { kind: 'users', userIds: ['A'] } }]);
    expect([cache.get('s1')?.user.id, cache.get('s2'), cache.indexedSessions()]).toEqual(['B', undefined, 1]);
    cache.delete('s1');
    expect(cache.indexedSessions()).toBe(0);
    const late = cache.mark();
    cache.changes([{ keys: ['currentUser'], audience: { kind: 'users', userIds: ['C'] } }]);
    expect(cache.set('s3', entry('C'), late)).toBe(false);
    expect(cache.indexedSessions()).toBe(0);
    cache.set('s4', entry('D'), cache.mark());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.get('s4')).toBeUndefined();
    expect(cache.indexedSessions()).toBe(0);
    cache.set('s5', entry('D'), cache.mark());
    cache.lost();
    expect([cache.size(), cache.indexedSessions()]).toEqual([0, 0]);
  });
});
