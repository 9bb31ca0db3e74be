/**
 * The catalogue search's page in one statement
 * (docs/api.md "Catalogue search", docs/server.md "Per-instance caches"): what a search the
 * instance's cache does not hold costs. The count, stopped at `countLimitOf` matches, and the
 * requested page clamped over that count are one statement — one snapshot, so no transaction —
 * built once per shape of search (server/db/statements.ts `builtOnce`). Each product of the page
 * comes with the figures its card shows (src/domain/catalog/figures.ts), summed over the page's
 * products only, in the same statement.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { NormalizedCatalogSearch, ProductSort } from '@/domain/catalog/query';
import type { CatalogProduct } from '@/domain/catalog/query';
import { averageRating } from '@/domain/catalog/reviews';
import { SOLD_ORDER_STATUSES } from '@/domain/catalog/units-sold';
import { cappedTotalOf, countLimitOf, type CappedPage } from '@/domain/core/paging';
import type { Executor } from '../db/client';
import { toProduct } from '../db/records';
import { orderItems, orders, partners, products, reviews } from '../db/schema';
import { ACTIVE_PARTNER_STATUS, ON_SALE_PRODUCT_STATUS } from '@/domain/catalog/on-sale';
import { builtOnce, fromJson, rowJson } from '../db/statements';
import { containsPattern } from './lists';

/**
 * The SQL order of each catalogue sort, as the browser sorts (src/domain/catalog/query.ts `sortItems`):
 * ties keep the stored order (`seq`); names by their key compared by code point.
 */
const SEARCH_ORDER: Record<ProductSort, SQL[]> = {
  default: [asc(products.seq)],
  'price-asc': [asc(products.price), asc(products.seq)],
  'price-desc': [desc(products.price), asc(products.seq)],
  name: [sql`${products.nameKey} collate "C"`, asc(products.seq)],
  newest: [desc(products.id), asc(products.seq)],
};

/**
 * Whether the trigram index can narrow a term's `LIKE`: pg_trgm takes trigrams from runs of
 * letters and digits, so a term without three in a row (`ko`, `a`, `1-2`) would make it read its
 * whole index. Such terms are filtered row by row instead (below); which way a term goes never
 * changes what matches, only the plan.
 */
const INDEXABLE_TERM = /[\p{L}\p{N}]{3}/u;

/**
 * The values of one search statement, by placeholder name: `term0`, `term1`, … (one `LIKE`
 * pattern per indexable term), `shortTerms` (the other terms' patterns, an array).
 */
type SearchValues = Record<string, string | number | string[]>;

/** A product row with its figures, as {@link withFigures} answers it. */
interface FiguresRow {
  /** The product row as Drizzle names its fields (`rowJson`). */
  product: unknown;
  /** Units sold, review count and the reviews' rating sum (bigint: text on postgres.js, a number on PGlite). */
  sold: string | number;
  review_count: string | number;
  rating_sum: string | number;
}

/** What one search statement answers, a row per product of the page (none when nothing matches). */
interface SearchRow extends FiguresRow {
  /** The matches counted, at most the count limit (bigint: text on postgres.js, a number on PGlite). */
  counted: string | number;
}

/**
 * The rows of `page` (a query answering `id`, `product` and maybe more) each with its product's
 * figures: units sold by the rule of src/domain/catalog/units-sold.ts and its reviews' count and
 * rating sum. Two lateral aggregates per row of the page, each an index read
 * (`order_items_product_idx`, `reviews_product_idx`), so a page costs the same at any catalogue
 * size, and only the page's rows are summed (not the offset's). A nested loop over the page
 * keeps its order.
 */
function withFigures(page: SQL, columns: SQL): SQL {
  const sold = sql.join(SOLD_ORDER_STATUSES.map((status) => sql`${status}`), sql`, `);
  return sql`select ${columns}, page.product, sold.units as sold, rated.n as review_count, rated.total as rating_sum
    from (${page}) as page
    cross join lateral (select coalesce(sum(${orderItems.quantity}), 0) as units from ${orderItems}
      join ${orders} on ${orders.id} = ${orderItems.orderId}
      where ${orderItems.productId} = page.id and ${orders.status} in (${sold})) as sold
    cross join lateral (select count(*) as n, coalesce(sum(${reviews.rating}), 0) as total from ${reviews}
      where ${reviews.productId} = page.id) as rated`;
}

