import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/form-fields/select-field';
import { formatRupiah } from '@/shared/format';
import { shippingMessages } from '@/shared/messages-shipping';
import { ACEH_DESTINATIONS, OUTSIDE_ACEH, preferredCourier, type ShippingQuote } from '@/domain/shipping/cost';
import type { CheckoutInput } from '@/domain/orders/checkout-inputs';
import { ChoiceField } from './choice-group';

/** Props of {@link ShippingFields}. */
export interface ShippingFieldsProps {
  /** The couriers serving the chosen destination, priced for the cart's weight ([] before a choice). */
  options: readonly ShippingQuote[];
}

/**
 * Where the parcel goes and who carries it (docs/product/ui-names.md "Order journey"):
 * the select `Tujuan Pengiriman` (the 23 kabupaten/kota of Aceh, then 'Luar Aceh') and the radio
 * group `Kurir` listing each courier serving the destination with its cost in Rupiah, bound to
 * the form's `destination` and `courierId`. The cheapest courier is chosen for the buyer
 * (src/domain/shipping/cost.ts `preferredCourier`) until they choose another; one that does not
 * serve a newly chosen destination gives way to that destination's cheapest. The cost shown is the same rule the data layer applies when it
 * places the order (src/domain/shipping/cost.ts); the order's own figure is the data layer's.
 * Must sit inside the checkout `Form`.
 */
export function ShippingFields({ options }: ShippingFieldsProps) {
  const form = useFormContext<CheckoutInput>();
  const destination = useWatch({ control: form.control, name: 'destination' });
  const courierId = useWatch({ control: form.control, name: 'courierId' });

  // A destination's couriers replace the choice only when it no longer serves it: the cheapest then.
  useEffect(() => {
    const preferred = preferredCourier(options, courierId ?? '');
    if (preferred !== (courierId ?? '')) form.setValue('courierId', preferred, { shouldDirty: true });
  }, [courierId, options, form]);

  return (
    <div className="flex flex-col gap-4">
      <SelectField control={form.control} name="destination" label="Tujuan Pengiriman" className="sm:w-80">
        <option value="">Pilih kabupaten/kota</option>
        <optgroup label="Aceh">
          {ACEH_DESTINATIONS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </optgroup>
        <option value={OUTSIDE_ACEH}>{OUTSIDE_ACEH}</option>
      </SelectField>
      <ChoiceField
        name="courierId"
        label="Kurir"
        choices={options.map((o) => ({
          value: o.courierId,
          label: `${o.courierName} · ${formatRupiah(o.cost)}`,
        }))}
        className="grid gap-2 sm:grid-cols-2"
        placeholder={
          !destination ? (
            <p className="text-sm text-muted-foreground">Pilih tujuan pengiriman untuk melihat kurir dan ongkos kirimnya.</p>
          ) : options.length === 0 ? (
            <p className="text-sm text-muted-foreground">{shippingMessages.noCourier}</p>
          ) : undefined
        }
      />
    </div>
  );
}
