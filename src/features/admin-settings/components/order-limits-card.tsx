import type { StoreSettings } from '@/data';
import { MAX_PER_PRODUCT, MAX_UNPAID_ORDERS } from '@/domain/orders/limits';
import type { OrderLimitsInput } from '@/domain/settings/inputs';
import type { SettingsCardProps } from '../hooks/use-settings-card';
import { RangeSettingsCard, type RangeSetting } from './range-settings-card';

function toInput(store: StoreSettings): OrderLimitsInput {
  return { maxPerProduct: store.maxPerProduct, maxUnpaidOrders: store.maxUnpaidOrders };
}

const SETTINGS: RangeSetting<OrderLimitsInput>[] = [
  {
    name: 'maxPerProduct',
    label: 'Maksimal per Produk',
    description: `Jumlah unit terbanyak satu produk dalam satu pesanan (${MAX_PER_PRODUCT.min}–${MAX_PER_PRODUCT.max}), tidak pernah melebihi stok.`,
    range: MAX_PER_PRODUCT,
  },
  {
    name: 'maxUnpaidOrders',
    label: 'Maksimal Pesanan Belum Dibayar',
    description: `Pesanan berstatus Pending yang boleh dimiliki satu pembeli sekaligus (${MAX_UNPAID_ORDERS.min}–${MAX_UNPAID_ORDERS.max}).`,
    range: MAX_UNPAID_ORDERS,
  },
];

/**
 * 'Batas Pesanan' (src/domain/orders/limits.ts): `Maksimal per Produk` (the most units of
 * one product a cart line or an order line may hold, never above the stock; 1–999) and
 * `Maksimal Pesanan Belum Dibayar` (the most Pending orders one buyer may have at once; 1–50).
 * 'Simpan Batas Pesanan' saves through `data.settings.saveSection('orderLimits', …)` and toasts
 * 'Batas pesanan berhasil disimpan!'; an invalid number shows its message under the field.
 */
export function OrderLimitsCard({ store }: SettingsCardProps) {
  return <RangeSettingsCard section="orderLimits" store={store} toValues={toInput} settings={SETTINGS} />;
}
