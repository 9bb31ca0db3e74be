/**
 * The route manifest (spec section 2, route table; docs/product/decisions.md "Access"): every page
 * of the shop, written once, as plain data (no React, no server code) that both the browser and
 * the shop server read:
 * - the browser router builds its routes from it (src/app/router.tsx: one lazy route per entry,
 *   its page module from src/app/routes, the role guard around the signed-in ones) and renders
 *   each page's `<title>`;
 * - the role guard lets only the entry's role open it (src/app/route-access.ts, {@link accessOf});
 * - the shop server (server/pages/page-routes.ts) answers a path no page answers with a real 404,
 *   renders the storefront's public pages (docs/decisions/013-server-rendered-storefront.md),
 *   writes their heads, robots.txt and sitemap.xml (server/pages/head.ts).
 * The server's answers are derived in server/, so that this module, which every first load
 * carries, stays small: with src/app/route-access.ts it is a common chunk of the entry and the
 * login page, inlined into the entry only while small (vite.config.ts,
 * `experimentalInlineCommonChunks`, 24 kB of source, comments included); above that it is one more
 * file on every first load.
 */

/** Who may open a page: anyone, or only a signed-in user of that role (the role guard). */
export type RouteAccess = 'public' | 'buyer' | 'admin';

/** One page of the shop. */
export interface PageRoute {
  /**
   * The URL path as the router matches it, `:name` one path segment. A buyer or admin path
   * guards everything below it too; admin paths lie under `/admin` (the back office's layout).
   */
  readonly path: string;
  /** The page module, `src/app/routes/<page>.tsx` (the router imports it when the page is first visited). */
  readonly page: string;
  readonly access: RouteAccess;
  /**
   * The page's name in its `<title>` (`'<name> — Seulanga'`, `pageTitle` of src/shared/page-titles.ts), which the router
   * renders with the page; null when the page has none (it redirects at once) or takes it from
   * its data (`titleByPage`).
   */
  readonly title: string | null;
  /**
   * The page renders its own `<title>`: from its data (a product's name) or its state (an error),
   * `title` being the one it shows when all is well, if it is fixed (src/lib/use-route-title.ts).
   */
  readonly titleByPage?: true;
  /**
   * The shop server renders the page to HTML (docs/decisions/013-server-rendered-storefront.md);
   * a public one without a `:name` is a fixed public page (its own head, in the sitemap). Search
   * engines are kept out of every page the server does not render (robots.txt) and of the
   * signed-in areas. A buyer's page or the admin's dashboard is rendered only for a user of that role
   * (server/pages/page-routes.ts `isServerRenderedPath`); a form it shows keeps its fields and
   * buttons disabled until the app has taken the page over (src/lib/use-hydrated.ts), so nothing
   * typed into the server's HTML is lost.
   */
  readonly serverRendered?: true;
}

/**
 * Every page, in the order robots.txt and sitemap.xml list them. The "not found" page is
 * {@link NOT_FOUND_PAGE}.
 */
