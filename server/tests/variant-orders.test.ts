// @vitest-environment node
/**
 * Orders of product variations against the real server (decision 027): a hostile client naming a
 * variant of another product, or none for a product with tiers, is refused and nothing moves; two
 * buyers on two connections racing for the last unit of one variant get exactly one order, the
 * variant's row and the product's summed stock both at zero units taken once. On PGlite the race
 * is serialised by its one connection; `node /tmp/pg-vitest-here.mjs <file>` (or
 * TEST_DATABASE_URL) runs it on PostgreSQL, where the two transactions truly overlap.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/domain/core/records';
import { variantMessages } from '@/shared/messages-variants';
import { shipping } from '@/testing/test-values';
import { queryRows } from '../db/statements';
import { json, liftOrderLimits, post, serverPerTest, uploadImage } from '../testing/fixtures';
import { DEMO, type TestClient } from '../testing/harness';

const server = serverPerTest();

/** Saves a songket of two colours × two sizes as the admin, `stock` units of each combination in order. */
async function addSongket(stock: readonly number[]): Promise<Product> {
  const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
  const options = [
    ['Merah', 'S'],
    ['Merah', 'L'],
    ['Emas', 'S'],
    ['Emas', 'L'],
  ];
  const answer = await post(admin, '/api/admin/products', {
    name: 'Songket Aceh',
    category: 'Fashion',
    price: 1,
    stock: 1,
    location: 'Banda Aceh',
    partnerId: 'P001',
    image: await uploadImage(admin),
    description: 'Dua warna, dua ukuran.',
    variations: [
      { name: 'Warna', options: ['Merah', 'Emas'] },
      { name: 'Ukuran', options: ['S', 'L'] },
    ],
    variants: options.map((combo, i) => ({ id: `v${i + 1}`, options: combo, price: 500_000 + i * 50_000, stock: stock[i]!, weight: 800, sku: '', image: '' })),
  });
  expect(answer.status).toBe(201);
  await liftOrderLimits(server);
  return json<Product>(answer);
}

/** The variants' stock rows of `productId` and its summed stock, from the database. */
async function storedStock(productId: number) {
  const variants = await queryRows<{ stock: number }>(server.database.db, sql`select stock from product_variants where product_id = ${productId} order by position`);
  const [product] = await queryRows<{ stock: number }>(server.database.db, sql`select stock from products where id = ${productId}`);
  return { product: Number(product!.stock), variants: variants.map((v) => Number(v.stock)) };
}

const place = (buyer: TestClient, lines?: unknown) => post(buyer, '/api/orders', { checkout: { ...shipping, paymentMethod: 'COD' }, ...(lines ? { lines } : {}) });

