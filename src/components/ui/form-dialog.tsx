import type { ComponentProps, ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, the close button, the form's `Batal`). */
  onOpenChange: (open: boolean) => void;
  /** The heading, the dialog's accessible name, e.g. 'Tambah Produk Baru'. */
  title: ReactNode;
  /** The line under the heading, the dialog's accessible description. */
  description: ReactNode;
  /** Classes of the dialog's content box (e.g. a wider `sm:max-w-2xl`). */
  className?: string;
  /** Where focus goes when the dialog closes (Radix `onCloseAutoFocus`). */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
  /** The form (or what stands in for it while it cannot be shown). */
  children: ReactNode;
}

/**
 * A modal dialog around a form: a header with `title` and `description`, then `children`. The
 * form brings its own buttons; closing is up to `onOpenChange`.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  onCloseAutoFocus,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
