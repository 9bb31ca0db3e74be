import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/shared/format';
import { totalText } from '@/domain/core/paging';

/** Props of {@link TablePagination}. */
export interface TablePaginationProps {
  /** Names the navigation landmark, e.g. 'Halaman daftar pesanan'. */
  label: string;
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  /** Index (0-based) of the first row shown. */
  start: number;
  /** Rows on this page. */
  shown: number;
  /** Rows in the whole (filtered) list. */
  total: number;
  /**
   * Whether `total` is only counted so far (`CappedPage`, src/domain/core/paging.ts): shown as
   * 'dari 1.000+', the page without 'dari …', and 'Berikutnya' stays enabled below `pageCount`.
   */
  totalCapped?: boolean;
  /** What a row is, e.g. 'pesanan' or 'produk'. */
  noun: string;
  onPageChange: (page: number) => void;
}

/**
 * The page switcher under the back office's long tables (products, orders, transactions, sales
 * history): 'Menampilkan 1–20 dari 10.000 pesanan' (announced politely), 'Halaman 1 dari 500',
 * and the buttons 'Sebelumnya' / 'Berikutnya' (disabled at either end). Pair it with
 * `tablePageProps` (`@/lib/table-page`) over a page the data port answered.
 */
export function TablePagination({
  label,
  page,
  pageCount,
  start,
  shown,
  total,
  totalCapped = false,
  noun,
  onPageChange,
}: TablePaginationProps) {
  return (
    <nav
      aria-label={label}
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 0
          ? `0 ${noun}`
          : `Menampilkan ${formatCount(start + 1)}–${formatCount(start + shown)} dari ${totalText({ total, totalCapped })} ${noun}`}
      </p>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
        >
          <ChevronLeftIcon aria-hidden="true" />
          Sebelumnya
        </Button>
        <span className="text-sm tabular-nums">
          {totalCapped ? `Halaman ${formatCount(page)}` : `Halaman ${formatCount(page)} dari ${formatCount(pageCount)}`}
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pageCount}
        >
          Berikutnya
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
