import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * Builds one styled part of a primitive, the shape most shadcn-style parts share (a dialog's
 * header, a card's footer, a menu's separator): it renders `Component` with
 * `data-slot={slot}` and the classes `cn(base, className)`, every other prop passed through.
 * @param Component - the element (`'div'`, `'p'`) or the Radix part it renders.
 * @param slot - its `data-slot`, e.g. `'dialog-header'`.
 * @param base - its classes, before (and merged with) the caller's `className`.
 * @returns the part's component, taking `Component`'s props. Throws nothing.
 */
export function slotPart<T extends React.ElementType>(Component: T, slot: string, base: string) {
  function SlotPart({ className, ...props }: React.ComponentProps<T> & { className?: string }) {
    const Element: React.ElementType = Component;
    return <Element data-slot={slot} className={cn(base, className)} {...props} />;
  }
  SlotPart.displayName = slot;
  return SlotPart;
}
