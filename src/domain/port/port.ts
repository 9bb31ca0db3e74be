/**
 * The storage port: what the screens may ask of the shop's data. Every method is async so a
 * server adapter can replace the browser adapter without touching a caller (docs/conventions.md).
 * Methods that need a signed-in user read the session themselves and check the role against
 * the stored account (docs/product/decisions.md, "Security").
 *
 * Long on purpose: one contract both adapters implement, read as a whole by whoever writes an
 * adapter; most of its lines are the TSDoc of each method.
 */
import type { AddressInput, PasswordChangeInput, ProfileInput, RegisterInput } from '@/domain/accounts/inputs';
import type { CheckoutInput } from '@/domain/orders/checkout-inputs';
import type { PartnerInput } from '@/domain/catalog/partner-inputs';
import type { ReviewInput } from '@/domain/catalog/inputs';
import type { ProductInput } from '@/domain/catalog/product-inputs';
import type { VoucherInput } from '@/domain/vouchers/inputs';
import type { StoredVoucher } from '@/domain/vouchers/records';
import type { VoucherOffer } from '@/domain/vouchers/redeem';
import type { AdminVoucher, VoucherOrderUse } from '@/domain/vouchers/usage';
import type { ShownVoucher } from '@/domain/vouchers/shown';
import type { SettingsSectionInputs, SettingsSectionKey, SettingsSectionSavers } from '@/domain/settings/sections';
import type { PaymentAccounts } from '@/domain/payment/accounts';
import type { ChatMessagePage, ChatPageRequest } from '@/domain/chat/paging';
import type { ChatThreadPage, ChatThreadPageRequest } from '@/domain/chat/thread-paging';
export type { ChatThreadSummary } from '@/domain/chat/thread-paging';
import type {
  ActivityLog,
  Address,
  CartItem,
  ChatMessage,
  OrderStatus,
  Role,
  ShippingStatus,
  EmailLog,
  Order,
  Partner,
  Product,
  Review,
  SessionUser,
  StoreContacts,
  Theme,
  Transaction,
} from '@/domain/core/records';
import type { CatalogPage, CatalogSearch, ProductPage } from '@/domain/catalog/query';
import type { EmailLogSearch, OrderSearch, ProductAdminSearch, TransactionSearch } from '@/domain/back-office/lists';
import type { OrderStageCounts } from '@/domain/back-office/order-search';
import type { DashboardFigures, FiguresRequest, SalesFigures } from '@/domain/figures/back-office';
import type { Page, PageRequest } from '@/domain/core/paging';
import type { ShippingTable } from '@/domain/shipping/cost';
import type { OrderFlow } from '@/domain/orders/flow';
import type { PublicReview, ReviewPage } from '@/domain/catalog/reviews';
import type { ChangeTopic, StorageKey } from '@/shared/storage-keys';

export type {
  ChangeTopic,
  StorageKey,
  CatalogSearch,
  CatalogPage,
  ProductPage,
  Page,
  PageRequest,
  OrderSearch,
  ProductAdminSearch,
  TransactionSearch,
  PublicReview,
  ReviewPage,
};

/** A problem found in stored data and repaired. */
export interface DataIssue {
  key: StorageKey;
  /** Indonesian text for the user. */
  message: string;
  /** Where the original value was kept, when it could be kept. */
  backupKey?: string;
}

/** Where a change came from: this tab, or another tab of the same browser. */
export type ChangeOrigin = 'local' | 'external';

/** Listener of changed keys (server mode: change topics, which add `stock` to the storage keys). */
export type ChangeListener = (keys: ChangeTopic[], origin: ChangeOrigin) => void;

/** Sign-up, sign-in and the session (spec sections 4 and 5). */
export interface AuthRepository {
  /** The signed-in user, or null. */
  currentUser(): Promise<SessionUser | null>;
  /**
   * Creates a buyer account with a hashed password.
   * @throws ValidationError with the spec's messages (required fields, taken username/e-mail).
   */
  register(input: RegisterInput): Promise<SessionUser>;
  /**
   * Signs in; a prototype account with a plain password is re-hashed on success.
   * @throws ValidationError 'Username atau password salah.' on wrong credentials.
   */
  login(username: string, password: string): Promise<SessionUser>;
  /** Signs out and empties the browser's cart. */
  logout(): Promise<void>;
  /**
   * `Keluar dari semua perangkat`: signs out here and ends every other session
   * of the account (server mode: every device; browser mode has only this browser's). Does nothing
   * for a visitor.
   */
  logoutEverywhere(): Promise<void>;
  /**
   * Verifies an account's e-mail with the token of its link (`/verifikasi-email?token=…`; server
   * mode, docs/decisions/022-verified-email.md): the token's own account and address, once, within
   * 48 hours, signed in or not (the token is the proof; it never verifies the caller's account).
   * @throws ValidationError EMAIL_TOKEN_INVALID, EMAIL_TOKEN_USED, EMAIL_TOKEN_EXPIRED or
   *   EMAIL_TOKEN_SUPERSEDED; EMAIL_VERIFICATION_UNAVAILABLE in browser mode.
   */
  verifyEmail(token: string): Promise<void>;
}

