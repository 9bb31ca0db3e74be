/** Rows per page of the back office's long tables (issue 4). */
export const PAGE_SIZE = 20;

/** One page of a list. */
export interface Page<T> {
  /** The rows of this page. */
  rows: T[];
  /** The page shown, 1-based, clamped to 1…pageCount. */
  page: number;
  /** Number of pages, at least 1 (an empty list has one empty page). */
  pageCount: number;
  /** Number of rows in the whole list. */
  total: number;
  /** 1-based position of the first row shown (0 when empty). */
  from: number;
  /** 1-based position of the last row shown (0 when empty). */
  to: number;
}

/**
 * Cuts one page out of a list before anything is rendered, so a table of 10,000 rows renders
 * only `size` of them. A page beyond the end shows the last page.
 * @param page - 1-based.
 */
export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const rows = items.slice(start, start + size);
  return {
    rows,
    page: current,
    pageCount,
    total: items.length,
    from: rows.length ? start + 1 : 0,
    to: start + rows.length,
  };
}
