// @vitest-environment node
/**
 * Migration 0030 (`Variasi`, decision 027) on a database that already holds products, carts and
 * orders: every product reads no tiers, every cart line and order line the implicit variant (''),
 * and a buyer's cart may then hold two variants of one product.
 */
import { afterEach, expect, it } from 'vitest';
import { databaseBefore, type Cleanups } from '../testing/migrations';

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

it('reads every product without tiers and every line of the implicit variant', async () => {
  const { client, migrateAll } = await databaseBefore('0031_product_variants', cleanups);
  await client.exec(`
    insert into products (id, name, category, price, stock, partner_id) values (1, 'Kopi Arabika Gayo', 'Minuman', 85000, 48, 'P001');
    insert into users (id, username, email, role) values ('USR1', 'pembeli', 'p@example.com', 'buyer');
    insert into cart_items (user_id, product_id, quantity) values ('USR1', 1, 2);
  `);

  await migrateAll();

  expect((await client.query('select variations from products')).rows).toEqual([{ variations: [] }]);
  expect((await client.query('select variant_id, quantity from cart_items')).rows).toEqual([{ variant_id: '', quantity: 2 }]);
  await client.exec(`
    insert into product_variants (product_id, id, position, options, price, stock, weight) values
      (1, 'v1', 0, '["250 g"]', 45000, 3, 250), (1, 'v2', 1, '["500 g"]', 85000, 1, 500);
    insert into cart_items (user_id, product_id, variant_id, quantity) values ('USR1', 1, 'v1', 1), ('USR1', 1, 'v2', 1);
  `);
  expect((await client.query('select count(*)::int as n from cart_items')).rows).toEqual([{ n: 3 }]);
  await expect(client.exec(`update product_variants set stock = -1 where id = 'v2'`)).rejects.toThrow(/product_variants_stock_check/);
  await client.exec('delete from products where id = 1');
  expect((await client.query('select count(*)::int as n from product_variants')).rows).toEqual([{ n: 0 }]);
});
