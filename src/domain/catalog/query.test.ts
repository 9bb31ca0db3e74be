import fc from 'fast-check';
import type { Product } from '../core/records';
import { CATEGORIES } from '../core/records';
import { normalizeSearchText } from '../core/text-search';
import { catalogSearchSchema } from './inputs';
import {
  clampPage,
  compareCodePoints,
  createCatalogIndex,
  DEFAULT_PAGE_SIZE,
  filterProducts,
  filterSearchable,
  listCategories,
  MAX_PAGE_SIZE,
  normalizeCatalogSearch,
  parsePage,
  parseSort,
  pickProducts,
  productNameKey,
  productSearchText,
  SORT_VALUES,
  sortSearchable,
  toSearchable,
  type ProductSort,
} from './query';

function product(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  return {
    name: `Produk ${overrides.id}`,
    category: 'Makanan',
    price: 10000,
    stock: 1,
    image: '',
    images: [],
    description: '',
    location: '',
    partnerId: 'P001',
    weight: 1000,
    status: 'active',
    promoPrice: null,
    promoStart: null,
    promoEnd: null,
    variations: [],
    variants: [],
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
  images: fc.constant<string[]>([]),
  description: textArb,
  location: fc.constantFrom('Banda Aceh', 'Takengon', 'Sigli', ''),
  partnerId: fc.constant('P001'),
  weight: fc.constant(1000),
  status: fc.constant('active' as const),
  promoPrice: fc.constant(null),
  promoStart: fc.constant(null),
  promoEnd: fc.constant(null),
  variations: fc.constant([]),
  variants: fc.constant([]),
});
const queryArb = fc.record({
  category: fc.constantFrom(undefined, ...CATEGORIES, 'Tidak Ada'),
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
        if (query.category !== undefined) {
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
    const result = filterSearchable(index, { category: 'Herbal', terms: ['produk', '99'] });
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((item) => item.product.category === 'Herbal')).toBe(true);
  });
});

describe('listCategories', () => {
  it('lists the distinct categories, known ones in the spec order first', () => {
    const all = [...CATEGORIES].reverse().map((category, i) => product({ id: i + 1, category }));
    expect(listCategories(all)).toEqual([...CATEGORIES]);
    expect(
      listCategories([
        product({ id: 1, category: 'Zat' }),
        product({ id: 2, category: 'Herbal' }),
        product({ id: 3, category: 'Buku' }),
        product({ id: 4, category: 'Herbal' }),
        product({ id: 5, category: 'alat' }),
      ]),
    ).toEqual(['Herbal', 'alat', 'Buku', 'Zat']);
    expect(listCategories([])).toEqual([]);
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

describe('parsePage', () => {
  it('reads a whole page number of at least 1, else page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    for (const bad of ['0', '-2', '1.5', 'abc', 'Infinity', '1e400', ''])
      expect(parsePage(bad)).toBe(1);
  });
});

describe('catalogue search requests', () => {
  const normalize = (input: unknown) => normalizeCatalogSearch(catalogSearchSchema.parse(input));

  it('fills the defaults and folds the search text into terms', () => {
    expect(normalize({})).toEqual({
      category: null,
      terms: [],
      sort: 'default',
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      minPrice: null,
      maxPrice: null,
    });
    expect(normalize({ category: '', q: '  Kopi  GAYÓ ' })).toMatchObject({
      category: null,
      terms: ['kopi', 'gayo'],
    });
    expect(normalize({ category: 'Minuman', sort: 'name' })).toMatchObject({
      category: 'Minuman',
      sort: 'name',
    });
  });

  it('clamps the page and the page size', () => {
    expect(normalize({ page: 0, pageSize: 0 })).toMatchObject({ page: 1, pageSize: 1 });
    expect(normalize({ page: -5, pageSize: 1000 })).toMatchObject({
      page: 1,
      pageSize: MAX_PAGE_SIZE,
    });
    expect(normalize({ page: 2.7, pageSize: 10.9 })).toMatchObject({ page: 2, pageSize: 10 });
    expect(normalize({ page: 1e300 }).page).toBe(Number.MAX_SAFE_INTEGER);
    expect(clampPage(99, 45, 20)).toBe(3);
    expect(clampPage(2, 0, 20)).toBe(1);
    expect(clampPage(2, 40, 20)).toBe(2);
  });

  it('refuses an unknown sort, a page that is no finite number and an overlong text', () => {
    const message = (input: unknown) =>
      catalogSearchSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ sort: 'cheapest' })).toBe('Urutan produk tidak dikenal.');
    expect(message({ page: Number.NaN })).toBe('Nomor halaman tidak valid.');
    expect(message({ pageSize: Number.POSITIVE_INFINITY })).toBe('Nomor halaman tidak valid.');
    expect(message({ page: '2' })).toBe('Nomor halaman tidak valid.');
    expect(message({ q: 'x'.repeat(201) })).toBe('Teks pencarian maksimal 200 karakter.');
    expect(message({ q: 'x'.repeat(200) })).toBeUndefined();
  });
});

