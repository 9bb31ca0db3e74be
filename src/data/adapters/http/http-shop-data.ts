/**
 * The shop's data port over the shop server's HTTP API (`docs/api.md`, server mode): every method
 * is one request (two for a save with a new image), the screens stay as they are. Changes are
 * announced from the `Seulanga-Changed` header (this device) and from `/api/events` (the others).
 * The browser keeps only the theme.
 *
 * Long on purpose: the HTTP adapter implements the whole storage port, one short method per port
 * method, in the port's order.
 */
import {
  DEFAULT_PAGE_SIZE,
  MAX_PRODUCT_IDS,
  MAX_SEARCH_LENGTH,
  normalizeCatalogSearch,
  type CatalogSearch,
  type CatalogPage,
  type ProductPage,
} from '@/domain/catalog/query';
import type { DashboardFigures, SalesFigures } from '@/domain/figures/back-office';
import type { OrderStageCounts } from '@/domain/back-office/order-search';
import { BACK_OFFICE_PAGE_SIZE, MAX_LIST_PAGE_SIZE, normalizePageRequest, REVIEWS_PER_PAGE, type Page, type PageRequest } from '@/domain/core/paging';
import type { ActivityLog, Address, EmailLog, ChatMessage, Order, Partner, Product, Review, SessionUser, Transaction } from '@/domain/core/records';
import type { ReviewPage } from '@/domain/catalog/reviews';
import type { ChatMessagePage } from '@/domain/chat/paging';
import type { ChatThreadPage } from '@/domain/chat/thread-paging';
import type { StoredVoucher } from '@/domain/vouchers/records';
import type { VoucherOffer } from '@/domain/vouchers/redeem';
import type { AdminVoucher } from '@/domain/vouchers/usage';
import type { ShownVoucher } from '@/domain/vouchers/shown';
import { searchTerms } from '@/domain/core/text-search';
import { SETTINGS_SECTION_PATHS, settingsSectionSavers } from '@/domain/settings/sections';
import { NotFoundError } from '@/data/errors';
import type { StorageKey } from '@/domain/port/key-specs';
import type {
  AccountRepository,
  AuthRepository,
  BackupRepository,
  PushRepository,
  CartRepository,
  ChatRepository,
  LogRepository,
  OrderRepository,
  PartnerRepository,
  VoucherRepository,
  ProductImportSummary,
  ProductRepository,
  ReportRepository,
  ReviewRepository,
  SettingsRepository,
  UserRepository,
  ShopBackup,
  ShopData,
  StoreSettings,
  UserSummary,
} from '@/domain/port/port';
import { createLocalThemeStore, type ThemeStore } from '../local-storage/theme-store';
import { createHttpClient, REQUEST_TIMEOUT_MS, type HttpClient } from './client';
import { createChangeFeed, type ChangeFeed, type EventSourceFactory, type EventSourceLike } from './events';
import { uploadIfDataUrl } from './images';
import { createCookieThemeStore } from './theme-cookie-store';
import type { InputSchemaName, InputOf } from './input-schemas';

export type { EventSourceLike, EventSourceFactory, ThemeStore };

/** Options of {@link createHttpShopData}; every field has a browser default. */
export interface HttpShopDataOptions {
  /** Prefix of the API paths (`''` by default: the page's own origin). */
  baseUrl?: string;
  /** The fetch to use (the global one by default). */
  fetch?: typeof fetch;
  /**
   * Opens the live update stream (`new EventSource(url)` by default, when the browser has it);
   * `null`: no stream, only this device's own changes are announced.
   */
  eventSource?: ((url: string) => EventSourceLike) | null;
  /** Where the theme is kept (the `theme` cookie and localStorage by default: ./theme-cookie-store.ts). */
  themeStore?: ThemeStore;
  /** Request timeout in ms (15 s by default). */
  timeoutMs?: number;
  /** Wait (ms) before opening a new event stream once the browser gave one up (5 s by default). */
  eventRetryDelayMs?: number;
}

const enc = encodeURIComponent;

function defaultEventSource(): EventSourceFactory | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  return (url) => new EventSource(url);
}

