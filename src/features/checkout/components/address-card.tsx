import { MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The shipping details an {@link AddressCard} shows (the checkout form's values). */
export interface AddressCardValues {
  customerName: string;
  customerPhone: string;
  shippingAddress: string;
  postalCode: string;
}

/** Props of {@link AddressCard}. */
export interface AddressCardProps {
  /** The saved address's name (`Rumah`, `Kantor`, …). */
  label: string;
  /** What the order will be sent to: the form's current shipping details. */
  values: AddressCardValues;
  /** `Ubah`: shows the saved addresses and the fields instead of the card. */
  onChange: () => void;
}

/**
 * The checkout's chosen address as one card (docs/product/ui-names.md "Order journey"): the
 * address's name, the recipient and phone, the address and postal code, with `Ubah` (named
 * 'Ubah alamat pengiriman') that opens the saved addresses and the fields. Shown while a saved
 * address fills the form, so the buyer reads it once instead of as a card and a full form.
 */
export function AddressCard({ label, values, onChange }: AddressCardProps) {
  return (
    <section aria-label="Alamat Pengiriman" className="flex items-start gap-3 rounded-md border p-3">
      <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm leading-snug">
        <p className="font-semibold">{label}</p>
        <p className="break-words">
          {values.customerName} · {values.customerPhone}
        </p>
        <p className="break-words text-muted-foreground">
          {values.shippingAddress}, {values.postalCode}
        </p>
      </div>
      <Button type="button" variant="outline" className="min-h-11 min-w-11 shrink-0" aria-label="Ubah alamat pengiriman" onClick={onChange}>
        Ubah
      </Button>
    </section>
  );
}
