/**
 * The back office's list kit: what every back-office list page shares.
 * - {@link ListView}: loading, error, empty and no-match states, the filters bar, the rows and the
 *   page switcher of one list query.
 * - {@link ListPage}: a page that is one searched, paged list: its header and its {@link ListView}.
 * - {@link PageHeader}: a back-office page's `h1`, the line under it and its main action.
 * - {@link ListFilters}, {@link SearchField}, {@link FilterSelect}: the filters bar and its fields;
 *   {@link SearchFilters}: a bar built from a {@link SearchFiltersSpec}; {@link useListSearch}:
 *   their state, the page number and the data port's request.
 * - {@link useRecordDialog}: the add/edit dialog of a list's records, its save and toasts.
 * - {@link ResponsiveTable}: a table on wide screens, a list of cards on phones, from one set of
 *   {@link ListColumn}s, some built by {@link rupiahColumn}, {@link dateColumn} and
 *   {@link actionsColumn}; {@link RowActionButton} and {@link RowVerbButton} ('Ubah', 'Hapus') for
 *   a row's icon actions.
 */
export { ALL, FilterSelect, type FilterSelectProps } from './filter-select';
export type { CardPlacement, ListColumn, ListRow, RowContext } from './list-column';
export { actionsColumn, dateColumn, rupiahColumn, type ColumnSettings } from './columns';
export { ListError } from './list-error';
export { ListFilters, type ListFiltersProps } from './list-filters';
export { ListLoading, type ListLoadingProps } from './list-loading';
export { ListPage, type ListPageProps, type ListPageTexts } from './list-page';
export { ListView, type ListPagination, type ListQuery, type ListViewProps } from './list-view';
export { PageHeader, type PageHeaderProps } from './page-header';
export { ResponsiveTable, type ResponsiveTableProps } from './responsive-table';
export {
  RowActionButton,
  RowVerbButton,
  type RowActionButtonProps,
  type RowVerbButtonProps,
} from './row-action-button';
export { SearchField, type SearchFieldProps } from './search-field';
export {
  SearchFilters,
  type AnyFilterSpec,
  type FilterSpec,
  type SearchFiltersProps,
  type SearchFiltersSpec,
} from './search-filters';
export { DESKTOP_MEDIA_QUERY, useMediaQuery } from './use-media-query';
export {
  useListSearch,
  type ListFilterValues,
  type ListSearchRequest,
  type ListSearchState,
} from './use-list-search';
export {
  useRecordDialog,
  type RecordDialogOptions,
  type RecordDialogState,
  type RecordSaveVariables,
} from './use-record-dialog';
