import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** Props of {@link ListLoading}. */
export interface ListLoadingProps {
  /** What is loading, announced politely, e.g. 'Memuat pesanan...'. */
  label: string;
  /** Also a placeholder for the filters bar that will appear above the list. */
  filters?: boolean;
  /** Height of the list's placeholder (a Tailwind class); default `h-64`. */
  className?: string;
}

/**
 * A list's loading state: a {@link Spinner} named `label` and placeholders shaped like the filters
 * bar and the list, so the page does not jump much when the rows arrive.
 */
export function ListLoading({ label, filters = false, className }: ListLoadingProps) {
  return (
    <div className="flex flex-col gap-3">
      <Spinner label={label} />
      {filters && <Skeleton className="h-16 w-full" />}
      <Skeleton className={cn('h-64 w-full', className)} />
    </div>
  );
}
