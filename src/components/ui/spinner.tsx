import type * as React from 'react';
import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Props of {@link Spinner}. */
export type SpinnerProps = React.ComponentProps<'div'> & {
  /** What is loading, announced to screen readers and used as the status's name (default `Memuat...`). */
  label?: string;
};

/**
 * An accessible loading indicator: a polite live region (role `status`) named by `label`, with a
 * spinning icon and the label as visually hidden text. Size the icon with e.g. `[&_svg]:size-8`.
 */
export function Spinner({ label = 'Memuat...', className, ...props }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-label={label}
      data-slot="spinner"
      className={cn('inline-flex items-center justify-center text-muted-foreground', className)}
      {...props}
    >
      <LoaderCircleIcon className="size-5 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
