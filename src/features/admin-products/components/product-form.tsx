import { useForm, useWatch } from 'react-hook-form';
import { CancelSaveActions } from '@/components/form-fields/cancel-save-actions';
import { InputField } from '@/components/form-fields/input-field';
import { showFieldErrors } from '@/components/form-fields/show-field-errors';
import { SelectField } from '@/components/form-fields/select-field';
import { TextareaField } from '@/components/form-fields/textarea-field';
import { HookForm } from '@/components/form-fields/hook-form';
import { CATEGORIES, type Partner, type Product } from '@/domain/core/records';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '@/domain/core/vocabulary';
import { PRODUCT_WEIGHT } from '@/domain/shipping/cost';
import type { ProductInput } from '@/domain/catalog/product-inputs';
import { productFormDefaults, productFormResolver } from '../lib/product-form-schema';
import { ProductGalleryField } from './product-gallery-field';
import { ProductVariationsField } from './product-variations-field';

/** Props of {@link ProductForm}. */
export interface ProductFormProps {
  /** The product to edit, or null to add one. */
  product: Product | null;
  /** The partners to choose from; adding presets the first. */
  partners: readonly Partner[];
  /** True while saving: `Simpan` is disabled and shows progress. */
  saving: boolean;
  /**
   * Saves valid values. Resolves with field messages to show inline when the data layer rejected
   * some fields, otherwise nothing.
   */
  onSave: (input: ProductInput) => Promise<Partial<Record<string, string>> | void>;
  /** The `Batal` button. */
  onCancel: () => void;
}

const FIELDS = [
  'name',
  'category',
  'price',
  'stock',
  'weight',
  'location',
  'partnerId',
  'image',
  'images',
  'description',
  'status',
  'promoPrice',
  'promoStart',
  'promoEnd',
  'variations',
  'variants',
] as const;

/**
 * The product form of the 'Tambah Produk Baru' / 'Edit Produk' dialog (spec sections 2 and 5;
 * docs/product/ui-names.md "Admin"): `Nama Produk`, `Kategori`, `Harga`, `Stok`, `Berat (gram)`, `Lokasi`, `Mitra`,
 * `Harga Promo`, `Promo Mulai`, `Promo Berakhir` (WIB; docs/product/decisions.md "Promo price"),
 * `Status Produk` (`Draf`, `Aktif`, `Arsip`; a new product starts `Aktif`), `Gambar Produk` (the
 * photo gallery's editor, ./product-gallery-editor.tsx: up to 8 photos), `Deskripsi`; buttons `Batal` and `Simpan`.
 * Every field but the description is required. The section `Variasi` (./product-variations-field.tsx)
 * makes tiers and their combinations; with tiers `Harga`, `Stok` and `Berat (gram)` are hidden,
 * derived from the combinations, and so is `Harga Promo`: each combination has its own, running
 * in `Promo Mulai`–`Promo Berakhir`.
 */
export function ProductForm({ product, partners, saving, onSave, onCancel }: ProductFormProps) {
  const form = useForm({
    resolver: productFormResolver,
    defaultValues: productFormDefaults(product, partners[0]?.id),
  });
  const hasTiers = (useWatch({ control: form.control, name: 'variations' })?.length ?? 0) > 0;
  const categories: readonly string[] =
    product && !(CATEGORIES as readonly string[]).includes(product.category)
      ? [...CATEGORIES, product.category]
      : CATEGORIES;
  const partnerKnown = !product || partners.some((p) => p.id === product.partnerId);

  async function submit(values: ProductInput) {
    const fieldErrors = await onSave(values);
    if (fieldErrors) showFieldErrors(form.setError, fieldErrors, FIELDS, 'each');
  }

  return (
    <HookForm
      form={form}
      onSubmit={form.handleSubmit(submit)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <InputField
        control={form.control}
        name="name"
        label="Nama Produk"
        autoComplete="off"
        itemClassName="sm:col-span-2"
      />
      <SelectField control={form.control} name="category" label="Kategori">
        <option value="">Pilih kategori</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <SelectField control={form.control} name="partnerId" label="Mitra">
        {partners.length === 0 && <option value="">Belum ada mitra</option>}
        {!partnerKnown && product && (
          <option value={product.partnerId}>N/A ({product.partnerId || 'kosong'})</option>
        )}
        {partners.map((partner) => (
          <option key={partner.id} value={partner.id}>
            {partner.name}
          </option>
        ))}
      </SelectField>
      {!hasTiers && (
        <>
          <InputField
            control={form.control}
            name="price"
            label="Harga"
            description="Dalam Rupiah, mis. 85000."
            inputMode="numeric"
            autoComplete="off"
          />
          <InputField
            control={form.control}
            name="stock"
            label="Stok"
            description="Jumlah unit tersedia."
            inputMode="numeric"
            autoComplete="off"
          />
          <InputField
            control={form.control}
            name="weight"
            label="Berat (gram)"
            description={`Berat kemas per unit, ${PRODUCT_WEIGHT.min}–${PRODUCT_WEIGHT.max.toLocaleString('id-ID')} gram; dasar ongkos kirim.`}
            inputMode="numeric"
            autoComplete="off"
          />
        </>
      )}
      <ProductVariationsField control={form.control} />
      {/* With tiers each combination has its own `Harga Promo`, in the window below. */}
      {!hasTiers && (
        <InputField
          control={form.control}
          name="promoPrice"
          label="Harga Promo"
          description="Opsional; Rupiah, lebih rendah dari Harga."
          inputMode="numeric"
          autoComplete="off"
        />
      )}
      <InputField control={form.control} name="promoStart" label="Promo Mulai" type="datetime-local" description="WIB; kosong: mulai saat disimpan." />
      <InputField control={form.control} name="promoEnd" label="Promo Berakhir" type="datetime-local" description="WIB; kosong: tanpa batas waktu." />
      <InputField control={form.control} name="location" label="Lokasi" autoComplete="off" />
      <SelectField
        control={form.control}
        name="status"
        label="Status Produk"
        description="Draf dan Arsip tidak tampil di toko dan tidak bisa dipesan."
      >
        {PRODUCT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {PRODUCT_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <ProductGalleryField control={form.control} />
      <TextareaField
        control={form.control}
        name="description"
        label="Deskripsi"
        rows={4}
        itemClassName="sm:col-span-2"
      />
      <CancelSaveActions onCancel={onCancel} pending={saving} className="sm:col-span-2" />
    </HookForm>
  );
}
