import { FormDialog, type FormDialogProps } from '@/components/ui/form-dialog';
import type { Address } from '@/domain/schemas';
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

/**
 * The modal dialog 'Tambah Alamat' / 'Ubah Alamat' holding the {@link AddressForm}; the form is
 * mounted fresh on each opening, filled from `address` when editing.
 */
export function AddressDialog({ open, onOpenChange, address, first, onSaved, onCloseAutoFocus }: AddressDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={address ? 'Ubah Alamat' : 'Tambah Alamat'}
      description="Alamat tersimpan dapat dipilih saat checkout."
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <AddressForm key={address?.id ?? 'baru'} address={address} first={first} onSaved={onSaved} />
    </FormDialog>
  );
}
