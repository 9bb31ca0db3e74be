// @vitest-environment node
/**
 * A database that cannot answer makes a request fail fast with 503 and a clear message, not hang
 * or answer 500 (docs/server.md "Faults"): an unreachable PostgreSQL (nothing listens on the port)
 * and, on a real PostgreSQL, a statement over the statement timeout.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '@/shared/messages';
import { isDatabaseUnavailable, toErrorResponse } from '../http/errors';
import { scratchDatabase, testDatabaseUrl } from '../testing/harness';
import { openDatabase } from './client';

describe('an unavailable database', () => {
  it('is reported as unavailable (503) when nothing listens, within the connect timeout', async () => {
    const started = Date.now();
    const failure = await openDatabase({ kind: 'postgres', url: 'postgres://seulanga@127.0.0.1:1/seulanga' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(toErrorResponse(failure, false)).toEqual({ status: 503, body: { code: expect.any(String), message: serverMessages.databaseUnavailable } });
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('leaves other errors a 500 without details', () => {
    expect(toErrorResponse(Object.assign(new Error('x'), { code: '23505' }), false).status).toBe(500);
    expect(toErrorResponse(new Error('boom'), true)).toEqual({ status: 500, body: { code: expect.any(String), message: expect.not.stringContaining('boom') } });
  });

  it.skipIf(!testDatabaseUrl())('stops a statement over the statement timeout and reports it as unavailable', async () => {
    const scratch = await scratchDatabase('seulanga_timeout');
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, statementTimeoutMs: 200 });
    try {
      const failure = await database.db.execute(sql`select pg_sleep(2)`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(toErrorResponse(failure, true).status).toBe(503);
      // The connection is still good for the next statement.
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
      await scratch.drop();
    }
  }, 30_000);
});