/**
 * Products: the catalogue's reads (spec section 2) and the back office's changes
 * (admin only).
 */
export interface ProductRepository {
  /** All products, in stored order (the back office; the storefront pages with {@link search}). */
  list(): Promise<Product[]>;
  /**
   * One page of the storefront catalogue (spec section 2, "Catalogue"; rules in
   * `src/domain/catalog/query.ts`): products on sale (`Aktif`, and not of a partner that is `Nonaktif`,
   * `src/domain/catalog/on-sale.ts`) of `query.category` (every category when absent) whose
   * name, category, description or location contain every word of `query.q` (case and accents
   * ignored), in `query.sort` order (default the stored order; ties keep the stored order), page
   * `query.page` (1-based, clamped to 1…the last page) of `query.pageSize` products (default 24,
   * clamped to 1…100), with the total over all pages: exact up to 1.000, else capped and
   * `totalCapped` (`cappedTotalOf`, src/domain/core/paging.ts).
   * @throws ValidationError for an unknown sort, a search text over 200 characters, or a page
   *   or page size that is no finite number.
   */
  search(query: CatalogSearch): Promise<CatalogPage>;
  /**
   * `Saran pencarian` for text being typed (src/domain/catalog/search-index.ts `suggest`): up to 8
   * names of the best products on sale for it, by the search's rules; none for text without two
   * letters or digits in a row.
   * @throws ValidationError for a text over 200 characters; RateLimitError (server) past the search limit.
   */
  suggest(q: string): Promise<string[]>;
  /**
   * One page of the back office's products table (spec section 2, "Admin products"; rules in
   * `src/domain/back-office/lists.ts`): products in stored order whose name, category,
   * description, location or partner's name contain every word of `query.q` (case and accents
   * ignored), page `query.page` (clamped) of `query.pageSize` (default 20, clamped to 1…100).
   * Admin only.
   * @throws PermissionError for anyone but an admin (checked first); ValidationError for a search
   *   text over 200 characters or a page that is no finite number.
   */
  searchAdmin(query: ProductAdminSearch): Promise<ProductPage>;
  /**
   * The given products that exist, in the order of `ids`, each once; unknown ids are left out
   * (the cart and checkout show current names, prices in Rupiah and stock with it).
   */
  getMany(ids: readonly number[]): Promise<Product[]>;
  /**
   * The distinct categories of the stored products (spec section 2: the `Kategori` options), the
   * spec's categories first in their usual order, then any other by name; empty when there is no
   * product.
   */
  listCategories(): Promise<string[]>;
  /** One product, or null when the id is unknown. */
  get(id: number): Promise<Product | null>;
  /**
   * The units of a product sold: the sum of its line quantities over the orders that are not
   * Cancelled (`src/domain/catalog/units-sold.ts`), shown as `Terjual N` on the product page. Anyone may
   * read it; 0 for an unknown id.
   */
  unitsSold(id: number): Promise<number>;
  /**
   * Adds (no `id`) or updates a product, admin only. Logs addProduct/updateProduct.
   * @throws PermissionError; ValidationError; NotFoundError for an unknown `id`.
   */
  save(input: ProductInput, id?: number): Promise<Product>;
  /**
   * Deletes a product (and takes it out of every cart), admin only. Logs deleteProduct.
   * @throws PermissionError; NotFoundError
   */
  remove(id: number): Promise<void>;
  /**
   * `Impor Produk`, admin only: the CSV file `csv` (src/domain/catalog/product-csv.ts, at most 5 MB
   * and 5,000 rows) read and decided by `planProductImport` (src/domain/catalog/product-import.ts),
   * then, unless `dryRun` (the dialog's preview), its new products added and its matched products
   * replaced in one transaction. Logs importProducts.
   * @returns how many products are (or, with `dryRun`, would be) created and updated.
   * @throws PermissionError; ValidationError PRODUCT_IMPORT_INVALID with every row's error in the
   *   field `rows` (one a line; nothing written); RateLimitError (server) past the import limit.
   */
  importCsv(csv: string, options?: { dryRun?: boolean }): Promise<ProductImportSummary>;
  /**
   * `Ekspor Produk`, admin only: every product in stored order as the import reads it
   * (src/domain/catalog/product-csv.ts `productsToCsv`).
   * @throws PermissionError
   */
  exportCsv(): Promise<string>;
}

