import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputField } from '@/components/form-fields/input-field';
import { SectionForm } from '@/components/form-fields/section-form';
import { reportSaveError } from '@/components/form-fields/show-field-errors';
import { TextareaField } from '@/components/form-fields/textarea-field';
import { useRecordForm } from '@/components/form-fields/use-record-form';
import { toast } from '@/components/ui/toast';
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { SettingsSection } from '@/components/ui/settings-section';
import { Switch } from '@/components/ui/switch';
import type { StoreSettings } from '@/data';
import { adminMessages } from '@/domain/messages';
import { storeSettingsInputSchema, type StoreSettingsInput } from '@/domain/validation';
import { useSaveStoreSettings } from '../api/use-save-store-settings';

type TextField =
  | 'storeName'
  | 'adminEmail'
  | 'contacts.whatsapp'
  | 'contacts.instagram'
  | 'contacts.tiktok'
  | 'contacts.email';

const CONTACT_FIELDS: {
  name: TextField;
  label: string;
  type: string;
  placeholder?: string;
  description?: string;
}[] = [
  {
    name: 'contacts.whatsapp',
    label: 'WhatsApp',
    type: 'tel',
    placeholder: '6281234567890',
    description: 'Nomor dengan kode negara, tanpa spasi.',
  },
  {
    name: 'contacts.instagram',
    label: 'Instagram',
    type: 'text',
    placeholder: 'seulanga.aceh',
    description: 'Nama akun tanpa @.',
  },
  {
    name: 'contacts.tiktok',
    label: 'TikTok',
    type: 'text',
    placeholder: 'seulanga.aceh',
    description: 'Nama akun tanpa @.',
  },
  { name: 'contacts.email', label: 'Email Kontak', type: 'email', placeholder: 'halo@seulanga.id' },
];

/** The input's top-level fields, which the data layer's field messages are keyed by. */
const INPUT_FIELDS = [
  'storeName',
  'storeAddress',
  'adminEmail',
  'contacts',
  'maintenanceMode',
] as const satisfies readonly (keyof StoreSettingsInput)[];

function toInput(store: StoreSettings): StoreSettingsInput {
  return {
    storeName: store.storeName,
    storeAddress: store.storeAddress,
    adminEmail: store.adminEmail ?? '',
    contacts: { ...store.contacts },
    maintenanceMode: store.maintenanceMode,
  };
}

/**
 * 'Pengaturan Toko' (spec section 2, "Admin settings"; docs/product/decisions.md "Back office"): `Nama Toko`,
 * `Alamat Toko`, 'Email Penerima Pesanan' (where new-order e-mails go), the contact channels
 * WhatsApp, Instagram, TikTok and 'Email Kontak' (shown on /layanan), and the switch
 * `Mode Pemeliharaan` (visitors and buyers then see a maintenance page on every shop route but
 * /login; admins keep access). 'Simpan Pengaturan' saves through `data.settings.saveStore` and
 * toasts 'Pengaturan toko berhasil disimpan!'; errors show inline and as a toast.
 * @param store - the current settings.
 */
export function StoreSettingsCard({ store }: { store: StoreSettings }) {
  const save = useSaveStoreSettings();
  const values = useMemo(() => toInput(store), [store]);
  const form = useRecordForm<StoreSettingsInput>(zodResolver(storeSettingsInputSchema), values);

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      form.reset(toInput(saved));
      toast.success(adminMessages.storeSaved);
    } catch (error) {
      reportSaveError(error, form.setError, INPUT_FIELDS);
    }
  });

  return (
    <SettingsSection
      id="toko"
      title="Pengaturan Toko"
      description="Identitas toko, penerima email pesanan, kontak, dan mode pemeliharaan."
    >
      <SectionForm
        form={form}
        onSubmit={submit}
        pending={save.isPending}
        submitLabel="Simpan Pengaturan"
      >
        <InputField
          control={form.control}
          name="storeName"
          label="Nama Toko"
          autoComplete="organization"
        />
        <TextareaField
          control={form.control}
          name="storeAddress"
          label="Alamat Toko"
          autoComplete="street-address"
        />
        <InputField
          control={form.control}
          name="adminEmail"
          label="Email Penerima Pesanan"
          description="Email admin yang menerima pemberitahuan setiap pesanan baru."
          type="email"
          spellCheck={false}
        />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">Kontak Toko</legend>
          {CONTACT_FIELDS.map(({ name, label, type, placeholder, description }) => (
            <InputField
              key={name}
              control={form.control}
              name={name}
              label={label}
              description={description}
              type={type}
              placeholder={placeholder}
              spellCheck={false}
            />
          ))}
        </fieldset>
        <FormField
          control={form.control}
          name="maintenanceMode"
          render={({ field }) => (
            <FormItem className="flex flex-row items-start justify-between gap-4 rounded-lg border p-4">
              <div className="grid gap-1">
                <FormLabel>Mode Pemeliharaan</FormLabel>
                <FormDescription>
                  Saat aktif, pengunjung dan pembeli melihat halaman pemeliharaan di semua
                  halaman toko kecuali halaman masuk. Admin tetap dapat mengakses toko.
                </FormDescription>
              </div>
              <FormControl>
                <Switch
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              </FormControl>
            </FormItem>
          )}
        />
      </SectionForm>
    </SettingsSection>
  );
}
