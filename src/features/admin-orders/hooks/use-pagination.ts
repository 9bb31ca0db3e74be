import { useState } from 'react';

/** Rows per page of the back office's long tables (issue 4). */
export const PAGE_SIZE = 20;

/** What {@link usePagination} returns. */
export interface Pagination<T> {
  /** The current page, 1-based, clamped to the available pages. */
  page: number;
  /** Number of pages (at least 1). */
  pageCount: number;
  /** The rows of the current page. */
  rows: T[];
  /** Index (0-based) of the first row shown. */
  start: number;
  /** Goes to a page (clamped). */
  setPage: (page: number) => void;
}

/**
 * Pages through `items`, `pageSize` at a time. Only the current page's rows are rendered, so a
 * table stays responsive with 10,000 rows. The page is clamped when the list shrinks; pass a new
 * `resetKey` (e.g. the filters) to return to page 1.
 */
export function usePagination<T>(
  items: readonly T[],
  resetKey: string,
  pageSize = PAGE_SIZE,
): Pagination<T> {
  const [state, setState] = useState({ page: 1, resetKey });
  const requested = state.resetKey === resetKey ? state.page : 1;
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, requested), pageCount);
  const start = (page - 1) * pageSize;
  return {
    page,
    pageCount,
    start,
    rows: items.slice(start, start + pageSize),
    setPage: (next) => setState({ page: Math.min(Math.max(1, next), pageCount), resetKey }),
  };
}
