import type * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { CENTRED_MODAL_PANEL, MODAL_CLOSE_BUTTON, MODAL_OVERLAY } from './modal-classes';
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
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className={MODAL_OVERLAY} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(CENTRED_MODAL_PANEL, className)}
        {...props}
        {...focusHandlers}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label="Tutup"
            className={`${MODAL_CLOSE_BUTTON} disabled:pointer-events-none`}
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
