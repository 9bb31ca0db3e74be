import { WholeNumberField } from '@/components/form-fields/whole-number-field';
import { SettingsFormSection } from '@/components/form-fields/section-form';
import type { StoreSettings } from '@/data';
import { MAX_PER_PRODUCT, MAX_UNPAID_ORDERS } from '@/domain/orders/limits';
import type { OrderLimitsInput } from '@/domain/settings/inputs';
import { useSettingsCard, type SettingsCardProps } from '../hooks/use-settings-card';

/** The input's fields, which the data layer's field messages are keyed by. */
const INPUT_FIELDS = ['maxPerProduct', 'maxUnpaidOrders'] as const satisfies readonly (keyof OrderLimitsInput)[];

function toInput(store: StoreSettings): OrderLimitsInput {
  return { maxPerProduct: store.maxPerProduct, maxUnpaidOrders: store.maxUnpaidOrders };
}

/**
 * 'Batas Pesanan' (src/domain/orders/limits.ts): `Maksimal per Produk` (the most units of
 * one product a cart line or an order line may hold, never above the stock; 1–999) and
 * `Maksimal Pesanan Belum Dibayar` (the most Pending orders one buyer may have at once; 1–50).
 * 'Simpan Batas Pesanan' saves through `data.settings.saveSection('orderLimits', …)` and toasts
 * 'Batas pesanan berhasil disimpan!'; an invalid number shows its message under the field.
 */
export function OrderLimitsCard({ store }: SettingsCardProps) {
  const card = useSettingsCard('orderLimits', store, { toValues: toInput, fields: INPUT_FIELDS });
  const { control } = card.form;

  return (
    <SettingsFormSection {...card}>
      <WholeNumberField
        control={control}
        name="maxPerProduct"
        label="Maksimal per Produk"
        description={`Jumlah unit terbanyak satu produk dalam satu pesanan (${MAX_PER_PRODUCT.min}–${MAX_PER_PRODUCT.max}), tidak pernah melebihi stok.`}
        range={MAX_PER_PRODUCT}
      />
      <WholeNumberField
        control={control}
        name="maxUnpaidOrders"
        label="Maksimal Pesanan Belum Dibayar"
        description={`Pesanan berstatus Pending yang boleh dimiliki satu pembeli sekaligus (${MAX_UNPAID_ORDERS.min}–${MAX_UNPAID_ORDERS.max}).`}
        range={MAX_UNPAID_ORDERS}
      />
    </SettingsFormSection>
  );
}
