import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ALL_CATEGORIES, CATALOG_URL_PARAMETERS, parsePage, parseSort, type ProductSort } from '@/domain/catalog/query';

/** Navigation state marking a URL change written by the search box (see {@link useCatalogParams}). */
export interface CatalogSearchState {
  catalogSearch: true;
}

/** The catalogue's filter state, as read from the URL. */
export interface CatalogQuery {
  /** A category name, or {@link ALL_CATEGORIES}. */
  category: string;
  /** Free search text (may be empty). */
  q: string;
  /** The sort order. */
  sort: ProductSort;
  /** `Harga Minimum` in whole Rupiah as digits (`?minPrice=`), or empty. */
  minPrice: string;
  /** `Harga Maksimum` in whole Rupiah as digits (`?maxPrice=`), or empty. */
  maxPrice: string;
}

/** The filters of {@link CatalogQuery}: writing one returns to page 1. */
export type CatalogFilter = keyof CatalogQuery;

/** What {@link useCatalogParams} returns. */
export interface CatalogParams extends CatalogQuery {
  /** The page of results, 1-based (`?page=`; 1 when absent or not a whole number ≥ 1). */
  page: number;
  /**
   * Writes one filter to the URL, replacing the history entry, and returns to page 1; a default
   * value (`all`, empty text, `default`) removes the parameter.
   * @param fromSearchBox - marks the navigation as typed in the search box.
   */
  setParam: (key: CatalogFilter, value: string, fromSearchBox?: boolean) => void;
  /** Writes several filters in one URL change (same rules as {@link CatalogParams.setParam}). */
  setParams: (values: Partial<Record<CatalogFilter, string>>) => void;
  /** Goes to a page of results: a new history entry, so Back returns to the page before. */
  setPage: (page: number) => void;
  /** Removes every filter and the page from the URL. */
  reset: () => void;
}

const DEFAULTS: Record<CatalogFilter, string> = {
  category: ALL_CATEGORIES,
  q: '',
  sort: 'default',
  minPrice: '',
  maxPrice: '',
};

/** A price from the URL: whole Rupiah as digits, else empty (a hand-edited link is ignored, not refused). */
function parsePrice(value: string | null): string {
  return value && /^\d{1,13}$/.test(value) ? value : '';
}

/**
 * The catalogue filters kept in the URL (spec section 2: `?category=` stays in sync with the
 * filter; also `?q=`, `?sort=`, `?minPrice=`, `?maxPrice=` and `?page=`). Absent parameters mean
 * all categories, no search text, the stored order, no price bound and page 1.
 */
export function useCatalogParams(): CatalogParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category') || ALL_CATEGORIES;
  const q = searchParams.get('q') ?? '';
  const sort = parseSort(searchParams.get('sort'));
  const page = parsePage(searchParams.get('page'));
  const minPrice = parsePrice(searchParams.get('minPrice'));
  const maxPrice = parsePrice(searchParams.get('maxPrice'));

  const write = useCallback(
    (values: Partial<Record<CatalogFilter, string>>, fromSearchBox: boolean) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          let changed = false;
          for (const [key, value] of Object.entries(values) as Array<[CatalogFilter, string]>) {
            const before = next.get(key);
            if (value === DEFAULTS[key] || value.trim() === '') next.delete(key);
            else next.set(key, value);
            changed ||= next.get(key) !== before;
          }
          // Other filters, other results: back to the first page.
          if (changed) next.delete('page');
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
    (key: CatalogFilter, value: string, fromSearchBox = false) =>
      write({ [key]: value }, fromSearchBox),
    [write],
  );
  const setParams = useCallback(
    (values: Partial<Record<CatalogFilter, string>>) => write(values, false),
    [write],
  );

  const setPage = useCallback(
    (next: number) => {
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next > 1) params.set('page', String(next));
        else params.delete('page');
        return params;
      });
    },
    [setSearchParams],
  );

  const reset = useCallback(() => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const key of CATALOG_URL_PARAMETERS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return { category, q, sort, minPrice, maxPrice, page, setParam, setParams, setPage, reset };
}
