import type { StoreSettings } from '@/data';
import { MAX_OPEN_ORDERS, MAX_OPEN_ORDERS_NEW_BUYER, MAX_PER_PRODUCT, MAX_UNPAID_ORDERS } from '@/domain/orders/limits';
import type { OrderLimitsInput } from '@/domain/settings/inputs';
import type { SettingsCardProps } from '../hooks/use-settings-card';
import { RangeSettingsCard, type RangeSetting } from './range-settings-card';

function toInput(store: StoreSettings): OrderLimitsInput {
  return {
    maxPerProduct: store.maxPerProduct,
    maxUnpaidOrders: store.maxUnpaidOrders,
    maxOpenOrders: store.maxOpenOrders,
    maxOpenOrdersNewBuyer: store.maxOpenOrdersNewBuyer,
  };
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
  {
    name: 'maxOpenOrders',
    label: 'Maksimal Pesanan Terbuka per Pembeli',
    description: `Pesanan yang belum dikirim, belum dibatalkan, dan belum selesai yang boleh dimiliki satu pembeli sekaligus (${MAX_OPEN_ORDERS.min}–${MAX_OPEN_ORDERS.max}).`,
    range: MAX_OPEN_ORDERS,
  },
  {
    name: 'maxOpenOrdersNewBuyer',
    label: 'Maksimal Pesanan Terbuka Akun Baru',
    description: `Batas yang sama untuk akun berumur kurang dari sehari atau yang belum punya pesanan selesai (${MAX_OPEN_ORDERS_NEW_BUYER.min}–${MAX_OPEN_ORDERS_NEW_BUYER.max}; tidak pernah melebihi batas di atas).`,
    range: MAX_OPEN_ORDERS_NEW_BUYER,
  },
];

/**
 * 'Batas Pesanan' (src/domain/orders/limits.ts): `Maksimal per Produk` (the most units of
 * one product a cart line or an order line may hold, never above the stock; 1–999) and
 * `Maksimal Pesanan Belum Dibayar` (the most Pending orders one buyer may have at once; 1–50) and
 * `Maksimal Pesanan Terbuka per Pembeli` / `… Akun Baru` (the most open orders of an established
 * and of a new buyer; 1–100 each).
 * 'Simpan Batas Pesanan' saves through `data.settings.saveSection('orderLimits', …)` and toasts
 * 'Batas pesanan berhasil disimpan!'; an invalid number shows its message under the field.
 */
export function OrderLimitsCard({ store }: SettingsCardProps) {
  return <RangeSettingsCard section="orderLimits" store={store} toValues={toInput} settings={SETTINGS} />;
}
