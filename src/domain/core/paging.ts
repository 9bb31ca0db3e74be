/**
 * Paging of every long list, one rule for both modes (docs/api.md "Paging"): the storefront
 * catalogue and the back office's products, orders, transactions and sales history. A request
 * names a 1-based page and a page size; the answer carries the page actually answered (clamped to
 * 1…the last page, as the tables always did) and the total over all pages.
 */
import { formatCount } from '@/shared/format';

/** One page of a list answered by the data port. */
export interface Page<T> {
  /** The records of the page, in the list's order. */
  items: T[];
  /** Records matching the request over all pages. */
  total: number;
  /** The page answered, 1-based (the requested one clamped to 1…the last page). */
  page: number;
  /** The page size used. */
  pageSize: number;
}

/** The paging part of a list request. Both fields are optional. */
export interface PageRequest {
  /** 1-based; clamped to 1…the last page. Default 1. */
  page?: number;
  /** Records per page, clamped to 1…{@link MAX_LIST_PAGE_SIZE}. Default: the list's own. */
  pageSize?: number;
}

/**
 * Reviews per page on the product page and in its server-rendered HTML, newest first
 * (src/domain/catalog/reviews.ts; here so the HTTP adapter's paging needs none of the review rules).
 */
export const REVIEWS_PER_PAGE = 10;

/** Rows per page of the back office's tables (orders, transactions, products, sales history). */
export const BACK_OFFICE_PAGE_SIZE = 20;
/**
 * Products per page of `GET /api/products` without `ids` (docs/api.md "Catalogue"): the whole
 * catalogue in stored order, a page at a time (no screen reads it whole; the port's `list` walks
 * the pages in server mode).
 */
export const PRODUCT_LIST_PAGE_SIZE = 50;
/** The largest page size any list answers (a larger one is clamped to it). */
export const MAX_LIST_PAGE_SIZE = 100;

/** `value` rounded down and kept within `min`…`max`. */
export function clampInt(value: number, min: number, max: number): number {
  return Math.min(Math.max(Math.floor(value), min), max);
}

/**
 * The page to answer: `page` kept within 1…the last page (a page beyond the end answers the last
 * page; an empty result has one empty page).
 * @param page - the requested page, 1-based.
 * @param total - matching records.
 * @param pageSize - records per page (≥ 1).
 */
export function clampPage(page: number, total: number, pageSize: number): number {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return clampInt(page, 1, pageCount);
}

/**
 * A checked page request with its defaults filled: page ≥ 1 (the last page is only known with the
 * total: {@link clampPage}) and page size 1…{@link MAX_LIST_PAGE_SIZE}.
 * @param request - page and page size, each a finite number when present.
 * @param defaultPageSize - the list's own page size.
 */
export function normalizePageRequest(
  request: PageRequest,
  defaultPageSize: number,
): { page: number; pageSize: number } {
  return {
    page: clampInt(request.page ?? 1, 1, Number.MAX_SAFE_INTEGER),
    pageSize: clampInt(request.pageSize ?? defaultPageSize, 1, MAX_LIST_PAGE_SIZE),
  };
}

/**
 * Cuts the answered page out of a whole, already filtered and ordered list (the browser mode's
 * paging; the server pages in SQL with the same clamping).
 * @param items - every matching record, in order.
 * @param request - a normalised page and page size.
 */
export function pageOf<T>(
  items: readonly T[],
  request: { page: number; pageSize: number },
): Page<T> {
  const page = clampPage(request.page, items.length, request.pageSize);
  const start = (page - 1) * request.pageSize;
  return {
    items: items.slice(start, start + request.pageSize),
    total: items.length,
    page,
    pageSize: request.pageSize,
  };
}

/**
 * Matches counted exactly (docs/api.md "Catalogue search"): a search with more is
 * answered as "more than 1.000" ({@link CappedPage}), its count stopped in the database.
 */
export const EXACT_TOTAL_LIMIT = 1000;

/**
 * A page of a list whose total is counted only so far ({@link countLimitOf}): the storefront
 * catalogue's search.
 */
export interface CappedPage<T> extends Page<T> {
  /**
   * True when counting stopped: there are at least `total` matches (more than
   * {@link EXACT_TOTAL_LIMIT}, and at least one after the page answered); false when `total` is exact.
   */
  totalCapped: boolean;
}

/**
 * How many matches to count at most for `request`: one more than {@link EXACT_TOTAL_LIMIT}, or
 * one more than the requested page's end when that is further (so a buyer paging on always learns
 * whether a next page exists).
 * @param request - a normalised page and page size.
 */
export function countLimitOf(request: { page: number; pageSize: number }): number {
  return Math.max(EXACT_TOTAL_LIMIT, request.page * request.pageSize) + 1;
}

/**
 * The total and page of a capped list (one rule for both modes).
 * @param counted - the matches counted, at most {@link countLimitOf} `request` (the server counts a
 *   `LIMIT`ed subquery; the browser has every match and passes their number).
 * @param request - a normalised page and page size.
 * @returns the total (counted, capped at the limit), whether it was capped, and the page answered
 *   (clamped as {@link clampPage} does over that total).
 */
export function cappedTotalOf(
  counted: number,
  request: { page: number; pageSize: number },
): { total: number; totalCapped: boolean; page: number } {
  const limit = countLimitOf(request);
  const total = Math.min(counted, limit);
  return { total, totalCapped: total >= limit, page: clampPage(request.page, total, request.pageSize) };
}

/**
 * {@link pageOf} with the total capped by {@link cappedTotalOf} (the browser mode's catalogue).
 * @param items - every matching record, in order.
 * @param request - a normalised page and page size.
 */
export function cappedPageOf<T>(
  items: readonly T[],
  request: { page: number; pageSize: number },
): CappedPage<T> {
  const { total, totalCapped, page } = cappedTotalOf(items.length, request);
  const start = (page - 1) * request.pageSize;
  return { items: items.slice(start, start + request.pageSize), total, page, pageSize: request.pageSize, totalCapped };
}

/**
 * A list's total as the storefront shows it: '1.234', or '1.000+' when counting stopped
 * ({@link CappedPage}).
 * @param page - the total and, for a capped list, whether it was capped.
 */
export function totalText(page: { total: number; totalCapped?: boolean }): string {
  return page.totalCapped ? `${formatCount(EXACT_TOTAL_LIMIT)}+` : formatCount(page.total);
}

/** Number of pages of a {@link Page}'s list: at least 1 (an empty list has one empty page). */
export function pageCountOf(page: Pick<Page<unknown>, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(page.total / page.pageSize));
}
