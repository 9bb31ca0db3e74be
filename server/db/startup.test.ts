// @vitest-environment node
/**
 * Several instances starting at once on one fresh PostgreSQL (docs/server.md "Several
 * instances"): the migrations, the seed and the start-up backfills run one instance at a time,
 * so every instance starts and the shop is seeded exactly once.
 */
import { count } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { seed } from '@/testing/seed';
import { scratchDatabase, testDatabaseUrl } from '../testing/harness';
import { openDatabase, type ShopDatabase } from './client';
import { products, users } from './schema';
import { prepareShop } from './startup';

describe('start-up of several instances', () => {
  it.skipIf(!testDatabaseUrl())('migrates and seeds a fresh database once when three instances start together', async () => {
    const scratch = await scratchDatabase('seulanga_startup');
    const logger = pino({ level: 'silent' });
    const opened: ShopDatabase[] = [];
    try {
      const starts = await Promise.allSettled(
        [1, 2, 3].map(async () => {
          const database = await openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 2 });
          opened.push(database);
          return prepareShop(database, logger);
        }),
      );
      expect(starts.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const seeded = starts.filter((s) => s.status === 'fulfilled' && s.value.seeded);
      expect(seeded).toHaveLength(1);
      const [userRows] = await opened[0]!.db.select({ n: count() }).from(users);
      const [productRows] = await opened[0]!.db.select({ n: count() }).from(products);
      expect(userRows?.n).toBe(seed.users.length);
      expect(productRows?.n).toBe(seed.products.length);
    } finally {
      await Promise.all(opened.map((d) => d.close()));
      await scratch.drop();
    }
  }, 60_000);
});
