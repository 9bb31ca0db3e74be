// @vitest-environment node
/**
 * A product's variations on the server (decision 027): saved as `product_variants` rows beside the
 * product, read back with it, the product's price, stock and weight derived, a SKU unique across
 * the shop, the rows gone with their product, and backups of both ages restored.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Product } from '@/domain/core/records';
import type { ShopBackup } from '@/domain/port/port';
import { queryRows } from '../db/statements';
import { del, json, post, put, serverPerTest, uploadImage } from '../testing/fixtures';
import { DEMO } from '../testing/harness';

const server = serverPerTest();

const coffee = (image: string) => ({
  name: 'Kopi Arabika Gayo Pilihan',
  category: 'Minuman',
  price: 1,
  stock: 1,
  location: 'Takengon',
  partnerId: 'P001',
  image,
  description: 'Tiga ukuran.',
  variations: [{ name: 'Ukuran', options: ['250 g', '500 g', '1 kg'] }],
  variants: [
    { id: 'v1', options: ['250 g'], price: 45_000, stock: 10, weight: 250, sku: 'GAYO-250', image: '' },
    { id: 'v2', options: ['500 g'], price: 85_000, stock: 4, weight: 500, sku: 'GAYO-500', image: '' },
    { id: 'v3', options: ['1 kg'], price: 160_000, stock: 2, weight: 1000, sku: '', image: '' },
  ],
});

describe('product variations on the server', () => {
  it('stores the variants as rows, derives the product fields, and reads them back everywhere', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const created = await post(admin, '/api/admin/products', coffee(await uploadImage(admin)));
    expect(created.status, await created.clone().text()).toBe(201);
    const product = await json<Product>(created);
    expect(product).toMatchObject({ price: 45_000, stock: 16, weight: 250 });
    const rows = await queryRows<{ id: string; stock: number }>(
      server.database.db,
      sql`select id, stock from product_variants where product_id = ${product.id} order by position`,
    );
    expect(rows).toEqual([
      { id: 'v1', stock: 10 },
      { id: 'v2', stock: 4 },
      { id: 'v3', stock: 2 },
    ]);
    const visitor = server.client();
    const read = await json<Product>(await visitor.request(`/api/products/${product.id}`));
    expect(read.variations).toEqual(coffee('').variations);
    expect(read.variants.map((v) => [v.id, v.price, v.stock])).toEqual([
      ['v1', 45_000, 10],
      ['v2', 85_000, 4],
      ['v3', 160_000, 2],
    ]);
    // Found by a SKU: the index searches its words (`gayo`, `500`), so another product holding
    // both words is found beside it.
    const found = await json<{ items: Product[] }>(await visitor.request('/api/products/search?q=gayo-500'));
    expect(found.items.map((p) => p.id)).toContain(product.id);
    expect(found.items.find((p) => p.id === product.id)!.variants).toHaveLength(3);

    // An edit dropping a size removes its row; the product's stock follows.
    const edited = await put(admin, `/api/admin/products/${product.id}`, {
      ...coffee(read.image),
      variations: [{ name: 'Ukuran', options: ['250 g', '500 g'] }],
      variants: coffee('').variants.slice(0, 2),
    });
    expect(edited.status).toBe(200);
    expect(await json<Product>(edited)).toMatchObject({ stock: 14 });
    expect((await queryRows(server.database.db, sql`select id from product_variants where product_id = ${product.id}`))).toHaveLength(2);

    // Another product may not take a SKU in use.
    const clash = await post(admin, '/api/admin/products', { ...coffee(read.image), name: 'Kopi Lain' });
    expect(clash.status).toBe(400);
    expect(await clash.text()).toContain('SKU GAYO-250 sudah dipakai produk lain.');

    // A backup carries the variants and restores them; deleting the product takes its rows.
    const backup = await json<ShopBackup>(await admin.request('/api/admin/backup'));
    expect((backup.data.products as Product[]).find((p) => p.id === product.id)?.variants).toHaveLength(2);
    expect((await del(admin, `/api/admin/products/${product.id}`)).status).toBe(204);
    expect((await queryRows(server.database.db, sql`select id from product_variants where product_id = ${product.id}`))).toHaveLength(0);
    expect((await post(admin, '/api/admin/restore', backup)).status).toBe(204);
    const restored = await json<Product>(await visitor.request(`/api/products/${product.id}`));
    expect(restored.variants.map((v) => v.stock)).toEqual([10, 4]);
  });

  it('restores a backup of before the variations as products without tiers', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const backup = await json<ShopBackup>(await admin.request('/api/admin/backup'));
    const old = {
      ...backup,
      data: { ...backup.data, products: (backup.data.products as Product[]).map(({ variations: _t, variants: _v, ...product }) => product) },
    };
    expect((await post(admin, '/api/admin/restore', old)).status).toBe(204);
    const [first] = backup.data.products as Product[];
    const read = await json<Product>(await server.client().request(`/api/products/${first!.id}`));
    expect(read).toMatchObject({ variations: [], variants: [], price: first!.price, stock: first!.stock });
  });
});