/**
 * Turns a form's input into the API's body with the domain schema the server applies too: texts
 * trimmed, numbers from form texts, defaults filled, unknown fields dropped (the API's bodies are
 * strict and do not coerce). Invalid input fails here with the same messages as the browser mode,
 * before anything is sent (or uploaded); the server checks everything again. The schemas load
 * with the first call (./input-schemas.ts), so zod is not part of the storefront's first load.
 * @param name - the schema's name in ./input-schemas.ts.
 * @throws ValidationError with per-field messages (the first one as the message).
 */
async function toBody<K extends InputSchemaName>(name: K, input: unknown): Promise<InputOf<K>> {
  const { checkInput } = await import('./input-schemas');
  return checkInput(name, input);
}

/**
 * The query of a back-office list (docs/api.md "Back-office lists", "Paging") from a checked
 * request: the page and page size normalised as the server would (whole numbers, clamped), each
 * left out when it is the default, and the search text left out when it has no word.
 */
function listQuery(
  { q, ...request }: PageRequest & { q?: string },
  defaultPageSize = BACK_OFFICE_PAGE_SIZE,
): Record<string, string | undefined> {
  const { page, pageSize } = normalizePageRequest(request, defaultPageSize);
  return {
    q: q !== undefined && searchTerms(q).length > 0 ? q : undefined,
    page: page === 1 ? undefined : String(page),
    pageSize: pageSize === defaultPageSize ? undefined : String(pageSize),
  };
}

function createAuth(client: HttpClient, feed: ChangeFeed): AuthRepository {
  /** The session changed: the stream must follow the new user, and every screen refetches. */
  function sessionChanged(extra: StorageKey[] = []) {
    feed.reopen();
    feed.emit(['currentUser', ...extra], 'local');
  }
  return {
    currentUser: () => client.request<SessionUser | null>('GET', '/api/session'),
    async register(input) {
      const body = await toBody('register', input);
      const user = await client.request<SessionUser>('POST', '/api/auth/register', { json: body });
      sessionChanged();
      return user;
    },
    async login(username, password) {
      const user = await client.request<SessionUser>('POST', '/api/auth/login', { json: { username, password } });
      sessionChanged();
      return user;
    },
    async logout() {
      await client.request<void>('POST', '/api/auth/logout');
      // A visitor has no cart: the cart query must show it empty.
      sessionChanged(['cartItems']);
    },
    async logoutEverywhere() {
      await client.request<void>('POST', '/api/auth/logout-everywhere');
      sessionChanged(['cartItems']);
    },
    async verifyEmail(token) {
      await client.request<void>('POST', '/api/auth/verify-email', { json: { token } });
      // The account verified may be this browser's: its profile shows it at once.
      feed.emit(['currentUser'], 'local');
    },
  };
}

/**
 * The query of a catalogue search (docs/api.md "Catalogue search"). The search is not checked
 * here: the server checks it with the same rules (`catalogSearchSchema`) and answers 400 with the
 * catalogue's message, which the client turns into the same ValidationError the browser mode
 * throws; so the storefront's first page needs no schema library. A valid search is
 * normalised as the server will (equal searches share one URL, defaults left out); a value the
 * rules refuse (an unknown sort, a text over {@link MAX_SEARCH_LENGTH} characters, a page that is
 * no finite number) is sent as it is, for the server to refuse.
 */
export function catalogSearchQuery(input: CatalogSearch): Record<string, string | undefined> {
  const query = normalizeCatalogSearch(input);
  const whole = (value: number | undefined, normal: number, fallback: number) =>
    value !== undefined && !Number.isFinite(value) ? String(value) : normal === fallback ? undefined : String(normal);
  const q = input.q ?? '';
  return {
    category: query.category ?? undefined,
    q: q.length > MAX_SEARCH_LENGTH || query.terms.length > 0 ? q : undefined,
    sort: input.sort === undefined || input.sort === 'default' ? undefined : input.sort,
    page: whole(input.page, query.page, 1),
    pageSize: whole(input.pageSize, query.pageSize, DEFAULT_PAGE_SIZE),
    minPrice: input.minPrice === undefined ? undefined : String(input.minPrice),
    maxPrice: input.maxPrice === undefined ? undefined : String(input.maxPrice),
  };
}

