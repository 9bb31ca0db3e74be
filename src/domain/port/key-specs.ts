/**
 * The storage keys of spec section 3, with the schema each value must satisfy and its default.
 * Keys added by docs/product/decisions.md (contacts, admin e-mail) are marked.
 */
import { z } from 'zod';
import { LOW_STOCK_THRESHOLD } from '@/domain/catalog/low-stock';
import { MAX_OPEN_ORDERS, MAX_OPEN_ORDERS_NEW_BUYER, MAX_PER_PRODUCT, MAX_UNPAID_ORDERS } from '@/domain/orders/limits';
import {
  lowStockThresholdSchema,
  maxOpenOrdersNewBuyerSchema,
  maxOpenOrdersSchema,
  maxPerProductSchema, maxUnpaidOrdersSchema, orderFlowSchema, paymentAccountsSchema } from '@/domain/settings/stored';
import { DEFAULT_ORDER_FLOW } from '@/domain/orders/flow';
import { NO_PAYMENT_ACCOUNTS } from '@/domain/payment/accounts';
import { DEFAULT_SHIPPING_TABLE, shippingTableSchema } from '@/domain/shipping/cost';
import { STORAGE_KEYS, isStorageKey, type StorageKey } from '@/shared/storage-keys';
import { voucherSchema, voucherUseSchema } from '@/domain/vouchers/records';
import {
  activityLogSchema,
  chatStoreSchema,
  emailLogSchema,
  orderSchema,
  partnerSchema,
  storedProductSchema,
  reviewSchema,
  sessionUserSchema,
  storeContactsSchema,
  themeSchema,
  transactionSchema,
  unreadCountsSchema,
  userSchema,
  cartItemSchema,
} from '@/domain/core/records';

/** A list validated item by item against `item`. */
interface ListSpec<T extends z.ZodType> {
  kind: 'list';
  item: T;
  label: string;
}
/** One value validated against `schema`, `fallback()` where it is missing. */
interface ValueSpec<T extends z.ZodType> {
  kind: 'value';
  schema: T;
  fallback: () => unknown;
  label: string;
}
/** How a key's value is validated: a list validated item by item, or one value. */
export type KeySpec = ListSpec<z.ZodType> | ValueSpec<z.ZodType>;

const list = <T extends z.ZodType>(item: T, label: string): ListSpec<T> => ({ kind: 'list', item, label });
const value = <T extends z.ZodType>(schema: T, fallback: () => unknown, label: string): ValueSpec<T> => ({
  kind: 'value',
  schema,
  fallback,
  label,
});

/** Every storage key the shop uses, with its validation. */
export const KEY_SPECS = {
  products: list(storedProductSchema, 'produk'),
  partners: list(partnerSchema, 'mitra'),
  /** The owner's vouchers (docs/product/vouchers.md). */
  vouchers: list(voucherSchema, 'voucher'),
  /** Each order's use of a voucher (docs/product/vouchers.md): its `Kuota` and `Batas per Pembeli` count them. */
  voucherUses: list(voucherUseSchema, 'pemakaian voucher'),
  reviews: list(reviewSchema, 'ulasan'),
  orders: list(orderSchema, 'pesanan'),
  transactions: list(transactionSchema, 'transaksi'),
  users: list(userSchema, 'pengguna'),
  cartItems: list(cartItemSchema, 'keranjang'),
  activityLogs: list(activityLogSchema, 'log aktivitas'),
  emailLogs: list(emailLogSchema, 'log email'),
  currentUser: value(sessionUserSchema.nullable(), () => null, 'sesi'),
  allChatMessages: value(chatStoreSchema, () => ({}), 'chat'),
  allUnreadCounts: value(unreadCountsSchema, () => ({}), 'penanda chat'),
  newOrderNotification: value(z.boolean(), () => false, 'notifikasi'),
  theme: value(themeSchema, () => 'light', 'tema'),
  storeName: value(z.string().min(1), () => 'Seulanga', 'nama toko'),
  storeAddress: value(
    z.string(),
    () => 'Jl. Teuku Umar No. 12, Seutui, Kec. Baiturrahman, Kota Banda Aceh, Aceh 23243',
    'alamat toko',
  ),
  maintenanceMode: value(z.boolean(), () => false, 'mode pemeliharaan'),
  newOrderNotifications: value(z.boolean(), () => true, 'preferensi notifikasi'),
  /** docs/product/decisions.md: the admin e-mail recipient is a store setting. */
  adminEmail: value(z.string(), () => 'admin@seulanga.id', 'email admin'),
  /** docs/product/decisions.md: the store's contact channels are store settings. */
  storeContacts: value(storeContactsSchema, () => storeContactsSchema.parse({}), 'kontak toko'),
  /** `Maksimal per Produk`, the most units of one product per cart or order line. */
  maxPerProduct: value(maxPerProductSchema, () => MAX_PER_PRODUCT.default, 'maksimal per produk'),
  /** `Maksimal Pesanan Belum Dibayar`, the most Pending orders per buyer. */
  maxUnpaidOrders: value(maxUnpaidOrdersSchema, () => MAX_UNPAID_ORDERS.default, 'maksimal pesanan belum dibayar'),
  /** `Maksimal Pesanan Terbuka per Pembeli`, the most open orders per established buyer (src/domain/orders/limits.ts). */
  maxOpenOrders: value(maxOpenOrdersSchema, () => MAX_OPEN_ORDERS.default, 'maksimal pesanan terbuka'),
  /** `Maksimal Pesanan Terbuka Akun Baru`, the most open orders per new buyer (src/domain/orders/limits.ts). */
  maxOpenOrdersNewBuyer: value(maxOpenOrdersNewBuyerSchema, () => MAX_OPEN_ORDERS_NEW_BUYER.default, 'maksimal pesanan terbuka akun baru'),
  /** `Batas Stok Menipis`, the stock at or below which a product is marked low. */
  lowStockThreshold: value(lowStockThresholdSchema, () => LOW_STOCK_THRESHOLD.default, 'batas stok menipis'),
  /** `Ongkos Kirim`, the couriers and their Rupiah-per-kg rates (src/domain/shipping/cost.ts). */
  shippingTable: value(shippingTableSchema, () => DEFAULT_SHIPPING_TABLE, 'ongkos kirim'),
  /** 'Alur Pesanan', the payment deadline, automatic completion and payment verification (src/domain/orders/flow.ts). */
  orderFlow: value(orderFlowSchema, () => DEFAULT_ORDER_FLOW, 'alur pesanan'),
  /**
   * `Rekening Pembayaran`, the store's bank account, e-wallet number and QRIS payload
   * (src/domain/payment/accounts.ts); none by default (the demo seed sets demo values).
   */
  paymentAccounts: value(paymentAccountsSchema, () => NO_PAYMENT_ACCOUNTS, 'rekening pembayaran'),
} satisfies Record<StorageKey, KeySpec>;

export { STORAGE_KEYS, isStorageKey, type StorageKey };

/** The type of the value a spec validates: its items' list, or its one value. */
type Validated<S> = S extends ListSpec<infer T> ? z.output<T>[] : S extends ValueSpec<infer T> ? z.output<T> : never;

/** The type of the value stored under each key, after validation (read from {@link KEY_SPECS}). */
export type StoredValues = { [K in StorageKey]: Validated<(typeof KEY_SPECS)[K]> };
