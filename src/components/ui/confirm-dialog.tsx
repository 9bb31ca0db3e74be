import type { ReactNode } from 'react';
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
  /** Called when the user confirms; the dialog then closes. */
  onConfirm: () => void;
  /** Extra content between the description and the buttons. */
  children?: ReactNode;
}

/**
 * A confirmation before a destructive action (deleting, restoring a backup): an alert dialog with
 * `title`, `description`, and the buttons `Batal` (focused first) and `confirmLabel` (red).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel>Batal</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
