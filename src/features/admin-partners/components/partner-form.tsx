import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import type { Partner } from '@/domain/schemas';
import type { PartnerInput } from '@/domain/validation';
import { partnerFormDefaults, partnerFormSchema, toPartnerInput } from '../lib/partner-form-schema';

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
    for (const field of ['name', 'location', 'address', 'featuredProduct', 'status'] as const) {
      const message = fieldErrors[field];
      if (message) form.setError(field, { message }, { shouldFocus: true });
    }
    if (fieldErrors.coordinates)
      form.setError('lat', { message: fieldErrors.coordinates }, { shouldFocus: true });
  }

  const text = (name: 'name' | 'location' | 'featuredProduct', label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input autoComplete="off" {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  const coordinate = (name: 'lat' | 'lng', label: string, example: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input inputMode="decimal" autoComplete="off" placeholder={example} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
        {text('name', 'Nama Mitra')}
        {text('location', 'Lokasi')}
        <FormField
          control={form.control}
          name="address"
          render={({ field }) => (
            <FormItem className="sm:col-span-2">
              <FormLabel>Alamat</FormLabel>
              <FormControl>
                <Textarea rows={3} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {coordinate('lat', 'Latitude', 'mis. 5.5483')}
        {coordinate('lng', 'Longitude', 'mis. 95.3238')}
        {text('featuredProduct', 'Produk Unggulan')}
        <FormField
          control={form.control}
          name="status"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Status</FormLabel>
              <FormControl>
                <NativeSelect {...field}>
                  <option value="Active">Aktif</option>
                  <option value="Inactive">Nonaktif</option>
                </NativeSelect>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            Batal
          </Button>
          <PendingButton type="submit" pending={saving}>
            Simpan
          </PendingButton>
        </div>
      </form>
    </Form>
  );
}
