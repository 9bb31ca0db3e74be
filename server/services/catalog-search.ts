/**
 * The catalogue search's page in one statement (issue 22 "Search that answers from memory";
 * docs/api.md "Catalogue search", docs/server.md "Per-instance caches"): what a search the
 * instance's cache does not hold costs. The count, stopped at `countLimitOf` matches, and the
 * requested page clamped over that count are one statement — one snapshot, so no transaction —
 * built once per shape of search (server/db/statements.ts `builtOnce`).
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { NormalizedCatalogSearch, ProductSort } from '@/domain/catalog';
import { cappedTotalOf, countLimitOf, type CappedPage } from '@/domain/paging';
import type { Product } from '@/domain/schemas';
import type { Executor } from '../db/client';
import { toProduct } from '../db/records';
import { products } from '../db/schema';
import { builtOnce, fromJson, rowJson } from '../db/statements';
import { containsPattern } from './lists';

/**
 * The SQL order of each catalogue sort, as the browser sorts (src/domain/catalog.ts `sortItems`):
 * ties keep the stored order (`seq`); names by their key compared by code point.
 */
const SEARCH_ORDER: Record<ProductSort, SQL[]> = {
  default: [asc(products.seq)],
  'price-asc': [asc(products.price), asc(products.seq)],
  'price-desc': [desc(products.price), asc(products.seq)],
  name: [sql`${products.nameKey} collate "C"`, asc(products.seq)],
  newest: [desc(products.id), asc(products.seq)],
};

/** The values of one search statement, by placeholder name (`term0`, `term1`, … one per term). */
type SearchValues = Record<string, string | number>;

/** What one search statement answers, a row per product of the page (none when nothing matches). */
interface SearchRow {
  /** The matches counted, at most the count limit (bigint: text on postgres.js, a number on PGlite). */
  counted: string | number;
  /** The product row as Drizzle names its fields (`rowJson`). */
  product: unknown;
}

/**
 * The statement of searches of one shape, with placeholders for every value: `category` (when
 * `withCategory`), `term0`…`term<termCount - 1>` (`LIKE` patterns), `countLimit`, `page` and
 * `pageSize`. The CTE counts the matches, stopping at `countLimit` (early: no order); the page is
 * read with its offset from that count, clamped as `clampPage` (src/domain/paging.ts) clamps it:
 * the last page when the requested one lies beyond, so any count but 0 answers rows. Every term
 * stays a `LIKE` of its own: the trigram index serves `LIKE` conditions, not `LIKE ALL (array)`.
 */
function searchStatement(sort: ProductSort, withCategory: boolean, termCount: number): SQL {
  const where =
    and(
      withCategory ? eq(products.category, sql.placeholder('category')) : undefined,
      ...Array.from({ length: termCount }, (_, i) => sql`${products.searchText} like ${sql.placeholder(`term${i}`)} escape '\\'`),
    ) ?? sql`true`;
  const pageSize = sql`${sql.placeholder('pageSize')}::bigint`;
  const lastPage = sql`greatest(1, (counted.n + ${pageSize} - 1) / ${pageSize})`;
  const page = sql`least(${sql.placeholder('page')}::bigint, ${lastPage})`;
  return sql`with counted as (select count(*) as n from (select 1 from ${products} where ${where} limit ${sql.placeholder('countLimit')}::bigint) as matches)
    select (select counted.n from counted) as counted, ${rowJson(products)} as product
    from ${products} where ${where}
    order by ${sql.join(SEARCH_ORDER[sort], sql`, `)}
    limit ${pageSize} offset (select (${page} - 1) * ${pageSize} from counted)`;
}

/**
 * The runners of {@link searchStatement}, one per shape (sort, with or without a category, number
 * of distinct terms), each built at its first use: at most 5 × 2 × 101 texts (a search of 200
 * characters has at most 100 terms).
 */
const statements = new Map<string, ReturnType<typeof builtOnce<SearchValues>>>();

/**
 * One page of the catalogue search in one statement (docs/api.md "Catalogue search"): the
 * products of `query`'s category holding every term, in its sort, counted up to
 * `countLimitOf(query)` (`cappedTotalOf`, src/domain/paging.ts: total, `totalCapped`, the page
 * answered), the same answer as browser mode's (src/domain/catalog.ts `createCatalogIndex`).
 * @param db - the database (no transaction needed: one statement reads one snapshot).
 * @param query - a normalised search.
 * @throws what the database throws.
 */
export async function readCatalogPage(db: Executor, query: NormalizedCatalogSearch): Promise<CappedPage<Product>> {
  const terms = [...new Set(query.terms)];
  const withCategory = query.category !== null;
  const shape = `${query.sort} ${withCategory} ${terms.length}`;
  let run = statements.get(shape);
  if (!run) {
    run = builtOnce<SearchValues>(() => searchStatement(query.sort, withCategory, terms.length));
    statements.set(shape, run);
  }
  const values: SearchValues = { countLimit: countLimitOf(query), page: query.page, pageSize: query.pageSize };
  if (withCategory) values.category = query.category!;
  terms.forEach((term, i) => (values[`term${i}`] = containsPattern(term)));
  const rows = await run<SearchRow>(db, values);
  const counted = rows.length === 0 ? 0 : Number(rows[0]!.counted);
  const { total, totalCapped, page } = cappedTotalOf(counted, query);
  const items = rows.map((row) => toProduct(fromJson(row.product)));
  return { items, total, page, pageSize: query.pageSize, totalCapped };
}
