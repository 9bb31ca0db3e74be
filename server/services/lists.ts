/**
 * Long lists paged in the database (docs/api.md "Paging"; docs/server.md): the back office's
 * products, orders, transactions and sales history. Each page is counted and read in one
 * read-only snapshot, clamped like the browser mode's lists (src/domain/core/paging.ts), and searched
 * with `LIKE` over the folded search text columns (also the storefront catalogue's terms, whose
 * capped count and page are one statement: server/services/catalog-search.ts).
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { BACK_OFFICE_PAGE_SIZE, clampPage, normalizePageRequest, type Page, type PageRequest } from '@/domain/core/paging';
import { searchTerms } from '@/domain/core/text-search';
import type { Database, Executor } from '../db/client';

/**
 * A search term as a `LIKE` pattern matching it anywhere: `\`, `%` and `_` escaped (the pattern
 * is used with `ESCAPE '\'`).
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The condition "`column` contains `term`", its `%`, `_` and `\` matched as themselves.
 * @param column - a folded search text column (`normalizeSearchText`, src/domain/core/text-search.ts).
 * @param term - one folded search term (`searchTerms`).
 */
export function containsTerm(column: AnyPgColumn, term: string): SQL {
  return sql`${column} like ${containsPattern(term)} escape '\\'`;
}

/**
 * The conditions "`column` contains every word of `q`" (folded with `searchTerms`,
 * src/domain/core/text-search.ts); none for an absent or blank search.
 */
export function containsAllWords(column: AnyPgColumn, q: string | undefined): SQL[] {
  return searchTerms(q ?? '').map((term) => containsTerm(column, term));
}

/** A list read a page at a time by {@link readPage}: the rows of `table` matching `where`. */
export interface ListQuery<TTable extends PgTable, T> {
  table: TTable;
  /**
   * The filters and search terms (undefined = every row), or a function building them in the
   * page's transaction (to read there, e.g. the partners' names).
   */
  where: SQL | undefined | ((tx: Executor) => Promise<SQL | undefined>);
  /** The list's order; it must be total (end with a unique column) so pages never overlap. */
  orderBy: SQL[];
  /** The page's rows as the port's records (in the page's transaction). */
  toItems(tx: Executor, rows: Array<TTable['$inferSelect']>): T[] | Promise<T[]>;
}

/**
 * One page of a list: the matches are counted, the requested page is clamped to 1…the last page
 * ({@link clampPage}) and its rows are read with `LIMIT`/`OFFSET`. The count and the page read
 * one snapshot (a read-only, repeatable-read transaction), so the total always matches the pages.
 * (The storefront's catalogue search counts only so far, in one statement:
 * server/services/catalog-search.ts.)
 * @param db - the database.
 * @param request - a normalised page (≥ 1) and page size (1…100), see `normalizePageRequest`.
 * @param query - the list's table, filters, order and records.
 */
export function readPage<TTable extends PgTable, T>(
  db: Database,
  request: { page: number; pageSize: number },
  query: ListQuery<TTable, T>,
): Promise<Page<T>> {
  return db.transaction(
    async (tx) => {
      const where = typeof query.where === 'function' ? await query.where(tx) : query.where;
      // Drizzle cannot type a select over a generic table: its rows are typed by `ListQuery`.
      const table: PgTable = query.table;
      const [counted] = await tx.select({ n: count() }).from(table).where(where);
      const total = counted?.n ?? 0;
      const page = clampPage(request.page, total, request.pageSize);
      if (total === 0) return { items: [], total, page, pageSize: request.pageSize };
      const rows = await tx
        .select()
        .from(table)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(request.pageSize)
        .offset((page - 1) * request.pageSize);
      const items = await query.toItems(tx, rows as Array<TTable['$inferSelect']>);
      return { items, total, page, pageSize: request.pageSize };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * One page of a back-office list (docs/api.md "Back-office lists"): `request`'s page and page size
 * normalised with the back office's default size (`BACK_OFFICE_PAGE_SIZE`, 20), then {@link readPage}.
 * @param request - the checked request (page and page size as sent; absent = the first page, 20 rows).
 */
export function readBackOfficePage<TTable extends PgTable, T>(
  db: Database,
  request: PageRequest,
  query: ListQuery<TTable, T>,
): Promise<Page<T>> {
  return readPage(db, normalizePageRequest(request, BACK_OFFICE_PAGE_SIZE), query);
}
