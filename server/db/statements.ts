/**
 * Fewer round trips: a raw statement's rows on either driver, and
 * several writes sent as one statement. The services' busiest paths (placing an order, changing
 * the cart) read what they decide on in one statement and write the decision in one more.
 */
import { getTableColumns, sql, type Query, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/**
 * The rows of a raw statement, on either driver (PGlite answers `{ rows }`, postgres.js an
 * array); `json` columns arrive parsed on both.
 * @throws what the database throws.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/**
 * Several data-modifying statements (Drizzle's insert, update and delete builders, or raw SQL)
 * as one: `WITH <name> AS (<statement>), … <final>`. PostgreSQL runs each part exactly once
 * whether `final` reads it or not, all on one snapshot — no part sees another's rows (a foreign
 * key to a row another part inserts holds, being checked at the statement's end) — and an error in
 * any part undoes them all.
 * @param parts - the statements by the name `final` may read them under (`returning` rows).
 * @param final - the statement's own `select` (e.g. of a part's `returning` rows).
 */
export function allAtOnce(parts: Readonly<Record<string, SQLWrapper>>, final: SQL): SQL {
  const ctes = Object.entries(parts).map(([name, part]) => sql`${sql.identifier(name)} as (${part.getSQL()})`);
  return sql`with ${sql.join(ctes, sql`, `)} ${final}`;
}

/** A `json` value as read: parsed already by both drivers, or JSON text (parsed here). */
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * A row of `table` as a JSON object with Drizzle's field names (`partnerId`, not `partner_id`),
 * the shape `db.select().from(table)` gives, for a statement that reads several things at once.
 * Only for tables whose columns need no mapping from JSON (numbers, text, booleans, json).
 */
export function rowJson(table: PgTable): SQL {
  const fields = Object.entries(getTableColumns(table)).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(fields, sql`, `)})`;
}

/**
 * What a Drizzle database or transaction carries at run time: its session (internal to Drizzle;
 * the positional `prepareQuery(query, fields, name, isResponseInArrayMode, …)` of drizzle-orm
 * 0.45's pglite and postgres-js sessions — checked at each run by {@link runStatement}).
 */
interface WithSession {
  session: { prepareQuery(query: Query, fields: undefined, name: undefined, isResponseInArrayMode: false): { execute(values: Record<string, unknown>): Promise<unknown> } };
}

/** Turns a statement into its text once ({@link builtOnce}); the shop's Drizzle has no casing option. */
const dialect = new PgDialect();

/**
 * A statement built once with the values of one run, not yet sent: run alone
 * ({@link runStatement}) or with others in one round trip (server/db/client.ts
 * `ShopDatabase.pipelined`).
 */
export interface BoundStatement {
  /** The statement's text and its parameters (placeholders among them). */
  readonly query: Query;
  /** The placeholders' values by name. */
  readonly values: Record<string, unknown>;
}

/**
 * Runs a bound statement on `db` (a transaction or the database) through Drizzle's session, so
 * statement logging (`onStatement`) sees it like any other.
 * @returns the rows as the database names their columns, `json` columns parsed on both drivers.
 * @throws what the database throws.
 */
export async function runStatement<Row = Record<string, unknown>>(db: Executor, statement: BoundStatement): Promise<Row[]> {
  const { session } = db as unknown as Partial<WithSession>;
  if (typeof session?.prepareQuery !== 'function') {
    throw new Error('drizzle-orm internals changed: no session.prepareQuery for statements built once (server/db/statements.ts)');
  }
  const prepared = session.prepareQuery(statement.query, undefined, undefined, false);
  const result = (await prepared.execute(statement.values)) as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}

/**
 * A hot statement built once: `build` runs at the first call
 * only, its values all `sql.placeholder(name)` (a variable-length list is one array parameter,
 * `= any($1::bigint[])`, `unnest(…)`), so the statement has one text whatever it carries, and
 * each later call skips Drizzle's query building — it fills the placeholders and sends the text,
 * which postgres.js prepares once per connection (server/db/client.ts `preparing`). Statement
 * logging (`onStatement`) sees it like any other.
 * @param build - the statement, with placeholders for every value that varies; given the first
 * caller's executor, for Drizzle's insert, update and delete builders (nothing is run).
 * @returns the runner: `values` by placeholder name; answers the rows as the database names
 * their columns (`buyer_count`: a builder's `returning({ … })` field names are not applied),
 * `json` columns parsed on both drivers, as {@link queryRows}. Its `bound(db, values)` gives the
 * statement with `values` unsent, for a pipelined transaction (docs/decisions/019).
 * @throws what the database throws.
 */
export function builtOnce<Values extends object>(build: (db: Executor) => SQLWrapper) {
  let query: Query | undefined;
  /** The statement with `values`, not sent (`db` only builds it, at the first call). */
  function bound(db: Executor, values: Values): BoundStatement {
    query ??= dialect.sqlToQuery(build(db).getSQL());
    return { query, values: values as Record<string, unknown> };
  }
  async function run<Row = Record<string, unknown>>(db: Executor, values: Values): Promise<Row[]> {
    return runStatement<Row>(db, bound(db, values));
  }
  return Object.assign(run, { bound });
}
