/**
 * The storefront catalogue's query rules, one set for both modes (spec section 2, "Catalogue";
 * docs/product/ui-names.md "Catalogue and product"; docs/api.md `GET /api/products/search`): the
 * search request and its normalisation (page and page size clamped), the sort orders, a product's
 * stored search text and name key, the category list, and the in-memory search the browser mode
 * runs. The server runs the same rules in SQL over the stored `search_text` and `name_key`
 * columns (server/services/products.ts), which hold {@link productSearchText} and
 * {@link productNameKey} of each product.
 *
 * Long on purpose: the request, its normalisation and key, and the search text the word index and
 * the SQL fallback both read are one contract, kept together so the two modes cannot drift.
 */
import type { Product } from '../core/records';
import { CATEGORIES } from '../core/vocabulary';
import { variantSearchWords } from './variant-read';
import { cappedPageOf, clampInt, MAX_LIST_PAGE_SIZE, type CappedPage, type Page } from '../core/paging';
import { normalizeSearchText, searchTerms } from '../core/text-search';
import type { CatalogProduct } from './figures';

export { clampPage } from '../core/paging';
export type { CatalogFigures, CatalogProduct } from './figures';

/** The `?category=` value (and select option) meaning "every category"; never sent to the port. */
export const ALL_CATEGORIES = 'all';

/** The `?sort=` values; `default` keeps the stored order and is left out of the URL. */
export const SORT_VALUES = ['default', 'price-asc', 'price-desc', 'name', 'newest'] as const;

/**
 * The URL parameters the catalogue page reads (`?category=`, `?q=`, `?sort=`, `?page=`, and the
 * price facet's `?minPrice=` and `?maxPrice=`; the first value of each): its reset removes them, and the shop server keys its rendered catalogue pages by
 * them alone (server/pages/page-routes.ts `renderedAddressOf`).
 */
export const CATALOG_URL_PARAMETERS = ['category', 'q', 'sort', 'page', 'minPrice', 'maxPrice'] as const;

/** A catalogue sort order. `newest` = highest product id first (ids grow with time). */
export type ProductSort = (typeof SORT_VALUES)[number];

/** Products on one page when the request names no page size. */
export const DEFAULT_PAGE_SIZE = 24;
/** The largest page size the catalogue answers (a larger one is clamped to it). */
export const MAX_PAGE_SIZE = MAX_LIST_PAGE_SIZE;
/** The longest search text accepted (characters; the search box's `maxLength`). */
export const MAX_SEARCH_LENGTH = 200;
/** Product ids per `GET /api/products?ids=` request (the HTTP adapter splits longer lists). */
export const MAX_PRODUCT_IDS = 100;

/** A catalogue search (the port's `catalog.search`). Every field is optional. */
export interface CatalogSearch {
  /** Only this category (exact name); absent or `''` = every category. */
  category?: string;
  /** Search text: every word must appear in name, category, description or location. */
  q?: string;
  /** The order (default: the stored order). */
  sort?: ProductSort;
  /** 1-based; clamped to 1…the last page. Default 1. */
  page?: number;
  /** Products per page, clamped to 1…{@link MAX_PAGE_SIZE}. Default {@link DEFAULT_PAGE_SIZE}. */
  pageSize?: number;
  /** `Harga Minimum`: only products of at least this price (Rupiah). */
  minPrice?: number;
  /** `Harga Maksimum`: only products of at most this price (Rupiah). */
  maxPrice?: number;
}

/**
 * The facets of a catalogue search's matches (src/domain/catalog/search-index.ts), shown beside
 * the results.
 */
export interface CatalogFacets {
  /** Matches per category (the category filter left out), in {@link orderCategories} order, none with 0. */
  categories: Array<{ category: string; count: number }>;
  /** Lowest and highest price of the matches (the price filter left out), or null when none. */
  price: { min: number; max: number } | null;
}

/** One page of products (the back office's product search). */
export type ProductPage = Page<Product>;

/**
 * One page of catalogue search results, each product with the figures its card shows
 * ({@link CatalogProduct}; computed by ./figures.ts): its total exact up to 1.000 and "1.000+" beyond
 * (`cappedTotalOf`, ../core/paging.ts).
 */
export type CatalogPage = CappedPage<CatalogProduct> & {
  /** The matches' facets; absent when the search was answered without the index (server mode while it is built). */
  facets?: CatalogFacets;
};

