import { useState, type ComponentProps } from 'react';
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
import { accountMessages } from '@/domain/messages';
import type { Address } from '@/domain/schemas';

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
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>['onCloseAutoFocus'];
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
    <AlertDialog open={address !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{accountMessages.addressDeleteConfirm}</AlertDialogTitle>
          <AlertDialogDescription>
            {shown && `Alamat "${shown.label}" (${shown.fullAddress}) akan dihapus dari daftar alamat Anda.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Batal</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={(event) => {
              // Keep the dialog open until the deletion is done.
              event.preventDefault();
              if (address) onConfirm(address);
            }}
          >
            {pending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
            Hapus
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
