// @vitest-environment node
/**
 * The pipelined transaction (server/db/pipeline.ts, docs/decisions/019) on PGlite and, with
 * `TEST_DATABASE_URL`, on PostgreSQL: a statement that fails in a batch — the last one, sent with
 * its COMMIT, too — undoes the whole transaction and throws its own error (not the COMMIT's or
 * the aborted statements' behind it), a task that throws after a batch is rolled back, and every
 * pool connection comes back idle (the next transactions on it work).
 */
import { inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pgErrorWith } from '../services/context';
import { serverPerTest } from '../testing/fixtures';
import { settings } from './schema';
import { builtOnce } from './statements';

const server = serverPerTest();

/** Writes the setting `key` (value 1). */
const writeSetting = builtOnce<{ key: string }>(() => sql`insert into ${settings} (key, value) values (${sql.placeholder('key')}, '1'::jsonb)`);
/** Reads the setting `key` (no row when absent). */
const readSetting = builtOnce<{ key: string }>(() => sql`select key from ${settings} where key = ${sql.placeholder('key')}`);
/** Fails with SQLSTATE SL001, `taken` as its detail (migration 0017's `shop_stock_short`). */
const fail = builtOnce<{ taken: number[] }>(() => sql`select shop_stock_short(${sql.placeholder('taken')}::bigint[])`);

/** The test settings' keys stored now. */
async function storedKeys(): Promise<string[]> {
  const rows = await server.database.db.select({ key: settings.key }).from(settings).where(like(settings.key, 'pipeline-test-%'));
  return rows.map((row) => row.key).sort();
}

describe('pipelined transaction', () => {
  it('undoes everything and throws the failing statement\'s own error, in the last batch with its COMMIT too', async () => {
    const { db } = server.database;
    const inLastBatch = server.database.pipelined(async (tx) => {
      await tx.send([writeSetting.bound(db, { key: 'pipeline-test-a' })]);
      await tx.commit([writeSetting.bound(db, { key: 'pipeline-test-b' }), fail.bound(db, { taken: [3, 5] }), writeSetting.bound(db, { key: 'pipeline-test-c' })]);
    });
    const error = await inLastBatch.then(() => null, (e: unknown) => e);
    const failed = pgErrorWith(error, 'SL001');
    expect(failed, String(error)).toBeDefined();
    expect(failed!.detail).toBe('3,5');

    const inFirstBatch = server.database.pipelined(async (tx) => {
      await tx.send([fail.bound(db, { taken: [] }), writeSetting.bound(db, { key: 'pipeline-test-d' })]);
    });
    expect(pgErrorWith(await inFirstBatch.then(() => null, (e: unknown) => e), 'SL001')).toBeDefined();
    expect(await storedKeys()).toEqual([]);
  });

  it('rolls back a task that throws after a batch, and answers the rows of each statement in order', async () => {
    const { db } = server.database;
    const refused = server.database.pipelined(async (tx) => {
      await tx.send([writeSetting.bound(db, { key: 'pipeline-test-e' })]);
      throw new Error('refused by the decision');
    });
    await expect(refused).rejects.toThrow('refused by the decision');
    expect(await storedKeys()).toEqual([]);

    const rows = await server.database.pipelined(async (tx) => {
      const [written, read] = await tx.send([writeSetting.bound(db, { key: 'pipeline-test-f' }), readSetting.bound(db, { key: 'pipeline-test-f' })]);
      expect(written).toEqual([]);
      return read;
    });
    expect(rows).toEqual([{ key: 'pipeline-test-f' }]);
  });

  it('gives every connection back idle: after failures, transactions on each pool connection still commit', async () => {
    const { db } = server.database;
    // More failures at once than the pool has connections, then more transactions than it has.
    const failures = Array.from({ length: 14 }, (_, i) =>
      server.database.pipelined(async (tx) => {
        await tx.send([writeSetting.bound(db, { key: `pipeline-test-x${i}` })]);
        if (i % 2 === 0) throw new Error('refused');
        await tx.commit([fail.bound(db, { taken: [i] })]);
      }),
    );
    expect((await Promise.allSettled(failures)).every((outcome) => outcome.status === 'rejected')).toBe(true);
    const keys = Array.from({ length: 14 }, (_, i) => `pipeline-test-ok${String(i).padStart(2, '0')}`);
    await Promise.all(keys.map((key) => server.database.pipelined((tx) => tx.commit([writeSetting.bound(db, { key })]))));
    expect(await storedKeys()).toEqual(keys);
    await db.delete(settings).where(inArray(settings.key, keys));
  });
});