/** A product of {@link withFigures}' rows, with its figures as the browser computes them. */
function toCatalogProduct(row: FiguresRow): CatalogProduct {
  const reviewCount = Number(row.review_count);
  return {
    ...toProduct(fromJson(row.product)),
    unitsSold: Number(row.sold),
    reviewCount,
    ratingAverage: averageRating(Number(row.rating_sum), reviewCount),
  };
}

/** The shape of a search: what its statement's text depends on. */
interface SearchShape {
  sort: ProductSort;
  withCategory: boolean;
  /** Terms the trigram index can narrow ({@link INDEXABLE_TERM}), each a `LIKE` of its own. */
  indexedTerms: number;
  /** Whether there are other terms (`LIKE ALL` of an array: no index serves it). */
  shortTerms: boolean;
  /** Whether the search has a lowest and a highest price (`Harga Minimum`, `Harga Maksimum`). */
  withMinPrice: boolean;
  withMaxPrice: boolean;
}

/**
 * The statement of searches of one shape, with placeholders for every value: `category` (when
 * `withCategory`), `term0`…, `shortTerms`, `countLimit`, `page` and `pageSize`. The CTE counts the
 * matches, stopping at `countLimit` (early: no order); the page is read with its offset from that
 * count, clamped as `clampPage` (src/domain/core/paging.ts) clamps it: the last page when the requested
 * one lies beyond, so any count but 0 answers rows; a count of 0 skips the page's read (a
 * one-time filter: a misspelt term costs one pass, not two). Each indexable term is a `LIKE` of its own,
 * the condition the trigram index serves; the short ones are one `LIKE ALL (array)` (escaped with
 * the default `\`: no `ESCAPE` clause is allowed there), which no index serves, so PostgreSQL's
 * plan of the prepared statement (a generic plan after five runs, blind to the values) never reads
 * the whole trigram index for them: a short prefix in the stored order reads the first matching
 * rows of `products_seq_idx` and stops.
 */
function searchStatement(shape: SearchShape): SQL {
  const where =
    and(
      ON_SALE,
      shape.withCategory ? eq(products.category, sql.placeholder('category')) : undefined,
      ...Array.from({ length: shape.indexedTerms }, (_, i) => sql`${products.searchText} like ${sql.placeholder(`term${i}`)} escape '\\'`),
      shape.shortTerms ? sql`${products.searchText} like all (${sql.placeholder('shortTerms')}::text[])` : undefined,
      shape.withMinPrice ? sql`${products.price} >= ${sql.placeholder('minPrice')}::float8` : undefined,
      shape.withMaxPrice ? sql`${products.price} <= ${sql.placeholder('maxPrice')}::float8` : undefined,
    ) ?? sql`true`;
  const pageSize = sql`${sql.placeholder('pageSize')}::bigint`;
  const lastPage = sql`greatest(1, (counted.n + ${pageSize} - 1) / ${pageSize})`;
  const page = sql`least(${sql.placeholder('page')}::bigint, ${lastPage})`;
  const pageRows = sql`select (select counted.n from counted) as counted, ${products.id} as id, ${rowJson(products)} as product
    from ${products} where ${where} and (select counted.n from counted) > 0
    order by ${sql.join(SEARCH_ORDER[shape.sort], sql`, `)}
    limit ${pageSize} offset (select (${page} - 1) * ${pageSize} from counted)`;
  return sql`with counted as (select count(*) as n from (select 1 from ${products} where ${where} limit ${sql.placeholder('countLimit')}::bigint) as matches)
    ${withFigures(pageRows, sql`page.counted`)}`;
}

