/**
 * The route manifest (spec section 2, route table; docs/product/decisions.md "Access"): every page
 * of the shop, written once, as plain data (no React, no server code) that both the browser and
 * the shop server read:
 * - the browser router builds its routes from it (src/app/router.tsx: one lazy route per entry,
 *   its page module from src/app/routes, the role guard around the signed-in ones) and renders
 *   each page's `<title>`;
 * - the role guard lets only the entry's role open it (src/app/route-access.ts, {@link accessOf});
 * - the shop server answers a path no page answers with a real 404 ({@link isPagePath}), renders
 *   the storefront's public pages ({@link isServerRenderedPath}; docs/decisions/
 *   013-server-rendered-storefront.md), writes their heads, robots.txt and sitemap.xml
 *   (server/pages/head.ts, {@link disallowedPaths}, {@link fixedPublicPages}).
 */
import { pageTitle } from './page-titles';

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
   * The page's name in its `<title>` (`'<name> — Seulanga'`, {@link pageTitle}), which the router
   * renders with the page; null when the page has none (it redirects at once) or takes it from
   * its data (`titleByPage`).
   */
  readonly title: string | null;
  /**
   * The page renders its own `<title>`: from its data (a product's name) or its state (an error),
   * `title` being the one it shows when all is well, if it is fixed.
   */
  readonly titleByPage?: true;
  /**
   * The shop server renders the page to HTML (docs/decisions/013-server-rendered-storefront.md);
   * a public one without a `:name` is a fixed public page (its own head, in the sitemap). Search
   * engines are kept out of every page the server does not render ({@link disallowedPaths}).
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
  // Titled by the product's name, 'Produk tidak ditemukan' or 'Kesalahan' (src/domain/page-titles.ts).
  { path: '/product/:id', page: 'public/product', access: 'public', title: null, titleByPage: true, serverRendered: true },
  { path: '/login', page: 'public/login', access: 'public', title: 'Masuk' },
  { path: '/register', page: 'public/register', access: 'public', title: 'Daftar Akun' },
  { path: '/cart', page: 'shop/cart', access: 'buyer', title: 'Keranjang Belanja' },
  { path: '/checkout', page: 'shop/checkout', access: 'buyer', title: 'Checkout' },
  // 'Kesalahan' when opened without an order.
  { path: '/payment-confirmation', page: 'shop/payment-confirmation', access: 'buyer', title: 'Konfirmasi Pembayaran', titleByPage: true },
  { path: '/pesanan-saya', page: 'shop/my-orders', access: 'buyer', title: 'Pesanan Saya' },
  { path: '/purchase-history', page: 'shop/purchase-history', access: 'buyer', title: 'Riwayat Pembelian' },
  { path: '/settings', page: 'shop/settings', access: 'buyer', title: 'Pengaturan Akun' },
  { path: '/layanan-auth', page: 'public/services', access: 'buyer', title: 'Layanan' },
  { path: '/tentang-kami-auth', page: 'public/about', access: 'buyer', title: 'Tentang Kami' },
  { path: '/lokasi-toko-auth', page: 'public/store-locations', access: 'buyer', title: 'Lokasi Toko' },
  { path: '/redirect', page: 'redirect', access: 'public', title: null },
  { path: '/admin', page: 'admin/dashboard', access: 'admin', title: 'Dashboard Admin' },
  { path: '/admin/products', page: 'admin/products', access: 'admin', title: 'Daftar Produk' },
  { path: '/admin/partners', page: 'admin/partners', access: 'admin', title: 'Data Mitra Seulanga' },
  { path: '/admin/orders', page: 'admin/orders', access: 'admin', title: 'Pesanan' },
  { path: '/admin/transactions', page: 'admin/transactions', access: 'admin', title: 'Transaksi & Pembayaran' },
  { path: '/admin/reports', page: 'admin/reports', access: 'admin', title: 'Laporan Penjualan' },
  { path: '/admin/sales-history', page: 'admin/sales-history', access: 'admin', title: 'Riwayat Penjualan' },
  { path: '/admin/settings', page: 'admin/settings', access: 'admin', title: 'Pengaturan' },
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

/** The back office's path: every admin page lies under it, in its own layout. */
export const ADMIN_AREA = '/admin';

/**
 * The `<title>` of the page at `path` when all is well (`'Pesanan Saya — Seulanga'`), for a page
 * that renders its own (`titleByPage`).
 * @throws Error when the page has no fixed title.
 */
export function routeTitle(path: RoutePath): string {
  const title = ROUTES.find((route) => route.path === path)?.title;
  if (!title) throw new Error(`No fixed title for ${path}`);
  return pageTitle(title);
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

/** The signed-in areas of `access`: its entries' paths that lie under no other of them. */
function areasOf(access: RouteAccess): string[] {
  const paths: string[] = ROUTES.filter((route) => route.access === access).map((route) => route.path);
  return paths.filter((path) => !paths.some((other) => other !== path && isUnder(path, other)));
}

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
  if (areasOf('admin').some((area) => isUnder(path, area))) return 'admin';
  if (areasOf('buyer').some((area) => isUnder(path, area))) return 'buyer';
  return 'public';
}

/** Whether `pathname` matches one of `paths`: case-insensitive, one trailing slash allowed, `:name` any one non-empty segment. */
function matchesAny(paths: readonly string[], pathname: string): boolean {
  const segments = pathname.toLowerCase().replace(/\/$/, '').split('/').slice(1);
  return paths.some((page) => {
    const pattern = page === '/' ? [] : page.split('/').slice(1);
    if (pattern.length !== segments.length) return false;
    return pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]));
  });
}

/**
 * Whether `pathname` opens one of the manifest's pages (not the "not found" page), matched as the
 * router matches it: case-insensitive, one trailing slash allowed, `:name` any one non-empty
 * segment. The shop server answers every other path with 404 (docs/server.md "Public pages").
 * @param pathname - a URL path such as `/product/12` (no query or hash), still percent-encoded.
 */
export function isPagePath(pathname: string): boolean {
  return matchesAny(
    ROUTES.map((route) => route.path),
    pathname,
  );
}

/**
 * Whether the shop server renders the page at `pathname`: a `serverRendered` page, or a path no
 * page answers (the "not found" page), except anywhere in the signed-in areas (their "not found"
 * page sits behind the role guard). The forms, the signed-in areas and the back office are
 * rendered by the browser.
 * @param pathname - a URL path, still percent-encoded.
 */
export function isServerRenderedPath(pathname: string): boolean {
  if (accessOf(pathname) !== 'public') return false;
  const rendered = ROUTES.filter((route) => 'serverRendered' in route).map((route) => route.path);
  return matchesAny(rendered, pathname) || !isPagePath(pathname);
}

/**
 * The paths robots.txt keeps search engines out of (each with everything below it): the back
 * office and the buyer's pages, then the public pages the server does not render (the forms,
 * the redirect page).
 */
export function disallowedPaths(): string[] {
  return [
    ...areasOf('admin'),
    ...areasOf('buyer'),
    ...ROUTES.filter((route) => route.access === 'public' && !('serverRendered' in route)).map((route) => route.path),
  ];
}

/**
 * The fixed public pages (server-rendered, no `:name`): the server writes their own head, and
 * sitemap.xml lists them, in this order, before the products.
 */
export function fixedPublicPages(): { path: FixedPublicPath; title: string }[] {
  return ROUTES.flatMap((route) =>
    route.access === 'public' && 'serverRendered' in route && route.title && !route.path.includes(':')
      ? [{ path: route.path as FixedPublicPath, title: route.title }]
      : [],
  );
}
