import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useFormState, type FieldErrors } from 'react-hook-form';
import { InputField } from '@/components/form-fields/input-field';
import { SettingsFormSection } from '@/components/form-fields/section-form';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toast';
import type { StoreSettings } from '@/data';
import { shippingMessages } from '@/shared/messages-shipping';
import { MAX_COURIERS, SHIPPING_DESTINATIONS } from '@/domain/shipping/cost';
import { useSettingsCard, type SettingsCardProps } from '../hooks/use-settings-card';
import {
  newCourierValues,
  shippingFormSchema,
  shippingFormValues,
  type ShippingFormValues,
} from '../lib/shipping-table-form';

function toValues(store: StoreSettings): ShippingFormValues {
  return shippingFormValues(store.shippingTable);
}

/**
 * 'Ongkos Kirim' (docs/product/ui-names.md "Order journey"; src/domain/shipping/cost.ts):
 * the store's couriers and their Rupiah-per-kg rates. A picker `Pilih Kurir` shows one courier at
 * a time: `Nama Kurir`, `URL Lacak` (a template with `{resi}`, for the order page's tracking link
 * later) and one rate field per destination (the 23 kabupaten/kota of Aceh and 'Luar Aceh',
 * labelled with its name; empty = not served). `Tambah Kurir` (at most 10) and `Hapus Kurir` (not
 * the last one) change the list; 'Simpan Ongkos Kirim' saves the whole table through
 * `data.settings.saveSection('shippingTable', …)` and toasts 'Ongkos kirim berhasil disimpan!'. A bad rate or
 * name shows its message under its field (the picker then names the courier with the error).
 */
export function ShippingTableCard({ store }: SettingsCardProps) {
  const [selected, setSelected] = useState(0);
  const card = useSettingsCard('shippingTable', store, {
    toValues,
    resolver: zodResolver(shippingFormSchema),
    // A refused table is said by its toast: the rates' messages are the form's own.
    fields: [],
    onInvalid: (invalid: FieldErrors<ShippingFormValues>) => {
      // Show the first courier with an error, so its message is on screen.
      const first = invalid.couriers?.findIndex?.((c) => c !== undefined) ?? -1;
      if (first >= 0) setSelected(first);
      toast.error(invalid.couriers?.root?.message ?? invalid.couriers?.message ?? shippingMessages.tableInvalid);
    },
  });
  const { form } = card;
  const couriers = useFieldArray({ control: form.control, name: 'couriers', keyName: 'key' });
  const { errors } = useFormState({ control: form.control });
  const index = Math.min(selected, couriers.fields.length - 1);
  const pickerId = useId();

  function addCourier() {
    couriers.append(newCourierValues(form.getValues('couriers')));
    setSelected(couriers.fields.length);
  }

  function removeCourier() {
    couriers.remove(index);
    setSelected(Math.max(0, index - 1));
  }

  const courierErrors = errors.couriers?.[index];
  const ratesMessage = courierErrors?.rates?.message ?? courierErrors?.rates?.root?.message;

  return (
    <SettingsFormSection {...card}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-48 flex-1 flex-col gap-2">
          <Label htmlFor={pickerId}>Pilih Kurir</Label>
          <NativeSelect id={pickerId} value={String(index)} onChange={(event) => setSelected(Number(event.target.value))}>
            {couriers.fields.map((courier, i) => (
              <option key={courier.key} value={i}>
                {form.watch(`couriers.${i}.name`) || `Kurir ${i + 1}`}
                {errors.couriers?.[i] ? ' (periksa isian)' : ''}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="button" variant="outline" onClick={addCourier} disabled={couriers.fields.length >= MAX_COURIERS}>
          Tambah Kurir
        </Button>
        <Button type="button" variant="outline" onClick={removeCourier} disabled={couriers.fields.length <= 1}>
          Hapus Kurir
        </Button>
      </div>
      {couriers.fields[index] && (
        <fieldset key={couriers.fields[index].key} className="flex flex-col gap-4">
          <legend className="sr-only">Kurir {form.watch(`couriers.${index}.name`)}</legend>
          <InputField control={form.control} name={`couriers.${index}.name`} label="Nama Kurir" autoComplete="off" />
          <InputField
            control={form.control}
            name={`couriers.${index}.trackingUrl`}
            label="URL Lacak"
            description="Opsional: alamat pelacakan dengan {resi} sebagai nomor resi, mis. https://kurir.example/lacak?resi={resi}."
            inputMode="url"
            autoComplete="off"
          />
          <p className="text-sm font-medium">Tarif per kg (Rupiah); kosongkan tujuan yang tidak dilayani</p>
          {ratesMessage && (
            <p role="alert" className="text-sm text-destructive">
              {ratesMessage}
            </p>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            {SHIPPING_DESTINATIONS.map((destination, d) => (
              <InputField
                key={destination}
                control={form.control}
                name={`couriers.${index}.rates.${d}`}
                label={destination}
                inputMode="numeric"
                autoComplete="off"
                placeholder="Tidak melayani"
              />
            ))}
          </div>
        </fieldset>
      )}
    </SettingsFormSection>
  );
}