export const ROUTES = [
  { path: '/', page: 'public/home', access: 'public', title: 'Beranda', serverRendered: true },
  { path: '/catalog', page: 'public/catalog', access: 'public', title: 'Katalog Produk', serverRendered: true },
  { path: '/tentang-kami', page: 'public/about', access: 'public', title: 'Tentang Kami', serverRendered: true },
  { path: '/layanan', page: 'public/services', access: 'public', title: 'Layanan', serverRendered: true },
  { path: '/lokasi-toko', page: 'public/store-locations', access: 'public', title: 'Lokasi Toko', serverRendered: true },
  // Titled by the product's name, 'Produk tidak ditemukan' or 'Kesalahan' (src/shared/page-titles.ts).
  { path: '/product/:id', page: 'public/product', access: 'public', title: null, titleByPage: true, serverRendered: true },
  { path: '/login', page: 'public/login', access: 'public', title: 'Masuk' },
  { path: '/register', page: 'public/register', access: 'public', title: 'Daftar Akun' },
  // The link of a verification e-mail (docs/decisions/022): a form, like the two above.
  { path: '/verifikasi-email', page: 'public/verify-email', access: 'public', title: 'Verifikasi E-mail' },
  { path: '/cart', page: 'shop/cart', access: 'buyer', title: 'Keranjang Belanja', serverRendered: true },
  { path: '/checkout', page: 'shop/checkout', access: 'buyer', title: 'Pembayaran', serverRendered: true },
  // 'Kesalahan' when opened without an order.
  { path: '/payment-confirmation', page: 'shop/payment-confirmation', access: 'buyer', title: 'Konfirmasi Pembayaran', titleByPage: true },
  { path: '/pesanan-saya', page: 'shop/my-orders', access: 'buyer', title: 'Pesanan Saya', serverRendered: true },
  // Titled 'Pesanan {id}', or 'Kesalahan' for an order that is not the buyer's.
  { path: '/pesanan-saya/:id', page: 'shop/order-detail', access: 'buyer', title: null, titleByPage: true, serverRendered: true },
  // The old purchase history, now `Pesanan Saya`'s `Selesai` tab: a redirect to it (the server's too).
  { path: '/purchase-history', page: 'shop/purchase-history', access: 'buyer', title: 'Pesanan Saya' },
  { path: '/settings', page: 'shop/settings', access: 'buyer', title: 'Pengaturan Akun' },
  { path: '/layanan-auth', page: 'public/services', access: 'buyer', title: 'Layanan' },
  { path: '/tentang-kami-auth', page: 'public/about', access: 'buyer', title: 'Tentang Kami' },
  { path: '/lokasi-toko-auth', page: 'public/store-locations', access: 'buyer', title: 'Lokasi Toko' },
  { path: '/redirect', page: 'redirect', access: 'public', title: null },
  { path: '/admin', page: 'admin/dashboard', access: 'admin', title: 'Beranda Toko', serverRendered: true },
  { path: '/admin/products', page: 'admin/products', access: 'admin', title: 'Daftar Produk' },
  { path: '/admin/partners', page: 'admin/partners', access: 'admin', title: 'Data Mitra Seulanga' },
  { path: '/admin/vouchers', page: 'admin/vouchers', access: 'admin', title: 'Voucher' },
  { path: '/admin/orders', page: 'admin/orders', access: 'admin', title: 'Pesanan' },
  // The selected orders' packing labels (`?ids=ORD1,ORD2`): 'Label Pengiriman ({n})' or 'Kesalahan'.
  { path: '/admin/orders/labels', page: 'admin/order-labels', access: 'admin', title: null, titleByPage: true },
  // Titled 'Label Pengiriman {id}' / 'Faktur {id}', or 'Kesalahan' for an unknown order.
  { path: '/admin/pesanan/:id/label', page: 'admin/order-label', access: 'admin', title: null, titleByPage: true },
  { path: '/admin/pesanan/:id/invoice', page: 'admin/order-invoice', access: 'admin', title: null, titleByPage: true },
  { path: '/admin/transactions', page: 'admin/transactions', access: 'admin', title: 'Transaksi & Pembayaran' },
  { path: '/admin/reports', page: 'admin/reports', access: 'admin', title: 'Laporan Penjualan' },
  { path: '/admin/sales-history', page: 'admin/sales-history', access: 'admin', title: 'Log Aktivitas' },
  { path: '/admin/settings', page: 'admin/settings', access: 'admin', title: 'Pengaturan' },
  // Pengaturan's sections, one page each (src/features/admin-settings/lib/settings-sections.ts).
  { path: '/admin/settings/akun', page: 'admin/settings/akun', access: 'admin', title: 'Akun Saya — Pengaturan' },
  { path: '/admin/settings/notifikasi', page: 'admin/settings/notifikasi', access: 'admin', title: 'Notifikasi — Pengaturan' },
  { path: '/admin/settings/toko', page: 'admin/settings/toko', access: 'admin', title: 'Toko — Pengaturan' },
  { path: '/admin/settings/pembayaran', page: 'admin/settings/pembayaran', access: 'admin', title: 'Pembayaran — Pengaturan' },
  { path: '/admin/settings/pesanan', page: 'admin/settings/pesanan', access: 'admin', title: 'Pesanan — Pengaturan' },
  { path: '/admin/settings/pengiriman', page: 'admin/settings/pengiriman', access: 'admin', title: 'Pengiriman — Pengaturan' },
  { path: '/admin/settings/produk', page: 'admin/settings/produk', access: 'admin', title: 'Produk — Pengaturan' },
  { path: '/admin/settings/pengguna', page: 'admin/settings/pengguna', access: 'admin', title: 'Pengguna — Pengaturan' },
  { path: '/admin/settings/cadangan', page: 'admin/settings/cadangan', access: 'admin', title: 'Cadangan — Pengaturan' },
] as const satisfies readonly PageRoute[];

