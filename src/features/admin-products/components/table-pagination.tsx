import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Props of {@link TablePagination}. */
export interface TablePaginationProps {
  /** The page shown, 1-based. */
  page: number;
  pageCount: number;
  /** Rows in the whole (filtered) list, and the 1-based range shown. */
  total: number;
  from: number;
  to: number;
  /** What the rows are, for the range text, e.g. 'produk'. */
  noun: string;
  /** Names the `<nav>`, e.g. 'Halaman daftar produk'. */
  label: string;
  onPageChange: (page: number) => void;
}

/**
 * The pager under a long table: 'Halaman x dari y' (announced politely), the range of rows, and
 * the buttons 'Sebelumnya' and 'Berikutnya' (disabled at either end).
 */
export function TablePagination({
  page,
  pageCount,
  total,
  from,
  to,
  noun,
  label,
  onPageChange,
}: TablePaginationProps) {
  return (
    <nav
      aria-label={label}
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Halaman {page} dari {pageCount}
        <span className="px-1">·</span>
        {total === 0
          ? `0 ${noun}`
          : `${from.toLocaleString('id-ID')}–${to.toLocaleString('id-ID')} dari ${total.toLocaleString('id-ID')} ${noun}`}
      </p>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" />
          Sebelumnya
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Berikutnya
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
