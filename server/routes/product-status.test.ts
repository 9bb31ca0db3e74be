// @vitest-environment node
/**
 * A product's status over HTTP (src/domain/catalog/on-sale.ts): once the owner sets a product
 * `Draf` or `Arsip`, a client that orders it anyway — by naming the line itself or from a cart it
 * filled before — is refused 400 PRODUCT_OFF_SALE and nothing is written; the catalogue search
 * (whose answers the instance caches) leaves it out at once, and takes it back when it is `Aktif`
 * again; a status that is none of the codes is refused; backups with and without statuses restore.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/shared/messages';
import type { CatalogPage } from '@/domain/catalog/query';
import type { Product } from '@/domain/core/records';
import type { ProductStatus } from '@/domain/core/vocabulary';
import { shipping } from '@/testing/test-values';
import { orders, products } from '../db/schema';
import { DEMO, startTestServer, type TestClient, type TestServer } from '../testing/harness';
import { json, post, put } from '../testing/fixtures';

/** Keumamah (Ikan Kayu), of the active partner P006. */
const PRODUCT_ID = 2;

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** Saves the product with `status` through the admin's API; the answer. */
async function setStatus(status: unknown): Promise<Response> {
  const product = await json<Product>(await admin.request(`/api/products/${PRODUCT_ID}`));
  const { id: _id, ...fields } = product;
  return put(admin, `/api/admin/products/${PRODUCT_ID}`, { ...fields, status });
}

/** The ids the catalogue search answers a visitor for `q`. */
async function searched(visitor: TestClient, q: string): Promise<number[]> {
  const page = await json<CatalogPage>(await visitor.request(`/api/products/search?q=${encodeURIComponent(q)}`));
  return page.items.map((item) => item.id);
}

describe('POST /api/orders: a product in Draf or Arsip', () => {
  it('is refused with 400 PRODUCT_OFF_SALE, from named lines or the cart, and leaves the catalogue until it is Aktif again', async () => {
    const buyer = await server.registerBuyer('pemburu_draf', 'rahasia1');
    const visitor = server.client();
    const [product] = await server.database.db.select().from(products).where(eq(products.id, PRODUCT_ID));
    expect(product!.status).toBe('active');
    expect(await searched(visitor, product!.name)).toContain(PRODUCT_ID);
    expect((await post(buyer, '/api/cart/items', { productId: PRODUCT_ID, quantity: 1 })).status).toBe(200);

    for (const status of ['draft', 'archived'] satisfies ProductStatus[]) {
      expect((await setStatus(status)).status).toBe(200);
      // The search cached a moment ago is dropped by the product's change.
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
      // Its page still answers (a shared link, an old order's), as a product not on sale.
      const page = await json<Product>(await visitor.request(`/api/products/${PRODUCT_ID}`));
      expect(page.status).toBe(status);
    }

    expect((await setStatus('active')).status).toBe(200);
    expect(await searched(visitor, product!.name)).toContain(PRODUCT_ID);
    expect((await post(buyer, '/api/orders', { checkout: shipping })).status).toBe(201);
  });

  it('refuses a status that is none of the codes, and changes nothing', async () => {
    for (const status of ['hidden', 'Aktif', 1, null]) {
      const response = await setStatus(status);
      expect(response.status, String(status)).toBe(400);
    }
    const [product] = await server.database.db.select().from(products).where(eq(products.id, PRODUCT_ID));
    expect(product!.status).toBe('active');
  });

  it('restores a backup of before the status (every product Aktif) and one holding a Draf', async () => {
    const backup = await json<{ data: { products: Array<Record<string, unknown>> } }>(await admin.request('/api/admin/backup'));
    const old = { ...backup, data: { ...backup.data, products: backup.data.products.map(({ status: _status, ...product }) => product) } };
    expect((await admin.request('/api/admin/restore', { method: 'POST', json: old })).status).toBe(204);
    const restored = await server.database.db.select({ status: products.status }).from(products);
    expect(new Set(restored.map((row) => row.status))).toEqual(new Set(['active']));

    const withDraft = { ...backup, data: { ...backup.data, products: backup.data.products.map((p) => (p.id === PRODUCT_ID ? { ...p, status: 'draft' } : p)) } };
    expect((await admin.request('/api/admin/restore', { method: 'POST', json: withDraft })).status).toBe(204);
    const [draft] = await server.database.db.select().from(products).where(eq(products.id, PRODUCT_ID));
    expect(draft!.status).toBe('draft');
    expect((await setStatus('active')).status).toBe(200);
  });

  it('filters the owner\'s list by status, and refuses an unknown one', async () => {
    expect((await setStatus('draft')).status).toBe(200);
    const drafts = await json<{ items: Product[] }>(await admin.request('/api/products/admin-search?status=draft'));
    expect(drafts.items.map((p) => p.id)).toEqual([PRODUCT_ID]);
    const unknown = await admin.request('/api/products/admin-search?status=hidden');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: messages.lists.filterInvalid });
    expect((await setStatus('active')).status).toBe(200);
  });
});