/** A page's path as the manifest writes it (`'/product/:id'`). */
export type RoutePath = (typeof ROUTES)[number]['path'];

/** The fixed public pages the server renders with their own head and lists in the sitemap. */
export type FixedPublicPath = Exclude<
  Extract<(typeof ROUTES)[number], { access: 'public'; serverRendered: true }>['path'],
  `${string}:${string}`
>;

/**
 * The page every path no entry answers shows (in the back office, behind the role guard): server-
 * rendered with a 404 status and left out of search engines.
 */
export const NOT_FOUND_PAGE = { page: 'not-found', title: 'Halaman tidak ditemukan' } as const;

/**
 * Old paths that now live elsewhere, and where: the purchase history is `Pesanan Saya`'s
 * `Selesai` tab. The server answers them with a permanent redirect; the browser's router, whose
 * entry for the path stays so bookmarks and the role guard keep working, navigates there.
 */
export const MOVED_PATHS = { '/purchase-history': '/pesanan-saya?status=Selesai' } as const;

/** The back office's path: every admin page lies under it, in its own layout. */
export const ADMIN_AREA = '/admin';

/**
 * The path of an order's printed document: `/admin/pesanan/{id}/label` (the packing
 * label) or `/admin/pesanan/{id}/invoice`; the id URL-encoded.
 */
export function orderDocumentPath(orderId: string, document: 'label' | 'invoice'): string {
  return `${ADMIN_AREA}/pesanan/${encodeURIComponent(orderId)}/${document}`;
}

/**
 * The path of the packing labels of several orders, printed at once (`Cetak Label ({n})`):
 * `/admin/orders/labels?ids=ORD1,ORD2`.
 */
export function orderLabelsPath(orderIds: readonly string[]): string {
  return `${ADMIN_AREA}/orders/labels?${new URLSearchParams({ ids: orderIds.join(',') }).toString()}`;
}

/**
 * The path of the admin's orders page on a stage tab (`stage`, an owner's stage such as
 * 'Perlu Dikemas'; none = `Semua`) with or without `Hari Ini` (`today=true`), e.g.
 * `/admin/orders?stage=Perlu+Dikemas`.
 */
export function adminOrdersPath({ stage, today }: { stage?: string; today?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (stage) params.set('stage', stage);
  if (today) params.set('today', 'true');
  const query = params.toString();
  return query ? `${ADMIN_AREA}/orders?${query}` : `${ADMIN_AREA}/orders`;
}

/** Lower-cases and drops trailing slashes, so `/Cart/` is checked as `/cart`. */
function normalize(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** True when `pathname` is `base` or lies below it (`/admin/orders` is under `/admin`, `/administrasi` is not). */
function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The signed-in areas of `access`: its entries' paths that lie under no other of them (`/admin`;
 * each buyer page), each guarding everything below it.
 */
export function signedInAreas(access: Exclude<RouteAccess, 'public'>): string[] {
  const paths: string[] = ROUTES.filter((route) => route.access === access).map((route) => route.path);
  return paths.filter((path) => !paths.some((other) => other !== path && isUnder(path, other)));
}

/** The signed-in areas by access, worked out at `accessOf`'s first call (the manifest does not change). */
let areas: Record<Exclude<RouteAccess, 'public'>, string[]> | null = null;

/**
 * Who may open `pathname` (docs/product/decisions.md "Access"): `/admin` and below only an
 * admin; a buyer page (`/cart`, `/checkout`, `/payment-confirmation`, `/pesanan-saya`,
 * `/purchase-history`, `/settings`, the `-auth` info pages) and anything below it only a buyer;
 * every other path anyone.
 * @param pathname - a path such as `/admin/orders` (no query or hash), any letter case, trailing
 *   slashes allowed.
 */
export function accessOf(pathname: string): RouteAccess {
  const path = normalize(pathname);
  // The manifest does not change: its areas are worked out at the first call, not at every one.
  areas ??= { admin: signedInAreas('admin'), buyer: signedInAreas('buyer') };
  if (areas.admin.some((area) => isUnder(path, area))) return 'admin';
  if (areas.buyer.some((area) => isUnder(path, area))) return 'buyer';
  return 'public';
}

