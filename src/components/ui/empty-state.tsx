import type * as React from 'react';
import { cn } from '@/lib/utils';

/** Props of {@link EmptyState}. */
export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** A decorative icon, e.g. `<ShoppingCartIcon />` (hidden from screen readers). */
  icon?: React.ReactNode;
  /** The spec's empty-state text, e.g. `Keranjang belanja Anda kosong`. */
  title: React.ReactNode;
  /** Optional second line. */
  description?: React.ReactNode;
  /** Optional next step, e.g. a `Button` or link to the catalogue. */
  action?: React.ReactNode;
};

/** What a list or page shows when it has nothing to show (the spec's empty states). */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon && (
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg:not([class*='size-'])]:size-6"
        >
          {icon}
        </div>
      )}
      <p className="text-base font-semibold">{title}</p>
      {description && <p className="max-w-prose text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-1">{action}</div>}
    </div>
  );
}