/** What an import did, or (a preview) would do. */
export interface ProductImportSummary {
  created: number;
  updated: number;
}

/** Partners (mitra): the storefront's partner list and the back office's changes. */
export interface PartnerRepository {
  /** All partners (mitra), in stored order. */
  list(): Promise<Partner[]>;
  /**
   * Adds (no `id`, the next P-number) or updates a partner, admin only.
   * @throws PermissionError; ValidationError; NotFoundError for an unknown `id`.
   */
  save(input: PartnerInput, id?: string): Promise<Partner>;
}

/**
 * The owner's vouchers (docs/product/vouchers.md; src/domain/vouchers/changes.ts), admin only;
 * every method throws PermissionError for anyone else, but `check` (buyers) and `listShown` (anyone).
 */
export interface VoucherRepository {
  /**
   * Every voucher with its uses (`used`) and its discount given (`discountGiven`, Rupiah: the
   * sum of its uses not given back, src/domain/vouchers/usage.ts), newest first.
   */
  list(): Promise<AdminVoucher[]>;
  /**
   * One page of the orders that used the voucher `id`, newest first (`Pesanan {code}`), released
   * uses included (`releasedAt` set).
   * @param request - page (1-based, clamped to 1…the last page) and page size (default
   *   `VOUCHER_USES_PAGE_SIZE`, 20; at most 100).
   * @throws PermissionError unless an admin is signed in; NotFoundError for an unknown `id`;
   *   ValidationError for a page that is no finite number.
   */
  uses(id: string, request?: PageRequest): Promise<Page<VoucherOrderUse>>;
  /**
   * Adds (no `id`) or edits a voucher; an edit keeps its uses.
   * @throws ValidationError (the form's fields, a code in use, the code of a used voucher, a
   *   quota below its uses); NotFoundError for an unknown `id`; ShopError VOUCHER_LIMIT past
   *   `MAX_VOUCHERS`.
   */
  save(input: VoucherInput, id?: string): Promise<StoredVoucher>;
  /**
   * Pauses (`false`, `Jeda`) or resumes (`true`, `Aktifkan`) a voucher.
   * @throws NotFoundError for an unknown `id`.
   */
  setActive(id: string, active: boolean): Promise<StoredVoucher>;
  /**
   * Deletes a voucher never used.
   * @throws NotFoundError; ShopError VOUCHER_IN_USE for a used one (pause it instead).
   */
  remove(id: string): Promise<void>;
  /**
   * The checkout's `Pakai`: whether the signed-in buyer may use the voucher of `code` (any letter
   * case) now, and its terms to preview the discount with (src/domain/vouchers/redeem.ts
   * `voucherOnBasket`); `Buat Pesanan` decides it again. Buyers only, so codes cannot be tried
   * by a visitor; in server mode a code that names no voucher costs a rate-limited attempt per
   * account and address (docs/security.md "Limits").
   * @throws ValidationError VOUCHER_INVALID (unknown, paused, not yet or no longer valid);
   *   ShopError VOUCHER_EXHAUSTED, VOUCHER_ALREADY_USED; PermissionError without a buyer;
   *   RateLimitError past the wrong codes' limit.
   */
  check(code: string): Promise<VoucherOffer>;
  /**
   * The vouchers the shop shows (`Tampilkan di Toko`; src/domain/vouchers/shown.ts
   * `shownVouchers`): on, active, within their period, `Kuota` not used up; newest first, at
   * most `MAX_SHOWN_VOUCHERS`; their code and terms only. Anyone, visitors too.
   */
  listShown(): Promise<ShownVoucher[]>;
}

