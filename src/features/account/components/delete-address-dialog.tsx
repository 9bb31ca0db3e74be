import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/confirm-dialog';
import { accountMessages } from '@/shared/messages-account';
import type { Address } from '@/domain/core/records';

/** Props of {@link DeleteAddressDialog}. */
export interface DeleteAddressDialogProps {
  /** The address to delete; null keeps the dialog closed. */
  address: Address | null;
  /** True while deleting: the buttons are disabled. */
  pending: boolean;
  /** Called on `Hapus`; the caller deletes, then closes. */
  onConfirm: (address: Address) => void;
  /** Called on `Batal` or Escape. */
  onCancel: () => void;
  /** Where focus goes when the dialog closes (Radix `onCloseAutoFocus`). */
  onCloseAutoFocus?: ConfirmDialogProps['onCloseAutoFocus'];
}

/**
 * The confirmation 'Apakah Anda yakin ingin menghapus alamat ini?' (spec section 2, "Settings"),
 * naming the address, with `Batal` (focused first) and `Hapus`. It stays open while deleting.
 */
export function DeleteAddressDialog({ address, pending, onConfirm, onCancel, onCloseAutoFocus }: DeleteAddressDialogProps) {
  // Keep naming the address while the dialog animates closed.
  const [shown, setShown] = useState(address);
  if (address && address !== shown) setShown(address);
  return (
    <ConfirmDialog
      open={address !== null}
      onOpenChange={(open) => !open && !pending && onCancel()}
      title={accountMessages.addressDeleteConfirm}
      description={shown && `Alamat "${shown.label}" (${shown.fullAddress}) akan dihapus dari daftar alamat Anda.`}
      confirmLabel="Hapus"
      onConfirm={() => {
        if (address) onConfirm(address);
      }}
      pending={pending}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
