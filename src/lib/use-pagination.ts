import { useState } from 'react';
import { paginate, PAGE_SIZE } from './paginate';

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
 * Pages through `items`, `pageSize` at a time (default {@link PAGE_SIZE}), with {@link paginate}.
 * Only the current page's rows are rendered, so a table stays responsive with 10,000 rows. The
 * page is clamped when the list shrinks; pass a new `resetKey` (e.g. the filters) to return to
 * page 1.
 */
export function usePagination<T>(
  items: readonly T[],
  resetKey: string,
  pageSize = PAGE_SIZE,
): Pagination<T> {
  const [state, setState] = useState({ page: 1, resetKey });
  const current = paginate(items, state.resetKey === resetKey ? state.page : 1, pageSize);
  const { page, pageCount } = current;
  return {
    page,
    pageCount,
    start: (page - 1) * pageSize,
    rows: current.rows,
    setPage: (next) => setState({ page: Math.min(Math.max(1, next), pageCount), resetKey }),
  };
}
