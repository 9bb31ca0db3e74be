import type * as React from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';
import { CENTRED_MODAL_PANEL, MODAL_OVERLAY } from './modal-classes';
import { slotPart } from './slot-part';
import { buttonVariants, type ButtonVariantProps } from './button';
import { useReturnFocus } from './use-return-focus';

/**
 * A confirmation dialog (Radix AlertDialog, role `alertdialog`) for actions that cannot be undone
 * (e.g. `Hapus`). It does not close on outside click; focus starts on {@link AlertDialogCancel}.
 */
export function AlertDialog(props: React.ComponentProps<typeof AlertDialogPrimitive.Root>) {
  return <AlertDialogPrimitive.Root data-slot="alert-dialog" {...props} />;
}

/** The control that opens its {@link AlertDialog}; use `asChild` with a {@link Button}. */
export function AlertDialogTrigger(
  props: React.ComponentProps<typeof AlertDialogPrimitive.Trigger>,
) {
  return <AlertDialogPrimitive.Trigger data-slot="alert-dialog-trigger" {...props} />;
}

/**
 * The confirmation panel, portalled over a dimmed overlay. Needs a title and a description.
 * On close the focus goes back to the element that opened it ({@link useReturnFocus}).
 */
export function AlertDialogContent({
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const focusHandlers = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay data-slot="alert-dialog-overlay" className={MODAL_OVERLAY} />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(CENTRED_MODAL_PANEL, className)}
        {...props}
        {...focusHandlers}
      />
    </AlertDialogPrimitive.Portal>
  );
}

/** The top of an {@link AlertDialogContent}: title and description. */
export const AlertDialogHeader = slotPart(
  'div',
  'alert-dialog-header',
  'flex flex-col gap-2 text-center sm:text-left',
);

/** The action row of an {@link AlertDialogContent}; stacks on narrow screens. */
export const AlertDialogFooter = slotPart(
  'div',
  'alert-dialog-footer',
  'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
);

/** The alert dialog's accessible name, rendered as a heading. */
export const AlertDialogTitle = slotPart(
  AlertDialogPrimitive.Title,
  'alert-dialog-title',
  'text-lg font-semibold',
);

/** The alert dialog's accessible description: say what will happen. */
export const AlertDialogDescription = slotPart(
  AlertDialogPrimitive.Description,
  'alert-dialog-description',
  'text-sm text-muted-foreground',
);

/** Props of {@link AlertDialogAction} and {@link AlertDialogCancel}. */
export type AlertDialogButtonProps<T extends React.ElementType> = React.ComponentProps<T> &
  Pick<ButtonVariantProps, 'variant'>;

/** Confirms and closes; styled as a default button, or `variant="destructive"` for deletions. */
export function AlertDialogAction({
  className,
  variant = 'default',
  ...props
}: AlertDialogButtonProps<typeof AlertDialogPrimitive.Action>) {
  return (
    <AlertDialogPrimitive.Action
      data-slot="alert-dialog-action"
      className={cn(buttonVariants({ variant }), className)}
      {...props}
    />
  );
}

/** Cancels and closes (also on Escape); styled as an outline button. */
export function AlertDialogCancel({
  className,
  variant = 'outline',
  ...props
}: AlertDialogButtonProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      data-slot="alert-dialog-cancel"
      className={cn(buttonVariants({ variant }), className)}
      {...props}
    />
  );
}
