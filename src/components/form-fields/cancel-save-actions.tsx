import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { cn } from '@/lib/utils';

/** Props of {@link CancelSaveActions}. */
export interface CancelSaveActionsProps {
  /** The `Batal` button: the dialog closes without saving. */
  onCancel: () => void;
  /** True while saving: the submit button is disabled, busy and shows a spinner. */
  pending: boolean;
  /** The submit button's text and accessible name (default `Simpan`). */
  children?: ReactNode;
  /** Classes of the row (e.g. a grid span). */
  className?: string;
}

/**
 * The closing row of a dialog's form: `Batal` (outline, `type="button"`) and the form's submit
 * button (`Simpan` by default, a {@link PendingButton}); stacked with the submit button on top on
 * phones, side by side at the right from `sm` up.
 */
export function CancelSaveActions({
  onCancel,
  pending,
  children = 'Simpan',
  className,
}: CancelSaveActionsProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button type="button" variant="outline" onClick={onCancel}>
        Batal
      </Button>
      <PendingButton type="submit" pending={pending}>
        {children}
      </PendingButton>
    </div>
  );
}
