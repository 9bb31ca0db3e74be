import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * A pulsing placeholder shaped like content that is loading. Hidden from assistive technology:
 * announce the loading state with a {@link Spinner} or `aria-busy` on the region.
 */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-accent', className)}
      {...props}
    />
  );
}
