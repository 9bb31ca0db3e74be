/**
 * TanStack Query keys. Each starts with the storage key it reads, so a change to that key (from
 * this tab or another) invalidates exactly the matching queries. Queries that read several keys
 * are listed in {@link DEPENDENT_QUERIES}.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { CatalogSearch } from '@/domain/catalog/query';
import type {
  EmailLogSearch,
  OrderSearch,
  ProductAdminSearch,
  TransactionSearch,
} from '@/domain/back-office/lists';
import type { PageRequest } from '@/domain/core/paging';
import type { ChangeTopic } from '@/shared/storage-keys';
import { STORE_SETTING_KEYS } from '@/shared/storage-keys';

export const queryKeys = {
  currentUser: ['currentUser'] as const,
  products: ['products'] as const,
  product: (id: number) => ['products', id] as const,
  /** One page of a catalogue search. */
  productSearch: (search: CatalogSearch) => ['products', 'search', search] as const,
  /** `Saran pencarian` for the typed text (under `products`: a catalogue change refreshes them). */
  productSuggestions: (q: string) => ['products', 'suggest', q] as const,
  /** The given products (ids sorted, each once). */
  productsById: (ids: readonly number[]) => ['products', 'byId', ids] as const,
  /** One page of the admin's products table. */
  adminProductSearch: (search: ProductAdminSearch) => ['products', 'admin', search] as const,
  /** The distinct categories of the stored products. */
  productCategories: ['products', 'categories'] as const,
  partners: ['partners'] as const,
  /** The owner's vouchers (the back office's `Voucher` page). */
  vouchers: ['vouchers'] as const,
  /** The vouchers the shop shows anyone (`Tampilkan di Toko`); under `vouchers`, so an owner's change refreshes them. */
  shownVouchers: ['vouchers', 'shown'] as const,
  /** A product's reviews (every page: the prefix of {@link queryKeys.reviewPage}). */
  reviews: (productId: number) => ['reviews', productId] as const,
  /** One page of a product's reviews (page 1, then one per 'Muat Lebih Banyak'). */
  reviewPage: (productId: number, page: number) => ['reviews', productId, page] as const,
  /** The signed-in buyer's own review of a product (user-scoped: not under the public 'reviews'). */
  ownReview: (productId: number) => ['ownReview', productId] as const,
  cart: ['cartItems'] as const,
  myOrders: ['orders', 'mine'] as const,
  /** One of the buyer's orders ('Detail Pesanan'); refreshed with the buyer's order list. */
  myOrder: (orderId: string) => ['orders', 'mine', orderId] as const,
  /** A product's units sold (reads orders). */
  unitsSold: (productId: number) => ['orders', 'sold', productId] as const,
  allOrders: ['orders', 'all'] as const,
  /** Any one order, for the admin (the packing label and the invoice). */
  adminOrder: (orderId: string) => ['orders', 'one', orderId] as const,
  /** Several orders, for the admin's bulk packing labels. */
  adminOrders: (orderIds: readonly string[]) => ['orders', 'many', ...orderIds] as const,
  /** One page of the admin's orders table. */
  orderSearch: (search: OrderSearch) => ['orders', 'search', search] as const,
  /** The orders per owner's stage and today's (the orders page's tabs, the dashboard's to-do cards). */
  orderStageCounts: ['orders', 'stageCounts'] as const,
  transactions: ['transactions'] as const,
  /** One page of the admin's transactions table. */
  transactionSearch: (search: TransactionSearch) => ['transactions', 'search', search] as const,
  emailLogs: ['emailLogs'] as const,
  /** One page of the e-mail log. */
  emailLogPage: (request: EmailLogSearch) => ['emailLogs', 'page', request] as const,
  /** How many order e-mails failed and were not sent since (the dashboard's banner). */
  failedEmailCount: ['emailLogs', 'failedCount'] as const,
  activity: ['activityLogs'] as const,
  /** One page of the sales history. */
  salesHistory: (request: PageRequest) => ['activityLogs', 'salesHistory', request] as const,
  users: ['users'] as const,
  /** The dashboard's figures for a Jakarta day (reads orders, products, transactions). */
  dashboardFigures: (day: string) => ['figures', 'dashboard', day] as const,
  /** The sales report's figures for a Jakarta day (reads orders, transactions, users). */
  salesFigures: (day: string) => ['figures', 'sales', day] as const,
  store: ['storeSettings'] as const,
  theme: ['theme'] as const,
  newOrderNotification: ['newOrderNotification'] as const,
  /**
   * A buyer's thread, its pages (`buyer` undefined: the signed-in buyer's own). Not under
   * `allChatMessages`: a new message appends to it (src/features/chat/api/use-chat-messages.ts)
   * instead of refetching every page.
   */
  chatMessages: (buyer?: string) => ['chatThread', buyer ?? ''] as const,
  /**
   * The admin's thread list, its pages. Reads allChatMessages and allUnreadCounts but is not under
   * them: a new message reads its first page again and merges it over the loaded ones
   * (src/features/chat/api/use-chat-threads.ts) instead of refetching every page.
   */
  chatThreads: ['chatThreads'] as const,
  /** Reads allUnreadCounts. */
  chatUnread: ['allUnreadCounts'] as const,
};

/** Storage keys that make up the store settings query (./storage-keys.ts). */
export { STORE_SETTING_KEYS };

/** Queries whose key does not start with every storage key they read. */
export const DEPENDENT_QUERIES: Partial<Record<ChangeTopic, readonly QueryKey[]>> = {
  // A Completed order makes its buyer's reviews 'Pembeli Terverifikasi'.
  orders: [['figures'], ['reviews']],
  reviews: [['ownReview']],
  transactions: [['figures']],
  products: [['figures', 'dashboard']],
  // A partner set `Nonaktif` (or active again) takes its products out of the catalogue (or back).
  partners: [['products', 'search']],
  ...Object.fromEntries(STORE_SETTING_KEYS.map((key) => [key, [queryKeys.store]])),
  // The products table's marks and its filter 'Stok menipis' follow `Batas Stok Menipis`.
  lowStockThreshold: [queryKeys.store, ['products', 'admin']],
};

/**
 * Whether the query `queryKey` shows products' stock, so a `stock` change (an order placed or
 * given back, ./storage-keys.ts `CHANGE_TOPICS`) refreshes it: every catalogue query but the
 * categories (the list, a product, search pages, products by id, the admin's products table) and
 * the dashboard's figures (low stock). A `products` change (a catalogue edit) refreshes them all.
 */
export function showsStock(queryKey: QueryKey): boolean {
  const [root, part] = queryKey;
  if (root === queryKeys.products[0]) return part !== queryKeys.productCategories[1];
  return root === 'figures' && part === 'dashboard';
}