/**
 * Only products on sale (src/domain/catalog/on-sale.ts): those whose status is `active`, and not
 * those of a partner that is not `Active`. The status is a filter on the row the index found. The partners are a shop's few dozen, so PostgreSQL runs the `NOT IN` as a hashed
 * subplan, a filter on whichever products index the search uses (docs/server.md "A partner's
 * products off sale"); nothing is denormalised, so nothing has to be kept in step.
 */
export const ON_SALE = sql`${products.status} = ${sql.raw(`'${ON_SALE_PRODUCT_STATUS}'`)} and ${products.partnerId} not in (select ${partners.id} from ${partners} where ${partners.status} <> ${sql.raw(`'${ACTIVE_PARTNER_STATUS}'`)})`;

/**
 * The runners of {@link searchStatement}, one per shape, each built at its first use: at most
 * 5 sorts × 2 × 51 × 2 × 4 texts (a search of 200 characters has at most 50 indexable terms).
 */
const statements = new Map<string, ReturnType<typeof builtOnce<SearchValues>>>();

/**
 * One page of the catalogue search in one statement (docs/api.md "Catalogue search"): the
 * products on sale ({@link ON_SALE}) of `query`'s category holding every term, in its sort, counted up to
 * `countLimitOf(query)` (`cappedTotalOf`, src/domain/core/paging.ts: total, `totalCapped`, the page
 * answered), the same answer as browser mode's (src/domain/catalog/query.ts `createCatalogIndex`).
 * @param db - the database (no transaction needed: one statement reads one snapshot).
 * @param query - a normalised search.
 * @throws what the database throws.
 */
export async function readCatalogPage(db: Executor, query: NormalizedCatalogSearch): Promise<CappedPage<CatalogProduct>> {
  const terms = [...new Set(query.terms)];
  const indexed = terms.filter((term) => INDEXABLE_TERM.test(term));
  const short = terms.filter((term) => !INDEXABLE_TERM.test(term));
  const shape: SearchShape = {
    sort: query.sort,
    withCategory: query.category !== null,
    indexedTerms: indexed.length,
    shortTerms: short.length > 0,
    withMinPrice: query.minPrice !== null,
    withMaxPrice: query.maxPrice !== null,
  };
  const key = JSON.stringify(shape);
  let run = statements.get(key);
  if (!run) {
    run = builtOnce<SearchValues>(() => searchStatement(shape));
    statements.set(key, run);
  }
  const values: SearchValues = { countLimit: countLimitOf(query), page: query.page, pageSize: query.pageSize };
  if (query.category !== null) values.category = query.category;
  indexed.forEach((term, i) => (values[`term${i}`] = containsPattern(term)));
  if (short.length > 0) values.shortTerms = short.map(containsPattern);
  if (query.minPrice !== null) values.minPrice = query.minPrice;
  if (query.maxPrice !== null) values.maxPrice = query.maxPrice;
  const rows = await run<SearchRow>(db, values);
  const counted = rows.length === 0 ? 0 : Number(rows[0]!.counted);
  const { total, totalCapped, page } = cappedTotalOf(counted, query);
  const items = rows.map(toCatalogProduct);
  return { items, total, page, pageSize: query.pageSize, totalCapped };
}

/** The statement of {@link readCatalogProducts}: the products of `ids` (a `bigint[]` placeholder) with their figures. */
const catalogProductsStatement = builtOnce<{ ids: number[] }>(() =>
  withFigures(
    sql`select ${products.id} as id, ${rowJson(products)} as product from ${products} where ${products.id} = any(${sql.placeholder('ids')}::bigint[])`,
    sql`page.id`,
  ),
);

/**
 * The products of `ids` as the catalogue search answers them (with their figures), in one
 * statement: the rows a cached search no longer holds. Unknown ids are left out; the order is
 * `ids`' (a repeated id once).
 * @throws what the database throws.
 */
export async function readCatalogProducts(db: Executor, ids: readonly number[]): Promise<CatalogProduct[]> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  if (wanted.length === 0) return [];
  const rows = await catalogProductsStatement<FiguresRow>(db, { ids: wanted });
  const byId = new Map(rows.map((row) => {
    const product = toCatalogProduct(row);
    return [product.id, product] as const;
  }));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
