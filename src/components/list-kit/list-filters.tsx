import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Props of {@link ListFilters}. */
export interface ListFiltersProps {
  /** Names the search landmark, e.g. 'Filter pesanan'. */
  label: string;
  /** The fields: {@link SearchField}, {@link FilterSelect}. */
  children: ReactNode;
  /** Grid columns from the `sm` breakpoint up, e.g. `sm:grid-cols-3` (default: one per field). */
  className?: string;
}

/**
 * The filters bar above a back-office list: a `<search>` landmark named `label` laying out its
 * fields in a grid, one column on a phone.
 */
export function ListFilters({ label, children, className }: ListFiltersProps) {
  return (
    // `role="search"` too: browsers and tools older than the `<search>` element miss its landmark.
    <search role="search" aria-label={label} className={cn('grid gap-3', className)}>
      {children}
    </search>
  );
}
