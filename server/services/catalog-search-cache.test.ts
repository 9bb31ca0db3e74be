// @vitest-environment node
/**
 * The per-instance cache of catalogue searches (docs/server.md "Per-instance caches";
 * server/services/catalog-search-cache.ts) on one instance: a repeated search costs no statement
 * (its ids and its products' rows from memory); stock sold since drops the sold products' rows
 * only, so it is shown at once; a catalogue edit or a lost change channel empties it; its bounds
 * hold. Across two instances: server/tests/instances.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { catalogSearchKey, normalizeCatalogSearch, type CatalogPage } from '@/domain/catalog/query';
import type { Product } from '@/domain/core/records';
import type { CatalogProduct } from '@/domain/catalog/query';
import {
  createCatalogSearchCache,
  PRODUCT_ROWS_BYTES,
  PRODUCT_ROWS_ENTRIES,
  PRODUCT_ROWS_STALE_MS,
  SEARCH_CACHE_BYTES,
  SEARCH_CACHE_ENTRIES,
  SEARCH_CACHE_STALE_MS,
} from './catalog-search-cache';
import { json, liftOrderLimits, post, put, serverPerTest } from '../testing/fixtures';
import { DEMO, type TestClient } from '../testing/harness';
import { shipping } from '@/testing/test-values';

const statements: string[] = [];
// The cache serves the searches while the instance's word index is not built (or its channel was
// lost): the index is off here, so every search takes that path.
const server = serverPerTest({ catalogIndex: false, onStatement: (query) => statements.push(query) });

/** One search by `device`: its answer, its `X-Cache` header and the statements it cost. */
async function search(device: TestClient, query: string) {
  statements.length = 0;
  const response = await device.request(`/api/products/search?${query}`);
  expect(response.status, query).toBe(200);
  return { page: await json<CatalogPage>(response), cache: response.headers.get('X-Cache'), statements: [...statements] };
}

/** A product row as the cache keeps it. */
const product: CatalogProduct = {
  id: 1,
  name: 'Kopi Gayo',
  price: 85_000,
  category: 'Minuman',
  stock: 10,
  image: '/api/images/kopi.webp',
  images: ['/api/images/kopi.webp'],
  description: 'Kopi arabika dari dataran tinggi Gayo.',
  location: 'Takengon',
  partnerId: '',
  weight: 250,
  status: 'active',
  promoPrice: null,
  promoStart: null,
  promoEnd: null,
  variations: [],
  variants: [],
  unitsSold: 0,
  reviewCount: 0,
  ratingAverage: 0,
};

const stockOf = (page: CatalogPage, id: number) => page.items.find((product) => product.id === id)?.stock;