/** Product reviews (spec section 5; src/domain/catalog/reviews.ts). */
export interface ReviewRepository {
  /**
   * One page of a product's reviews, newest first, each without its author's account id and with
   * the 'Pembeli Terverifikasi' mark; `total` and `average` are over all the product's reviews.
   * @param request - page (1-based, clamped to 1…the last page) and page size (default
   *   `REVIEWS_PER_PAGE`, 10; at most 100).
   */
  listByProduct(productId: number, request?: PageRequest): Promise<ReviewPage>;
  /**
   * The signed-in buyer's own review of the product (to edit it), or null when they have none.
   * @throws PermissionError without a buyer session.
   */
  own(productId: number): Promise<Review | null>;
  /**
   * Saves the signed-in buyer's review of a product: one per product and buyer, so a second one
   * edits the first (rating, text, `updatedAt`) instead of adding another.
   * @throws PermissionError without a buyer session; ValidationError for bad input; NotFoundError
   *   for a product not in the catalogue; RateLimitError (server mode) past the review limit.
   */
  add(input: ReviewInput): Promise<Review>;
}

/** The browser's cart (spec section 4); every change is logged as `addToCart`. */
export interface CartRepository {
  /** The cart lines. */
  list(): Promise<CartItem[]>;
  /**
   * Adds `quantity` units of a product (1 when left out; the product page's `Jumlah`), decided by
   * src/domain/cart/changes.ts.
   * @throws PermissionError without a buyer session; ValidationError for a quantity that is no
   * whole number from 1 to 999, QUANTITY_LIMIT above the store's `Maksimal per Produk`;
   * InsufficientStockError; NotFoundError; ValidationError VARIANT_REQUIRED ('Pilih variasi
   * terlebih dahulu.') for a product with tiers without `variantId`, VARIANT_GONE for a variant the
   * product does not have.
   */
  add(productId: number, quantity?: number, variantId?: string): Promise<CartItem[]>;
  /**
   * Sets a line's quantity (0 or less removes it); `variantId` names the line of a product with
   * tiers (absent: the product's own line). @throws InsufficientStockError
   */
  setQuantity(productId: number, quantity: number, variantId?: string): Promise<CartItem[]>;
  /** Removes a line (of the variant `variantId`, for a product with tiers). */
  remove(productId: number, variantId?: string): Promise<CartItem[]>;
  /** Empties the cart. */
  clear(): Promise<void>;
}

/** A line to order: a product and a whole quantity of at least 1. */
export interface OrderLineRequest {
  productId: number;
  quantity: number;
  /** The variant of a product with tiers (`Variasi`); absent: the product itself. */
  variantId?: string;
}

/** What {@link OrderRepository.place} returns. */
export interface PlacedOrder {
  order: Order;
  transaction: Transaction;
}

