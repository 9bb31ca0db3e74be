import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { TablePagination } from '@/components/ui/table-pagination';
import type { Page } from '@/domain/core/paging';
import { tablePageProps } from '@/lib/table-page';
import { ListError } from './list-error';
import { ListLoading } from './list-loading';

/** What a list's query looks like to {@link ListView}: TanStack Query's result fits. */
export interface ListQuery<D> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: D | undefined;
  /** True while an earlier page is shown as the next one loads (`placeholderData`). */
  isPlaceholderData?: boolean;
}

/** The page switcher under a paged list (see `TablePagination`). */
export interface ListPagination {
  /** Names the navigation landmark, e.g. 'Halaman daftar pesanan'. */
  label: string;
  /** What a row is, e.g. 'pesanan'. */
  noun: string;
  onPageChange: (page: number) => void;
}

/** Props of {@link ListView}. */
export interface ListViewProps<D extends Page<unknown> | readonly unknown[]> {
  /** The list's query: one page of the data port (`Page`) or a whole (short) array. */
  query: ListQuery<D>;
  /** Announced while loading, e.g. 'Memuat pesanan...'. */
  loadingLabel: string;
  /** The height of the list's loading placeholder, about the list's own (default `h-64`). */
  loadingClassName?: string;
  /** The empty states' decorative icon, e.g. `<PackageIcon />`. */
  icon?: ReactNode;
  /** The spec's empty-state text when there is nothing at all (no filter set), e.g. 'Belum ada pesanan.'. */
  empty: ReactNode;
  /** An action under the `empty` state, e.g. a link 'Lihat Katalog' (not under `noMatch`). */
  emptyAction?: ReactNode;
  /** Whether a filter or a search is set: then an empty answer shows `noMatch`, under the filters. */
  filtering?: boolean;
  /** The text when the filters match nothing, e.g. 'Tidak ada pesanan yang cocok dengan filter.' (default: `empty`). */
  noMatch?: ReactNode;
  /**
   * The filters bar ({@link ListFilters}), shown once the list has loaded and has records or a
   * filter set, so a shop without orders shows only the empty state.
   */
  filters?: ReactNode;
  /** A paged list's page switcher, rendered under the rows (needs `Page` data). */
  pagination?: ListPagination;
  /** The rows, e.g. a {@link ResponsiveTable} of `data.items`. */
  children: (data: D) => ReactNode;
}

/** How many records the whole (filtered) list holds. */
function totalOf(data: Page<unknown> | readonly unknown[]): number {
  return 'total' in data ? data.total : data.length;
}

/**
 * The states of a back-office list, in one place: loading ({@link ListLoading}), the data layer's
 * error ({@link ListError}), empty (the spec's empty state, an `EmptyState`), no match for the filters, or the
 * filters bar, the rows and the page switcher — busy (`aria-busy`) while the next page loads
 * with the last one still shown.
 */
export function ListView<D extends Page<unknown> | readonly unknown[]>({
  query,
  loadingLabel,
  loadingClassName,
  icon,
  empty,
  emptyAction,
  filtering = false,
  noMatch,
  filters,
  pagination,
  children,
}: ListViewProps<D>) {
  if (query.isPending) {
    return (
      <ListLoading label={loadingLabel} filters={Boolean(filters)} className={loadingClassName} />
    );
  }
  if (query.isError || query.data === undefined) return <ListError error={query.error} />;
  const data = query.data;
  if (totalOf(data) === 0 && !filtering)
    return <EmptyState icon={icon} title={empty} action={emptyAction} />;
  return (
    <>
      {filters}
      {totalOf(data) === 0 ? (
        <EmptyState icon={icon} title={noMatch ?? empty} />
      ) : (
        <div className="flex flex-col gap-6" aria-busy={query.isPlaceholderData ?? false}>
          {children(data)}
          {pagination && 'total' in data && (
            <TablePagination
              label={pagination.label}
              {...tablePageProps(data)}
              noun={pagination.noun}
              onPageChange={pagination.onPageChange}
            />
          )}
        </div>
      )}
    </>
  );
}
