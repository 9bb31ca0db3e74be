/**
 * The back office's list kit (issue 19): what every back-office list page shares.
 * - {@link ListView}: loading, error, empty and no-match states, the filters bar, the rows and the
 *   page switcher of one list query.
 * - {@link ListFilters}, {@link SearchField}, {@link FilterSelect}: the filters bar and its fields.
 * - {@link ResponsiveTable}: a table on wide screens, a list of cards on phones, from one set of
 *   {@link ListColumn}s; {@link RowActionButton} for a row's icon actions.
 */
export { ALL, FilterSelect, type FilterSelectProps } from './filter-select';
export type { CardPlacement, ListColumn, RowContext } from './list-column';
export { ListError } from './list-error';
export { ListFilters, type ListFiltersProps } from './list-filters';
export { ListLoading, type ListLoadingProps } from './list-loading';
export { ListView, type ListPagination, type ListQuery, type ListViewProps } from './list-view';
export { ResponsiveTable, type ResponsiveTableProps } from './responsive-table';
export { RowActionButton, type RowActionButtonProps } from './row-action-button';
export { SearchField, type SearchFieldProps } from './search-field';
export { DESKTOP_MEDIA_QUERY, useMediaQuery } from './use-media-query';