/** Orders and payments of the signed-in buyer (spec sections 4 and 9, docs/product/decisions.md). */
export interface OrderRepository {
  /** The signed-in buyer's orders, newest first. */
  listMine(): Promise<Order[]>;
  /**
   * Places an order from the cart in one step: stock re-checked and decremented, Pending order
   * with payment code, Pending transaction, cart emptied, activity logged, new-order flag raised.
   * @throws ValidationError (bad input or empty cart); InsufficientStockError; StorageQuotaError
   * (nothing changed); PermissionError.
   * @param expectedLines - the lines the buyer reviewed at checkout; when given, these are what
   * is ordered and re-checked against fresh stock (so a second tab that lost the race for the last
   * unit gets the stock message, not a different order). Defaults to the stored cart.
   * @param voucherCodes - the `Kode Voucher`s the buyer applied (at most one `Voucher Toko` and
   *   one `Gratis Ongkir`, docs/product/vouchers.md): the discount is decided again here, never
   *   taken from the screen. A refused voucher refuses the order (VOUCHER_INVALID 400,
   *   VOUCHER_EXHAUSTED or VOUCHER_ALREADY_USED 409), nothing changed.
   */
  place(input: CheckoutInput, expectedLines?: readonly OrderLineRequest[], voucherCodes?: readonly string[]): Promise<PlacedOrder>;
  /**
   * Confirms the payment of the buyer's Pending order: order Processed, its transaction Success
   * (created when absent), activity logged.
   * @throws NotFoundError; ValidationError when the order is not Pending; PermissionError.
   */
  confirmPayment(orderId: string): Promise<Order>;
  /**
   * One of the signed-in buyer's orders, with its items and history ('Detail Pesanan').
   * @throws NotFoundError ORDER_NOT_FOUND for an unknown order or another buyer's; PermissionError
   *   without a buyer.
   */
  getMine(orderId: string): Promise<Order>;
  /**
   * 'Batalkan Pesanan': the buyer's Pending order becomes Cancelled, its transactions Cancelled,
   * its units go back to stock (docs/product/decisions.md "The order's journey").
   * @throws NotFoundError; ValidationError ORDER_STATE_INVALID when it is not Pending; PermissionError.
   */
  cancel(orderId: string): Promise<Order>;
  /**
   * 'Pesanan Diterima': the buyer's shipped Processed order becomes Completed.
   * @throws NotFoundError; ValidationError ORDER_STATE_INVALID when it is not on its way; PermissionError.
   */
  markReceived(orderId: string): Promise<Order>;
  /**
   * Any one order with its items, for the admin (the packing label and the invoice,
   * `Cetak Label {id}` and `Cetak Faktur {id}`).
   * @throws PermissionError unless admin; NotFoundError ORDER_NOT_FOUND for an unknown id.
   */
  get(orderId: string): Promise<Order>;
  /**
   * Several orders with their items at once, for the admin's bulk `Cetak Label ({n})`: the orders
   * of `orderIds` (trimmed, each once) in that order; an id of no order is left out, so the page
   * names the missing ones (src/domain/orders/labels.ts).
   * @throws PermissionError unless admin; ValidationError for more than `MAX_LABELS_PER_PRINT`
   *   (50) distinct ids.
   */
  getMany(orderIds: readonly string[]): Promise<Order[]>;
  /** Every order, newest first (the dashboard's and reports' figures). @throws PermissionError unless admin. */
  listAll(): Promise<Order[]>;
  /**
   * One page of the orders table (spec section 4, "Admin orders"; rules in
   * `src/domain/back-office/lists.ts`): orders newest first with `query.status` and
   * `query.shippingStatus` (any when absent) whose id, recipient's name or buyer's username
   * contain every word of `query.q`; page size default 20.
   * @throws PermissionError unless admin; ValidationError for an unknown status, a search text
   *   over 200 characters or a page that is no finite number.
   */
  searchAll(query: OrderSearch): Promise<Page<Order>>;
  /**
   * How many orders each owner's stage holds (`Belum Bayar` … `Dibatalkan`, the rules of
   * src/domain/orders/stage.ts, as `searchAll({ stage })` filters) and how many were placed since
   * 00:00 WIB today (`searchAll({ today: true })`): the orders page's tabs and the dashboard's
   * to-do cards.
   * @throws PermissionError unless admin.
   */
  stageCounts(): Promise<OrderStageCounts>;
  /**
   * Sets an order's status and/or shipping status by the table of src/domain/orders/status.ts, with
   * the tracking number (resi) shipping needs and the reason a cancel needs; a cancel returns the
   * stock (docs/product/decisions.md "The order's journey"). Logs `updateOrder`.
   * @throws PermissionError unless admin; NotFoundError; ValidationError (ORDER_STATE_INVALID,
   *   CANCEL_REASON_REQUIRED, TRACKING_NUMBER_REQUIRED, ORDER_CHANGE_INVALID).
   */
  update(
    orderId: string,
    changes: { status?: OrderStatus; shippingStatus?: ShippingStatus; trackingNumber?: string; cancelReason?: string },
  ): Promise<Order>;
  /**
   * 'Terima Pembayaran': the owner accepts the payment the buyer confirmed of a 'Verifying' order
   * (`Verifikasi Pembayaran oleh Admin`): Processed, its transactions Success. Logs
   * `verifyPayment`.
   * @throws PermissionError unless admin; NotFoundError; ValidationError ORDER_STATE_INVALID when
   *   the order does not wait for verification.
   */
  verifyPayment(orderId: string): Promise<Order>;
  /**
   * 'Tolak Pembayaran': the owner rejects the payment the buyer confirmed, with a reason (1–300
   * characters) the buyer sees; the order is Pending again with a new payment deadline. Logs
   * `rejectPayment`.
   * @throws PermissionError unless admin; NotFoundError; ValidationError ORDER_STATE_INVALID,
   *   REJECT_REASON_REQUIRED.
   */
  rejectPayment(orderId: string, reason: string): Promise<Order>;
  /** Every transaction, newest first. @throws PermissionError unless admin. */
  listTransactions(): Promise<Transaction[]>;
  /**
   * One page of the transactions table (spec section 2, "Transaksi & Pembayaran"): transactions
   * newest first with `query.status` (any when absent) whose id or order id contain every word of
   * `query.q`; page size default 20.
   * @throws PermissionError unless admin; ValidationError as {@link searchAll}.
   */
  searchTransactions(query: TransactionSearch): Promise<Page<Transaction>>;
}

