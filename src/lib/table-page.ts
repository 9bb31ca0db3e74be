import { pageCountOf, type Page } from '@/domain/core/paging';

/**
 * The page switcher's figures (`TablePagination`'s `page`, `pageCount`, `start`, `shown` and
 * `total`) for one page answered by the data port.
 * @param result - the port's page: the page answered (1-based), its page size, rows and total.
 */
export function tablePageProps(result: Page<unknown>) {
  return {
    page: result.page,
    pageCount: pageCountOf(result),
    start: (result.page - 1) * result.pageSize,
    shown: result.items.length,
    total: result.total,
  };
}
