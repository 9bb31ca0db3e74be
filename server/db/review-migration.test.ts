// @vitest-environment node
/**
 * Migration 0010 (one review per product and buyer, src/domain/reviews.ts) on a database that
 * already holds reviews: each review gets the account of its author's username, a buyer's several
 * reviews of one product keep only the newest, and the unique index is created — the migration
 * never fails on the duplicates written before the rule.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, expect, it } from 'vitest';

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A copy of the migrations folder whose journal ends before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(migrations, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

it('gives reviews their author account, keeps the newest of a buyer\'s reviews of a product, and creates the unique index', async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  cleanups.push(() => client.close());
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsBefore('0010_review_per_buyer') });

  await client.exec(`
    insert into users (id, username, role) values ('USR1', 'pembeli', 'buyer'), ('USR2', 'tamu', 'buyer');
    insert into reviews (id, product_id, author, rating, text, created_at) values
      ('R-old', 1, 'pembeli', 5, 'Pertama', '2026-01-01T00:00:00.000Z'),
      ('R-new', 1, 'pembeli', 2, 'Kedua', '2026-02-01T00:00:00.000Z'),
      ('R-other-product', 2, 'pembeli', 4, 'Produk lain', '2026-01-15T00:00:00.000Z'),
      ('R-tamu', 1, 'tamu', 3, 'Tamu', '2026-01-10T00:00:00.000Z'),
      ('R-gone-1', 1, 'akun_hilang', 4, 'Tanpa akun', '2026-01-03T00:00:00.000Z'),
      ('R-gone-2', 1, 'akun_hilang', 5, 'Tanpa akun lagi', '2026-01-04T00:00:00.000Z'),
      ('R-undated-a', 3, 'tamu', 1, 'Tanpa tanggal A', null),
      ('R-undated-b', 3, 'tamu', 2, 'Tanpa tanggal B', null);
  `);

  await migrate(db, { migrationsFolder: migrations });

  const { rows } = await client.query<{ id: string; author_id: string | null }>('select id, author_id from reviews order by id');
  expect(rows).toEqual([
    { id: 'R-gone-1', author_id: null },
    { id: 'R-gone-2', author_id: null },
    { id: 'R-new', author_id: 'USR1' },
    { id: 'R-other-product', author_id: 'USR1' },
    { id: 'R-tamu', author_id: 'USR2' },
    // Undated: the later stored stays (as the product page lists them, newest first).
    { id: 'R-undated-b', author_id: 'USR2' },
  ]);
  await expect(
    client.query(`insert into reviews (id, product_id, author, author_id, rating, text) values ('R-dup', 1, 'pembeli', 'USR1', 5, 'Lagi')`),
  ).rejects.toThrow(/reviews_product_author_key/);
});
