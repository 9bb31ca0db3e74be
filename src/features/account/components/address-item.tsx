import type { MouseEvent } from 'react';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Address } from '@/domain/core/records';

/** Props of {@link AddressItem}. */
export interface AddressItemProps {
  /** The saved address. */
  address: Address;
  /** Called by `Ubah {label}` with the clicked button (focus returns there). */
  onEdit: (address: Address, event: MouseEvent<HTMLButtonElement>) => void;
  /** Called by `Hapus {label}` with the clicked button. */
  onDelete: (address: Address, event: MouseEvent<HTMLButtonElement>) => void;
}

/** The address's parts, each named for screen readers by the address form's label. */
function details(address: Address): { term: string; value: string; className?: string }[] {
  return [
    { term: 'Nama Penerima', value: address.recipientName, className: 'font-medium break-words' },
    { term: 'Nomor Telepon', value: address.phone },
    { term: 'Alamat Lengkap', value: address.fullAddress, className: 'break-words text-muted-foreground' },
    { term: 'Kode Pos', value: `Kode Pos ${address.postalCode}`, className: 'text-muted-foreground' },
  ];
}

/** The verbs of {@link AddressAction}: each one's icon and classes ('Hapus' is red). */
const ACTIONS = {
  Ubah: { Icon: PencilIcon, className: undefined },
  Hapus: { Icon: Trash2Icon, className: 'text-destructive hover:text-destructive' },
} as const;

/** A saved address's `Ubah {label}` or `Hapus {label}` button: the icon, then the verb. */
function AddressAction({
  verb,
  address,
  onClick,
}: {
  verb: keyof typeof ACTIONS;
  address: Address;
  onClick: AddressItemProps['onEdit'];
}) {
  const { Icon, className } = ACTIONS[verb];
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={`${verb} ${address.label}`}
      onClick={(event) => onClick(address, event)}
      className={className}
    >
      <Icon aria-hidden="true" />
      {verb}
    </Button>
  );
}

/**
 * One saved address (spec section 3, "Address"): label (a heading) with the 'Utama' badge on the
 * default, recipient, phone, full address and postal code, and the buttons `Ubah {label}` and
 * `Hapus {label}` (docs/product/ui-names.md).
 */
export function AddressItem({ address, onEdit, onDelete }: AddressItemProps) {
  return (
    <article className="flex flex-col gap-3 rounded-lg border p-4 data-[default=true]:border-primary" data-default={address.isDefault}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold break-words">{address.label}</h3>
        {address.isDefault && <Badge>Utama</Badge>}
      </div>
      <dl className="grid gap-1 text-sm">
        {details(address).map(({ term, value, className }) => (
          <div key={term}>
            <dt className="sr-only">{term}</dt>
            <dd className={className}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <AddressAction verb="Ubah" address={address} onClick={onEdit} />
        <AddressAction verb="Hapus" address={address} onClick={onDelete} />
      </div>
    </article>
  );
}
