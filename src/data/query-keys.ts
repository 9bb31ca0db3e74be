/**
 * TanStack Query keys. Each starts with the storage key it reads, so a change to that key (from
 * this tab or another) invalidates exactly the matching queries.
 */
export const queryKeys = {
  currentUser: ['currentUser'] as const,
  products: ['products'] as const,
  product: (id: number) => ['products', id] as const,
  partners: ['partners'] as const,
  reviews: (productId: number) => ['reviews', productId] as const,
  cart: ['cartItems'] as const,
  myOrders: ['orders', 'mine'] as const,
  emailLogs: ['emailLogs'] as const,
  activity: ['activityLogs'] as const,
  store: ['storeSettings'] as const,
  theme: ['theme'] as const,
};

/** Storage keys that make up the store settings query. */
export const STORE_SETTING_KEYS = [
  'storeName',
  'storeAddress',
  'adminEmail',
  'storeContacts',
  'maintenanceMode',
  'newOrderNotifications',
] as const;