describe('catalogue search cache on one instance', () => {
  it('answers a repeated search from memory without a statement, its products read by id once their rows went', async () => {
    const visitor = server.client();
    const cold = await search(visitor, 'q=kopi%20gayo&sort=price-asc');
    expect(cold.cache).toBe('miss');
    expect(cold.statements.some((query) => /like/i.test(query))).toBe(true);
    // The same search written otherwise: case, spaces, order of the words.
    const warm = await search(visitor, 'q=%20GAYO%20%20kopi%20&sort=price-asc');
    expect(warm.cache).toBe('hit');
    expect(warm.page).toEqual(cold.page);
    expect(warm.statements).toEqual([]);
    // Rows gone (their stock changed elsewhere, say) but the search kept: one primary-key read.
    server.caches.searches.products.invalidate();
    const reread = await search(visitor, 'q=kopi%20gayo&sort=price-asc');
    expect(reread.cache).toBe('hit');
    expect(reread.page).toEqual(cold.page);
    // And the variants' rows of the page's products with `Variasi` (the seed's sized coffee).
    expect(cold.page.items.some((product) => product.variations.length > 0)).toBe(true);
    expect(reread.statements).toHaveLength(2);
    expect(reread.statements[0]).toMatch(/from "products" where "products"\."id" = any/);
    expect(reread.statements[1]).toMatch(/product_variants/);
    expect((await search(visitor, 'q=kopi%20gayo&sort=price-asc')).statements).toEqual([]);

    expect((await search(visitor, 'q=tidak-ada-produk-ini')).cache).toBe('miss');
    const empty = await search(visitor, 'q=tidak-ada-produk-ini');
    expect(empty).toMatchObject({ cache: 'hit', statements: [], page: { items: [], total: 0, totalCapped: false } });
  });

  it("shows an order's stock change in the next answer, still from memory, rereading the sold product's row alone", async () => {
    await liftOrderLimits(server);
    const visitor = server.client();
    const before = await search(visitor, 'q=gayo');
    const product = before.page.items[0]!;
    expect(before.page.items.length).toBeGreaterThan(1);
    expect(await search(visitor, 'q=gayo')).toMatchObject({ cache: 'hit', statements: [] });
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    expect((await post(buyer, '/api/cart/items', { productId: product.id, quantity: 2 })).status).toBe(200);
    expect((await post(buyer, '/api/orders', { checkout: { ...shipping, paymentMethod: 'COD' } })).status).toBe(201);
    const after = await search(visitor, 'q=gayo');
    expect(after.cache).toBe('hit');
    expect(stockOf(after.page, product.id)).toBe(product.stock - 2);
    // Its card's figures come with the reread row.
    expect(after.page.items.find(({ id }) => id === product.id)?.unitsSold).toBe(product.unitsSold + 2);
    expect(after.statements).toHaveLength(1);
    expect(after.statements[0]).toMatch(/from "products" where "products"\."id" = any/);
    expect(after.page.items.map(({ stock }) => stock)).toEqual(before.page.items.map(({ id, stock }) => (id === product.id ? stock - 2 : stock)));
    expect((await search(visitor, 'q=gayo')).statements).toEqual([]);
  });

  it('searches the database again after a catalogue edit', async () => {
    const visitor = server.client();
    const before = await search(visitor, 'q=gayo');
    expect((await search(visitor, 'q=gayo')).cache).toBe('hit');
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const { id, unitsSold: _sold, reviewCount: _count, ratingAverage: _average, ...input } = before.page.items[0]!;
    const renamed = await put(admin, `/api/admin/products/${id}`, { ...input, name: 'Kopi Tanpa Nama Daerah', description: '', location: 'Banda Aceh' });
    expect(renamed.status).toBe(200);
    const after = await search(visitor, 'q=gayo');
    expect(after.cache).toBe('miss');
    expect(after.page.total).toBe(before.page.total - 1);
    expect(after.page.items.map((product: Product) => product.id)).not.toContain(id);
  });

  it('empties itself on a catalogue change or a lost channel, drops only the rows of the stock named, and drops a search read across a change', () => {
    const cache = createCatalogSearchCache();
    const entry = { ids: [1, 2], total: 2, totalCapped: false, page: 1 };
    const rowOf = (id: number) => ({ ...product, id });
    const keepRows = (...ids: number[]) => ids.forEach((id) => cache.products.set(String(id), rowOf(id), cache.products.mark()));
    const rowsHeld = () => [1, 2, 3].filter((id) => cache.products.get(String(id)));
    cache.set('a', entry, cache.mark());
    keepRows(1, 2, 3);
    cache.changes([{ keys: ['stock'], audience: { kind: 'public' }, productIds: [2] }, { keys: ['orders'], audience: { kind: 'admin' } }]);
    expect(cache.get('a')).toEqual(entry);
    expect(rowsHeld()).toEqual([1, 3]);
    // A row read before that stock change keeps nothing.
    const rowMark = cache.products.mark();
    cache.changes([{ keys: ['stock'], audience: { kind: 'public' }, productIds: [3] }]);
    expect(cache.products.set('2', rowOf(2), rowMark)).toBe(false);
    expect(rowsHeld()).toEqual([1]);
    // A stock change that names no product drops every row, not the searches.
    keepRows(2, 3);
    cache.changes([{ keys: ['stock'], audience: { kind: 'public' } }]);
    expect(rowsHeld()).toEqual([]);
    expect(cache.get('a')).toEqual(entry);
    keepRows(1);
    cache.changes([{ keys: ['products'], audience: { kind: 'public' } }]);
    expect(cache.get('a')).toBeUndefined();
    expect(rowsHeld()).toEqual([]);
    cache.set('a', entry, cache.mark());
    keepRows(1);
    cache.lost();
    expect(cache.get('a')).toBeUndefined();
    expect(rowsHeld()).toEqual([]);
    // A search that began before a catalogue change keeps nothing.
    const mark = cache.mark();
    cache.changes([{ keys: ['products'], audience: { kind: 'public' } }]);
    cache.set('a', entry, mark);
    expect(cache.size()).toBe(0);
  });

  it("keeps a search's ids and count for a minute and a product's row for 5 s, by the clock", () => {
    let now = 1_000;
    const cache = createCatalogSearchCache({ perf: { now: () => now } });
    const entry = { ids: [1], total: 1, totalCapped: false, page: 1 };
    cache.set('a', entry, cache.mark());
    cache.products.set('1', product, cache.products.mark());
    expect([SEARCH_CACHE_STALE_MS, PRODUCT_ROWS_STALE_MS]).toEqual([60_000, 5_000]);
    now += PRODUCT_ROWS_STALE_MS + 1;
    expect(cache.products.get('1')).toBeUndefined();
    expect(cache.get('a')).toEqual(entry);
    now += SEARCH_CACHE_STALE_MS - PRODUCT_ROWS_STALE_MS - 2;
    expect(cache.get('a')).toEqual(entry);
    now += 2;
    expect(cache.get('a')).toBeUndefined();
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

  it("drops every product row, not the searches, when a review is written (the cards' rating)", () => {
    const cache = createCatalogSearchCache();
    const entry = { ids: [1], total: 1, totalCapped: false, page: 1 };
    cache.set('a', entry, cache.mark());
    cache.products.set('1', product, cache.products.mark());
    cache.changes([{ keys: ['reviews'], audience: { kind: 'public' } }]);
    expect(cache.get('a')).toEqual(entry);
    expect(cache.products.get('1')).toBeUndefined();
  });

  it('keeps its product rows within their entry and byte bounds', () => {
    const cache = createCatalogSearchCache();
    for (let i = 0; i < 30_000; i++) {
      cache.products.set(String(i), { ...product, id: i, description: 'x'.repeat(i % 1_000) }, cache.products.mark());
      if (i % 1_000 === 0) {
        expect(cache.products.size()).toBeLessThanOrEqual(PRODUCT_ROWS_ENTRIES);
        expect(cache.products.bytes()).toBeLessThanOrEqual(PRODUCT_ROWS_BYTES);
      }
    }
    expect(cache.products.size()).toBeLessThanOrEqual(PRODUCT_ROWS_ENTRIES);
    expect(cache.products.bytes()).toBeLessThanOrEqual(PRODUCT_ROWS_BYTES);
    expect(cache.products.get('29999')).toBeDefined();
    const small = createCatalogSearchCache({ rowEntries: 50, rowBytes: 20_000 });
    for (let i = 0; i < 1_000; i++) small.products.set(String(i), { ...product, id: i }, small.products.mark());
    expect(small.products.size()).toBeLessThanOrEqual(50);
    expect(small.products.bytes()).toBeLessThanOrEqual(20_000);
  });
});
