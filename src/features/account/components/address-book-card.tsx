import { useId, useRef, useState, type MouseEvent } from 'react';
import { MapPinIcon, PlusIcon } from 'lucide-react';
import { toastOutcome } from '@/components/ui/toast-outcome';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SettingsSection } from '@/components/ui/settings-section';
import { accountMessages } from '@/shared/messages-account';
import type { Address } from '@/domain/core/records';
import { useDeleteAddress } from '../api/use-delete-address';
import { AddressDialog } from './address-dialog';
import { AddressItem } from './address-item';
import { DeleteAddressDialog } from './delete-address-dialog';

/** Props of {@link AddressBookCard}. */
export interface AddressBookCardProps {
  /** The signed-in buyer's saved addresses (any order; shown default first). */
  addresses: readonly Address[];
  /** The section's element id, for in-page links (default 'alamat'). */
  id?: string;
}

/** The address dialog's state; `address` and `first` are kept while it animates closed. */
interface DialogState {
  open: boolean;
  address?: Address;
  first: boolean;
}

/**
 * The address book (spec section 2, "Settings"; section 5, "Address form"; docs/product/ui-names.md): the
 * saved addresses, default first with the 'Utama' badge, each with `Ubah {label}` and
 * `Hapus {label}`; `Tambah Alamat` opens the address dialog; deleting asks 'Apakah Anda yakin
 * ingin menghapus alamat ini?' first and toasts 'Alamat berhasil dihapus!'. Empty: 'Anda belum
 * memiliki alamat tersimpan.'. When a dialog closes, focus returns to the button that opened it
 * (to `Tambah Alamat` after a deletion).
 */
export function AddressBookCard({ addresses, id = 'alamat' }: AddressBookCardProps) {
  const titleId = useId();
  const remove = useDeleteAddress();
  const [dialog, setDialog] = useState<DialogState>({ open: false, first: false });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const sorted = [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

  function remember(event: MouseEvent<HTMLElement>) {
    returnFocus.current = event.currentTarget;
  }

  function restoreFocus(event: Event) {
    event.preventDefault();
    const target = returnFocus.current?.isConnected ? returnFocus.current : addButton.current;
    target?.focus();
  }

  async function confirmDelete(address: Address) {
    await toastOutcome(async () => {
      await remove.mutateAsync(address.id);
      // The clicked `Hapus` button is about to disappear.
      returnFocus.current = addButton.current;
      setDeleting(null);
    }, accountMessages.addressDeleted);
  }

  return (
    <SettingsSection
      id={id}
      title="Alamat Tersimpan"
      description="Alamat utama terisi otomatis saat checkout."
      titleId={titleId}
      action={
        <Button
          ref={addButton}
          type="button"
          onClick={(event) => {
            remember(event);
            setDialog({ open: true, first: addresses.length === 0 });
          }}
        >
          <PlusIcon aria-hidden="true" />
          Tambah Alamat
        </Button>
      }
      dialogs={
        <>
          <AddressDialog
            open={dialog.open}
            onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
            address={dialog.address}
            first={dialog.first}
            onSaved={() => setDialog((d) => ({ ...d, open: false }))}
            onCloseAutoFocus={restoreFocus}
          />
          <DeleteAddressDialog
            address={deleting}
            pending={remove.isPending}
            onConfirm={(address) => void confirmDelete(address)}
            onCancel={() => setDeleting(null)}
            onCloseAutoFocus={restoreFocus}
          />
        </>
      }
    >
      {sorted.length === 0 ? (
        <EmptyState icon={<MapPinIcon />} title={accountMessages.addressesEmpty} />
      ) : (
        <ul className="flex flex-col gap-3" aria-labelledby={titleId}>
          {sorted.map((address) => (
            <li key={address.id}>
              <AddressItem
                address={address}
                onEdit={(a, event) => {
                  remember(event);
                  setDialog({ open: true, address: a, first: false });
                }}
                onDelete={(a, event) => {
                  remember(event);
                  setDeleting(a);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