/** A search ready to run: every field filled, terms folded, numbers clamped. */
export interface NormalizedCatalogSearch {
  /** The category, or null for every category. */
  category: string | null;
  /** Folded search terms ({@link searchTerms}); empty = no text filter. */
  terms: string[];
  sort: ProductSort;
  /** 1-based, at least 1 (the last page is only known with the total: {@link clampPage}). */
  page: number;
  /** 1…{@link MAX_PAGE_SIZE}. */
  pageSize: number;
  /** Lowest price (inclusive), or null. */
  minPrice: number | null;
  /** Highest price (inclusive), or null. */
  maxPrice: number | null;
}

/**
 * Fills the defaults of a checked search and clamps its numbers (page ≥ 1, page size
 * 1…{@link MAX_PAGE_SIZE}).
 * @param search - a search that passed `catalogSearchSchema` (./inputs.ts).
 */
export function normalizeCatalogSearch(search: CatalogSearch): NormalizedCatalogSearch {
  return {
    category: search.category ? search.category : null,
    terms: searchTerms(search.q ?? ''),
    sort: search.sort ?? 'default',
    page: clampInt(search.page ?? 1, 1, Number.MAX_SAFE_INTEGER),
    pageSize: clampInt(search.pageSize ?? DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
    minPrice: search.minPrice ?? null,
    maxPrice: search.maxPrice ?? null,
  };
}

/**
 * The one key of a normalised search (the server's per-instance search cache, docs/server.md
 * "Per-instance caches"): category, sort, page, page size, the folded terms, each once and
 * in code-point order, and the price range when there is one — searches matching the same products in the same order share it, since
 * every term must appear and their order does not matter.
 * @param query - a {@link NormalizedCatalogSearch}.
 */
export function catalogSearchKey(query: NormalizedCatalogSearch): string {
  const terms = [...new Set(query.terms)].sort(compareCodePoints);
  const prices = query.minPrice === null && query.maxPrice === null ? [] : [query.minPrice, query.maxPrice];
  return JSON.stringify([query.category, query.sort, query.page, query.pageSize, terms, ...prices]);
}

/**
 * Reads a `?sort=` value; anything unknown (or absent) is the stored order.
 * @param value - the raw URL value.
 */
export function parseSort(value: string | null | undefined): ProductSort {
  return (SORT_VALUES as readonly string[]).includes(value ?? '')
    ? (value as ProductSort)
    : 'default';
}

/**
 * Reads a `?page=` value: a whole number of at least 1, else page 1.
 * @param value - the raw URL value.
 */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The folded text a product is searched in (stored as `products.search_text` in server mode):
 * name, category, description and location, then its variations' option names and SKUs
 * (./variant-read.ts), folded by {@link normalizeSearchText}.
 */
export function productSearchText(
  product: Pick<Product, 'name' | 'category' | 'description' | 'location'> & Partial<Pick<Product, 'variations' | 'variants'>>,
): string {
  return normalizeSearchText(
    [product.name, product.category, product.description, product.location, ...variantSearchWords(product)].join(' \n '),
  );
}

/**
 * White space, punctuation and symbols in the order of the Unicode collation (CLDR root, which the
 * Indonesian locale keeps), one string per rank: characters of one string are equal in it.
 */
// prettier-ignore
const PUNCTUATION_RANKS = [
  '\t', '\n', '\u000b', '\f', '\r', ' ', '_', '-', '‐', '‒', '–', '—', ',', ';', ':', '!', '¡', '?', '¿',
  '.', '·', "'‘’‚", '‹', '›', '"“”„', '«', '»', '(', ')', '[', ']', '{', '}', '§', '¶', '@', '*', '/',
  '\\', '&', '#', '%', '†', '‡', '•', '′', '`', '^', '°', '©', '®', '+', '±', '÷', '×', '<', '=', '>',
  '¬', '|', '¦', '~', '¤', '¢', '$', '£', '¥', '€',
];
/** Key character of each ranked character: U+0001 upwards. */
const PUNCTUATION_KEYS = new Map(
  PUNCTUATION_RANKS.flatMap((chars, rank) =>
    [...chars].map((char) => [char, String.fromCharCode(1 + rank)] as const),
  ),
);
/** Marks any other punctuation, symbol or separator: after the ranked ones, before digits. */
const OTHER_PUNCTUATION_KEY = String.fromCharCode(1 + PUNCTUATION_RANKS.length);
/** First key character of a digit run (its length follows): after punctuation, before letters. */
const DIGIT_RUN_KEY = 2 + PUNCTUATION_RANKS.length;
/** Longest digit run whose value the key orders exactly (longer runs sort as this long). */
const MAX_DIGIT_RUN = 0x60 - DIGIT_RUN_KEY;
/** Letters that do not decompose, as the collation's base letters. */
const LETTER_EXPANSIONS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ħ: 'h',
  ı: 'i',
  þ: 'th',
};

