// @vitest-environment node
/**
 * A catalogue search the instance's cache does not hold
 * (server/services/catalog-search.ts): one statement — the capped count and the clamped
 * page together, no transaction — with one text per shape of search, and the same answer as
 * browser mode's rules (src/domain/catalog/query.ts `createCatalogIndex`) for every sort, filter, page
 * and the "1.000+" cap. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL
 * (scripts/test-postgres.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createCatalogIndex, normalizeCatalogSearch, SORT_VALUES, type CatalogPage, type CatalogSearch } from '@/domain/catalog/query';
import { EXACT_TOTAL_LIMIT, type Page } from '@/domain/core/paging';
import type { Partner, Product } from '@/domain/core/records';
import { productsOnSale } from '@/domain/catalog/on-sale';
import { productSearchColumns } from '../db/records';
import { products } from '../db/schema';
import { json, serverPerTest } from '../testing/fixtures';
import type { TestClient } from '../testing/harness';

const statements: string[] = [];
const server = serverPerTest({ catalogIndex: false, onStatement: (query) => statements.push(query) });

/** The search `search` as the storefront sends it. */
function addressOf(search: CatalogSearch): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value !== undefined) params.set(name, String(value));
  return `/api/products/search?${params}`;
}

/** One search by `device`: its answer, its `X-Cache` header and the statements it cost. */
async function search(device: TestClient, query: CatalogSearch) {
  statements.length = 0;
  const response = await device.request(addressOf(query));
  expect(response.status, addressOf(query)).toBe(200);
  return { page: await json<CatalogPage>(response), cache: response.headers.get('X-Cache'), statements: [...statements] };
}

/** Products enough for the cap: `count` of "Kerupuk Massal <n>", prices with ties, two towns. */
async function addManyProducts(count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => {
    const product: Product = {
      id: 10_000 + i,
      name: `Kerupuk Massal ${(i * 7919) % count}`,
      price: 5_000 + (i % 13) * 500,
      category: i % 3 === 0 ? 'Minuman' : 'Makanan',
      stock: 10 + (i % 5),
      image: '',
      images: [],
      description: i % 2 === 0 ? 'Renyah, digoreng.' : 'Oleh-oleh khas.',
      location: i % 4 === 0 ? 'Pidie' : 'Banda Aceh',
      partnerId: '',
      status: 'active',
      promoPrice: null,
      promoStart: null,
      promoEnd: null,
      variations: [],
      variants: [],
      weight: 250,
    };
    return { ...product, ...productSearchColumns(product) };
  });
  await server.database.db.insert(products).values(rows);
}

/** A page's products without their cards' figures (browser mode's index answers none). */
function withoutFigures(page: CatalogPage) {
  return { ...page, items: page.items.map(({ unitsSold: _sold, reviewCount: _count, ratingAverage: _average, ...product }) => product) };
}

describe('catalogue search miss', () => {
  it('costs one statement, the capped count and the page together, one text per shape (after the address\'s count)', async () => {
    const visitor = server.client();
    // The first request fills the instance's settings cache (the maintenance check).
    await search(visitor, { q: 'pemanasan' });
    const cases: CatalogSearch[] = [
      { q: 'kopi', sort: 'price-asc' },
      { category: 'Minuman' },
      {},
      { q: 'kopi', page: 999 },
      { q: 'tidak-ada-produk-ini' },
      { q: 'ma', page: 2 },
      { category: 'Minuman', q: 'kopi gayo', sort: 'name', page: 2, pageSize: 2 },
      { q: 'kopi a %', sort: 'newest' },
    ];
    for (const query of cases) {
      const miss = await search(visitor, query);
      expect(miss.cache, addressOf(query)).toBe('miss');
      // The uncached search limit's upsert on rate_limits, then the search itself; then, only for
      // a page holding a product with `Variasi` (the seed's 105 and 106), its variants' rows.
      const withVariants = miss.page.items.some((product) => product.variations.length > 0);
      expect(miss.statements, addressOf(query)).toHaveLength(withVariants ? 3 : 2);
      expect(miss.statements[0]).toMatch(/rate_limits/);
      expect(miss.statements[1]).toMatch(/^with counted as \(select count\(\*\).* limit .*order by .* offset /s);
      if (withVariants) expect(miss.statements[2]).toMatch(/product_variants/);
    }
    // Another search of the same shape (sort, category or none, number of terms) sends the same text.
    const kopi = await search(visitor, { q: 'teh', sort: 'price-asc' });
    const other = await search(visitor, { q: 'madu', sort: 'price-asc' });
    expect(kopi.statements).toHaveLength(2);
    expect(other.statements).toEqual(kopi.statements);
  });

  it("answers every sort, filter and page as browser mode's rules do, the count capped at 1.000+", async () => {
    await addManyProducts(1_150);
    const visitor = server.client();
    // Every product, a page of at most 100 at a time.
    const all: Product[] = [];
    for (let page = 1; all.length === 0 || all.length < (await json<Page<Product>>(await visitor.request('/api/products?pageSize=1'))).total; page += 1) {
      all.push(...(await json<Page<Product>>(await visitor.request(`/api/products?page=${page}&pageSize=100`))).items);
    }
    expect(all.length).toBeGreaterThan(1_150);
    // Browser mode indexes the products on sale (the seed's Nonaktif partner's are not).
    const partners = await json<Partner[]>(await visitor.request('/api/partners'));
    const index = createCatalogIndex(productsOnSale(all, partners));
    const filters: CatalogSearch[] = [
      {},
      { category: 'Minuman' },
      { category: 'Tidak Ada' },
      { q: 'kerupuk' },
      { q: 'MASSAL  kerupuk' },
      { q: 'massal 11' },
      { q: 'kopi' },
      { q: 'gayo kopi' },
      { q: '100%' },
      { q: 'ke' },
      { q: 'massal 1' },
      { q: '_' },
      { q: 'tidak-ada-produk-ini' },
      { category: 'Makanan', q: 'pidie renyah' },
      { category: 'Minuman', q: 'kerupuk' },
    ];
    const pages: CatalogSearch[] = [{}, { page: 2 }, { page: 46 }, { page: 999 }, { page: 3, pageSize: 7 }, { page: 200, pageSize: 7 }];
    let capped = 0;
    for (const filter of filters) {
      for (const sort of SORT_VALUES) {
        for (const paging of pages) {
          const query: CatalogSearch = { ...filter, sort, ...paging };
          const expected = index.search(normalizeCatalogSearch(query));
          const miss = await search(visitor, query);
          expect(miss.cache, addressOf(query)).toBe('miss');
          expect(withoutFigures(miss.page), addressOf(query)).toEqual(expected);
          if (expected.totalCapped) capped++;
          const hit = await search(visitor, query);
          expect(hit.cache, addressOf(query)).toBe('hit');
          expect(withoutFigures(hit.page), addressOf(query)).toEqual(expected);
        }
      }
    }
    // The cap was crossed: "1.000+", and a deep page counted one past its end.
    expect(capped).toBeGreaterThan(0);
    const first = await search(visitor, { q: 'kerupuk', sort: 'newest', pageSize: 24 });
    expect(first.page).toMatchObject({ total: EXACT_TOTAL_LIMIT + 1, totalCapped: true, page: 1 });
    const deep = await search(visitor, { q: 'kerupuk', page: 45, pageSize: 24 });
    expect(deep.page).toMatchObject({ total: 45 * 24 + 1, totalCapped: true, page: 45 });
  });
});
