import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/** Props of {@link PageLoading}. */
export interface PageLoadingProps {
  /** What is loading, announced politely (a visually hidden {@link Spinner}), e.g. 'Memuat checkout...'. */
  label: string;
  /** The heights of the placeholders, in order (Tailwind classes, e.g. `['h-96', 'h-72']`); each is full width. */
  heights: readonly string[];
  /** Classes of the grid the placeholders sit in: the same grid the loaded page uses. */
  className: string;
}

/**
 * A page's loading state shaped like the page (the settings pages, the checkout): the placeholders
 * laid out on the page's own grid, so nothing jumps when the content arrives, and a hidden spinner
 * named `label` for screen readers.
 */
export function PageLoading({ label, heights, className }: PageLoadingProps) {
  return (
    <div className={className}>
      <Spinner label={label} className="sr-only" />
      {heights.map((height, index) => (
        <Skeleton key={index} className={`${height} w-full`} />
      ))}
    </div>
  );
}
