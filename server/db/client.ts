/**
 * One factory for the shop's database: embedded PostgreSQL (PGlite, in a folder or in memory) or
 * a real PostgreSQL 15+ (`DATABASE_URL`). Both give the same Drizzle API, the same migrations and
 * LISTEN/NOTIFY, so the services never know which one they talk to.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { pipelinedOnDrizzle, pipelinedOnPostgres, type PipelinedTransaction } from './pipeline';
import * as schema from './schema';
import type { Database, Executor } from './database';

export type { Database, Executor };

/** Where the shop's data lives. */
export type DatabaseTarget = (
  | {
      kind: 'pglite';
      dataDir?: string;
      /** A `dumpDataDir()` tarball to start from (tests). */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /**
       * Longest a statement, or a transaction left idle, may take on the server, in milliseconds
       * (PostgreSQL's `statement_timeout` and `idle_in_transaction_session_timeout`); default
       * {@link DEFAULT_STATEMENT_TIMEOUT_MS}. A statement over it fails (the API answers 503).
       */
      statementTimeoutMs?: number;
    }
) & {
  /** Called with each statement's text as Drizzle sends it (tests count a request's statements). */
  onStatement?: (query: string) => void;
};

/** Drizzle's logger that reports each statement to `onStatement`, or none. */
const statementLogger = (onStatement: ((query: string) => void) | undefined) =>
  onStatement ? { logQuery: (query: string) => onStatement(query) } : undefined;

/** Default statement and idle-transaction timeout on PostgreSQL (15 s). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/** An open database with its notification channel. */
export interface ShopDatabase {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Sends `payload` (JSON text, under 8,000 bytes) on `channel` after the current commit. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Listens on `channel`; returns the function that stops listening. When the listening
   * connection was lost and is back (PostgreSQL restarted, the connection was killed), it listens
   * again by itself and calls `onRelisten`: notifications sent meanwhile are lost.
   */
  listen(channel: string, handler: (payload: string) => void, onRelisten?: () => void): Promise<() => Promise<void>>;
  /** Whether the database answers (`/readyz`). */
  ping(): Promise<boolean>;
  /**
   * Runs `task` in one transaction whose statements go in batches (docs/decisions/019):
   * `BEGIN` with the first batch, `COMMIT` with the last (`tx.commit`), each batch one round trip
   * on PostgreSQL (server/db/pipeline.ts); on PGlite a Drizzle transaction, statement after
   * statement. Committed when `task` returns (a `COMMIT` of its own when it sent none), rolled
   * back when it throws.
   * @returns what `task` returns. @throws what `task` or the database throws.
   */
  pipelined<T>(task: (tx: PipelinedTransaction) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while no other instance on the same database runs its own `exclusive` section (a
   * PostgreSQL session advisory lock, held on a connection of its own, so a pool of one connection
   * cannot deadlock): the start-up work of several instances starting at once (docs/server.md
   * "Several instances"). PGlite: one process owns the database, so `fn` simply runs.
   * @returns what `fn` returns. @throws what `fn` throws (the lock is released), or when the
   * database cannot be reached.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Closes every connection. */
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (a test template). */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PostgreSQL extensions the migrations use, loaded into PGlite (a real PostgreSQL ships them). */
const extensions = { pg_trgm };

/** The advisory lock key of the instances' start-up work (any constant the shop owns). */
const STARTUP_LOCK_KEY = 7_442_410;

/**
 * Runs `fn` holding PostgreSQL's session advisory lock {@link STARTUP_LOCK_KEY} on a connection
 * of its own, waiting while another instance holds it.
 */
async function withAdvisoryLock<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const lock = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await lock`select pg_advisory_lock(${STARTUP_LOCK_KEY}::bigint)`;
    return await fn();
  } finally {
    // Ending the session releases the lock, also when `fn` failed.
    await lock.end({ timeout: 5 });
  }
}

/** What postgres.js hands its `socket` option: the parsed connection options. */
interface SocketOptions {
  host: string[];
  port: number[];
  path?: string | false;
  connect_timeout?: number;
}

/**
 * A socket to PostgreSQL with Nagle's algorithm off (TCP_NODELAY), for postgres.js's `socket`
 * option: to the first of `host`/`port` (the shop names one server), or the Unix socket `path`.
 * Handed over while it connects, as postgres.js's own sockets are: postgres.js writes its first
 * message at once (Node sends it once connected), times the connection out after
 * `connect_timeout`, and hears a refused or cut connection as the socket's error and close, after
 * which the pool connects that connection again. (Resolving only once connected, and rejecting
 * a refused one, lost each connection refused while PostgreSQL was down: postgres.js hears a
 * rejection but no close, and never connects it again — server/db/reconnect.test.ts.)
 */
function noDelaySocket(options: SocketOptions): net.Socket {
  if (options.path) return net.connect({ path: options.path });
  const socket = net.connect({ port: options.port[0]!, host: options.host[0]!, noDelay: true });
  // postgres.js names the TLS server (SNI, and the certificate's host for sslmode=verify-full)
  // from the socket's `host`, which it sets only on sockets it connects itself.
  return Object.assign(socket, { host: options.host[0] });
}

