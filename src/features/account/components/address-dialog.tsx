import type { ComponentProps } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
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
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/**
 * The modal dialog 'Tambah Alamat' / 'Ubah Alamat' holding the {@link AddressForm}; the form is
 * mounted fresh on each opening, filled from `address` when editing.
 */
export function AddressDialog({ open, onOpenChange, address, first, onSaved, onCloseAutoFocus }: AddressDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{address ? 'Ubah Alamat' : 'Tambah Alamat'}</DialogTitle>
          <DialogDescription>Alamat tersimpan dapat dipilih saat checkout.</DialogDescription>
        </DialogHeader>
        <AddressForm key={address?.id ?? 'baru'} address={address} first={first} onSaved={onSaved} />
      </DialogContent>
    </Dialog>
  );
}
