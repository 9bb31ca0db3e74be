import type { ReactNode } from 'react';
import type { Page } from '@/domain/core/paging';
import { ListView, type ListQuery } from './list-view';
import { PageHeader } from './page-header';
import { SearchFilters, type SearchFiltersSpec } from './search-filters';
import type { ListSearchState } from './use-list-search';

/**
 * The texts of a {@link ListPage}, kept together in the feature (e.g. `ORDERS_PAGE_TEXT`), with
 * its filters bar when the list has one.
 */
export interface ListPageTexts<F = Record<never, string>> {
  /** The page's `h1`, e.g. 'Pesanan'. */
  title: string;
  /** The line under the heading. */
  description?: string;
  /** Announced while loading, e.g. 'Memuat pesanan...'. */
  loading: string;
  /** The empty state when there is nothing at all, e.g. 'Belum ada pesanan.'. */
  empty: string;
  /** The text when the filters match nothing (default: `empty`). */
  noMatch?: string;
  /** Names the page switcher's landmark, e.g. 'Halaman daftar pesanan'. */
  pagesLabel: string;
  /** What a row is, e.g. 'pesanan'. */
  noun: string;
  /** The filters bar ({@link SearchFilters}) over the list's filters `F`, if the list has one. */
  filters?: SearchFiltersSpec<F>;
}

/** Props of {@link ListPage}. */
export interface ListPageProps<T, F extends Record<string, string>> {
  /** The page's texts and filters bar. */
  texts: ListPageTexts<F>;
  /** The empty states' decorative icon, e.g. `<PackageIcon />`. */
  icon: ReactNode;
  /** One page of the data port's search. */
  query: ListQuery<Page<T>>;
  /** The list's {@link useListSearch} state: its search and filters, whether one is set, its page. */
  list: ListSearchState<F>;
  /** The rows of the page shown, e.g. a table of `items`. */
  children: (items: T[]) => ReactNode;
}

/**
 * A back-office page that is one searched and paged list (orders, transactions, sales history):
 * its {@link PageHeader}, then a {@link ListView} of `query` with the filters bar of
 * `texts.filters` bound to `list` and the page switcher, its states worded by `texts`.
 * @returns the page's content (no `<main>`: the admin layout has it). Throws nothing.
 */
export function ListPage<T, F extends Record<string, string> = Record<never, string>>({
  texts,
  icon,
  query,
  list,
  children,
}: ListPageProps<T, F>) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={texts.title} description={texts.description} />
      <ListView
        query={query}
        loadingLabel={texts.loading}
        icon={icon}
        empty={texts.empty}
        filtering={list.filtering}
        noMatch={texts.noMatch}
        filters={texts.filters && <SearchFilters spec={texts.filters} list={list} />}
        pagination={{ label: texts.pagesLabel, noun: texts.noun, onPageChange: list.setPage }}
      >
        {(data) => children(data.items)}
      </ListView>
    </div>
  );
}