/** Activity and e-mail logs (the e-mail log is written by whoever sends the e-mails: the server, or the browser adapter). */
export interface LogRepository {
  /** All e-mail logs, newest first. @throws PermissionError unless an admin is signed in. */
  listEmailLogs(): Promise<EmailLog[]>;
  /**
   * One page of the e-mail logs, newest first (ties: the later-stored first); page size default
   * 20 (the dashboard reads the first 5).
   * @throws PermissionError unless an admin is signed in; ValidationError for a page that is no
   *   finite number or an `unresolved` other than `true`.
   */
  emailLogPage(query: EmailLogSearch): Promise<Page<EmailLog>>;
  /**
   * 'Kirim Ulang {order id}': sends the failed order e-mail of log entry `logId` again
   * (to the order's current recipient) and answers the new log entry, `success` or `failed`.
   * Only a failed entry, and only the newest of its order and type (src/domain/orders/email-log.ts).
   * @throws PermissionError unless admin; NotFoundError; ValidationError EMAIL_RESEND_INVALID (or
   *   when browser mode has no e-mail function configured); RateLimitError (server: 10 per admin
   *   in 10 minutes).
   */
  resendEmail(logId: string): Promise<EmailLog>;
  /**
   * How many order e-mails failed and were not sent since (the newest entry of their order and
   * type failed; `unresolvedFailureCount` of src/domain/orders/email-log.ts), for the dashboard's
   * banner. @throws PermissionError unless an admin is signed in.
   */
  failedEmailCount(): Promise<number>;
  /** All activity logs, newest first. @throws PermissionError unless an admin is signed in. */
  listActivity(): Promise<ActivityLog[]>;
  /**
   * One page of the sales history (spec section 6: the admins' addProduct, updateProduct,
   * deleteProduct, updateProfile and changePassword entries, newest first; ties keep the
   * later-stored entry first); page size default 20.
   * @throws PermissionError unless an admin is signed in; ValidationError for a page that is no
   *   finite number.
   */
  salesHistory(query: PageRequest): Promise<Page<ActivityLog>>;
}

/**
 * The back office's figures (docs/api.md "Back-office figures"; rules in
 * src/domain/figures/back-office.ts), computed where the data lives, so the admin's browser
 * never downloads every order, transaction or account for them.
 */
export interface ReportRepository {
  /**
   * The dashboard's four cards and its 'Aktivitas Penjualan Bulanan' chart for a Jakarta day.
   * @throws PermissionError unless an admin is signed in; ValidationError ('Tanggal laporan tidak
   *   valid.') for a day that is no real `YYYY-MM-DD` date.
   */
  dashboard(request: FiguresRequest): Promise<DashboardFigures>;
  /**
   * The sales report ('Laporan Penjualan': this month against the last) and its six-month
   * revenue chart for a Jakarta day.
   * @throws PermissionError unless an admin is signed in; ValidationError as {@link dashboard}.
   */
  sales(request: FiguresRequest): Promise<SalesFigures>;
}

/** Store settings a visitor may read, and the admin's own. */
export interface StoreSettings {
  storeName: string;
  storeAddress: string;
  /**
   * Where the new-order e-mails go (spec section 7). The server sends it to admins only
   * (no address for spam and phishing in a public answer); browser mode, which
   * cannot hide anything from its own browser, always has it.
   */
  adminEmail?: string;
  contacts: StoreContacts;
  maintenanceMode: boolean;
  newOrderNotifications: boolean;
  /** `Maksimal per Produk`: the most units of one product per cart or order line. */
  maxPerProduct: number;
  /** `Maksimal Pesanan Belum Dibayar`: the most orders awaiting payment per buyer. */
  maxUnpaidOrders: number;
  /** `Maksimal Pesanan Terbuka per Pembeli`: the most open orders per established buyer (a new buyer's cap is lower). */
  maxOpenOrders: number;
  /** `Maksimal Pesanan Terbuka Akun Baru`: the most open orders per new buyer (younger than a day, or no completed order). */
  maxOpenOrdersNewBuyer: number;
  /** `Batas Stok Menipis`: products at or below this stock are marked low. */
  lowStockThreshold: number;
  /** `Ongkos Kirim`: the couriers and their Rupiah-per-kg rates per destination. */
  shippingTable: ShippingTable;
  /** 'Alur Pesanan': payment deadline, automatic completion, payment verification (src/domain/orders/flow.ts). */
  orderFlow: OrderFlow;
  /**
   * `Rekening Pembayaran`: the bank account, e-wallet number and QRIS payload the buyer's payment
   * instructions show ('' = not offered; src/domain/payment/accounts.ts). Public: buyers
   * need them to pay.
   */
  paymentAccounts: PaymentAccounts;
}

