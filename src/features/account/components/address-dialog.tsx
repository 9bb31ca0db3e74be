import {
  RecordFormDialog,
  type RecordFormDialogTexts,
} from '@/components/form-fields/record-form-dialog';
import type { FormDialogProps } from '@/components/ui/form-dialog';
import type { Address } from '@/domain/core/records';
import { AddressForm } from './address-form';

/** Props of {@link AddressDialog}. */
export interface AddressDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, `Batal`, the close button). */
  onOpenChange: (open: boolean) => void;
  /** The address to edit; absent to add a new one. */
  address?: Address;
  /** True when the buyer has no saved address yet. */
  first: boolean;
  /** Called after a successful save; the caller closes the dialog. */
  onSaved: (address: Address) => void;
  /** Where focus goes when the dialog closes (Radix `onCloseAutoFocus`). */
  onCloseAutoFocus?: FormDialogProps['onCloseAutoFocus'];
}

const ADDRESS_DIALOG_TEXT: RecordFormDialogTexts = {
  add: 'Tambah Alamat',
  edit: 'Ubah Alamat',
  description: 'Alamat tersimpan dapat dipilih saat checkout.',
};

/**
 * The modal dialog 'Tambah Alamat' / 'Ubah Alamat' holding the {@link AddressForm}; the form is
 * mounted fresh on each opening, filled from `address` when editing.
 */
export function AddressDialog({ address, first, onSaved, ...dialog }: AddressDialogProps) {
  return (
    <RecordFormDialog {...dialog} record={address} texts={ADDRESS_DIALOG_TEXT}>
      <AddressForm address={address} first={first} onSaved={onSaved} />
    </RecordFormDialog>
  );
}
