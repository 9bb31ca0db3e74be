// @vitest-environment node
/**
 * Migration 0028 (`Status Produk`, src/domain/catalog/on-sale.ts) on a database that already holds
 * products: every product stored before it reads 'active' (it was on sale), and a new row without
 * a status is 'active' too.
 */
import { afterEach, expect, it } from 'vitest';
import { databaseBefore, type Cleanups } from '../testing/migrations';

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

it("reads every product stored before the status as 'active'", async () => {
  const { client, migrateAll } = await databaseBefore('0028_product_status', cleanups);
  await client.exec(`
    insert into products (id, name, category, price, stock, partner_id) values
      (1, 'Kopi Arabika Gayo', 'Minuman', 85000, 48, 'P001'),
      (2, 'Keumamah', 'Makanan', 55000, 0, '');
  `);

  await migrateAll();

  const { rows } = await client.query<{ id: number; status: string }>('select id::int as id, status from products order by id');
  expect(rows).toEqual([
    { id: 1, status: 'active' },
    { id: 2, status: 'active' },
  ]);
  await client.exec(`insert into products (id, name, category, price, stock) values (3, 'Baru', 'Makanan', 1, 1)`);
  expect((await client.query<{ status: string }>('select status from products where id = 3')).rows).toEqual([{ status: 'active' }]);
});
