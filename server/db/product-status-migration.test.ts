// @vitest-environment node
/**
 * Migration 0028 (`Status Produk`, src/domain/catalog/on-sale.ts) on a database that already holds
 * products: every product stored before it reads 'active' (it was on sale), and a new row without
 * a status is 'active' too.
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

it("reads every product stored before the status as 'active'", async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  cleanups.push(() => client.close());
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsBefore('0028_product_status') });
  await client.exec(`
    insert into products (id, name, category, price, stock, partner_id) values
      (1, 'Kopi Arabika Gayo', 'Minuman', 85000, 48, 'P001'),
      (2, 'Keumamah', 'Makanan', 55000, 0, '');
  `);

  await migrate(db, { migrationsFolder: migrations });

  const { rows } = await client.query<{ id: number; status: string }>('select id::int as id, status from products order by id');
  expect(rows).toEqual([
    { id: 1, status: 'active' },
    { id: 2, status: 'active' },
  ]);
  await client.exec(`insert into products (id, name, category, price, stock) values (3, 'Baru', 'Makanan', 1, 1)`);
  expect((await client.query<{ status: string }>('select status from products where id = 3')).rows).toEqual([{ status: 'active' }]);
});
