import { InputField } from '@/components/form-fields/input-field';
import { SettingsFormSection } from '@/components/form-fields/section-form';
import { TextareaField } from '@/components/form-fields/textarea-field';
import type { StoreSettings } from '@/data';
import { PAYMENT_ACCOUNT_LIMITS } from '@/domain/payment/accounts';
import { MAX_QRIS_LENGTH } from '@/domain/payment/qris';
import type { PaymentAccountsInput } from '@/domain/settings/inputs';
import { useSettingsCard, type SettingsCardProps } from '../hooks/use-settings-card';

const INPUT_FIELDS = [
  'bankName',
  'accountNumber',
  'accountHolder',
  'ewalletNumber',
  'qrisPayload',
] as const satisfies readonly (keyof PaymentAccountsInput)[];

function toInput(store: StoreSettings): PaymentAccountsInput {
  return { ...store.paymentAccounts };
}

/**
 * 'Rekening Pembayaran' (src/domain/payment/accounts.ts): the store's bank account
 * (`Nama Bank`, `Nomor Rekening`, `Atas Nama`), `Nomor E-Wallet` and `Kode QRIS (teks)`, which the
 * buyer's payment instructions show by the order's payment method. Every field may stay empty
 * (not offered). 'Simpan Rekening' saves through `data.settings.saveSection('paymentAccounts', …)` and toasts
 * 'Rekening pembayaran berhasil disimpan!'; a refused field shows its message under it.
 */
export function PaymentAccountsCard({ store }: SettingsCardProps) {
  const card = useSettingsCard('paymentAccounts', store, { toValues: toInput, fields: INPUT_FIELDS });
  const { control } = card.form;

  return (
    <SettingsFormSection {...card}>
      <InputField
        control={control}
        name="bankName"
        label="Nama Bank"
        placeholder="Bank Aceh Syariah"
        maxLength={PAYMENT_ACCOUNT_LIMITS.bankName}
        autoComplete="off"
      />
      <InputField
        control={control}
        name="accountNumber"
        label="Nomor Rekening"
        description="5–20 digit angka."
        inputMode="numeric"
        autoComplete="off"
      />
      <InputField
        control={control}
        name="accountHolder"
        label="Atas Nama"
        maxLength={PAYMENT_ACCOUNT_LIMITS.accountHolder}
        autoComplete="off"
      />
      <InputField
        control={control}
        name="ewalletNumber"
        label="Nomor E-Wallet"
        description="Nomor ponsel untuk GoPay, OVO, dan Dana, misalnya 081234567890."
        type="tel"
        inputMode="tel"
        autoComplete="off"
      />
      <TextareaField
        control={control}
        name="qrisPayload"
        label="Kode QRIS (teks)"
        description={`Teks QRIS toko (diawali 000201, paling banyak ${MAX_QRIS_LENGTH} karakter), dari penyedia QRIS Anda.`}
        rows={4}
        spellCheck={false}
        autoComplete="off"
        className="font-mono text-xs break-all"
      />
    </SettingsFormSection>
  );
}