function createProducts(client: HttpClient): ProductRepository {
  return {
    // No screen reads the whole catalogue (the storefront pages with `search`): the tests and the
    // benches walk the server's pages of at most MAX_LIST_PAGE_SIZE products.
    async list() {
      const all: Product[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await client.request<Page<Product>>('GET', '/api/products', {
          query: { page: String(page), pageSize: String(MAX_LIST_PAGE_SIZE) },
        });
        all.push(...answer.items);
        if (answer.items.length === 0 || answer.page < page || page * answer.pageSize >= answer.total) return all;
      }
    },
    search: (input) => client.request<CatalogPage>('GET', '/api/products/search', { query: catalogSearchQuery(input) }),
    suggest: (q) => client.request<string[]>('GET', '/api/products/suggest', { query: { q } }),
    // Checked here with the server's rules, as `search`.
    searchAdmin: async (input) => {
      const { stock, status, ...search } = await toBody('productAdminSearch', input);
      return client.request<ProductPage>('GET', '/api/products/admin-search', {
        query: { stock, status, ...listQuery(search) },
      });
    },
    async getMany(ids) {
      const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id >= 0);
      const chunks: number[][] = [];
      for (let i = 0; i < wanted.length; i += MAX_PRODUCT_IDS) chunks.push(wanted.slice(i, i + MAX_PRODUCT_IDS));
      const pages = await Promise.all(
        chunks.map((chunk) => client.request<Product[]>('GET', '/api/products', { query: { ids: chunk.join(',') } })),
      );
      return pages.flat();
    },
    listCategories: () => client.request<string[]>('GET', '/api/categories'),
    unitsSold: async (id) =>
      (await client.request<{ unitsSold: number }>('GET', `/api/products/${enc(String(id))}/sold`)).unitsSold,
    async get(id) {
      try {
        return await client.request<Product>('GET', `/api/products/${enc(String(id))}`);
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
    async save(input, id) {
      const body = await toBody('product', input);
      // Each chosen photo uploaded once, one at a time: `image` repeats the gallery's first, a
      // combination's photo one of the gallery's, and every upload counts against the account's
      // hourly limit.
      const uploaded = new Map<string, string>();
      const upload = async (value: string) => {
        const url = uploaded.get(value) ?? (await uploadIfDataUrl(client, value));
        uploaded.set(value, url);
        return url;
      };
      if (body.images) {
        const urls: string[] = [];
        for (const value of body.images) urls.push(await upload(value));
        body.images = urls;
      }
      body.image = await upload(body.image);
      // A combination's `Foto` is one of the gallery's photos: the same upload's address.
      if (body.variants) {
        for (const variant of body.variants) if (variant.image !== '') variant.image = await upload(variant.image);
      }
      return id === undefined
        ? client.request<Product>('POST', '/api/admin/products', { json: body })
        : client.request<Product>('PUT', `/api/admin/products/${enc(String(id))}`, { json: body });
    },
    remove: (id) => client.request<void>('DELETE', `/api/admin/products/${enc(String(id))}`),
    importCsv: (csv, options = {}) =>
      client.request<ProductImportSummary>('POST', '/api/admin/products/import', {
        body: csv,
        contentType: 'text/csv; charset=utf-8',
        query: { dryRun: options.dryRun ? '1' : undefined },
      }),
    exportCsv: () => client.request<string>('GET', '/api/admin/products/export', { text: true }),
  };
}

function createPartners(client: HttpClient): PartnerRepository {
  return {
    list: () => client.request<Partner[]>('GET', '/api/partners'),
    async save(input, id) {
      const body = await toBody('partner', input);
      return id === undefined
        ? client.request<Partner>('POST', '/api/admin/partners', { json: body })
        : client.request<Partner>('PUT', `/api/admin/partners/${enc(id)}`, { json: body });
    },
  };
}

function createVouchers(client: HttpClient): VoucherRepository {
  return {
    list: () => client.request<AdminVoucher[]>('GET', '/api/admin/vouchers'),
    // The page is checked by the server (400 for one that is no finite number); its default size
    // is the back office's 20 (`VOUCHER_USES_PAGE_SIZE`).
    uses: (id, request = {}) => client.request('GET', `/api/admin/vouchers/${enc(id)}/uses`, { query: listQuery(request) }),
    async save(input, id) {
      // Checked here for the form's messages; sent as typed (WIB date-times), the server checks it again.
      await toBody('voucher', input);
      return id === undefined
        ? client.request<StoredVoucher>('POST', '/api/admin/vouchers', { json: input })
        : client.request<StoredVoucher>('PUT', `/api/admin/vouchers/${enc(id)}`, { json: input });
    },
    setActive: (id, active) => client.request<StoredVoucher>('PUT', `/api/admin/vouchers/${enc(id)}/active`, { json: { active } }),
    remove: (id) => client.request<void>('DELETE', `/api/admin/vouchers/${enc(id)}`),
    check: (code) => client.request<VoucherOffer>('POST', '/api/vouchers/check', { json: { code } }),
    listShown: () => client.request<ShownVoucher[]>('GET', '/api/vouchers/shown'),
  };
}

function createReviews(client: HttpClient): ReviewRepository {
  return {
    listByProduct: (productId, request = {}) =>
      client.request<ReviewPage>('GET', `/api/products/${enc(String(productId))}/reviews`, {
        query: listQuery(request, REVIEWS_PER_PAGE),
      }),
    own: (productId) => client.request<Review | null>('GET', `/api/products/${enc(String(productId))}/reviews/mine`),
    async add(input) {
      const { productId, rating, text } = await toBody('review', input);
      return client.request<Review>('POST', `/api/products/${enc(String(productId))}/reviews`, { json: { rating, text } });
    },
  };
}

function createCart(client: HttpClient): CartRepository {
  return {
    list: () => client.request('GET', '/api/cart'),
    add: (productId, quantity, variantId) =>
      client.request('POST', '/api/cart/items', {
        json: { productId, ...(quantity === undefined ? {} : { quantity }), ...(variantId ? { variantId } : {}) },
      }),
    setQuantity: (productId, quantity, variantId) =>
      client.request('PUT', `/api/cart/items/${enc(String(productId))}`, { json: variantId ? { quantity, variantId } : { quantity } }),
    remove: (productId, variantId) =>
      client.request('DELETE', `/api/cart/items/${enc(String(productId))}${variantId ? `?variantId=${enc(variantId)}` : ''}`),
    clear: () => client.request('DELETE', '/api/cart'),
  };
}

function createOrders(client: HttpClient): OrderRepository {
  return {
    listMine: () => client.request<Order[]>('GET', '/api/orders/mine'),
    async place(input, expectedLines, voucherCodes) {
      const checkout = await toBody('checkout', input);
      const lines = expectedLines?.map(({ productId, quantity, variantId }) => ({ productId, quantity, ...(variantId ? { variantId } : {}) }));
      const vouchers = voucherCodes && voucherCodes.length > 0 ? [...voucherCodes] : undefined;
      return client.request('POST', '/api/orders', {
        json: { checkout, ...(lines === undefined ? {} : { lines }), ...(vouchers === undefined ? {} : { vouchers }) },
      });
    },
    confirmPayment: (orderId) => client.request<Order>('POST', `/api/orders/${enc(orderId)}/confirm-payment`),
    getMine: (orderId) => client.request<Order>('GET', `/api/orders/mine/${enc(orderId)}`),
    cancel: (orderId) => client.request<Order>('POST', `/api/orders/${enc(orderId)}/cancel`),
    markReceived: (orderId) => client.request<Order>('POST', `/api/orders/${enc(orderId)}/received`),
    verifyPayment: (orderId) => client.request<Order>('POST', `/api/orders/${enc(orderId)}/verify-payment`),
    // The reason's rules are the decision's (REJECT_REASON_REQUIRED), answered by the server.
    rejectPayment: (orderId, reason) =>
      client.request<Order>('POST', `/api/orders/${enc(orderId)}/reject-payment`, { json: { reason } }),
    get: (orderId) => client.request<Order>('GET', `/api/orders/${enc(orderId)}`),
    // The ids are trimmed, deduplicated and counted by the server (src/domain/orders/labels.ts).
    getMany: async (orderIds) =>
      orderIds.length === 0 ? [] : client.request<Order[]>('GET', '/api/orders/by-ids', { query: { ids: orderIds.join(',') } }),
    listAll: () => client.request<Order[]>('GET', '/api/orders'),
    searchAll: async (input) => {
      const { status, shippingStatus, verification, stage, today, ...search } = await toBody('orderSearch', input);
      return client.request<Page<Order>>('GET', '/api/orders/search', {
        query: { status, shippingStatus, verification, stage, today: today ? 'true' : undefined, ...listQuery(search) },
      });
    },
    stageCounts: () => client.request<OrderStageCounts>('GET', '/api/orders/stage-counts'),
    update: (orderId, { status, shippingStatus, trackingNumber, cancelReason }) =>
      client.request<Order>('PATCH', `/api/orders/${enc(orderId)}`, {
        json: { status, shippingStatus, trackingNumber, cancelReason },
      }),
    listTransactions: () => client.request<Transaction[]>('GET', '/api/transactions'),
    searchTransactions: async (input) => {
      const { status, ...search } = await toBody('transactionSearch', input);
      return client.request<Page<Transaction>>('GET', '/api/transactions/search', {
        query: { status, ...listQuery(search) },
      });
    },
  };
}

function createLogs(client: HttpClient): LogRepository {
  return {
    listEmailLogs: () => client.request('GET', '/api/logs/email'),
    emailLogPage: async (input) => {
      const { unresolved, ...request } = await toBody('emailLogSearch', input);
      return client.request<Page<EmailLog>>('GET', '/api/logs/email/page', {
        query: { unresolved: unresolved ? 'true' : undefined, ...listQuery(request) },
      });
    },
    resendEmail: (logId) => client.request<EmailLog>('POST', `/api/logs/email/${enc(logId)}/resend`),
    failedEmailCount: async () => (await client.request<{ count: number }>('GET', '/api/logs/email/failed-count')).count,
    listActivity: () => client.request('GET', '/api/logs/activity'),
    salesHistory: async (input) =>
      client.request<Page<ActivityLog>>('GET', '/api/logs/sales-history', {
        query: listQuery(await toBody('pageRequest', input)),
      }),
  };
}

function createReports(client: HttpClient): ReportRepository {
  return {
    dashboard: async (input) =>
      client.request<DashboardFigures>('GET', '/api/reports/dashboard', {
        query: await toBody('figures', input),
      }),
    sales: async (input) =>
      client.request<SalesFigures>('GET', '/api/reports/sales', { query: await toBody('figures', input) }),
  };
}

function createSettings(client: HttpClient, feed: ChangeFeed, theme: ThemeStore): SettingsRepository {
  /** Every settings section's save: `PUT /api/settings/<path>` with the checked input. */
  const saveSection: SettingsRepository['saveSection'] = async (key, input) =>
    client.request<StoreSettings>('PUT', `/api/settings/${SETTINGS_SECTION_PATHS[key]}`, { json: await toBody(key, input) });
  return {
    getStore: () => client.request<StoreSettings>('GET', '/api/settings/store'),
    saveSection,
    ...settingsSectionSavers(saveSection),
    getTheme: async () => theme.get(),
    setTheme: async (value) => {
      theme.set(value);
      feed.emit(['theme'], 'local');
    },
    setNewOrderNotifications: (enabled) =>
      client.request<void>('PUT', '/api/settings/new-order-notifications', { json: { enabled } }),
    hasNewOrderNotification: async () =>
      (await client.request<{ pending: boolean }>('GET', '/api/notifications/new-order')).pending,
    clearNewOrderNotification: () => client.request<void>('DELETE', '/api/notifications/new-order'),
  };
}

function createAccount(client: HttpClient): AccountRepository {
  return {
    async updateProfile(input) {
      const body = await toBody('profile', input);
      body.profileImage = await uploadIfDataUrl(client, body.profileImage);
      return client.request<SessionUser>('PUT', '/api/account/profile', { json: body });
    },
    changePassword: async (input) =>
      client.request<void>('PUT', '/api/account/password', { json: await toBody('passwordChange', input) }),
    addAddress: async (input) =>
      client.request<Address>('POST', '/api/account/addresses', { json: await toBody('address', input) }),
    updateAddress: async (id, input) =>
      client.request<Address>('PUT', `/api/account/addresses/${enc(id)}`, { json: await toBody('address', input) }),
    deleteAddress: (id) => client.request<void>('DELETE', `/api/account/addresses/${enc(id)}`),
    resendVerification: () => client.request<void>('POST', '/api/account/email-verification'),
  };
}

function createChat(client: HttpClient): ChatRepository {
  return {
    listMessages: (buyerId, page = {}) =>
      client.request<ChatMessagePage>('GET', '/api/chat/messages', {
        query: { buyerId, before: page.before, after: page.after, limit: page.limit === undefined ? undefined : String(page.limit) },
      }),
    send: ({ text, buyerId, product }) =>
      client.request<ChatMessage>('POST', '/api/chat/messages', {
        // The product as given: `{ id }` (the server refuses anything else, as the browser does).
        json: { text, buyerId, product },
      }),
    markRead: (buyerId) => client.request<void>('POST', '/api/chat/read', { json: buyerId === undefined ? {} : { buyerId } }),
    unreadCount: async () => (await client.request<{ count: number }>('GET', '/api/chat/unread')).count,
    listThreads: (page = {}) =>
      client.request<ChatThreadPage>('GET', '/api/chat/threads', {
        query: { after: page.after, limit: page.limit === undefined ? undefined : String(page.limit) },
      }),
  };
}

function createUsers(client: HttpClient): UserRepository {
  return {
    list: () => client.request<UserSummary[]>('GET', '/api/admin/users'),
    setRole: (userId, role) => client.request<UserSummary>('PUT', `/api/admin/users/${enc(userId)}/role`, { json: { role } }),
  };
}

function createBackup(client: HttpClient): BackupRepository {
  return {
    export: () => client.request<ShopBackup>('GET', '/api/admin/backup'),
    restore: (backup) => client.request<void>('POST', '/api/admin/restore', { json: backup }),
  };
}

function createPush(client: HttpClient): PushRepository {
  return {
    publicKey: async () => (await client.request<{ publicKey: string }>('GET', '/api/push/public-key')).publicKey,
    subscribe: (subscription) => client.request<{ devices: number }>('POST', '/api/push/subscriptions', { json: subscription }),
    unsubscribe: (endpoint) => client.request<void>('DELETE', '/api/push/subscriptions', { json: { endpoint } }),
    sendTest: () => client.request<{ devices: number }>('POST', '/api/push/test'),
  };
}

/**
 * Creates the data port over the shop server's HTTP API (`docs/api.md`).
 *
 * Requests are same-origin with the session cookie, JSON, and time out after 15 s. Error answers
 * become the data layer's errors with the server's message (400 ValidationError, 401/403
 * PermissionError, 404 NotFoundError, 409 InsufficientStockError, others DataError); a network
 * failure or timeout becomes a DataError with `serverMessages.network` / `serverMessages.timeout`.
 *
 * `subscribe` announces this device's changes (origin 'local', from the `Seulanga-Changed`
 * header) and the other devices' (origin 'external', from one lazily opened `/api/events`
 * stream); after a gap in the stream every query-relevant key is announced once it is open again.
 * @param options - see {@link HttpShopDataOptions}.
 */
export function createHttpShopData(options: HttpShopDataOptions = {}): ShopData {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const theme = options.themeStore ?? createCookieThemeStore(createLocalThemeStore());
  const feed = createChangeFeed({
    url: `${baseUrl}/api/events`,
    eventSource: options.eventSource === undefined ? defaultEventSource() : (options.eventSource ?? undefined),
    retryDelayMs: options.eventRetryDelayMs,
  });
  const client = createHttpClient({
    baseUrl,
    fetch: fetchImpl as typeof fetch,
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    onChanged: (keys) => feed.emit(keys, 'local'),
  });

  return {
    mode: 'server',
    async initialize() {
      // Nothing to seed: the server owns the data. Warm the connection (and the session) up.
      await client.request<SessionUser | null>('GET', '/api/session');
    },
    subscribe(listener) {
      const unsubscribeFeed = feed.subscribe(listener);
      // Another tab's theme choice (the only data this browser keeps).
      const unsubscribeTheme = theme.subscribe(() => listener(['theme'], 'external'));
      return () => {
        unsubscribeTheme();
        unsubscribeFeed();
      };
    },
    // No storage to repair in server mode.
    onIssue: () => () => {},
    auth: createAuth(client, feed),
    products: createProducts(client),
    partners: createPartners(client),
    vouchers: createVouchers(client),
    reviews: createReviews(client),
    cart: createCart(client),
    orders: createOrders(client),
    logs: createLogs(client),
    reports: createReports(client),
    settings: createSettings(client, feed, theme),
    account: createAccount(client),
    chat: createChat(client),
    users: createUsers(client),
    backup: createBackup(client),
    push: createPush(client),
  };
}
