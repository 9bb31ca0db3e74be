/**
 * The Drizzle database types, apart from the factory (./client.ts) so the modules it builds on
 * (./pipeline.ts, ./statements.ts) name them without importing it back.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle database of either driver. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction (or the database itself) on which statements run. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;
