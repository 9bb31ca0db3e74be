import type * as React from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { MODAL_CLOSE_BUTTON, MODAL_OVERLAY } from './modal-classes';
import { slotPart } from './slot-part';

/** A side drawer (modal, on Radix Dialog), e.g. the mobile navigation menu. */
export function Sheet(props: React.ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

/** The control that opens its {@link Sheet}; use `asChild` with a {@link Button}. */
export function SheetTrigger(props: React.ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

/** Any control that closes its {@link Sheet}; wrap navigation links with `asChild` to close on click. */
export function SheetClose(props: React.ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

/** Props of {@link SheetContent}. */
export type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> & {
  /** The edge the drawer slides from (default `right`). */
  side?: 'left' | 'right';
};

/**
 * The drawer panel with a close button named `Tutup`. Needs a {@link SheetTitle}; add a
 * {@link SheetDescription} or pass `aria-describedby={undefined}`.
 */
export function SheetContent({ className, children, side = 'right', ...props }: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay data-slot="sheet-overlay" className={MODAL_OVERLAY} />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(
          'fixed inset-y-0 z-50 flex h-full w-3/4 flex-col gap-4 overflow-y-auto bg-background p-6 text-foreground shadow-lg focus-visible:outline-hidden sm:max-w-sm',
          side === 'left'
            ? 'left-0 border-r data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left'
            : 'right-0 border-l data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right',
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close
          data-slot="sheet-close"
          aria-label="Tutup"
          className={MODAL_CLOSE_BUTTON}
        >
          <XIcon className="size-4" aria-hidden="true" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

/** The top of a {@link SheetContent}: title and description. */
export const SheetHeader = slotPart('div', 'sheet-header', 'flex flex-col gap-1.5 pr-8');

/** The drawer's accessible name, rendered as a heading. */
export const SheetTitle = slotPart(SheetPrimitive.Title, 'sheet-title', 'text-lg font-semibold');

/** The drawer's accessible description. */
export const SheetDescription = slotPart(
  SheetPrimitive.Description,
  'sheet-description',
  'text-sm text-muted-foreground',
);
