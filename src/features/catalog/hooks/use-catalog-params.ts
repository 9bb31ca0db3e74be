import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ALL_CATEGORIES, parseSort, type CatalogQuery } from '../filter-products';

/** Navigation state marking a URL change written by the search box (see {@link useCatalogParams}). */
export interface CatalogSearchState {
  catalogSearch: true;
}

/** What {@link useCatalogParams} returns. */
export interface CatalogParams extends CatalogQuery {
  /**
   * Writes one filter to the URL, replacing the history entry; a default value (`all`, empty
   * text, `default`) removes the parameter.
   * @param fromSearchBox - marks the navigation as typed in the search box.
   */
  setParam: (key: keyof CatalogQuery, value: string, fromSearchBox?: boolean) => void;
  /** Writes several filters in one URL change (same rules as {@link CatalogParams.setParam}). */
  setParams: (values: Partial<Record<keyof CatalogQuery, string>>) => void;
  /** Removes every filter from the URL. */
  reset: () => void;
}

const DEFAULTS: Record<keyof CatalogQuery, string> = {
  category: ALL_CATEGORIES,
  q: '',
  sort: 'default',
};

/**
 * The catalogue filters kept in the URL (spec section 2: `?category=` stays in sync with the
 * filter; also `?q=` and `?sort=`). Absent parameters mean all categories, no search text and the
 * stored order.
 */
export function useCatalogParams(): CatalogParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category') || ALL_CATEGORIES;
  const q = searchParams.get('q') ?? '';
  const sort = parseSort(searchParams.get('sort'));

  const write = useCallback(
    (values: Partial<Record<keyof CatalogQuery, string>>, fromSearchBox: boolean) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(values) as Array<[keyof CatalogQuery, string]>) {
            if (value === DEFAULTS[key] || (key === 'q' && value.trim() === '')) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        {
          replace: true,
          state: fromSearchBox ? ({ catalogSearch: true } satisfies CatalogSearchState) : null,
        },
      );
    },
    [setSearchParams],
  );

  const setParam = useCallback(
    (key: keyof CatalogQuery, value: string, fromSearchBox = false) => write({ [key]: value }, fromSearchBox),
    [write],
  );
  const setParams = useCallback((values: Partial<Record<keyof CatalogQuery, string>>) => write(values, false), [write]);

  const reset = useCallback(() => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const key of Object.keys(DEFAULTS)) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return { category, q, sort, setParam, setParams, reset };
}
