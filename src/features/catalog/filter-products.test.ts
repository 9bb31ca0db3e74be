import fc from 'fast-check';
import type { Product } from '@/domain/schemas';
import { CATEGORIES } from '@/domain/schemas';
import { seedProducts } from '@/data/seed/products';
import { normalizeSearchText } from '@/domain/search';
import {
  ALL_CATEGORIES,
  filterProducts,
  filterSearchable,
  listCategories,
  parseSort,
  SORT_VALUES,
  sortSearchable,
  toSearchable,
  type ProductSort,
} from './filter-products';

function product(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  return {
    name: `Produk ${overrides.id}`,
    category: 'Makanan',
    price: 10000,
    stock: 1,
    image: '',
    description: '',
    location: '',
    partnerId: 'P001',
    ...overrides,
  };
}

const words = ['kopi', 'Gayo', 'kué', 'ÁCEH', 'songket', 'nilam', 'pala', 'madu', 'rencong', ' '];
const textArb = fc
  .array(fc.constantFrom(...words), { maxLength: 4 })
  .map((parts) => parts.join(' '));
const productArb: fc.Arbitrary<Product> = fc.record({
  id: fc.nat({ max: 1_000_000 }),
  name: textArb.map((t) => t || 'Produk'),
  category: fc.constantFrom(...CATEGORIES, 'Lainnya'),
  price: fc.nat({ max: 5_000_000 }),
  stock: fc.nat({ max: 100 }),
  image: fc.constant(''),
  description: textArb,
  location: fc.constantFrom('Banda Aceh', 'Takengon', 'Sigli', ''),
  partnerId: fc.constant('P001'),
});
const queryArb = fc.record({
  category: fc.constantFrom(ALL_CATEGORIES, ...CATEGORIES, 'Tidak Ada'),
  q: fc.oneof(fc.constant(''), textArb, fc.string({ maxLength: 5 })),
  sort: fc.constantFrom(...SORT_VALUES),
});

function isOrdered(items: Product[], sort: ProductSort): boolean {
  for (let i = 1; i < items.length; i++) {
    const a = items[i - 1]!;
    const b = items[i]!;
    if (sort === 'price-asc' && a.price > b.price) return false;
    if (sort === 'price-desc' && a.price < b.price) return false;
    if (sort === 'newest' && a.id < b.id) return false;
    if (
      sort === 'name' &&
      a.name.localeCompare(b.name, 'id-ID', { sensitivity: 'base', numeric: true }) > 0
    ) {
      return false;
    }
  }
  return true;
}

describe('filterProducts (property-based)', () => {
  it('returns a subset in the requested category, ordered, and is idempotent', () => {
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 40 }), queryArb, (products, query) => {
        const result = filterProducts(products, query);
        // A subset: every result is one of the inputs, none twice more than it occurs.
        for (const item of result) expect(products).toContain(item);
        expect(result.length).toBeLessThanOrEqual(products.length);
        // All match the category.
        if (query.category !== ALL_CATEGORIES) {
          for (const item of result) expect(item.category).toBe(query.category);
        }
        // All contain every search term.
        const terms = normalizeSearchText(query.q).split(' ').filter(Boolean);
        for (const item of result) {
          const haystack = normalizeSearchText(
            `${item.name} ${item.category} ${item.description} ${item.location}`,
          );
          for (const term of terms) expect(haystack).toContain(term);
        }
        // Sorted as asked; the default keeps the stored order.
        expect(isOrdered(result, query.sort)).toBe(true);
        if (query.sort === 'default') {
          const indexes = result.map((item) => products.indexOf(item));
          expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        }
        // Idempotent: filtering the result again changes nothing.
        expect(filterProducts(result, query)).toEqual(result);
      }),
    );
  });

  it('never drops a product that matches (no query means everything)', () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { maxLength: 40 }),
        fc.constantFrom(...SORT_VALUES),
        (products, sort) => {
          expect(filterProducts(products, { sort })).toHaveLength(products.length);
        },
      ),
    );
  });
});

describe('filterProducts (examples)', () => {
  const products = [
    product({
      id: 1,
      name: 'Kopi Arabika Gayo',
      category: 'Minuman',
      price: 85000,
      location: 'Takengon',
    }),
    product({
      id: 11,
      name: 'Kue Adee',
      category: 'Makanan',
      price: 35000,
      description: 'Kue bingka khas Pidie',
    }),
    product({
      id: 2,
      name: 'Café Sanger',
      category: 'Minuman',
      price: 25000,
      location: 'Banda Aceh',
    }),
  ];

  it('filters by category; an unknown category matches nothing', () => {
    expect(filterProducts(products, { category: 'Minuman' }).map((p) => p.id)).toEqual([1, 2]);
    expect(filterProducts(products, { category: 'Tidak Ada' })).toEqual([]);
  });

  it('searches name, category, description and location, ignoring case and accents', () => {
    expect(filterProducts(products, { q: 'GAYO' }).map((p) => p.id)).toEqual([1]);
    expect(filterProducts(products, { q: 'cafe' }).map((p) => p.id)).toEqual([2]);
    expect(filterProducts(products, { q: 'pidie' }).map((p) => p.id)).toEqual([11]);
    expect(filterProducts(products, { q: 'banda aceh' }).map((p) => p.id)).toEqual([2]);
    expect(filterProducts(products, { q: 'makanan' }).map((p) => p.id)).toEqual([11]);
    expect(filterProducts(products, { q: '  kopi   takengon ' }).map((p) => p.id)).toEqual([1]);
  });

  it('sorts by price, name and newest; default keeps the stored order', () => {
    expect(filterProducts(products, { sort: 'price-asc' }).map((p) => p.id)).toEqual([2, 11, 1]);
    expect(filterProducts(products, { sort: 'price-desc' }).map((p) => p.id)).toEqual([1, 11, 2]);
    expect(filterProducts(products, { sort: 'name' }).map((p) => p.name)).toEqual([
      'Café Sanger',
      'Kopi Arabika Gayo',
      'Kue Adee',
    ]);
    expect(filterProducts(products, { sort: 'newest' }).map((p) => p.id)).toEqual([11, 2, 1]);
    expect(filterProducts(products).map((p) => p.id)).toEqual([1, 11, 2]);
  });

  it('handles 10,000 products with a precomputed index', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      product({ id: i + 1, name: `Produk ${i}`, category: CATEGORIES[i % CATEGORIES.length]! }),
    );
    const index = sortSearchable(toSearchable(many), 'price-desc');
    const result = filterSearchable(index, { category: 'Herbal', q: 'produk 99' });
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((item) => item.product.category === 'Herbal')).toBe(true);
  });
});

describe('listCategories', () => {
  it('lists the distinct categories, known ones in the spec order first', () => {
    expect(listCategories(seedProducts)).toEqual([...CATEGORIES]);
    expect(
      listCategories([
        product({ id: 1, category: 'Zat' }),
        product({ id: 2, category: 'Herbal' }),
        product({ id: 3, category: 'Buku' }),
        product({ id: 4, category: 'Herbal' }),
      ]),
    ).toEqual(['Herbal', 'Buku', 'Zat']);
  });
});

describe('parseSort', () => {
  it('accepts the known values and falls back to the stored order', () => {
    expect(parseSort('price-asc')).toBe('price-asc');
    expect(parseSort('newest')).toBe('newest');
    expect(parseSort('cheapest')).toBe('default');
    expect(parseSort(null)).toBe('default');
  });
});
