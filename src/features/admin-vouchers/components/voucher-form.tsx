import { useForm, useWatch } from 'react-hook-form';
import { CancelSaveActions } from '@/components/form-fields/cancel-save-actions';
import { HookForm } from '@/components/form-fields/hook-form';
import { InputField } from '@/components/form-fields/input-field';
import { SelectField } from '@/components/form-fields/select-field';
import { showFieldErrors } from '@/components/form-fields/show-field-errors';
import { SwitchField } from '@/components/form-fields/switch-field';
import type { VoucherFields, VoucherInput } from '@/domain/vouchers/inputs';
import type { StoredVoucher } from '@/domain/vouchers/records';
import { DISCOUNT_TYPE_LABELS } from '@/shared/messages-voucher-admin';
import { toVoucherInput, VOUCHER_FORM_FIELDS, voucherFormDefaults, type VoucherFormValues } from '../lib/voucher-form-values';
import { voucherResolver } from '../lib/voucher-resolver';
import { VoucherScopeFields } from './voucher-scope-fields';

/** Props of {@link VoucherForm}. */
export interface VoucherFormProps {
  /** The voucher to edit, or null to add one. */
  voucher: StoredVoucher | null;
  /** True while saving: `Simpan` is disabled and shows progress. */
  saving: boolean;
  /** Saves valid values; resolves with field messages when the data layer refused some. */
  onSave: (input: VoucherInput) => Promise<Partial<Record<string, string>> | void>;
  /** The `Batal` button. */
  onCancel: () => void;
}

/** A whole-number field's attributes: text with the number pad (the schema reads the digits). */
const NUMBER = { inputMode: 'numeric', autoComplete: 'off' } as const;

/**
 * The voucher form (docs/product/vouchers.md "The owner's form"; docs/product/ui-names.md
 * "Admin"): `Kode Voucher`, `Jenis Diskon` (`Persen`, `Nominal`, `Gratis Ongkir`), `Nilai Diskon`
 * (not for `Gratis Ongkir`), `Maksimal Diskon` (for `Persen` and `Gratis Ongkir`),
 * `Minimal Belanja`, `Kuota`, `Batas per Pembeli`, `Berlaku Mulai` / `Berlaku Sampai` (WIB),
 * `Berlaku untuk` (products, categories), the switches `Aktif` and `Tampilkan di Toko`; `Batal`
 * and `Simpan`. Checked by `voucherInputSchema` as typed, each message inline on its field; the
 * data layer's field refusals (a code in use, a quota below the uses) land there too.
 */
export function VoucherForm({ voucher, saving, onSave, onCancel }: VoucherFormProps) {
  const form = useForm<VoucherFormValues, unknown, VoucherFields>({
    resolver: voucherResolver,
    defaultValues: voucherFormDefaults(voucher),
  });
  const kind = useWatch({ control: form.control, name: 'discountType' });

  async function submit() {
    const fieldErrors = await onSave(toVoucherInput(form.getValues()));
    if (fieldErrors) showFieldErrors(form.setError, fieldErrors, VOUCHER_FORM_FIELDS, 'first');
  }

  return (
    <HookForm form={form} onSubmit={form.handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
      <InputField
        control={form.control}
        name="code"
        label="Kode Voucher"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        placeholder="mis. HEMAT10"
        description={voucher && voucher.used > 0 ? 'Kode voucher yang sudah dipakai tidak dapat diubah.' : '3–20 huruf atau angka.'}
        readOnly={voucher !== null && voucher.used > 0}
      />
      <SelectField control={form.control} name="discountType" label="Jenis Diskon">
        {Object.entries(DISCOUNT_TYPE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {kind !== 'freeShipping' && (
        <InputField
          control={form.control}
          name="value"
          label="Nilai Diskon"
          description={kind === 'percent' ? 'Persen, 1–100.' : 'Rupiah.'}
          {...NUMBER}
        />
      )}
      {kind !== 'fixed' && (
        <InputField
          control={form.control}
          name="maxDiscount"
          label="Maksimal Diskon"
          description={kind === 'percent' ? 'Rupiah; batas potongan dari persen.' : 'Rupiah; batas potongan ongkos kirim.'}
          {...NUMBER}
        />
      )}
      <InputField control={form.control} name="minSpend" label="Minimal Belanja" description="Rupiah; 0 tanpa minimal." {...NUMBER} />
      <InputField control={form.control} name="quota" label="Kuota" description="Jumlah pemakaian seluruh pembeli." {...NUMBER} />
      <InputField control={form.control} name="perBuyerLimit" label="Batas per Pembeli" description="Pemakaian per akun pembeli." {...NUMBER} />
      <InputField control={form.control} name="startsAt" label="Berlaku Mulai" type="datetime-local" description="WIB; kosong: mulai saat disimpan." />
      <InputField control={form.control} name="endsAt" label="Berlaku Sampai" type="datetime-local" description="WIB; kosong: tanpa batas waktu." />
      <VoucherScopeFields control={form.control} />
      <SwitchField control={form.control} name="active" label="Aktif" description="Voucher yang dijeda tidak dapat dipakai di checkout." />
      <SwitchField control={form.control} name="showInStore" label="Tampilkan di Toko" description="Pembeli melihat voucher ini di toko." />
      <CancelSaveActions onCancel={onCancel} pending={saving} className="sm:col-span-2" />
    </HookForm>
  );
}
