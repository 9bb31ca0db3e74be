// @vitest-environment node
/**
 * A service's transaction (server/services/context.ts `transact`) run again when PostgreSQL
 * aborted it to break a deadlock (40P01): two transactions that take two rows in opposite orders
 * (a restore takes images then accounts, an upload an account then its image). PostgreSQL only:
 * PGlite runs one statement at a time for the whole process, so two transactions never wait on
 * each other there.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createServiceContext, type Tx } from './context';
import { serverPerTest } from '../testing/fixtures';
import { testDatabaseUrl } from '../testing/harness';

const server = serverPerTest();

describe.skipIf(!testDatabaseUrl())('transact', () => {
  it('runs a transaction PostgreSQL aborted to break a deadlock again, and it commits', async () => {
    const ctx = createServiceContext(server.deps, null);
    const lockProduct = (tx: Tx, id: number) => tx.db.execute(sql`select id from products where id = ${id} for update`);
    // Both first attempts hold their first row before either asks for its second.
    let holding = 0;
    let bothHold!: () => void;
    const bothHolding = new Promise<void>((resolve) => (bothHold = resolve));
    const attempts = { a: 0, b: 0 };
    const inOrder = (name: 'a' | 'b', first: number, second: number) =>
      ctx.transact(async (tx) => {
        attempts[name] += 1;
        await lockProduct(tx, first);
        if (attempts[name] === 1) {
          holding += 1;
          if (holding === 2) bothHold();
          await bothHolding;
        }
        await lockProduct(tx, second);
        return name;
      });
    // Before, the transaction PostgreSQL chose was answered with its error (a 500 to the user).
    expect(await Promise.all([inOrder('a', 1, 2), inOrder('b', 2, 1)])).toEqual(['a', 'b']);
    expect(attempts.a + attempts.b).toBe(3);
  });
});
