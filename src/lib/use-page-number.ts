import { useState } from 'react';

/**
 * The current page (1-based) of a table whose rows the data port pages, going back to page 1
 * whenever `resetKey` changes (pass the filters, e.g. `${status}|${query}`). The port clamps a
 * page beyond the end to the last page, so the number may be larger than the page shown.
 * @returns the page and a setter (values below 1 become 1). The setter's `forKey` names the
 * filters the page belongs to when they are being changed in the same event (default: the
 * current ones), e.g. `setPage(Number.MAX_SAFE_INTEGER, '')` = the last page once the search is
 * cleared.
 */
export function usePageNumber(
  resetKey: string,
): [page: number, setPage: (page: number, forKey?: string) => void] {
  const [state, setState] = useState({ page: 1, resetKey });
  const page = state.resetKey === resetKey ? state.page : 1;
  return [
    page,
    (next, forKey = resetKey) =>
      setState({ page: Math.max(1, Math.floor(next) || 1), resetKey: forKey }),
  ];
}
