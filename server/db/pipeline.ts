/**
 * A transaction in as few round trips as its decision allows
 * (docs/decisions/019): its statements go to the database in batches, `BEGIN` with the first
 * batch and `COMMIT` with the last, each batch sent at once without waiting for the answer of
 * the statement before it. PostgreSQL still runs them one after the other, each with its own
 * snapshot (READ COMMITTED), so a read sent behind a lock runs once the lock is held and sees every
 * change committed before it: the same locks and snapshots as statements awaited one by one.
 */
import { fillPlaceholders } from 'drizzle-orm';
import type postgres from 'postgres';
import type { Database } from './database';
import { runStatement, type BoundStatement } from './statements';

/** A transaction whose statements go in batches (server/db/client.ts `ShopDatabase.pipelined`). */
export interface PipelinedTransaction {
  /**
   * Sends `statements` together (after `BEGIN`, the first time) and answers each one's rows, in
   * order. @throws the first statement's error (the transaction is then rolled back).
   */
  send(statements: readonly BoundStatement[]): Promise<Array<Array<Record<string, unknown>>>>;
  /**
   * Sends `statements` and `COMMIT` together: the transaction's last batch (nothing may be sent
   * after it; the task should return). @throws the first statement's error — the `COMMIT` of a
   * transaction a statement failed in rolls it back, so nothing of it is written.
   */
  commit(statements: readonly BoundStatement[]): Promise<Array<Array<Record<string, unknown>>>>;
}

type Rows = Array<Record<string, unknown>>;

/**
 * The pipelined transaction on PGlite (in the server's process: no round trip to save), and on
 * any Drizzle database: a Drizzle transaction, each statement awaited in turn; the task's end
 * commits.
 */
export function pipelinedOnDrizzle<T>(db: Database, task: (tx: PipelinedTransaction) => Promise<T>): Promise<T> {
  return db.transaction(async (executor) => {
    const send = async (statements: readonly BoundStatement[]) => {
      const results: Rows[] = [];
      for (const statement of statements) results.push(await runStatement(executor, statement));
      return results;
    };
    return task({ send, commit: send });
  });
}

/** What postgres.js's connection object carries (internal to postgres.js 3.4, as its `begin` uses it). */
interface ConnectionHandle {
  onclose: ((error: unknown) => void) | null;
}

/** A settled query of a batch. */
type Outcome = { rows: Rows & { command?: string } } | { error: unknown };

/**
 * The pipelined transaction on PostgreSQL over postgres.js: a connection of the pool reserved for
 * it (`sql.reserve()`), each batch's queries handed to postgres.js without awaiting, which writes
 * them in one go (pipelining; a statement's first run on a connection, whose parameter types
 * postgres.js asks for first, holds the rest of its batch back until answered). Every query of a
 * batch is settled in order; the first error is the batch's. On an error or a throw of `task`
 * the transaction is rolled back (`ROLLBACK`, or the `COMMIT` already sent does it) before the
 * connection goes back to the pool; a connection that closed meanwhile is not given back
 * (postgres.js takes it back itself), and a wait is never left hanging on it: each one races its
 * close, as postgres.js's own `begin` does.
 * @param sql - the pool (not wrapped: every statement is sent prepared here).
 * @param onStatement - called with each statement's text (tests count them), as Drizzle's logger.
 * @returns what `task` returns, once committed. @throws what `task` or the database throws.
 */
export async function pipelinedOnPostgres<T>(
  sql: postgres.Sql,
  onStatement: ((query: string) => void) | undefined,
  task: (tx: PipelinedTransaction) => Promise<T>,
): Promise<T> {
  const reserved = await sql.reserve();
  let connection: ConnectionHandle | undefined;
  let closed = false;
  let onClosed!: (error: unknown) => void;
  const whenClosed = new Promise<never>((_, reject) => {
    onClosed = reject;
  });
  whenClosed.catch(() => undefined);
  let state = 'idle' as 'idle' | 'open' | 'ended';

  /** Captures the connection at `BEGIN` to hear of its close (postgres.js's `begin` does the same). */
  const onexecute = (handle: ConnectionHandle) => {
    connection = handle;
    handle.onclose = (error) => {
      closed = true;
      onClosed(error);
    };
    return true;
  };

  /** Sends `statements` (after `BEGIN` the first time, before `COMMIT` when `last`); settles them in order. */
  async function batch(statements: readonly BoundStatement[], last: boolean): Promise<Rows[]> {
    if (state === 'ended') throw new Error('pipelined transaction: a batch after its COMMIT');
    const queries: postgres.PendingQuery<postgres.Row[]>[] = [];
    if (state === 'idle') queries.push(reserved.unsafe<postgres.Row[]>('begin', [], { onexecute } as never));
    const first = queries.length;
    for (const statement of statements) {
      const params = fillPlaceholders(statement.query.params, statement.values) as postgres.ParameterOrJSON<never>[];
      queries.push(reserved.unsafe<postgres.Row[]>(statement.query.sql, params, { prepare: true }));
    }
    const commit = last ? reserved.unsafe<postgres.Row[]>('commit') : undefined;
    if (commit) queries.push(commit);
    for (const statement of statements) onStatement?.(statement.query.sql);
    state = 'open';
    // Handed over in order (each `execute` queues its query at the next microtask, in order).
    const outcomes = queries.map((query) => query.execute().then((rows): Outcome => ({ rows: rows as Rows & { command?: string } }), (error: unknown): Outcome => ({ error })));
    const settled: Outcome[] = [];
    for (const outcome of outcomes) settled.push(await Promise.race([outcome, whenClosed]));
    // The COMMIT answered (committed, or rolled back a failed transaction): the transaction is over.
    if (commit) state = 'ended';
    for (const outcome of settled) if ('error' in outcome) throw outcome.error;
    if (commit && (settled.at(-1) as { rows: { command?: string } }).rows.command !== 'COMMIT') {
      throw new Error('pipelined transaction: COMMIT did not commit');
    }
    return settled.slice(first, first + statements.length).map((outcome) => (outcome as { rows: Rows }).rows);
  }

  try {
    const result = await task({ send: (statements) => batch(statements, false), commit: (statements) => batch(statements, true) });
    if (state === 'open') await batch([], true);
    return result;
  } catch (error) {
    if (state === 'open' && !closed) {
      try {
        await Promise.race([reserved.unsafe('rollback').execute(), whenClosed]);
        state = 'ended';
      } catch {
        // Closed meanwhile: postgres.js has the connection back, the server rolled it back. Else
        // the server answered the ROLLBACK (with an error): the transaction is over either way.
        if (!closed) state = 'ended';
      }
    }
    throw error;
  } finally {
    if (connection) connection.onclose = null;
    // Given back only idle: never with a transaction open, never once closed.
    if (!closed && state !== 'open') reserved.release();
  }
}
