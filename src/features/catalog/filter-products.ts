/**
 * Catalogue filtering and sorting as pure functions (spec section 2, "Catalogue"; docs/product/ui-names.md
 * "Catalogue and product"). Built for thousands of products: the normalised search text of each
 * product is computed once ({@link toSearchable}), sorting happens only when the sort changes, and
 * each keystroke costs one linear scan ({@link filterSearchable}).
 */
import { CATEGORIES, type Product } from '@/domain/schemas';
import { normalizeSearchText, searchTerms } from '@/domain/search';

/** The `?category=` value (and select option) meaning "every category". */
export const ALL_CATEGORIES = 'all';

/** The `?sort=` values; `default` keeps the stored order and is left out of the URL. */
export const SORT_VALUES = ['default', 'price-asc', 'price-desc', 'name', 'newest'] as const;

/** A catalogue sort order. `newest` = highest product id first (ids grow with time). */
export type ProductSort = (typeof SORT_VALUES)[number];

/** The `Urutkan` options with their Indonesian labels, in display order. */
export const SORT_OPTIONS: ReadonlyArray<{ value: ProductSort; label: string }> = [
  { value: 'default', label: 'Paling Sesuai' },
  { value: 'newest', label: 'Terbaru' },
  { value: 'price-asc', label: 'Harga Terendah' },
  { value: 'price-desc', label: 'Harga Tertinggi' },
  { value: 'name', label: 'Nama (A–Z)' },
];

/** The catalogue's filter state, as read from the URL. */
export interface CatalogQuery {
  /** A category name, or {@link ALL_CATEGORIES}. */
  category: string;
  /** Free search text (may be empty). */
  q: string;
  /** The sort order. */
  sort: ProductSort;
}

/** A product with its precomputed, normalised search text. */
export interface SearchableProduct {
  product: Product;
  /** Name, category, description and location, normalised by `normalizeSearchText` (src/domain/search.ts). */
  searchText: string;
}

/**
 * Precomputes the search text of each product (run once per product list, e.g. in `useMemo`).
 * @param products - products in stored order.
 * @returns one {@link SearchableProduct} per product, in the same order.
 */
export function toSearchable(products: readonly Product[]): SearchableProduct[] {
  return products.map((product) => ({
    product,
    searchText: normalizeSearchText(
      [product.name, product.category, product.description, product.location].join(' \n '),
    ),
  }));
}

/**
 * Keeps the items of `category` (or all with {@link ALL_CATEGORIES}) whose search text contains
 * every term of `q` (case- and accent-insensitive). Order is preserved. One linear scan.
 * @param items - searchable products, already in the wanted order.
 * @param query - the category and the search text.
 */
export function filterSearchable<T extends SearchableProduct>(
  items: readonly T[],
  query: Pick<CatalogQuery, 'category' | 'q'>,
): T[] {
  const terms = searchTerms(query.q);
  const anyCategory = query.category === ALL_CATEGORIES;
  if (anyCategory && terms.length === 0) return items.slice();
  return items.filter(
    (item) =>
      (anyCategory || item.product.category === query.category) &&
      terms.every((term) => item.searchText.includes(term)),
  );
}

const nameCollator = new Intl.Collator('id-ID', { sensitivity: 'base', numeric: true });

/**
 * Sorts items by a catalogue order without changing the input. Ties keep the stored order
 * (the sort is stable); `default` returns the stored order.
 * @param items - items in stored order.
 * @param sort - the order: price in Rupiah ascending/descending, name (Indonesian collation),
 *   newest (highest id first) or default.
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
    case 'name':
      return copy.sort((a, b) => nameCollator.compare(productOf(a).name, productOf(b).name));
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
 * Filters and sorts products in one call (convenience for small lists and tests; screens should
 * memoise {@link toSearchable} and {@link sortSearchable} separately).
 * @param products - products in stored order.
 * @param query - category (default all), search text (default none), sort (default stored order).
 * @returns the matching products in the requested order.
 */
export function filterProducts(
  products: readonly Product[],
  query: Partial<CatalogQuery> = {},
): Product[] {
  const sorted = sortSearchable(toSearchable(products), query.sort ?? 'default');
  return filterSearchable(sorted, {
    category: query.category ?? ALL_CATEGORIES,
    q: query.q ?? '',
  }).map((item) => item.product);
}

/**
 * The distinct categories of the stored products (spec section 2): the spec's categories first
 * in their usual order, then any other category alphabetically.
 * @param products - the stored products.
 */
export function listCategories(products: readonly Product[]): string[] {
  const present = new Set(products.map((product) => product.category));
  const known: string[] = CATEGORIES.filter((category) => present.has(category));
  const others = [...present]
    .filter((category) => !(CATEGORIES as readonly string[]).includes(category))
    .sort((a, b) => nameCollator.compare(a, b));
  return [...known, ...others];
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