/**
 * The sort key of a product name for the `name` order (stored as `products.name_key` in server
 * mode, compared there with `COLLATE "C"`, i.e. by code point): ordering keys by code point
 * ({@link compareCodePoints}) orders names as `Intl.Collator('id-ID', { sensitivity: 'base',
 * numeric: true })` does for Latin text: case and accents ignored, white space before punctuation
 * before symbols before digits before letters, digit runs by their value ("Produk 2" before
 * "Produk 10").
 * @param name - a product name.
 * @returns the key (never containing U+0000).
 */
export function productNameKey(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  let key = '';
  for (const part of folded.match(/\d+|[^\d]/gu) ?? []) {
    if (/^\d/.test(part)) {
      // A digit run: its length (without leading zeros), then its digits.
      const digits = part.replace(/^0+/, '');
      key += String.fromCharCode(DIGIT_RUN_KEY + Math.min(digits.length, MAX_DIGIT_RUN)) + digits;
    } else if (PUNCTUATION_KEYS.has(part)) {
      key += PUNCTUATION_KEYS.get(part);
    } else if (/[\p{Cc}\p{Cf}]/u.test(part)) {
      // Control and format characters: ignored by the collation.
    } else if (/[\p{P}\p{S}\p{Z}]/u.test(part)) {
      key += OTHER_PUNCTUATION_KEY + part;
    } else {
      key += LETTER_EXPANSIONS[part] ?? part;
    }
  }
  return key;
}

/** A UTF-16 code unit moved so that code units compare in code point order. */
function codePointOrder(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  if (unit >= 0xe000) return unit - 0x800;
  return unit;
}

/**
 * Compares two strings by Unicode code point (as PostgreSQL's `COLLATE "C"` compares UTF-8 bytes).
 * @returns negative, 0 or positive.
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointOrder(x) - codePointOrder(y);
  }
  return a.length - b.length;
}

/** A product with its precomputed, normalised search text. */
export interface SearchableProduct {
  product: Product;
  /** {@link productSearchText} of the product. */
  searchText: string;
}

/**
 * Precomputes the search text of each product (once per product list).
 * @param products - products in stored order.
 * @returns one {@link SearchableProduct} per product, in the same order.
 */
export function toSearchable(products: readonly Product[]): SearchableProduct[] {
  return products.map((product) => ({ product, searchText: productSearchText(product) }));
}

/**
 * Keeps the items of `filter.category` (every category when null) whose search text contains every
 * term. Order is preserved. One linear scan.
 * @param items - searchable products, already in the wanted order.
 * @param filter - the category and the folded terms of a {@link NormalizedCatalogSearch}.
 */
export function filterSearchable<T extends SearchableProduct>(
  items: readonly T[],
  filter: Pick<NormalizedCatalogSearch, 'category' | 'terms'> & Partial<Pick<NormalizedCatalogSearch, 'minPrice' | 'maxPrice'>>,
): T[] {
  const { category, terms } = filter;
  const minPrice = filter.minPrice ?? null;
  const maxPrice = filter.maxPrice ?? null;
  if (category === null && terms.length === 0 && minPrice === null && maxPrice === null) return items.slice();
  return items.filter(
    (item) =>
      (category === null || item.product.category === category) &&
      (minPrice === null || item.product.price >= minPrice) &&
      (maxPrice === null || item.product.price <= maxPrice) &&
      terms.every((term) => item.searchText.includes(term)),
  );
}

/**
 * Sorts items by a catalogue order without changing the input. Ties keep the stored order (the
 * sort is stable); `default` returns the stored order.
 * @param items - items in stored order.
 * @param sort - price in Rupiah ascending/descending, name ({@link productNameKey}), newest
 *   (highest id first) or default.
 * @param productOf - how to reach an item's product.
 */
