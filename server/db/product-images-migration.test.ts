// @vitest-environment node
/**
 * The photo gallery's migration (`images`, src/domain/catalog/gallery.ts) on a database that
 * already holds products: every product stored before it has the gallery `[image]`, one without
 * an image none, and a new row without a gallery has none.
 */
import { afterEach, expect, it } from 'vitest';
import { databaseBefore, type Cleanups } from '../testing/migrations';

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

it('fills images from image for every product stored before the gallery', async () => {
  const { client, migrateAll } = await databaseBefore('0030_product_images', cleanups);
  await client.exec(`
    insert into products (id, name, category, price, stock, image) values
      (1, 'Kopi Arabika Gayo', 'Minuman', 85000, 48, '/images/products/kopi-arabika-gayo.svg'),
      (2, 'Keumamah', 'Makanan', 55000, 0, '');
  `);

  await migrateAll();

  const { rows } = await client.query<{ id: number; images: string[] }>('select id::int as id, images from products order by id');
  expect(rows).toEqual([
    { id: 1, images: ['/images/products/kopi-arabika-gayo.svg'] },
    { id: 2, images: [] },
  ]);
  await client.exec(`insert into products (id, name, category, price, stock) values (3, 'Baru', 'Makanan', 1, 1)`);
  expect((await client.query<{ images: string[] }>('select images from products where id = 3')).rows).toEqual([{ images: [] }]);
});
