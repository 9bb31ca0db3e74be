import { InputField } from '@/components/form-fields/input-field';
import { SettingsFormSection } from '@/components/form-fields/section-form';
import { SwitchField } from '@/components/form-fields/switch-field';
import { TextareaField } from '@/components/form-fields/textarea-field';
import type { StoreSettings } from '@/data';
import type { StoreSettingsInput } from '@/domain/settings/inputs';
import { useSettingsCard, type SettingsCardProps } from '../hooks/use-settings-card';

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
    label: 'Nomor WhatsApp Toko',
    type: 'tel',
    placeholder: '+62 812-3456-7890',
    description: 'Nomor seluler Indonesia. Pembeli menghubungi toko lewat nomor ini.',
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
 * /login; admins keep access). 'Simpan Pengaturan' saves through `data.settings.saveSection('store', …)` and
 * toasts 'Pengaturan toko berhasil disimpan!'; errors show inline and as a toast.
 */
export function StoreSettingsCard({ store }: SettingsCardProps) {
  const card = useSettingsCard('store', store, { toValues: toInput, fields: INPUT_FIELDS });
  const { control } = card.form;

  return (
    <SettingsFormSection {...card}>
      <InputField
        control={control}
        name="storeName"
        label="Nama Toko"
        autoComplete="organization"
      />
      <TextareaField
        control={control}
        name="storeAddress"
        label="Alamat Toko"
        autoComplete="street-address"
      />
      <InputField
        control={control}
        name="adminEmail"
        label="Email Penerima Pesanan"
        description="Email admin yang menerima pemberitahuan setiap pesanan baru."
        type="email"
        spellCheck={false}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Kontak Toko</legend>
        {CONTACT_FIELDS.map((field) => (
          <InputField key={field.name} control={control} spellCheck={false} {...field} />
        ))}
      </fieldset>
      <SwitchField
        control={control}
        name="maintenanceMode"
        label="Mode Pemeliharaan"
        description="Saat aktif, pengunjung dan pembeli melihat halaman pemeliharaan di semua halaman toko kecuali halaman masuk. Admin tetap dapat mengakses toko."
      />
    </SettingsFormSection>
  );
}
