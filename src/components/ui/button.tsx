import type * as React from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

/**
 * Class recipe of {@link Button}; also for links styled as buttons
 * (`<Link className={buttonVariants({ variant: 'outline' })}>`).
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary-hover',
        destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90',
        outline:
          'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-accent',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        // A phone's finger needs 44 × 44 px (WCAG 2.5.5); a mouse pointer keeps the denser sizes.
        default: 'h-11 px-4 py-2 md:h-10',
        sm: 'h-11 gap-1.5 px-3 md:h-9',
        lg: 'h-11 px-6 text-base',
        icon: 'size-11 md:size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/** Variant props of {@link buttonVariants}. */
export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

/** Props of {@link Button}. */
export type ButtonProps = React.ComponentProps<'button'> &
  ButtonVariantProps & {
    /** Render the single child (e.g. a router `Link`) with the button's styles instead of a `<button>`. */
    asChild?: boolean;
  };

/**
 * A button with the shop's variants (`default`, `destructive`, `outline`, `secondary`, `ghost`,
 * `link`) and sizes (`default`, `sm`, `lg`, `icon`), each at least 44 px tall below `md` (a
 * phone's touch target). An `icon` button needs an `aria-label`.
 * As with a native `<button>`, inside a form it submits unless `type="button"` is given.
 */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  );
}