/** The longest wait, in seconds, before the pool connects a connection again after a failure. */
export const MAX_RECONNECT_DELAY_S = 0.5;

/**
 * The pool's wait before connecting again, for postgres.js's `backoff` option: seconds, given
 * the pool's count of failed connections since the last success (`retries`, shared by all its
 * connections). Doubles from 25 ms up to {@link MAX_RECONNECT_DELAY_S}, with jitter so the
 * connections do not knock at once. postgres.js's own back-off grows as 3^retries / 100 s up to
 * 20 s, and a few seconds of outage fail dozens of connections: the pool then sat 7–20 s idle
 * after PostgreSQL was back (docs/server.md "Faults"). A refused connection costs both sides
 * almost nothing, so a short cap is safe.
 */
export function reconnectDelay(retries: number): number {
  return (0.5 + Math.random() / 2) * Math.min(0.025 * 2 ** retries, MAX_RECONNECT_DELAY_S);
}

/**
 * The postgres.js client with every statement Drizzle sends prepared: Drizzle asks
 * postgres.js for an unnamed statement unless a query is prepared by name, and postgres.js then
 * sends a statement with parameters in two round trips (Parse and Describe, then, once the
 * parameter types are back, Bind and Execute). Prepared, a statement is parsed once per
 * connection and each later run is one round trip (Bind and Execute). Transactions and savepoints
 * hand Drizzle the same kind of client.
 */
function preparing<T extends postgres.Sql | postgres.TransactionSql>(client: T): T {
  type Unsafe = (query: string, params?: unknown[], options?: object) => unknown;
  type Scoped = (...args: unknown[]) => Promise<unknown>;
  return new Proxy(client, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (key === 'unsafe') {
        const unsafe = value as Unsafe;
        return (query: string, params?: unknown[], options?: object) => unsafe.call(target, query, params, { ...options, prepare: true });
      }
      if (key === 'begin' || key === 'savepoint') {
        // `begin(options?, fn)` and `savepoint(name?, fn)`: the callback gets the scoped client.
        const scoped = value as Scoped;
        return (...args: unknown[]) => {
          const fn = args.pop() as (inner: postgres.TransactionSql) => unknown;
          return scoped.call(target, ...args, (inner: postgres.TransactionSql) => fn(preparing(inner)));
        };
      }
      return value;
    },
  });
}

/**
 * Opens the database and applies the committed migrations (`server/db/migrations`), on
 * PostgreSQL one instance at a time ({@link ShopDatabase.exclusive}).
 * @throws when the database cannot be reached or a migration fails.
 */
export async function openDatabase(target: DatabaseTarget): Promise<ShopDatabase> {
  if (target.kind === 'pglite') {
    const client = target.dataDir
      ? await PGlite.create(target.dataDir, { extensions })
      : await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir, extensions } : { extensions });
    const db = drizzlePglite({ client, schema, logger: statementLogger(target.onStatement) }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      exclusive: (fn) => fn(),
      pipelined: (task) => pipelinedOnDrizzle(db, task),
      async notify(channel, payload) {
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      },
      async listen(channel, handler) {
        const unsubscribe = await client.listen(channel, handler);
        return async () => {
          await unsubscribe();
        };
      },
      async ping() {
        try {
          await client.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      async close() {
        if (!client.closed) await client.close();
      },
      dump: () => client.dumpDataDir('none'),
    };
  }
  const sql = postgres(target.url, {
    max: target.maxConnections ?? 10,
    onnotice: () => {},
    // TCP_NODELAY (docs/decisions/019): postgres.js writes a batch of 1 KB or more at once and
    // the rest of it a moment later; with Nagle's algorithm that rest (a pipelined COMMIT) waited
    // for PostgreSQL to acknowledge the first part, which it does with its answer: a round trip
    // back. postgres.js's `socket` option (in its README, not its types) takes the socket to use.
    ...({ socket: noDelaySocket } as object),
    // Seconds: an unreachable database fails a request within this, instead of hanging.
    connect_timeout: 5,
    backoff: reconnectDelay,
    connection: {
      statement_timeout: target.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: target.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    },
  });
  const db = drizzlePostgres({ client: preparing(sql), schema, logger: statementLogger(target.onStatement) }) as unknown as Database;
  const exclusive = <T>(fn: () => Promise<T>) => withAdvisoryLock(target.url, fn);
  try {
    await exclusive(() => migratePostgres(db as never, { migrationsFolder }));
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    exclusive,
    pipelined: (task) => pipelinedOnPostgres(sql, target.onStatement, task),
    async notify(channel, payload) {
      await sql`select pg_notify(${channel}, ${payload})`;
    },
    async listen(channel, handler, onRelisten) {
      // postgres.js calls `onlisten` at the first LISTEN and again after each reconnection.
      let first = true;
      const { unlisten } = await sql.listen(channel, handler, () => {
        if (first) first = false;
        else onRelisten?.();
      });
      return unlisten;
    },
    async ping() {
      try {
        await sql`select 1`;
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}
