// @vitest-environment node
/**
 * Session lifetimes (issue 21 item 13; docs/security.md "Limits"): a session lasts 30 days and is
 * renewed while used, but never beyond 90 days after its sign-in, however active.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { serverPerTest } from '../testing/fixtures';
import { createSession, SESSION_MAX_AGE_MS, SESSION_TTL_MS, validateSession } from './sessions';

const server = serverPerTest();
const DAY = 24 * 60 * 60 * 1000;

describe('session lifetime', () => {
  it('renews a used session, never past 90 days after the sign-in, and ends it there', async () => {
    const db = server.database.db;
    const signIn = new Date('2030-01-01T00:00:00.000Z');
    const { token } = await createSession(db, 'USR002', signIn);

    // Used every 20 days: renewed each time it has less than half of its 30 days left.
    let last = signIn.getTime() + SESSION_TTL_MS;
    for (let day = 20; day < 90; day += 20) {
      const checked = await validateSession(db, token, new Date(signIn.getTime() + day * DAY));
      expect(checked?.user.id, `day ${day}`).toBe('USR002');
      if (checked?.extendedTo) last = checked.extendedTo.getTime();
      expect(last).toBeLessThanOrEqual(signIn.getTime() + SESSION_MAX_AGE_MS);
    }
    expect(last).toBe(signIn.getTime() + SESSION_MAX_AGE_MS);

    // Day 90: over, however active; the row is gone.
    expect(await validateSession(db, token, new Date(signIn.getTime() + SESSION_MAX_AGE_MS))).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, 'USR002'))).toEqual([]);
  });

  it('ends an unused session after 30 days', async () => {
    const db = server.database.db;
    const signIn = new Date('2030-01-01T00:00:00.000Z');
    const { token } = await createSession(db, 'USR002', signIn);
    expect(await validateSession(db, token, new Date(signIn.getTime() + SESSION_TTL_MS - 1))).not.toBeNull();
    const later = await createSession(db, 'USR002', signIn);
    expect(await validateSession(db, later.token, new Date(signIn.getTime() + SESSION_TTL_MS))).toBeNull();
  });
});
