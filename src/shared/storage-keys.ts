/**
 * The shop's storage keys (spec section 3, "Data"; the keys docs/product/decisions.md adds are
 * marked in ./keys.ts), without their schemas: the server-mode adapter names keys in its change
 * announcements and needs no schema for it, so zod stays out of the storefront's first load
 * (decision 012). ./keys.ts gives each key its schema and default, in this order.
 */

/**
 * The store settings' keys, each a row of the server's `settings` table and a part of the store
 * settings query (./query-keys.ts); the last keys of {@link STORAGE_KEYS}.
 */
export const STORE_SETTING_KEYS = [
  'storeName',
  'storeAddress',
  'maintenanceMode',
  'newOrderNotifications',
  'adminEmail',
  'storeContacts',
  'maxPerProduct',
  'maxUnpaidOrders',
  'maxOpenOrders',
  'maxOpenOrdersNewBuyer',
  'lowStockThreshold',
  'shippingTable',
  'orderFlow',
  'paymentAccounts',
] as const;

/** All storage keys, in the order of `KEY_SPECS` (src/domain/port/key-specs.ts). */
export const STORAGE_KEYS = [
  'products',
  'partners',
  'vouchers',
  'reviews',
  'orders',
  'transactions',
  'users',
  'cartItems',
  'activityLogs',
  'emailLogs',
  'currentUser',
  'allChatMessages',
  'allUnreadCounts',
  'newOrderNotification',
  'theme',
  ...STORE_SETTING_KEYS,
] as const;

/** A storage key of the shop. */
export type StorageKey = (typeof STORAGE_KEYS)[number];

/**
 * What a change announcement may name (the server's event stream and `Seulanga-Changed` header):
 * every storage key, plus `stock` — products' stock moved without a catalogue edit (an order
 * placed, an order's units given back), announced apart from `products` so an open storefront
 * refreshes only the queries that show stock, not the whole catalogue (./query-keys.ts
 * `showsStock`). The browser mode announces storage keys only.
 */
export const CHANGE_TOPICS = [...STORAGE_KEYS, 'stock'] as const;

/** A change topic: a storage key or `stock`. */
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

/** Whether a string is one of the shop's change topics. */
export function isChangeTopic(key: string): key is ChangeTopic {
  return (CHANGE_TOPICS as readonly string[]).includes(key);
}

/** Whether a string is one of the shop's storage keys. */
export function isStorageKey(key: string): key is StorageKey {
  return (STORAGE_KEYS as readonly string[]).includes(key);
}
