// @vitest-environment node
/**
 * The catalogue endpoints over HTTP (docs/api.md): the search's strict query (statuses and
 * messages, clamped pages), `?ids=`, the categories, and the search columns filled at start-up
 * for rows written before they existed. What a search answers is the port's contract
 * (src/testing/contract/storage.ts, run over HTTP by src/testing/contract/http.test.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@/domain/catalog/query';
import { messages, serverMessages } from '@/shared/messages';
import { CATEGORIES, type Product } from '@/domain/core/records';
import { seed } from '@/testing/seed';
import { productsOnSale } from '@/domain/catalog/on-sale';
import { backfillProductKeys } from '../db/seed';
import { products } from '../db/schema';
import { productSearchColumns } from '../db/records';
import { MAX_LIST_PAGE_SIZE, PRODUCT_LIST_PAGE_SIZE, type Page } from '@/domain/core/paging';
import { startTestServer, type TestClient, type TestServer } from '../testing/harness';

let server: TestServer;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  visitor = server.client();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await visitor.request(path);
  return { status: response.status, body: (await response.json()) as T };
}

/** The seed's products the catalogue lists: those on sale (its Nonaktif partner's are not). */
const onSale = productsOnSale(seed.products, seed.partners);

describe('GET /api/products/search', () => {
  it('answers the first page of the stored order by default, as spec records', async () => {
    const { status, body } = await get<ProductPage>('/api/products/search');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: onSale.length, page: 1, pageSize: 24 });
    expect(body.items.map((p) => p.id)).toEqual(onSale.map((p) => p.id));
    // Exactly the record's fields and the card's figures: no row order or search columns.
    const card = ['unitsSold', 'reviewCount', 'ratingAverage'];
    expect(Object.keys(body.items[0]!).sort()).toEqual([...Object.keys(seed.products[0]!), ...card].sort());
  });

  it('filters, searches, sorts and pages from the query', async () => {
    const { body } = await get<ProductPage>('/api/products/search?category=Minuman&q=GAYO');
    expect(body.items.map((p) => p.name)).toEqual(['Kopi Arabika Gayo', 'Kopi Gayo Peaberry Sangrai']);
    const page = await get<ProductPage>('/api/products/search?sort=price-desc&page=2&pageSize=5');
    const byPrice = [...onSale].sort((a, b) => b.price - a.price);
    expect(page.body).toMatchObject({ page: 2, pageSize: 5, total: onSale.length });
    expect(page.body.items.map((p) => p.id)).toEqual(byPrice.slice(5, 10).map((p) => p.id));
  });

  it('searches with the first 8 terms of a longer query, each cut to 40 characters (no error)', async () => {
    // Eight words the coffee holds, then one nothing holds: dropped, so the coffee is found.
    const q = ['biji', 'kopi', 'arabika', 'gayo', 'sangrai', 'medium', 'gram', 'dipetik', 'tidakadaprodukini'].join(' ');
    const { status, body } = await get<ProductPage>(`/api/products/search?category=Minuman&q=${q}`);
    expect(status).toBe(200);
    expect(body.items.map((p) => p.name)).toContain('Kopi Arabika Gayo');
    // A hundred terms within the 200 characters: answered, with eight.
    const hundred = Array.from({ length: 100 }, () => 'a').map((a, i) => (i < 8 ? 'kopi'.slice(0, 1 + (i % 4)) : `${a}${i}`)).join(' ');
    expect((await get<ProductPage>(`/api/products/search?q=${encodeURIComponent(hundred.slice(0, 200))}`)).status).toBe(200);
  });

  it('clamps the page and the page size', async () => {
    expect((await get<ProductPage>('/api/products/search?page=0&pageSize=0')).body).toMatchObject({
      page: 1,
      pageSize: 1,
    });
    expect((await get<ProductPage>('/api/products/search?page=-4')).body).toMatchObject({
      page: 1,
    });
    expect((await get<ProductPage>('/api/products/search?pageSize=1000')).body).toMatchObject({
      pageSize: 100,
    });
    const beyond = await get<ProductPage>(
      '/api/products/search?page=99999999999999999999&pageSize=4',
    );
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ page: Math.ceil(onSale.length / 4), pageSize: 4 });
  });

  it.each([
    ['an unknown sort', '?sort=cheapest', messages.catalog.sortInvalid],
    ['an empty sort', '?sort=', messages.catalog.sortInvalid],
    ['a text page', '?page=abc', messages.catalog.pageInvalid],
    ['a fractional page', '?page=1.5', messages.catalog.pageInvalid],
    ['an empty page size', '?pageSize=', messages.catalog.pageInvalid],
    ['a search text of 201 characters', `?q=${'k'.repeat(201)}`, messages.catalog.searchTooLong],
    ['an unknown parameter', '?kategori=Minuman', serverMessages.requestInvalid],
    ['a repeated parameter', '?q=kopi&q=gayo', serverMessages.requestInvalid],
  ])('refuses %s with 400 and its message', async (_name, query, message) => {
    const { status, body } = await get<{ message: string }>(`/api/products/search${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe('GET /api/products?ids=', () => {
  it('answers the given products that exist, in the order asked', async () => {
    const { status, body } = await get<Product[]>('/api/products?ids=71,999999,1,71');
    expect(status).toBe(200);
    expect(body.map((p) => p.id)).toEqual([71, 1]);
    expect((await get<Product[]>('/api/products?ids=')).body).toEqual([]);
  });

});

describe('GET /api/products without ids', () => {
  it('answers a page of the stored order, 50 products by default, never more than 100', async () => {
    expect(PRODUCT_LIST_PAGE_SIZE).toBe(50);
    expect(MAX_LIST_PAGE_SIZE).toBe(100);
    const first = await get<Page<Product>>('/api/products');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: seed.products.length, page: 1, pageSize: PRODUCT_LIST_PAGE_SIZE });
    expect(first.body.items.map((p) => p.id)).toEqual(seed.products.map((p) => p.id));
    const second = await get<Page<Product>>('/api/products?page=2&pageSize=10');
    expect(second.body.items.map((p) => p.id)).toEqual(seed.products.slice(10).map((p) => p.id));
  });

  it('clamps a huge page size to 100 on a catalogue larger than that', async () => {
    const large = await startTestServer();
    try {
      const rows = Array.from({ length: 150 }, (_, i) => {
        const product: Product = { ...seed.products[0]!, id: 20_000 + i, name: `Kerupuk ${i}` };
        return { ...product, ...productSearchColumns(product) };
      });
      await large.database.db.insert(products).values(rows);
      for (const path of ['/api/products?pageSize=100000', '/api/products?pageSize=100']) {
        const answer = await large.client().request(path);
        expect(answer.status).toBe(200);
        const page = (await answer.json()) as Page<Product>;
        expect(page.items).toHaveLength(MAX_LIST_PAGE_SIZE);
        expect(page).toMatchObject({ total: seed.products.length + 150, pageSize: MAX_LIST_PAGE_SIZE });
      }
      const anonymous = (await (await large.client().request('/api/products')).json()) as Page<Product>;
      expect(anonymous.items).toHaveLength(PRODUCT_LIST_PAGE_SIZE);
    } finally {
      await large.close();
    }
  }, 120_000);

  it.each([
    ['an unknown parameter', '?limit=10', serverMessages.requestInvalid],
    ['a page that is no whole number', '?page=1.5', messages.catalog.pageInvalid],
    ['a repeated page', '?page=1&page=2', serverMessages.requestInvalid],
  ])('refuses %s with 400', async (_name, query, message) => {
    const { status, body } = await get<{ message: string }>(`/api/products${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

});

describe('GET /api/products?ids= refusals', () => {
  it.each([
    ['a text id', '?ids=1,abc'],
    ['an empty id', '?ids=1,,2'],
    ['ids twice', '?ids=1&ids=2'],
    ['another parameter', '?ids=1&sort=name'],
    ['101 ids', `?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`],
  ])('refuses %s with 400', async (_name, query) => {
    const { status, body } = await get<{ message: string }>(`/api/products${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ code: expect.any(String), message: serverMessages.requestInvalid });
  });
});

describe('GET /api/categories', () => {
  it('lists the distinct categories of the stored products, the spec order first', async () => {
    expect((await get<string[]>('/api/categories')).body).toEqual([...CATEGORIES]);
  });
});

describe('search columns of rows written before they existed', () => {
  it('are filled at start-up, after which the search finds those rows again', async () => {
    // The database's search (the word index is built after the backfill, from the filled rows).
    const server = await startTestServer({ catalogIndex: false });
    const visitor = server.client();
    const get = async <T,>(path: string) => ({ body: (await (await visitor.request(path)).json()) as T });
    await server.database.db
      .update(products)
      .set({ searchText: null, nameKey: null })
      .where(sql`${products.id} in (1, 101, 105)`);
    expect((await get<ProductPage>('/api/products/search?q=gayo')).body.total).toBe(0);
    expect(await backfillProductKeys(server.database.db)).toBe(3);
    // The backfill runs at start-up, before an instance answers; here the instance already holds
    // the empty answer in its search cache, which only a catalogue change announced would clear.
    server.caches.searches.invalidate();
    expect(
      (await get<ProductPage>('/api/products/search?q=gayo')).body.items.map((p) => p.id),
    ).toEqual([1, 101, 105]);
    expect(
      (await get<ProductPage>('/api/products/search?sort=name&pageSize=1')).body.items[0]!.name,
    ).toBe('Bhoi');
    expect(await backfillProductKeys(server.database.db)).toBe(0);
    await server.close();
  });
});