/**
 * Settings and preferences. The store settings sections (src/domain/settings/sections.ts) are
 * saved by {@link SettingsRepository.saveSection} or by their own method `save<Key>` (`saveStore`,
 * `saveOrderLimits`, `saveLowStock`, `saveShippingTable`, `saveOrderFlow`, `savePaymentAccounts`,
 * each documented there), both resolving with the store settings as saved.
 */
export interface SettingsRepository extends SettingsSectionSavers<StoreSettings> {
  /** The store settings with their defaults. */
  getStore(): Promise<StoreSettings>;
  /** The theme preference (default light). */
  getTheme(): Promise<Theme>;
  /** Saves the theme preference. */
  setTheme(theme: Theme): Promise<void>;
  /**
   * Saves settings section `key` (its rules: src/domain/settings/changes.ts). Logs
   * `updateSettings`.
   * @throws PermissionError unless admin; ValidationError (the section's rules).
   */
  saveSection<K extends SettingsSectionKey>(key: K, input: SettingsSectionInputs[K]): Promise<StoreSettings>;
  /** Saves the admin's new-order notification preference. @throws PermissionError unless admin. */
  setNewOrderNotifications(enabled: boolean): Promise<void>;
  /** Whether a new-order notification is waiting (spec section 4). */
  hasNewOrderNotification(): Promise<boolean>;
  /** Clears the new-order notification. @throws PermissionError unless admin. */
  clearNewOrderNotification(): Promise<void>;
}

/** The signed-in user's own account: profile, password, addresses (spec sections 2 and 5). */
export interface AccountRepository {
  /**
   * Updates e-mail and profile image; the session copy follows. Logs `updateProfile`. In server
   * mode a new e-mail (letter case aside) is unverified and gets a verification link (decision 022).
   * @throws ValidationError (bad e-mail, e-mail taken, image too large); PermissionError.
   */
  updateProfile(input: ProfileInput): Promise<SessionUser>;
  /**
   * Changes the password, checking in order: old password, new length ≥ 6, confirmation. Every
   * attempt is logged as `changePassword` with `success` true or false.
   * @throws ValidationError with the spec's message for the first failed check.
   */
  changePassword(input: PasswordChangeInput): Promise<void>;
  /** Adds an address; the first or a default one clears the other defaults. Logs `addAddress`. */
  addAddress(input: AddressInput): Promise<Address>;
  /** Edits an address. Logs `editAddress`. @throws NotFoundError; ValidationError. */
  updateAddress(id: string, input: AddressInput): Promise<Address>;
  /** Deletes an address (a deleted default passes to the first remaining). Logs `deleteAddress`. */
  deleteAddress(id: string): Promise<void>;
  /**
   * `Kirim Ulang Tautan Verifikasi`: queues a new verification link to the account's e-mail (server
   * mode, docs/decisions/022-verified-email.md; the older links stop working), 3 an hour per account.
   * @throws ValidationError EMAIL_VERIFICATION_NOT_NEEDED (no e-mail, or verified already),
   *   EMAIL_VERIFICATION_UNAVAILABLE in browser mode; RateLimitError; PermissionError (a buyer's only).
   */
  resendVerification(): Promise<void>;
}

/** A device's Web Push subscription as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/**
 * Web Push to the signed-in account's devices (server mode only; docs/decisions/026-web-push.md):
 * an admin's devices get the shop's new orders, payments to verify and buyers' messages, a
 * buyer's their own orders' steps. Every method of browser mode refuses with ValidationError
 * PUSH_UNAVAILABLE ('Notifikasi perangkat hanya tersedia pada mode server.').
 */
export interface PushRepository {
  /** The shop's VAPID public key (base64url), for `pushManager.subscribe`. @throws PermissionError signed out. */
  publicKey(): Promise<string>;
  /**
   * Stores this device's subscription for the account (`Aktifkan Notifikasi di Perangkat Ini`).
   * @returns how many devices the account now has.
   * @throws ValidationError (a bad subscription, past 10 devices); RateLimitError; PermissionError.
   */
  subscribe(subscription: PushSubscriptionJson): Promise<{ devices: number }>;
  /** Removes the account's subscription of `endpoint` (`Matikan Notifikasi di Perangkat Ini`). */
  unsubscribe(endpoint: string): Promise<void>;
  /** `Kirim Notifikasi Uji` to the account's own devices. @returns how many. */
  sendTest(): Promise<{ devices: number }>;
}

