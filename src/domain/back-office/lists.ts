/**
 * The back office's long lists, one rule for both modes (spec section 2 "Admin"; docs/api.md
 * "Back-office lists"): the products table ('Cari produk'), the orders table ('Status', 'Status
 * Pengiriman', 'Cari pesanan') and the transactions table ('Status', 'Cari transaksi'), each
 * answered one page at a time ({@link Page}, 20 rows by default). The browser mode filters its
 * stored lists with the functions here; the server runs the same rules in SQL
 * (server/services/orders.ts, catalog.ts) over the folded texts defined here. The sales history
 * is paged by ../figures/sales-report.ts (salesHistoryPage; server/services/logs.ts in server mode); only
 * its request's check, {@link pageRequestSchema}, is here.
 */
import { z } from 'zod';
import { MAX_SEARCH_LENGTH, productSearchText } from '../catalog/query';
import { countsAsLowStock, LOW_STOCK_THRESHOLD } from '../catalog/low-stock';
import { messages } from '@/shared/messages';
import {
  BACK_OFFICE_PAGE_SIZE,
  normalizePageRequest,
  pageOf,
  type Page,
  type PageRequest,
} from '../core/paging';
import {
  ORDER_STATUSES,
  SHIPPING_STATUSES,
  transactionStatusSchema,
  type Order,
  type OrderStatus,
  type Partner,
  type Product,
  type ShippingStatus,
  type Transaction,
  type TransactionStatus,
} from '../core/records';
import { normalizeSearchText, searchTerms } from '../core/text-search';
import { OWNER_STAGES, PRODUCT_STATUSES, type OwnerStage, type ProductStatus } from '../core/vocabulary';

/** The search text field of every back-office list: at most {@link MAX_SEARCH_LENGTH} characters. */
const searchText = z
  .string({ error: messages.lists.filterInvalid })
  .max(MAX_SEARCH_LENGTH, messages.lists.searchTooLong)
  .optional();
/** Page and page size: finite numbers when present (clamped later). */
const pageFields = {
  page: z.number({ error: messages.lists.pageInvalid }).optional(),
  pageSize: z.number({ error: messages.lists.pageInvalid }).optional(),
};

/** The products table's stock filters: `'low'` = 'Stok menipis' (src/domain/catalog/low-stock.ts). */
export const PRODUCT_STOCK_FILTERS = ['low'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];

/**
 * The orders table's verification filters: `'overdue'` = 'Melewati Batas Verifikasi', the
 * payments waiting past the store's `Batas Waktu Verifikasi` (`verificationOverdue`,
 * src/domain/orders/flow.ts), the dashboard's reminder's link.
 */
export const ORDER_VERIFICATION_FILTERS = ['overdue'] as const;
export type OrderVerificationFilter = (typeof ORDER_VERIFICATION_FILTERS)[number];

/** A page of the admin's products table. */
export interface ProductAdminSearch extends PageRequest {
  /** Every word must appear in the name, category, description, location or partner's name. */
  q?: string;
  /** `'low'`: only `active` products at or below the store's `Batas Stok Menipis`; absent = any. */
  stock?: ProductStockFilter;
  /** Only products of this `Status Produk`; absent = any. */
  status?: ProductStatus;
}

/** A page of the admin's orders table, newest first. */
export interface OrderSearch extends PageRequest {
  /** Only orders with this status; absent = any. */
  status?: OrderStatus;
  /** Only orders with this shipping status; absent = any. */
  shippingStatus?: ShippingStatus;
  /** `'overdue'`: only payments waiting past `Batas Waktu Verifikasi`; absent = any. */
  verification?: OrderVerificationFilter;
  /** Only orders in this owner's stage (`Perlu Dikemas`, …, src/domain/orders/stage.ts); absent = any. */
  stage?: OwnerStage;
  /** `true` ('Hari Ini'): only orders placed since 00:00 WIB today; absent = any day. */
  today?: true;
  /** Every word must appear in the order id, the recipient's name or the buyer's username. */
  q?: string;
}

/** A page of the admin's transactions table, newest first. */
export interface TransactionSearch extends PageRequest {
  /** Only transactions with this status; absent = any. */
  status?: TransactionStatus;
  /** Every word must appear in the transaction id or the order id. */
  q?: string;
}

