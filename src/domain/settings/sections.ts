/**
 * The store settings sections, named once (docs/decisions/014-use-cases-once.md, "Settings
 * sections declared once"): each section's key, its input type, its API path
 * (`PUT /api/settings/<path>`, docs/api.md) and the port's method name `save<Key>` that every
 * layer derives from the key. No zod here: the HTTP adapter reads this module with the
 * storefront's first page; the rules of each section (schema, what it writes, its
 * activity-log entry, its success message) are in ./changes.ts.
 */
import type { ShippingTableInput } from '../shipping/cost';
import type { LowStockInput, OrderFlowInput, OrderLimitsInput, PaymentAccountsInput, StoreSettingsInput } from './inputs';

/** Each settings section's input, by the section's key. */
export interface SettingsSectionInputs {
  /**
   * Saves the store settings ('Pengaturan Toko': name, address, admin e-mail, contacts,
   * maintenance mode). Logs `updateSettings` (the name and the maintenance mode).
   * @throws PermissionError unless admin; ValidationError.
   */
  store: StoreSettingsInput;
  /**
   * Saves the order limits `maxPerProduct`, `maxUnpaidOrders` and `maxOpenOrders`. Logs `updateSettings`.
   * @throws PermissionError unless admin; ValidationError (a number outside its range).
   */
  orderLimits: OrderLimitsInput;
  /**
   * Saves `Batas Stok Menipis` (src/domain/catalog/low-stock.ts). Logs `updateSettings`.
   * @throws PermissionError unless admin; ValidationError (not a whole number 0–1000).
   */
  lowStock: LowStockInput;
  /**
   * Saves the shipping table `Ongkos Kirim` (src/domain/shipping/cost.ts
   * `shippingTableSchema`). Logs `updateSettings`.
   * @throws PermissionError unless admin; ValidationError (no courier or more than 10, a rate
   * outside 0–10,000,000 whole Rupiah, an unknown destination, a repeated courier).
   */
  shippingTable: ShippingTableInput;
  /**
   * Saves 'Alur Pesanan' (src/domain/orders/flow.ts): `Batas Waktu Pembayaran` in hours,
   * `Selesai Otomatis` in days, `Verifikasi Pembayaran oleh Admin`. Logs `updateSettings`.
   * @throws PermissionError unless admin; ValidationError (hours outside 1–168, days outside 1–30).
   */
  orderFlow: OrderFlowInput;
  /**
   * Saves `Rekening Pembayaran` (src/domain/core/inputs.ts `paymentAccountsSchema`). Logs
   * `updateSettings` (which fields are set, not their values).
   * @throws PermissionError unless admin; ValidationError (a field too long, an account number
   * not 5–20 digits, a bank account without its name or holder, an e-wallet number that is not an
   * Indonesian mobile number, a QRIS payload that is not `000201…` of at most 512 printable ASCII
   * characters ending in `6304` and a correct CRC-16/CCITT-FALSE).
   */
  paymentAccounts: PaymentAccountsInput;
}

/** A settings section's key. */
export type SettingsSectionKey = keyof SettingsSectionInputs;

/** Each section's path under `/api/settings/` (docs/api.md). */
export const SETTINGS_SECTION_PATHS = {
  store: 'store',
  orderLimits: 'order-limits',
  lowStock: 'low-stock',
  shippingTable: 'shipping',
  orderFlow: 'order-flow',
  paymentAccounts: 'payment-accounts',
} as const satisfies Record<SettingsSectionKey, string>;

/** Every section's key, in the order of the back office's cards. */
export const SETTINGS_SECTION_KEYS = Object.keys(SETTINGS_SECTION_PATHS) as SettingsSectionKey[];

/** The port's method that saves section `K`: `saveStore`, `saveOrderLimits`, … */
export type SettingsSaveMethod<K extends SettingsSectionKey> = `save${Capitalize<K>}`;

/** The name of the port's method that saves section `key` (see {@link SettingsSaveMethod}). */
export function settingsSaveMethod<K extends SettingsSectionKey>(key: K): SettingsSaveMethod<K> {
  return `save${key.charAt(0).toUpperCase()}${key.slice(1)}` as SettingsSaveMethod<K>;
}

/** Saves one section's input; resolves with `Result` (the port's store settings). */
export type SettingsSectionSave<Result> = <K extends SettingsSectionKey>(
  key: K,
  input: SettingsSectionInputs[K],
) => Promise<Result>;

/** The port's per-section save methods, one `save<Key>(input)` per section. */
export type SettingsSectionSavers<Result> = {
  [K in keyof SettingsSectionInputs as SettingsSaveMethod<K>]: (input: SettingsSectionInputs[K]) => Promise<Result>;
};

/**
 * The per-section save methods of a settings repository, each calling `save` with its key: how
 * every adapter (key-value, HTTP) and the server's service build `saveStore`, `saveOrderLimits`, …
 * from their one generic save.
 * @param save - the repository's generic save of a section.
 * @returns `{ saveStore, saveOrderLimits, saveLowStock, saveShippingTable, saveOrderFlow, savePaymentAccounts }`.
 */
export function settingsSectionSavers<Result>(save: SettingsSectionSave<Result>): SettingsSectionSavers<Result> {
  return Object.fromEntries(
    SETTINGS_SECTION_KEYS.map((key) => [settingsSaveMethod(key), (input: never) => save(key, input)]),
  ) as SettingsSectionSavers<Result>;
}
