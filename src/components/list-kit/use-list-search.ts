import { useDeferredValue, useState } from 'react';
import { usePageNumber } from '@/lib/use-page-number';
import { ALL } from './filter-select';

/** The chosen value of each filter of a list, or {@link ALL} ('Semua'). */
export type ListFilterValues<F> = { [K in keyof F]: F[K] | typeof ALL };

/** What a back-office list asks the data port for: the page, the filters set, the search text. */
export type ListSearchRequest<F> = { page: number; q?: string } & Partial<F>;

/** The state of a searched, filtered and paged list, from {@link useListSearch}. */
export interface ListSearchState<F> {
  /**
   * The props `value` (the text as typed) and `onValueChange` of the list's {@link SearchField}.
   */
  searchField: { value: string; onValueChange: (query: string) => void };
  /** The props `value` and `onValueChange` of the {@link FilterSelect} of filter `name`. */
  filter: <K extends keyof F>(
    name: K,
  ) => { value: F[K] | typeof ALL; onValueChange: (value: F[K] | typeof ALL) => void };
  /** The page to show (1-based); back to 1 whenever the search or a filter changes. */
  page: number;
  /** The page switcher's `onPageChange`. */
  setPage: (page: number) => void;
  /**
   * Clears the search box and every filter and shows page `page` of the whole list (e.g.
   * `Number.MAX_SAFE_INTEGER`: the last page, where a new record is stored).
   */
  showAll: (page: number) => void;
  /**
   * The data port's request: `page`, each filter that is not {@link ALL}, and `q`, the search text
   * deferred (typing stays responsive) and trimmed, when not empty.
   */
  search: ListSearchRequest<F>;
  /** Whether a filter or the search is set ({@link ListView}'s `filtering`). */
  filtering: boolean;
}

/** Every filter of `names` at {@link ALL}. */
function noFilters<F>(names: readonly (keyof F & string)[]): ListFilterValues<F> {
  return Object.fromEntries(names.map((name) => [name, ALL])) as ListFilterValues<F>;
}

/** The page number's reset key: the filters' values and the search text. */
function resetKeyOf(values: readonly string[], q: string): string {
  return [...values, q].join('|');
}

/**
 * The state of a back-office list page that the data port searches, filters and pages (orders,
 * transactions, products, sales history): the search box's text, one value per filter ('Semua' at
 * first), the page number (back to page 1 when the search or a filter changes), and the request to
 * hand to the list's query hook.
 * @param filterNames - the list's filters, in the order of the filters bar, e.g.
 *   `['status', 'shippingStatus']`; none for a list that is only searched or only paged.
 * @param initial - filters set when the page opens (e.g. from a link's URL parameter); the
 *   others start at 'Semua'.
 * @param initialQuery - the search box's text when the page opens (a link's `?q=`), '' by default.
 * @example
 * const list = useListSearch<{ status: OrderStatus }>(['status']);
 * const orders = useOrderSearch(list.search);
 * <SearchField label="Cari pesanan" {...list.searchField} />
 * <FilterSelect label="Status" {...list.filter('status')} options={ORDER_STATUSES} />
 */
export function useListSearch<F extends Record<string, string> = Record<never, string>>(
  filterNames: readonly (keyof F & string)[] = [],
  initial: Partial<F> = {},
  initialQuery = '',
): ListSearchState<F> {
  const [query, setQuery] = useState(initialQuery);
  const [filters, setFilters] = useState(() => ({ ...noFilters<F>(filterNames), ...initial }) as ListFilterValues<F>);
  const q = useDeferredValue(query).trim();
  const values = filterNames.map((name) => filters[name]);
  const [page, setPage] = usePageNumber(resetKeyOf(values, q));
  const set = filterNames.filter((name) => filters[name] !== ALL);
  const search = {
    page,
    ...Object.fromEntries(set.map((name) => [name, filters[name]])),
    ...(q ? { q } : {}),
  } as ListSearchRequest<F>;
  return {
    searchField: { value: query, onValueChange: setQuery },
    filter: (name) => ({
      value: filters[name],
      onValueChange: (value) =>
        setFilters((previous) => ({ ...previous, [name]: value }) as ListFilterValues<F>),
    }),
    page,
    setPage: (next) => setPage(next),
    showAll: (next) => {
      setQuery('');
      setFilters(noFilters<F>(filterNames));
      setPage(
        next,
        resetKeyOf(
          filterNames.map(() => ALL),
          '',
        ),
      );
    },
    search,
    filtering: set.length > 0 || q !== '',
  };
}
