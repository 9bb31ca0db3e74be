/**
 * A database migrated up to, not including, one migration — for the tests that prove a migration
 * on rows written before it (`server/db/*-migration.test.ts`).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** The shop's migrations folder. */
export const MIGRATIONS = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** What a test must undo once it is done (the folder copy, the database). */
export type Cleanups = Array<() => Promise<void> | void>;

/**
 * A copy of the migrations folder whose journal ends before `tag`.
 * @throws Error when no migration after the first has that tag.
 */
export function migrationsBefore(tag: string, cleanups: Cleanups): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 1) throw new Error(`No migration ${tag} after the first`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/**
 * A fresh PGlite database migrated up to, not including, `tag`; `migrateAll` then runs the rest.
 * @param cleanups - where its undoing is pushed (run them after the test).
 */
export async function databaseBefore(tag: string, cleanups: Cleanups) {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  cleanups.push(() => client.close());
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsBefore(tag, cleanups) });
  return { client, db, migrateAll: () => migrate(db, { migrationsFolder: MIGRATIONS }) };
}
