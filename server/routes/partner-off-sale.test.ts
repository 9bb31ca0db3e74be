// @vitest-environment node
/**
 * A partner's products off sale over HTTP (src/domain/catalog/on-sale.ts): once the owner sets a
 * partner `Nonaktif`, a client that orders its product anyway — by naming the line itself or
 * from a cart it filled before — is refused 400 PRODUCT_OFF_SALE and nothing is written; the
 * catalogue search (whose answers the instance caches) leaves the product out at once, and takes
 * it back when the partner is active again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/shared/messages';
import type { CatalogPage } from '@/domain/catalog/query';
import type { Partner } from '@/domain/core/records';
import { shipping } from '@/testing/test-values';
import { orders, products } from '../db/schema';
import { DEMO, startTestServer, type TestClient, type TestServer } from '../testing/harness';
import { json, post, put } from '../testing/fixtures';

/** Kopi Arabika Gayo, of P001. */
const PRODUCT_ID = 1;

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** Sets the product's partner to `status` through the admin's API. */
async function setPartnerStatus(status: 'Active' | 'Inactive'): Promise<void> {
  const [product] = await server.database.db.select().from(products).where(eq(products.id, PRODUCT_ID));
  const partners = await json<Partner[]>(await admin.request('/api/partners'));
  const { id, name, location, address, coordinates, featuredProduct } = partners.find((p) => p.id === product!.partnerId)!;
  const response = await put(admin, `/api/admin/partners/${id}`, { name, location, address, coordinates, featuredProduct, status });
  expect(response.status).toBe(200);
}

/** The ids the catalogue search answers a visitor for `q`. */
async function searched(visitor: TestClient, q: string): Promise<number[]> {
  const page = await json<CatalogPage>(await visitor.request(`/api/products/search?q=${encodeURIComponent(q)}`));
  return page.items.map((item) => item.id);
}

describe('POST /api/orders: a product of a Nonaktif partner', () => {
  it('is refused with 400 PRODUCT_OFF_SALE, from named lines or the cart, and leaves the catalogue until the partner is active again', async () => {
    const buyer = await server.registerBuyer('pemburu_mitra', 'rahasia1');
    const visitor = server.client();
    const [product] = await server.database.db.select().from(products).where(eq(products.id, PRODUCT_ID));
    expect(await searched(visitor, product!.name)).toContain(PRODUCT_ID);
    expect((await post(buyer, '/api/cart/items', { productId: PRODUCT_ID, quantity: 1 })).status).toBe(200);

    await setPartnerStatus('Inactive');
    // The search cached a moment ago is dropped by the partner's change.
    expect(await searched(visitor, product!.name)).not.toContain(PRODUCT_ID);
    const refusal = { code: 'PRODUCT_OFF_SALE', message: messages.cart.productOffSale(product!.name) };
    const named = await post(buyer, '/api/orders', { checkout: shipping, lines: [{ productId: PRODUCT_ID, quantity: 1 }] });
    expect(named.status).toBe(400);
    expect(await named.json()).toEqual(refusal);
    const fromCart = await post(buyer, '/api/orders', { checkout: shipping });
    expect(fromCart.status).toBe(400);
    expect(await fromCart.json()).toEqual(refusal);
    expect(await server.database.db.select().from(orders).where(eq(orders.customerName, shipping.customerName))).toEqual([]);
    const [after] = await server.database.db.select().from(products).where(eq(products.id, PRODUCT_ID));
    expect(after!.stock).toBe(product!.stock);

    await setPartnerStatus('Active');
    expect(await searched(visitor, product!.name)).toContain(PRODUCT_ID);
    expect((await post(buyer, '/api/orders', { checkout: shipping })).status).toBe(201);
  });
});