describe('createCatalogIndex', () => {
  const many = Array.from({ length: 95 }, (_, i) =>
    product({
      id: i + 1,
      name: `Produk ${95 - i}`,
      price: (i % 7) * 1000,
      category: i % 3 ? 'Makanan' : 'Minuman',
    }),
  );

  it('pages through exactly the filtered, sorted list, with its total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(undefined, 'Makanan', 'Minuman', 'Tidak Ada'),
        fc.constantFrom('', 'produk', 'produk 9', '1', 'x'),
        fc.constantFrom(...SORT_VALUES),
        fc.integer({ min: 1, max: 30 }),
        (category, q, sort, pageSize) => {
          const index = createCatalogIndex(many);
          const expected = filterProducts(many, { category, q, sort });
          const pages: Product[] = [];
          for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / pageSize)); page++) {
            const result = index.search(
              normalizeCatalogSearch({ category, q, sort, page, pageSize }),
            );
            expect(result).toMatchObject({ total: expected.length, page, pageSize });
            pages.push(...result.items);
          }
          expect(pages).toEqual(expected);
        },
      ),
    );
  });

  it('answers the last page for a page beyond the end, and its categories', () => {
    const index = createCatalogIndex(many);
    const last = index.search(normalizeCatalogSearch({ page: 99, pageSize: 20 }));
    expect(last).toMatchObject({ page: 5, total: 95 });
    expect(last.items.map((p) => p.id)).toEqual([
      81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,
    ]);
    expect(index.search(normalizeCatalogSearch({ q: 'tidak ada', page: 3 }))).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      totalCapped: false,
    });
    expect(index.categories()).toEqual(['Makanan', 'Minuman']);
  });
});

describe('pickProducts', () => {
  it('keeps the given products that exist, in the order asked, each once', () => {
    const list = [product({ id: 1 }), product({ id: 2 }), product({ id: 3 })];
    expect(pickProducts(list, [3, 9, 1, 3]).map((p) => p.id)).toEqual([3, 1]);
    expect(pickProducts(list, [])).toEqual([]);
  });
});

describe('productSearchText', () => {
  it('folds name, category, description and location into one text', () => {
    expect(
      productSearchText({
        name: 'Café  Sanger',
        category: 'Minuman',
        description: 'Kopi\nsusu',
        location: 'BANDA Aceh',
      }),
    ).toBe('cafe sanger minuman kopi susu banda aceh');
  });
});

describe('productNameKey (the name order of both modes)', () => {
  const collator = new Intl.Collator('id-ID', { sensitivity: 'base', numeric: true });
  const byKey = (a: string, b: string) =>
    Math.sign(compareCodePoints(productNameKey(a), productNameKey(b)));
  const chars = [
    ...'aAbBcCeEéÉèìoOöuUzZ0123456789 -_.,()&/\'"!?:;@#%+~|{}[]<>=$`^*\\',
    'ß',
    'æ',
    'ø',
    'ñ',
    '’',
    '–',
    '\t',
  ];
  const nameArb = fc
    .array(fc.constantFrom(...chars), { minLength: 0, maxLength: 8 })
    .map((parts) => parts.join(''));

  it('orders names as the Indonesian collation does (case, accents, punctuation, numbers)', () => {
    fc.assert(
      fc.property(nameArb, nameArb, (a, b) => {
        expect(byKey(a, b)).toBe(Math.sign(collator.compare(a, b)));
      }),
      { numRuns: 5000 },
    );
  });

  it('sorts numbers by value and ignores case and accents', () => {
    const names = [
      'Produk 10',
      'produk 2',
      'Kopi Gayo',
      'Café Sanger',
      'Kue-Adee',
      'Kue Adee',
      'cafe sanger',
    ];
    expect(names.slice().sort(byKey)).toEqual([
      'Café Sanger',
      'cafe sanger',
      'Kopi Gayo',
      'Kue Adee',
      'Kue-Adee',
      'produk 2',
      'Produk 10',
    ]);
    expect(productNameKey('Kopi 007')).toBe(productNameKey('KOPI 7'));
    expect(productNameKey('x\u0000y')).not.toContain('\u0000');
  });

  it('compares by code point, as PostgreSQL compares with COLLATE "C"', () => {
    const sorted = ['\u{1F600}', '\uFFFD', 'z', 'é', 'a'].sort(compareCodePoints);
    expect(sorted).toEqual(['a', 'z', 'é', '\uFFFD', '\u{1F600}']);
  });
});
