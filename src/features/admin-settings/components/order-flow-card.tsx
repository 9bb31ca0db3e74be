import { SwitchField } from '@/components/form-fields/switch-field';
import type { StoreSettings } from '@/data';
import { AUTO_COMPLETE_DAYS, PAYMENT_DEADLINE_HOURS, VERIFICATION_DEADLINE_HOURS } from '@/domain/orders/flow';
import type { OrderFlowInput } from '@/domain/settings/inputs';
import type { SettingsCardProps } from '../hooks/use-settings-card';
import { RangeSettingsCard, type RangeSetting } from './range-settings-card';

function toInput(store: StoreSettings): OrderFlowInput {
  return { ...store.orderFlow };
}

const SETTINGS: RangeSetting<OrderFlowInput>[] = [
  {
    name: 'paymentDeadlineHours',
    label: 'Batas Waktu Pembayaran (jam)',
    description: `Pesanan yang belum dibayar dibatalkan otomatis dan stoknya dikembalikan (${PAYMENT_DEADLINE_HOURS.min}–${PAYMENT_DEADLINE_HOURS.max} jam).`,
    range: PAYMENT_DEADLINE_HOURS,
  },
  {
    name: 'autoCompleteDays',
    label: 'Selesai Otomatis (hari)',
    description: `Pesanan yang sudah dikirim dan tidak ditandai diterima pembeli selesai otomatis (${AUTO_COMPLETE_DAYS.min}–${AUTO_COMPLETE_DAYS.max} hari).`,
    range: AUTO_COMPLETE_DAYS,
  },
  {
    name: 'verificationDeadlineHours',
    label: 'Batas Waktu Verifikasi (jam)',
    description: `Pembayaran yang menunggu verifikasi lebih lama dari ini ditandai "Melewati batas verifikasi" di daftar pesanan; pesanan tidak dibatalkan (${VERIFICATION_DEADLINE_HOURS.min}–${VERIFICATION_DEADLINE_HOURS.max} jam).`,
    range: VERIFICATION_DEADLINE_HOURS,
  },
];

/**
 * 'Alur Pesanan' (src/domain/orders/flow.ts; docs/product/decisions.md "Payment deadline,
 * verification and automatic completion"): `Batas Waktu Pembayaran` (hours, 1–168: an unpaid
 * order is cancelled by the shop after it and its stock returned), `Selesai Otomatis` (days, 1–30:
 * a shipped order nobody marked received is completed after it), `Batas Waktu Verifikasi` (hours,
 * 1–168: a payment waiting longer for the owner's check is flagged overdue) and the switch
 * `Verifikasi Pembayaran oleh Admin` (a buyer's payment confirmation then waits for the owner's
 * 'Terima Pembayaran'). 'Simpan Alur Pesanan' saves through `data.settings.saveSection('orderFlow', …)` and toasts
 * 'Alur pesanan berhasil disimpan!'; an invalid number shows its message under the field.
 */
export function OrderFlowCard({ store }: SettingsCardProps) {
  return (
    <RangeSettingsCard
      section="orderFlow"
      store={store}
      toValues={toInput}
      settings={SETTINGS}
      extraFields={['verifyPayments']}
    >
      {(control) => (
        <SwitchField
          control={control}
          name="verifyPayments"
          label="Verifikasi Pembayaran oleh Admin"
          description="Saat aktif, konfirmasi pembayaran pembeli menunggu verifikasi Anda (Terima atau Tolak Pembayaran) sebelum pesanan diproses. Pesanan COD diproses langsung dan dihitung lunas saat diterima."
        />
      )}
    </RangeSettingsCard>
  );
}
