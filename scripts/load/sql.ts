/**
 * A plain SQL connection for the load tooling (bulk seed, invariant checks, measurements): the
 * same two-method interface over PostgreSQL (postgres.js) and PGlite, so the scripts never depend
 * on the server's Drizzle setup and never migrate anything themselves.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';

/** A row as the drivers return it: column name to value. */
export type SqlRow = Record<string, unknown>;

/** One open connection (or a small pool) to the shop's database. */
export interface SqlClient {
  /** `postgres` or `pglite`. */
  kind: 'postgres' | 'pglite';
  /**
   * Runs one statement with positional parameters (`$1`, `$2`, …).
   * @returns the rows (empty for statements without rows). @throws the driver's error.
   */
  query<T extends SqlRow = SqlRow>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Closes the connection(s). */
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL at `url` (postgres.js, `max` connections, notices ignored).
 * @param url - `postgres://…`.
 * @param max - pool size (default 2).
 */
export function postgresClient(url: string, max = 2): SqlClient {
  const sql = postgres(url, { max, onnotice: () => {}, connect_timeout: 5 });
  return {
    kind: 'postgres',
    async query<T extends SqlRow>(text: string, params: readonly unknown[] = []) {
      const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return [...rows] as unknown as T[];
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

/**
 * Opens the PGlite database in `dataDir` (the folder a server instance uses as `DATA_DIR`). Only
 * while no server process has it open: PGlite belongs to one process.
 */
export async function pgliteClient(dataDir: string): Promise<SqlClient> {
  // The shop's tables carry trigram indexes (migration 0003): writes need the extension loaded.
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    kind: 'pglite',
    async query<T extends SqlRow>(text: string, params: readonly unknown[] = []) {
      const result = await db.query<T>(text, [...params]);
      return result.rows;
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}

/** A count column (bigint, which postgres.js returns as text) as a number. */
export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}
