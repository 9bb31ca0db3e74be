// @vitest-environment node
/**
 * The per-instance cache of catalogue searches (issue 22, docs/server.md "Per-instance caches";
 * server/services/catalog-search-cache.ts) on one instance: a repeated search reads no search
 * statement, only its products by id, so stock sold since is shown at once; a catalogue edit or a
 * lost change channel empties it, a `stock` change does not; its bounds hold. Across two
 * instances: server/instances.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { catalogSearchKey, normalizeCatalogSearch, type CatalogPage } from '@/domain/catalog';
import type { Product } from '@/domain/schemas';
import { createCatalogSearchCache, SEARCH_CACHE_BYTES, SEARCH_CACHE_ENTRIES } from './services/catalog-search-cache';
import { json, liftOrderLimits, post, put, serverPerTest } from './testing/fixtures';
import { DEMO, type TestClient } from './testing/harness';
import { shipping } from '@/testing/test-values';

const statements: string[] = [];
const server = serverPerTest({ onStatement: (query) => statements.push(query) });

/** One search by `device`: its answer, its `X-Cache` header and the statements it cost. */
async function search(device: TestClient, query: string) {
  statements.length = 0;
  const response = await device.request(`/api/products/search?${query}`);
  expect(response.status, query).toBe(200);
  return { page: await json<CatalogPage>(response), cache: response.headers.get('X-Cache'), statements: [...statements] };
}

const stockOf = (page: CatalogPage, id: number) => page.items.find((product) => product.id === id)?.stock;

describe('catalogue search cache on one instance', () => {
  it('answers a repeated search from memory: one read of its products by id, none for an empty result', async () => {
    const visitor = server.client();
    const cold = await search(visitor, 'q=kopi%20gayo&sort=price-asc');
    expect(cold.cache).toBe('miss');
    expect(cold.statements.some((query) => /like/i.test(query))).toBe(true);
    // The same search written otherwise: case, spaces, order of the words.
    const warm = await search(visitor, 'q=%20GAYO%20%20kopi%20&sort=price-asc');
    expect(warm.cache).toBe('hit');
    expect(warm.page).toEqual(cold.page);
    expect(warm.statements).toHaveLength(1);
    expect(warm.statements[0]).toMatch(/from "products" where "products"\."id" in/);

    expect((await search(visitor, 'q=tidak-ada-produk-ini')).cache).toBe('miss');
    const empty = await search(visitor, 'q=tidak-ada-produk-ini');
    expect(empty).toMatchObject({ cache: 'hit', statements: [], page: { items: [], total: 0, totalCapped: false } });
  });

  it("shows an order's stock change in the next answer, still from memory", async () => {
    await liftOrderLimits(server);
    const visitor = server.client();
    const before = await search(visitor, 'q=gayo');
    const product = before.page.items[0]!;
    expect((await search(visitor, 'q=gayo')).cache).toBe('hit');
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    expect((await post(buyer, '/api/cart/items', { productId: product.id, quantity: 2 })).status).toBe(200);
    expect((await post(buyer, '/api/orders', { checkout: { ...shipping, paymentMethod: 'COD' } })).status).toBe(201);
    const after = await search(visitor, 'q=gayo');
    expect(after.cache).toBe('hit');
    expect(stockOf(after.page, product.id)).toBe(product.stock - 2);
  });

  it('searches the database again after a catalogue edit', async () => {
    const visitor = server.client();
    const before = await search(visitor, 'q=gayo');
    expect((await search(visitor, 'q=gayo')).cache).toBe('hit');
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const { id, ...input } = before.page.items[0]!;
    const renamed = await put(admin, `/api/admin/products/${id}`, { ...input, name: 'Kopi Tanpa Nama Daerah', description: '', location: 'Banda Aceh' });
    expect(renamed.status).toBe(200);
    const after = await search(visitor, 'q=gayo');
    expect(after.cache).toBe('miss');
    expect(after.page.total).toBe(before.page.total - 1);
    expect(after.page.items.map((product: Product) => product.id)).not.toContain(id);
  });

  it('empties itself on a catalogue change or a lost channel, not on stock, and drops a search read across a change', () => {
    const cache = createCatalogSearchCache();
    const entry = { ids: [1, 2], total: 2, totalCapped: false, page: 1 };
    cache.set('a', entry, cache.mark());
    cache.changes([{ keys: ['stock'], audience: { kind: 'public' } }, { keys: ['orders'], audience: { kind: 'admin' } }]);
    expect(cache.get('a')).toEqual(entry);
    cache.changes([{ keys: ['products'], audience: { kind: 'public' } }]);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', entry, cache.mark());
    cache.lost();
    expect(cache.get('a')).toBeUndefined();
    // A search that began before a catalogue change keeps nothing.
    const mark = cache.mark();
    cache.changes([{ keys: ['products'], audience: { kind: 'public' } }]);
    cache.set('a', entry, mark);
    expect(cache.size()).toBe(0);
  });

  it('stays within its entry and byte bounds under 10,000 distinct searches', () => {
    const cache = createCatalogSearchCache();
    const ids = Array.from({ length: 100 }, (_, i) => 1_000_000 + i);
    for (let i = 0; i < 10_000; i++) {
      const key = catalogSearchKey(normalizeCatalogSearch({ q: `kopi ${i.toString(36)} ${'x'.repeat(i % 200)}`, pageSize: 100 }));
      cache.set(key, { ids, total: 1001, totalCapped: true, page: 1 }, cache.mark());
      expect(cache.size()).toBeLessThanOrEqual(SEARCH_CACHE_ENTRIES);
      expect(cache.bytes()).toBeLessThanOrEqual(SEARCH_CACHE_BYTES);
    }
    expect(cache.size()).toBeGreaterThan(0);
    const small = createCatalogSearchCache({ entries: 50, bytes: 10_000 });
    for (let i = 0; i < 10_000; i++) small.set(`search ${i}`, { ids: [i], total: 1, totalCapped: false, page: 1 }, small.mark());
    expect(small.size()).toBeLessThanOrEqual(50);
    expect(small.bytes()).toBeLessThanOrEqual(10_000);
    expect(small.get('search 9999')).toBeDefined();
  });
});