/** Buyer–admin chat (spec sections 4 and 5). */
export interface ChatRepository {
  /**
   * One page of a buyer's thread, oldest first (../chat/paging.ts): the newest `CHAT_PAGE_SIZE`
   * (50) messages, or those `before` / `after` a message id of the thread. A buyer reads their own
   * thread (by their account id); an admin names the thread by its `buyerId`
   * (`ChatThreadSummary.buyerId`).
   * @throws ValidationError `CHAT_CURSOR_INVALID` for a malformed cursor, both cursors, or a
   *   cursor naming no message of the thread; PermissionError.
   */
  listMessages(buyerId?: string, page?: ChatPageRequest): Promise<ChatMessagePage>;
  /**
   * Sends a message: a buyer to the admin, or an admin to the buyer account `buyerId` (an
   * account that is no buyer, or a thread whose account is gone, is refused). Raises the other
   * side's unread counter. A buyer's `product` is `{ id }` alone: the message carries the catalogue's
   * name, partner, price and image of it.
   * @throws ValidationError (blank, over 2,000 characters, no buyer; 'Produk tidak ditemukan.'
   * for an attachment that is not `{ id }`, and with `CHAT_PRODUCT_UNKNOWN` for an id the
   * catalogue does not have); PermissionError.
   */
  send(input: {
    text: string;
    buyerId?: string;
    product?: { id: number };
  }): Promise<ChatMessage>;
  /** Resets the viewer's unread counter of a thread (a buyer's own, or the admin's of `buyerId`). */
  markRead(buyerId?: string): Promise<void>;
  /** Unread messages for the viewer: a buyer's own count, or the admin's total over all threads. */
  unreadCount(): Promise<number>;
  /**
   * One page of the buyer threads, newest activity first (../chat/thread-paging.ts): the
   * `CHAT_THREADS_PAGE_SIZE` (30) newest, or those `after` the previous page's `nextCursor`.
   * @throws ValidationError `CHAT_THREAD_CURSOR_INVALID` for a malformed cursor or limit;
   *   PermissionError unless admin.
   */
  listThreads(page?: ChatThreadPageRequest): Promise<ChatThreadPage>;
}

/** A user as the admin's account list shows it (no password fields). */
export type UserSummary = SessionUser;

/** User accounts as the back office manages them (spec section 5, "Peran Pengguna"), admin only. */
export interface UserRepository {
  /** Every user account, without password fields. @throws PermissionError */
  list(): Promise<UserSummary[]>;
  /**
   * Sets another user's role (spec section 5: never the admin's own role).
   * @throws PermissionError 'Anda tidak memiliki izin…' / 'Anda tidak dapat mengubah peran Anda sendiri dari admin.'; NotFoundError
   */
  setRole(userId: string, role: Role): Promise<UserSummary>;
}

/** The shop's JSON backup (spec section 2, "Admin settings"), admin only; rules in `src/data/backup.ts`. */
export interface BackupRepository {
  /** All shop data as one JSON-ready object (every storage key but the session). @throws PermissionError */
  export(): Promise<ShopBackup>;
  /**
   * Replaces the shop's data with a backup after validating all of it; an invalid backup changes
   * nothing. The admin stays signed in. @throws PermissionError; ValidationError naming what is wrong.
   */
  restore(backup: unknown): Promise<void>;
}

/** The backup file's shape. */
export interface ShopBackup {
  format: 'seulanga-backup';
  version: 1;
  exportedAt: string;
  data: Record<string, unknown>;
}

/** The whole data port. */
export interface ShopData {
  /**
   * Where the shop's data lives: `'browser'` (this browser's storage, the order e-mails are sent
   * and logged by the page) or `'server'` (the shop server, which also sends the order e-mails).
   */
  readonly mode: 'browser' | 'server';
  auth: AuthRepository;
  products: ProductRepository;
  partners: PartnerRepository;
  vouchers: VoucherRepository;
  reviews: ReviewRepository;
  cart: CartRepository;
  orders: OrderRepository;
  logs: LogRepository;
  reports: ReportRepository;
  settings: SettingsRepository;
  account: AccountRepository;
  chat: ChatRepository;
  users: UserRepository;
  backup: BackupRepository;
  push: PushRepository;
  /** Writes seed data for absent keys (first load), then validates (and repairs) every key. */
  initialize(): Promise<void>;
  /** Changed keys, from this tab or another one. Returns the unsubscribe function. */
  subscribe(listener: ChangeListener): () => void;
  /** Reports of repaired data. Returns the unsubscribe function. */
  onIssue(listener: (issue: DataIssue) => void): () => void;
}