export function sortItems<T>(
  items: readonly T[],
  sort: ProductSort,
  productOf: (item: T) => Product,
): T[] {
  const copy = items.slice();
  switch (sort) {
    case 'price-asc':
      return copy.sort((a, b) => productOf(a).price - productOf(b).price);
    case 'price-desc':
      return copy.sort((a, b) => productOf(b).price - productOf(a).price);
    case 'name': {
      const keyed = copy.map((item) => ({ item, key: productNameKey(productOf(item).name) }));
      return keyed.sort((a, b) => compareCodePoints(a.key, b.key)).map(({ item }) => item);
    }
    case 'newest':
      return copy.sort((a, b) => productOf(b).id - productOf(a).id);
    default:
      return copy;
  }
}

/** {@link sortItems} for searchable products. */
export function sortSearchable<T extends SearchableProduct>(
  items: readonly T[],
  sort: ProductSort,
): T[] {
  return sortItems(items, sort, (item) => item.product);
}

/**
 * Filters and sorts products in one call, without paging (small lists, tests, benchmarks).
 * @param products - products in stored order.
 * @param search - category (default every one), search text (default none), sort (default the
 *   stored order); page fields are ignored.
 * @returns every matching product in the requested order.
 */
export function filterProducts(
  products: readonly Product[],
  search: Omit<CatalogSearch, 'page' | 'pageSize'> = {},
): Product[] {
  const query = normalizeCatalogSearch(search);
  return filterSearchable(sortSearchable(toSearchable(products), query.sort), query).map(
    (item) => item.product,
  );
}

/**
 * Orders category names for the `Kategori` select (spec section 2: the distinct categories of the
 * stored products): the spec's categories first in their usual order, then any other by name.
 * @param names - category names, repeats allowed.
 */
export function orderCategories(names: Iterable<string>): string[] {
  const present = new Set(names);
  const known: string[] = CATEGORIES.filter((category) => present.has(category));
  const others = [...present]
    .filter((category) => !(CATEGORIES as readonly string[]).includes(category))
    .map((category) => ({ category, key: productNameKey(category) }))
    .sort((a, b) => compareCodePoints(a.key, b.key))
    .map(({ category }) => category);
  return [...known, ...others];
}

/**
 * The distinct categories of the stored products, ordered by {@link orderCategories}.
 * @param products - the stored products.
 */
export function listCategories(products: readonly Product[]): string[] {
  return orderCategories(products.map((product) => product.category));
}

/** One page of {@link filterSearchable} results, its total capped ({@link cappedPageOf}). */
function productPageOf(
  matches: readonly SearchableProduct[],
  query: NormalizedCatalogSearch,
): CappedPage<Product> {
  const page = cappedPageOf(matches, query);
  return { ...page, items: page.items.map((item) => item.product) };
}

/** The in-memory catalogue of one product list (see {@link createCatalogIndex}). */
export interface CatalogIndex {
  /** One page of the products matching `query`, without their figures. */
  search(query: NormalizedCatalogSearch): CappedPage<Product>;
  /** {@link listCategories} of the list. */
  categories(): string[];
}

/**
 * Indexes a product list for repeated searches (the browser mode keeps one per stored list): the
 * search text of each product is computed once, each order is sorted once when first asked, and
 * each search costs one linear scan, so a keystroke stays fast with 10,000 products.
 * @param products - the stored products, in stored order.
 */
export function createCatalogIndex(products: readonly Product[]): CatalogIndex {
  const searchable = toSearchable(products);
  const sorted = new Map<ProductSort, SearchableProduct[]>([['default', searchable]]);
  let categories: string[] | undefined;
  return {
    search(query) {
      let items = sorted.get(query.sort);
      if (!items) {
        items = sortSearchable(searchable, query.sort);
        sorted.set(query.sort, items);
      }
      return productPageOf(filterSearchable(items, query), query);
    },
    categories: () => (categories ??= listCategories(products)).slice(),
  };
}

/**
 * The given products that exist, in the order of `ids`, each once (the cart's and checkout's
 * current prices and stock).
 * @param products - the stored products.
 * @param ids - product ids; unknown ones are left out.
 */
export function pickProducts(products: readonly Product[], ids: readonly number[]): Product[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return [...new Set(ids)].flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}
