import type { ComponentProps, ReactNode } from 'react';
import { LoaderCircleIcon } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  /** Called with `false` when the user cancels (`Batal`, Escape) or confirms. */
  onOpenChange: (open: boolean) => void;
  /** The question, the dialog's accessible name, e.g. 'Hapus produk?'. */
  title: ReactNode;
  /** What confirming does, the dialog's accessible description. */
  description: ReactNode;
  /** The confirming button's text, e.g. 'Hapus' or 'Pulihkan'. */
  confirmLabel: string;
  /** Called when the user confirms; the dialog then closes, unless `pending` is given. */
  onConfirm: () => void;
  /**
   * Given when the caller closes the dialog itself once the confirmed action is done (through
   * `open`): confirming then keeps the dialog open, and while `pending` is true both buttons are
   * disabled and the confirming one is busy and shows a spinner.
   */
  pending?: boolean;
  /** Where focus goes when the dialog closes (Radix `onCloseAutoFocus`). */
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>['onCloseAutoFocus'];
  /** Extra content between the description and the buttons. */
  children?: ReactNode;
}

/**
 * A confirmation before a destructive action (deleting, restoring a backup): an alert dialog with
 * `title`, `description`, and the buttons `Batal` (focused first) and `confirmLabel` (red). With
 * `pending` it stays open while the action runs (deleting a saved address).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
  onCloseAutoFocus,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Batal</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={(event) => {
              // The caller closes the dialog once the action is done.
              if (pending !== undefined) event.preventDefault();
              onConfirm();
            }}
          >
            {pending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