describe('orders of variants against the server', () => {
  it("refuses a variant of another product, or none for a product with tiers, and moves nothing", async () => {
    const songket = await addSongket([2, 2, 2, 2]);
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const other = (await json<{ items: Product[] }>(await buyer.request('/api/products?pageSize=100'))).items.find((p) => p.id !== songket.id && p.stock > 0)!;

    const noVariant = await place(buyer, [{ productId: songket.id, quantity: 1 }]);
    expect(noVariant.status).toBe(400);
    expect(await json(noVariant)).toMatchObject({ code: 'VARIANT_REQUIRED', message: variantMessages.chooseVariant });
    const foreign = await place(buyer, [{ productId: other.id, variantId: 'v1', quantity: 1 }]);
    expect(foreign.status).toBe(400);
    expect(await json(foreign)).toMatchObject({ code: 'VARIANT_GONE' });
    const cartWithout = await post(buyer, '/api/cart/items', { productId: songket.id });
    expect(await json(cartWithout)).toMatchObject({ code: 'VARIANT_REQUIRED' });
    const cartForeign = await post(buyer, '/api/cart/items', { productId: songket.id, variantId: 'v99' });
    expect(await json(cartForeign)).toMatchObject({ code: 'VARIANT_GONE' });
    expect((await post(buyer, '/api/cart/items', { productId: songket.id, variantId: 1 })).status).toBe(400);

    expect(await storedStock(songket.id)).toEqual({ product: 8, variants: [2, 2, 2, 2] });
    expect(await storedStock(other.id)).toEqual({ product: other.stock, variants: [] });
  });

  it('gives the last unit of one variant to exactly one of two buyers on two connections, the sum in step', async () => {
    const songket = await addSongket([0, 1, 3, 0]);
    const first = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const second = await server.registerBuyer('pembeli_kedua', 'rahasia-kedua-123');
    for (const buyer of [first, second]) {
      expect((await post(buyer, '/api/cart/items', { productId: songket.id, variantId: 'v2' })).status).toBe(200);
    }
    const answers = await Promise.all([place(first), place(second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(await json(refused)).toMatchObject({ code: 'INSUFFICIENT_STOCK', message: 'Stok untuk Songket Aceh — Merah / L tidak mencukupi!' });
    expect(await storedStock(songket.id)).toEqual({ product: 3, variants: [0, 0, 3, 0] });
    // Another variant still sells.
    const other = await place(second, [{ productId: songket.id, variantId: 'v3', quantity: 3 }]);
    expect(other.status).toBe(201);
    expect(await storedStock(songket.id)).toEqual({ product: 0, variants: [0, 0, 0, 0] });
  });
});

describe("a variant's promo price against the server", () => {
  it('charges the promo price the server decides, whatever price a client sends, and refuses a hostile promo', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const body = {
      name: 'Kopi Promo Ukuran',
      category: 'Minuman',
      price: 1,
      stock: 1,
      location: 'Takengon',
      partnerId: 'P001',
      image: await uploadImage(admin),
      promoStart: null,
      promoEnd: '2099-01-01T00:00:00.000Z',
      variations: [{ name: 'Ukuran', options: ['250 g', '500 g'] }],
      variants: [
        { id: 'v1', options: ['250 g'], price: 45_000, stock: 5, weight: 250, sku: '', image: '', promoPrice: 40_000 },
        { id: 'v2', options: ['500 g'], price: 85_000, stock: 5, weight: 500, sku: '', image: '' },
      ],
    };
    // A promo not below the variant's price, a text, zero, or without a window: refused.
    const hostile = [
      { ...body, variants: [{ ...body.variants[0]!, promoPrice: 45_000 }, body.variants[1]!] },
      { ...body, variants: [{ ...body.variants[0]!, promoPrice: '1' }, body.variants[1]!] },
      { ...body, variants: [{ ...body.variants[0]!, promoPrice: 0 }, body.variants[1]!] },
      { ...body, promoEnd: null },
    ];
    for (const attempt of hostile) expect((await post(admin, '/api/admin/products', attempt)).status).toBe(400);
    const saved = await post(admin, '/api/admin/products', body);
    expect(saved.status).toBe(201);
    const product = await json<Product>(saved);
    expect(product.variants.map((v) => v.promoPrice)).toEqual([40_000, null]);
    await liftOrderLimits(server);

    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    // A line carrying its own price is no order line: refused, nothing placed.
    const priced = await place(buyer, [{ productId: product.id, variantId: 'v1', quantity: 1, price: 1, promoPrice: 1 }]);
    expect(priced.status).toBe(400);
    const cartPriced = await post(buyer, '/api/cart/items', { productId: product.id, variantId: 'v1', price: 1 });
    expect(cartPriced.status).toBe(400);
    expect(await storedStock(product.id)).toEqual({ product: 10, variants: [5, 5] });

    const placed = await place(buyer, [
      { productId: product.id, variantId: 'v1', quantity: 2 },
      { productId: product.id, variantId: 'v2', quantity: 1 },
    ]);
    expect(placed.status).toBe(201);
    const { order } = await json<{ order: { items: { variantId?: string; price: number }[]; subtotal: number } }>(placed);
    expect(order.items.map((item) => [item.variantId, item.price])).toEqual([
      ['v1', 40_000],
      ['v2', 85_000],
    ]);
    expect(order.subtotal).toBe(2 * 40_000 + 85_000);
  });
});
