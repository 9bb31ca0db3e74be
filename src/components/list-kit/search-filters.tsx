import { FilterSelect } from './filter-select';
import { ListFilters } from './list-filters';
import { SearchField } from './search-field';
import type { ListSearchState } from './use-list-search';

/** One filter of a {@link SearchFiltersSpec}: a {@link FilterSelect} of filter `name`. */
export interface FilterSpec<F, K extends keyof F = keyof F> {
  /** The filter's name in the list's {@link useListSearch} state, e.g. 'status'. */
  name: K;
  /** The field's visible label, e.g. 'Status'. */
  label: string;
  /** The values offered after 'Semua', in order. */
  options: readonly F[K][];
  /** The text of an option; default the value itself. */
  optionLabel?: (value: F[K]) => string;
}

/** A filter of any of the list's filters `F` (each with its own value type). */
export type AnyFilterSpec<F> = { [K in keyof F]: FilterSpec<F, K> }[keyof F];

/**
 * What a list's filters bar shows, kept with the page's texts (e.g. `ORDERS_PAGE_TEXT.filters`):
 * its landmark's name, its grid, the search box and the filters in order.
 */
export interface SearchFiltersSpec<F> {
  /** Names the search landmark, e.g. 'Filter pesanan'. */
  label: string;
  /** Grid columns from the `sm` breakpoint up, e.g. `sm:grid-cols-3`. */
  className?: string;
  /** The search box's label ('Cari pesanan') and hint ('ID pesanan atau nama pembeli'). */
  search: { label: string; placeholder?: string };
  /** The filters after the search box, in order. */
  selects: readonly AnyFilterSpec<F>[];
}

/** Props of {@link SearchFilters}. */
export interface SearchFiltersProps<F extends Record<string, string>> {
  /** The bar's labels and filters. */
  spec: SearchFiltersSpec<F>;
  /** The list's {@link useListSearch} state the fields read and set. */
  list: ListSearchState<F>;
}

/**
 * The filters bar of a searched and filtered back-office list (orders, transactions, products): a
 * {@link ListFilters} landmark holding a {@link SearchField} and one {@link FilterSelect} per
 * filter of `spec`, bound to the list's {@link useListSearch} state.
 * @returns the bar; throws nothing.
 */
export function SearchFilters<F extends Record<string, string>>({
  spec,
  list,
}: SearchFiltersProps<F>) {
  return (
    <ListFilters label={spec.label} className={spec.className}>
      <SearchField {...spec.search} {...list.searchField} />
      {spec.selects.map((select: FilterSpec<F>) => (
        <FilterSelect<F[keyof F]>
          key={String(select.name)}
          label={select.label}
          {...list.filter(select.name)}
          options={select.options}
          optionLabel={select.optionLabel}
        />
      ))}
    </ListFilters>
  );
}
