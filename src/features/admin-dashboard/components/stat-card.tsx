import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** Props of {@link StatCard}. */
export interface StatCardProps {
  /** The card's title (an `h2`), e.g. 'Pesanan Baru'. */
  title: string;
  /** The figure; `undefined` while loading (a skeleton shows). */
  value: number | undefined;
  /** One line saying what is counted. */
  description: string;
  /** A decorative icon. */
  icon: ReactNode;
  /** The figure as text (default: the number in Indonesian format), e.g. `formatRupiah`. */
  format?: (value: number) => string;
  /** Classes of the card (e.g. its place in the grid). */
  className?: string;
  /** Shown under the line, e.g. a link to the list counted. */
  footer?: ReactNode;
}

/**
 * One dashboard figure: a region named by its title, holding the number in Indonesian format and
 * a line saying what it counts (docs/product/decisions.md, "Back office": computed from stored data).
 */
export function StatCard({ title, value, description, icon, format, className, footer }: StatCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="region" className={cn('gap-3 py-5', className)}>
      <div className="flex items-start justify-between gap-3 px-5">
        <h2 id={titleId} className="text-sm font-medium text-muted-foreground">
          {title}
        </h2>
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-5"
        >
          {icon}
        </span>
      </div>
      <div className="px-5">
        {value === undefined ? (
          <Skeleton className="h-9 w-16" />
        ) : (
          <p className="text-3xl font-bold tabular-nums" data-slot="stat-value">
            {format ? format(value) : value.toLocaleString('id-ID')}
          </p>
        )}
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        {footer && <div className="mt-2">{footer}</div>}
      </div>
    </Card>
  );
}
