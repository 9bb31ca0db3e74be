import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Props of {@link TableScrollRegion}. */
export interface TableScrollRegionProps {
  /** The region's accessible name, e.g. 'Tabel pesanan'. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A named, keyboard-focusable region that scrolls a wide table sideways on narrow screens
 * (WCAG 2.1.1; axe `scrollable-region-focusable`). `relative` keeps visually hidden table parts
 * inside the scroll box, so the page itself never scrolls sideways.
 */
export function TableScrollRegion({ label, className, children }: TableScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
      tabIndex={0}
      className={cn(
        'relative overflow-x-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden',
        className,
      )}
    >
      {children}
    </div>
  );
}
