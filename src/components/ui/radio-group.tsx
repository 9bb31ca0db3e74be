import type * as React from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { CircleIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { slotPart } from './slot-part';

/**
 * A set of mutually exclusive choices (Radix RadioGroup, role `radiogroup`), e.g. `Rating` or
 * `Metode Pembayaran`. Name it with `aria-label` or `aria-labelledby`; arrow keys move the choice.
 */
export const RadioGroup = slotPart(RadioGroupPrimitive.Root, 'radio-group', 'grid gap-3');

/** One choice (role `radio`); give it an `id` and a `<Label htmlFor>` for its name. */
export function RadioGroupItem({
  className,
  ...props
}: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        'aspect-square size-4 shrink-0 rounded-full border border-input text-primary shadow-xs transition-[color,box-shadow] data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-50',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator
        data-slot="radio-group-indicator"
        className="flex items-center justify-center"
      >
        <CircleIcon className="size-2 fill-current" aria-hidden="true" />
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}
