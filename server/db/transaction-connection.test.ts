// @vitest-environment node
/**
 * A postgres.js transaction keeps its connection to itself (patches/postgres+3.4.9.patch,
 * porsager/postgres#823 and #1189): its `BEGIN` reserves the connection it was written to, also
 * when that connection's pipeline is full. Unpatched, such a `BEGIN` ran on a pooled connection:
 * the transaction failed with UNSAFE_TRANSACTION and its connection went back to the pool with the
 * transaction still open, so other requests' statements ran inside it. The shop met it under load
 * (the order e-mails' claim, `npm run load`). PostgreSQL only.
 */
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/harness';

const url = testDatabaseUrl();

describe.skipIf(!url)("a postgres.js transaction's connection", () => {
  it('is reserved by a BEGIN written behind other queries at the pipeline limit, and none is left in a transaction', async () => {
    const appName = `transaction-connection-${process.pid}`;
    // max_pipeline is postgres.js's option (not in its types): how many queries wait on one connection.
    const options = { max: 2, max_pipeline: 1, connection: { application_name: appName }, onnotice: () => {} };
    const sql = postgres(url!, options);
    const watcher = postgres(url!, { max: 1, onnotice: () => {} });
    try {
      // Both connections open, then both busy: each transaction's BEGIN is sent behind a sleep, filling the pipeline.
      await Promise.all([sql`select 1`, sql`select 1`]);
      // `execute()` sends them now (a query is otherwise sent at the next tick, after the BEGINs).
      const sleeps = [sql`select pg_sleep(0.2)`.execute(), sql`select pg_sleep(0.2)`.execute()];
      const transactions = Array.from({ length: 4 }, (_, n) =>
        sql.begin(async (tx) => {
          const [row] = await tx<{ n: number }[]>`select ${n}::int as n`;
          return row!;
        }),
      );
      const plain = Array.from({ length: 4 }, (_, n) => sql`select ${n}::int as n`);
      const results = await Promise.allSettled([...sleeps, ...transactions, ...plain]);
      expect(results.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
      const rows = await Promise.all(transactions);
      expect(rows.map((row) => row.n)).toEqual([0, 1, 2, 3]);
      const [open] = await watcher<{ n: number }[]>`select count(*)::int as n from pg_stat_activity where application_name = ${appName} and state like 'idle in transaction%'`;
      expect(open!.n).toBe(0);
    } finally {
      await sql.end({ timeout: 5 });
      await watcher.end({ timeout: 5 });
    }
  });

  it('begins at all with no pipelining (max_pipeline 0)', async () => {
    const options = { max: 2, max_pipeline: 0, onnotice: () => {} };
    const sql = postgres(url!, options);
    try {
      expect(await sql.begin(async (tx) => (await tx`select 1 as ok`)[0])).toEqual({ ok: 1 });
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
});
