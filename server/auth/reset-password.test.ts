// @vitest-environment node
/** `npm run admin:reset-password` (server/auth/reset-password.ts): a lost password replaced. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { rateLimits, sessions, users } from '../db/schema';
import { prepareShop } from '../db/startup';
import { checkPassword } from './password';
import { resetPassword } from './reset-password';
import pino from 'pino';

describe('resetPassword', () => {
  it('sets a new password, ends the sessions and clears the failed logins of that account only', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await prepareShop(database, pino({ level: 'silent' }));
      const { db } = database;
      const expires = new Date(Date.now() + 3_600_000);
      await db.insert(sessions).values([
        { id: 'a', userId: 'USR001', expiresAt: expires },
        { id: 'b', userId: 'USR002', expiresAt: expires },
      ]);
      await db.insert(rateLimits).values(
        ['login-pair:admin|1.2.3.4', 'login-wait:admin|2001:db8::/64', 'login-pair:admin_x|1.2.3.4', 'login-pair:pembeli|1.2.3.4', 'login-address:1.2.3.4'].map((key) => ({ key, points: 3, expire: expires })),
      );

      expect(await resetPassword(db, ' ADMIN ', () => 'sekali-pakai-123')).toEqual({ username: 'admin', password: 'sekali-pakai-123' });
      const [admin] = await db.select().from(users).where(eq(users.id, 'USR001'));
      expect((await checkPassword('sekali-pakai-123', admin!.passwordHash, null)).ok).toBe(true);
      expect((await checkPassword('admin123', admin!.passwordHash, null)).ok).toBe(false);
      expect(admin!.mustChangePassword).toBe(true);
      expect((await db.select().from(sessions)).map((s) => s.userId)).toEqual(['USR002']);
      expect((await db.select().from(rateLimits)).map((f) => f.key).sort()).toEqual(['login-address:1.2.3.4', 'login-pair:admin_x|1.2.3.4', 'login-pair:pembeli|1.2.3.4']);

      await expect(resetPassword(db, 'tidak-ada')).rejects.toThrow('no account named "tidak-ada"');
    } finally {
      await database.close();
    }
  }, 60_000);
});
