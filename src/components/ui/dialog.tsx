import type * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { slotPart } from './slot-part';
import { useReturnFocus } from './use-return-focus';

/** A modal dialog (Radix Dialog root): traps focus, closes on Escape, returns focus to the trigger. */
export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** The control that opens its {@link Dialog}; use `asChild` with a {@link Button}. */
export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Any control that closes its {@link Dialog} (e.g. a `Batal` button, with `asChild`). */
export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** Props of {@link DialogContent}. */
export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Show the corner close button named `Tutup` (default `true`). */
  showCloseButton?: boolean;
};

/**
 * The dialog panel, portalled over a dimmed overlay, centred and scrollable when tall.
 * Needs a {@link DialogTitle}; add a {@link DialogDescription} or pass `aria-describedby={undefined}`.
 * On close the focus goes back to the element that opened it ({@link useReturnFocus}).
 */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focusHandlers = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-lg focus-visible:outline-hidden data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in sm:max-w-lg',
          className,
        )}
        {...props}
        {...focusHandlers}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label="Tutup"
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden disabled:pointer-events-none"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The top of a {@link DialogContent}: title and description. */
export const DialogHeader = slotPart(
  'div',
  'dialog-header',
  'flex flex-col gap-2 pr-8 text-center sm:text-left',
);

/** The action row of a {@link DialogContent}; stacks on narrow screens, primary action last. */
export const DialogFooter = slotPart(
  'div',
  'dialog-footer',
  'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
);

/** The dialog's accessible name, rendered as a heading. */
export const DialogTitle = slotPart(
  DialogPrimitive.Title,
  'dialog-title',
  'text-lg leading-none font-semibold',
);

/** The dialog's accessible description. */
export const DialogDescription = slotPart(
  DialogPrimitive.Description,
  'dialog-description',
  'text-sm text-muted-foreground',
);
