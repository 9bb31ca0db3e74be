import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import type { Address } from '@/domain/core/records';

/** Props of {@link SavedAddressPicker}. */
export interface SavedAddressPickerProps {
  /** The buyer's saved addresses, default first. */
  addresses: readonly Address[];
  /** The chosen address id ('' for none). */
  value: string;
  /** Called with the address picked (also when the chosen one is picked again). */
  onPick: (address: Address) => void;
}

/**
 * The radio group 'Gunakan alamat tersimpan' listing the buyer's saved addresses (label,
 * recipient, phone, address, postal code); picking one fills the shipping fields
 * (docs/product/decisions.md, "Checkout, orders, payment").
 */
export function SavedAddressPicker({ addresses, value, onPick }: SavedAddressPickerProps) {
  const labelId = useId();
  const idPrefix = useId();
  const pick = (id: string) => {
    const address = addresses.find((a) => a.id === id);
    if (address) onPick(address);
  };
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium">
        Gunakan alamat tersimpan
      </p>
      <RadioGroup aria-labelledby={labelId} value={value} onValueChange={pick} className="gap-2">
        {addresses.map((address) => {
          const id = `${idPrefix}-${address.id}`;
          return (
            <div
              key={address.id}
              className="flex items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem
                id={id}
                value={address.id}
                className="mt-0.5"
                onClick={() => pick(address.id)}
              />
              <Label
                htmlFor={id}
                className="flex cursor-pointer flex-col items-start gap-1 leading-snug font-normal"
              >
                <span className="font-semibold">
                  {address.label}
                  {address.isDefault && (
                    <span className="font-normal text-muted-foreground"> (utama)</span>
                  )}
                </span>
                <span>
                  {address.recipientName} · {address.phone}
                </span>
                <span className="text-muted-foreground">
                  {address.fullAddress}, {address.postalCode}
                </span>
              </Label>
            </div>
          );
        })}
      </RadioGroup>
    </div>
  );
}
