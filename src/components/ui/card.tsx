import type * as React from 'react';
import { cn } from '@/lib/utils';
import { slotPart } from './slot-part';

/** A bordered surface grouping related content (product card, dashboard figure, form). */
export const Card = slotPart(
  'div',
  'card',
  'flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm',
);

/** The top of a {@link Card}: holds its title and description. */
export const CardHeader = slotPart('div', 'card-header', 'flex flex-col gap-1.5 px-6');

/** Props of {@link CardTitle}. */
export type CardTitleProps = React.ComponentProps<'h2'> & {
  /** Heading level to keep the page outline right: `2` (default) renders `<h2>`, `3` renders `<h3>`. */
  level?: 2 | 3;
};

/** The heading of a {@link Card}; an `<h2>` unless `level={3}`. */
export function CardTitle({ className, level = 2, ...props }: CardTitleProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <Heading
      data-slot="card-title"
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    />
  );
}

/** Secondary text under a {@link CardTitle}. */
export const CardDescription = slotPart('p', 'card-description', 'text-sm text-muted-foreground');

/** The body of a {@link Card}. */
export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-6', className)} {...props} />;
}

/** The bottom row of a {@link Card}, usually its actions. */
export const CardFooter = slotPart('div', 'card-footer', 'flex items-center gap-2 px-6');
