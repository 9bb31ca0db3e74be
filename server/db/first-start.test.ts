// @vitest-environment node
/**
 * The first start of a fresh database (server/db/first-start.ts, docs/server.md "First start"):
 * the demo shop or an empty one with its admin, and the warning about published demo passwords.
 */
import { count } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { demoSeed, seed } from '@/testing/seed';
import { checkPassword } from '../auth/password';
import { openDatabase } from './client';
import { orders, products, users } from './schema';
import { startTestServer } from '../testing/harness';
import { accountsWithDemoPasswords } from './first-start';
import { LOCAL_DEMO, prepareShop } from './startup';
import { readSetting } from '../services/settings';

/** A logger that keeps what it logs. */
function recordingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

/** Runs `test` on a fresh PGlite database with a recording logger, and closes the database after. */
async function onFreshDatabase(
  test: (shop: { database: Awaited<ReturnType<typeof openDatabase>> } & ReturnType<typeof recordingLogger>) => Promise<void>,
): Promise<void> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await test({ database, ...recordingLogger() });
  } finally {
    await database.close();
  }
}

describe('first start', () => {
  it('an exposed empty shop gets one admin with a password shown once, and no demo account', async () => {
    await onFreshDatabase(async ({ database, logger, lines }) => {
      const result = await prepareShop(database, logger, { seed: 'empty', admin: null, exposed: true });
      expect(result).toEqual({ seeded: true, demoPasswords: [] });
      const rows = await database.db.select().from(users);
      expect(rows.map((row) => [row.username, row.role])).toEqual([['admin', 'admin']]);
      // A shop for real business verifies payments; the demo shop does not.
      expect((await readSetting(database.db, 'orderFlow')).verifyPayments).toBe(true);
      const [catalogue] = await database.db.select({ n: count() }).from(products);
      expect(catalogue?.n).toBe(0);
      const shown = lines.find((line) => String(line.msg).includes('one-time password'));
      const password = /one-time password (\S+)/.exec(String(shown?.msg))?.[1] ?? '';
      expect(password).toHaveLength(16);
      expect((await checkPassword(password, rows[0]!.passwordHash, null)).ok).toBe(true);
      expect((await checkPassword('admin123', rows[0]!.passwordHash, null)).ok).toBe(false);
      // Shown once in the log: the admin chooses their own at the first sign-in.
      expect(rows[0]!.mustChangePassword).toBe(true);
      // The next start seeds nothing and shows no password.
      const again = recordingLogger();
      expect((await prepareShop(database, again.logger, { seed: 'empty', admin: null, exposed: true })).seeded).toBe(false);
      expect(again.lines.some((line) => String(line.msg).includes('one-time password'))).toBe(false);
    });
  }, 60_000);

  it('the demo shop with a given admin: the demo admin takes its name and password; the demo buyer is reported while exposed', async () => {
    await onFreshDatabase(async ({ database, logger, lines }) => {
      const admin = { username: 'pemilik', password: 'kopi-gayo-2026' };
      const result = await prepareShop(database, logger, { seed: 'demo', admin, exposed: true });
      expect(result).toEqual({ seeded: true, demoPasswords: ['pembeli'] });
      const rows = await database.db.select().from(users);
      expect(rows).toHaveLength(seed.users.length);
      const owner = rows.find((row) => row.role === 'admin')!;
      expect(owner.username).toBe('pemilik');
      expect((await checkPassword('kopi-gayo-2026', owner.passwordHash, null)).ok).toBe(true);
      // The operator chose it: no change asked.
      expect(owner.mustChangePassword).toBe(false);
      const warning = lines.find((line) => String(line.msg).includes('published demo passwords'));
      expect(warning?.accounts).toEqual(['pembeli']);
    });
  }, 60_000);

  it('the local demo shop keeps the demo accounts and warns about nothing', async () => {
    await onFreshDatabase(async ({ database, logger, lines }) => {
      expect(await prepareShop(database, logger)).toEqual({ seeded: true, demoPasswords: ['admin', 'pembeli'] });
      expect((await readSetting(database.db, 'orderFlow')).verifyPayments).toBe(false);
      expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
    });
  }, 60_000);

  it('writes the demo seed dated from the moment of the first start', async () => {
    await onFreshDatabase(async ({ database, logger }) => {
      const now = new Date('2027-03-01T17:05:00.000Z'); // 00:05 WIB on 2 March
      await prepareShop(database, logger, LOCAL_DEMO, () => now);
      const dated = demoSeed(now);
      const rows = await database.db
        .select({ id: orders.id, createdAt: orders.createdAt, status: orders.status, paymentDueAt: orders.paymentDueAt })
        .from(orders)
        .orderBy(orders.id);
      expect(rows.map((row) => [row.id, row.status])).toEqual(dated.orders.map((order) => [order.id, order.status]));
      const first = rows.find((row) => row.id === 'ORD001')!;
      expect(new Date(first.createdAt!).toISOString()).toBe(dated.orders[0]!.createdAt);
      expect(new Date(first.paymentDueAt!).getTime()).toBeGreaterThan(now.getTime());
    });
  }, 60_000);

  it('keeps warning about a demo password that still signs in (signing in must not hide it)', async () => {
    // The shop's own seed (its demo hashes), not the harness's fast one.
    const server = await startTestServer({ seed });
    try {
      expect(await accountsWithDemoPasswords(server.database.db)).toEqual(['admin', 'pembeli']);
      await server.signIn('admin', 'admin123');
      await server.signIn('pembeli', 'pembeli123');
      // The password is still the published one, so the accounts are still listed.
      expect(await accountsWithDemoPasswords(server.database.db)).toEqual(['admin', 'pembeli']);
    } finally {
      await server.close();
    }
  }, 60_000);
});

