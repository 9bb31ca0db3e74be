import type * as React from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

/**
 * Class recipe of {@link Badge}. The spec's status badges map onto these variants
 * (seed spec, "Badges": Pending `secondary`, Cancelled/Failed `destructive`, Dikemas `outline`,
 * the others `default`). Each text/background pair reaches WCAG AA in both themes.
 */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        outline: 'border-input text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** Variant props of {@link badgeVariants}. */
export type BadgeVariantProps = VariantProps<typeof badgeVariants>;

/** Props of {@link Badge}. */
export type BadgeProps = React.ComponentProps<'span'> &
  BadgeVariantProps & {
    /** Render the single child with the badge's styles instead of a `<span>`. */
    asChild?: boolean;
  };

/** A small status label (order status, shipping status, partner status, unread count). */
export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : 'span';
  return (
    <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}
