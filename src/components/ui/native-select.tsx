import type * as React from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * A native `<select>` styled like the shop's inputs: works with every keyboard, screen reader and
 * phone picker. Name it with a `<label htmlFor>` / `<Label htmlFor>` (or put it inside
 * `FormControl`, which also sets `aria-invalid` for the red border). `className` styles the
 * wrapper; every other prop goes to the `<select>`.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'h-11 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base text-foreground shadow-xs md:h-10 md:text-sm',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden',
          'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
