import type { FocusEventHandler, MouseEvent } from 'react';
import { LoaderCircleIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Props of {@link LoadMoreButton}. */
export interface LoadMoreButtonProps {
  /** The button's text and name, e.g. 'Muat pesan sebelumnya'. */
  label: string;
  /** Announced (a polite status, visually hidden) while the page loads, e.g. 'Memuat pesan sebelumnya…'. */
  loadingLabel: string;
  /** True while the page loads: the button stays, busy, and a press does nothing. */
  loading: boolean;
  /** Loads the next page; given the press, so the caller can tell whether the button had the focus. */
  onLoad: (event: MouseEvent<HTMLButtonElement>) => void;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  /** Classes of the centring wrapper (its spacing). */
  className?: string;
}

/**
 * The centred `Muat …` button under or above a paged list (the chat's threads and messages).
 * `aria-disabled`, not `disabled`, while it loads: a disabled button would drop the keyboard
 * focus, and the list moves the focus on to what the page brought once it is in.
 */
export function LoadMoreButton({ label, loadingLabel, loading, onLoad, onFocus, onBlur, className }: LoadMoreButtonProps) {
  return (
    <div className={cn('flex justify-center', className)}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-disabled={loading}
        aria-busy={loading}
        onFocus={onFocus}
        onBlur={onBlur}
        onClick={(event) => {
          if (!loading) onLoad(event);
        }}
      >
        {loading && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        {label}
      </Button>
      {loading && (
        <span role="status" className="sr-only">
          {loadingLabel}
        </span>
      )}
    </div>
  );
}