/** The refusing check of a {@link ProductAdminSearch} (both modes). */
export const productAdminSearchSchema = z.object(
  {
    q: searchText,
    stock: z.enum(PRODUCT_STOCK_FILTERS, { error: messages.lists.filterInvalid }).optional(),
    status: z.enum(PRODUCT_STATUSES, { error: messages.lists.filterInvalid }).optional(),
    ...pageFields,
  },
  { error: messages.lists.filterInvalid },
);
/** The refusing check of an {@link OrderSearch}: an unknown status is refused, not ignored. */
export const orderSearchSchema = z.object(
  {
    status: z.enum(ORDER_STATUSES, { error: messages.lists.filterInvalid }).optional(),
    shippingStatus: z.enum(SHIPPING_STATUSES, { error: messages.lists.filterInvalid }).optional(),
    verification: z.enum(ORDER_VERIFICATION_FILTERS, { error: messages.lists.filterInvalid }).optional(),
    stage: z.enum(OWNER_STAGES, { error: messages.lists.filterInvalid }).optional(),
    today: z.literal(true, { error: messages.lists.filterInvalid }).optional(),
    q: searchText,
    ...pageFields,
  },
  { error: messages.lists.filterInvalid },
);
/** The refusing check of a {@link TransactionSearch}. */
export const transactionSearchSchema = z.object(
  {
    status: z
      .enum(transactionStatusSchema.options, { error: messages.lists.filterInvalid })
      .optional(),
    q: searchText,
    ...pageFields,
  },
  { error: messages.lists.filterInvalid },
);
/** The refusing check of a sales-history {@link PageRequest}. */
export const pageRequestSchema = z.object(pageFields, { error: messages.lists.filterInvalid });

/** A page of the e-mail log, newest first (the dashboard's `Log Email`). */
export interface EmailLogSearch extends PageRequest {
  /**
   * Only the failures not sent since (the banner's '{n} e-mail gagal dikirim':
   * `unresolvedFailures` of src/domain/orders/email-log.ts); absent = every entry.
   */
  unresolved?: true;
}

/** The refusing check of an {@link EmailLogSearch}. */
export const emailLogSearchSchema = z.object(
  { unresolved: z.literal(true, { error: messages.lists.filterInvalid }).optional(), ...pageFields },
  { error: messages.lists.filterInvalid },
);

/**
 * The folded text an order is searched in (stored as `orders.search_text` in server mode): its
 * id, the recipient's name and the buyer's username.
 */
export function orderSearchText(order: Pick<Order, 'id' | 'customerName' | 'username'>): string {
  return normalizeSearchText([order.id, order.customerName, order.username ?? ''].join(' \n '));
}

/** The folded text a transaction is searched in: its id and its order's id. */
export function transactionSearchText(transaction: Pick<Transaction, 'id' | 'orderId'>): string {
  return normalizeSearchText(`${transaction.id} ${transaction.orderId}`);
}

/** Whether `text` contains every term. */
function containsAll(text: string, terms: readonly string[]): boolean {
  return terms.every((term) => text.includes(term));
}

/**
 * One page of the transactions table (browser mode).
 * @param transactions - every transaction, newest first.
 * @param search - a search that passed {@link transactionSearchSchema}.
 */
export function searchTransactions(
  transactions: readonly Transaction[],
  search: TransactionSearch,
): Page<Transaction> {
  const terms = searchTerms(search.q ?? '');
  const matches = transactions.filter(
    (transaction) =>
      (!search.status || transaction.status === search.status) &&
      (terms.length === 0 || containsAll(transactionSearchText(transaction), terms)),
  );
  return pageOf(matches, normalizePageRequest(search, BACK_OFFICE_PAGE_SIZE));
}

/**
 * One page of the admin's products table in stored order (browser mode): each word of the search
 * appears in the product's catalogue search text (name, category, description, location) or in
 * its partner's name; with `stock: 'low'` only `active` products at or below `lowStockThreshold`; with `status`
 * only products of that `Status Produk`.
 * @param products - every product, in stored order.
 * @param partners - every partner (for the partner names).
 * @param search - a search that passed {@link productAdminSearchSchema}.
 * @param lowStockThreshold - the store's `Batas Stok Menipis` (units; default its default).
 */
export function searchAdminProducts(
  products: readonly Product[],
  partners: readonly Partner[],
  search: ProductAdminSearch,
  lowStockThreshold: number = LOW_STOCK_THRESHOLD.default,
): Page<Product> {
  const terms = searchTerms(search.q ?? '');
  const partnerNames = new Map(partners.map((p) => [p.id, normalizeSearchText(p.name)]));
  const matches = products.filter((product) => {
    if (search.stock === 'low' && !countsAsLowStock(product, lowStockThreshold)) return false;
    if (search.status && product.status !== search.status) return false;
    if (terms.length === 0) return true;
    const text = productSearchText(product);
    const partner = partnerNames.get(product.partnerId) ?? '';
    return terms.every((term) => text.includes(term) || partner.includes(term));
  });
  return pageOf(matches, normalizePageRequest(search, BACK_OFFICE_PAGE_SIZE));
}
