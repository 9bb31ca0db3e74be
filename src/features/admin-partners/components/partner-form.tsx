import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CancelSaveActions } from '@/components/form-fields/cancel-save-actions';
import { InputField } from '@/components/form-fields/input-field';
import { showFieldErrors } from '@/components/form-fields/show-field-errors';
import { SelectField } from '@/components/form-fields/select-field';
import { TextareaField } from '@/components/form-fields/textarea-field';
import { HookForm } from '@/components/form-fields/hook-form';
import type { Partner } from '@/domain/core/records';
import type { PartnerInput } from '@/domain/catalog/partner-inputs';
import { partnerFormDefaults, partnerFormSchema, toPartnerInput } from '../lib/partner-form-schema';

/** The fields the data layer's messages are keyed by, besides `coordinates`. */
const TEXT_FIELDS = ['name', 'location', 'address', 'featuredProduct', 'status'] as const;

/** Props of {@link PartnerForm}. */
export interface PartnerFormProps {
  /** The partner to edit, or null to add one. */
  partner: Partner | null;
  /** True while saving: `Simpan` is disabled and shows progress. */
  saving: boolean;
  /** Saves valid values; resolves with field messages when the data layer rejected some. */
  onSave: (input: PartnerInput) => Promise<Partial<Record<string, string>> | void>;
  /** The `Batal` button. */
  onCancel: () => void;
}

/**
 * The partner form (docs/product/decisions.md, "Back office"): `Nama Mitra`, `Lokasi`, `Alamat`, `Latitude`,
 * `Longitude`, `Produk Unggulan`, `Status` (Aktif/Nonaktif); buttons `Batal` and `Simpan`.
 */
export function PartnerForm({ partner, saving, onSave, onCancel }: PartnerFormProps) {
  const form = useForm({
    resolver: zodResolver(partnerFormSchema),
    defaultValues: partnerFormDefaults(partner),
  });

  async function submit(values: Parameters<typeof toPartnerInput>[0]) {
    const fieldErrors = await onSave(toPartnerInput(values));
    if (!fieldErrors) return;
    showFieldErrors(form.setError, fieldErrors, TEXT_FIELDS, 'each');
    // One message for both coordinates, shown on the first.
    if (fieldErrors.coordinates)
      form.setError('lat', { message: fieldErrors.coordinates }, { shouldFocus: true });
  }

  return (
    <HookForm
      form={form}
      onSubmit={form.handleSubmit(submit)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <InputField control={form.control} name="name" label="Nama Mitra" autoComplete="off" />
      <InputField control={form.control} name="location" label="Lokasi" autoComplete="off" />
      <TextareaField
        control={form.control}
        name="address"
        label="Alamat"
        rows={3}
        itemClassName="sm:col-span-2"
      />
      <InputField
        control={form.control}
        name="lat"
        label="Latitude"
        inputMode="decimal"
        autoComplete="off"
        placeholder="mis. 5.5483"
      />
      <InputField
        control={form.control}
        name="lng"
        label="Longitude"
        inputMode="decimal"
        autoComplete="off"
        placeholder="mis. 95.3238"
      />
      <InputField
        control={form.control}
        name="featuredProduct"
        label="Produk Unggulan"
        autoComplete="off"
      />
      <SelectField control={form.control} name="status" label="Status">
        <option value="Active">Aktif</option>
        <option value="Inactive">Nonaktif</option>
      </SelectField>
      <CancelSaveActions onCancel={onCancel} pending={saving} className="sm:col-span-2" />
    </HookForm>
  );
}
