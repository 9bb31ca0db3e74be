/**
 * The shop's pages by path (spec section 2, route table; docs/product/decisions.md "Access"): the
 * signed-in areas, which the role guard lets only their role open (src/app/route-access.ts) and
 * the server's robots.txt keeps search engines out of (server/pages/head.ts); and every page the
 * router has, so the server answers any other path with a real 404 (docs/server.md "Public pages").
 */

/** Paths (and everything below them) that only a signed-in buyer may open. */
export const BUYER_ONLY_PATHS = [
  '/cart',
  '/checkout',
  '/payment-confirmation',
  '/pesanan-saya',
  '/purchase-history',
  '/settings',
  '/layanan-auth',
  '/tentang-kami-auth',
  '/lokasi-toko-auth',
] as const;

/** Paths (and everything below them) that only an admin may open. */
export const ADMIN_ONLY_PATHS = ['/admin'] as const;

/**
 * Every page of the browser router (src/app/router.tsx; a test walks the router to keep both the
 * same). `:name` stands for one path segment.
 */
export const PAGE_PATHS = [
  '/',
  '/login',
  '/register',
  '/tentang-kami',
  '/layanan',
  '/lokasi-toko',
  '/catalog',
  '/product/:id',
  ...BUYER_ONLY_PATHS,
  '/redirect',
  '/admin',
  '/admin/products',
  '/admin/partners',
  '/admin/orders',
  '/admin/transactions',
  '/admin/reports',
  '/admin/sales-history',
  '/admin/settings',
] as const;

/**
 * Whether `pathname` opens one of the router's pages (not its "not found" page): matched as the
 * router matches, case-insensitive, one trailing slash allowed, `:name` any one non-empty segment.
 * @param pathname - a URL path such as `/product/12` (no query or hash), still percent-encoded.
 */
export function isPagePath(pathname: string): boolean {
  return matchesAny(PAGE_PATHS, pathname);
}

/**
 * The storefront's public pages the shop server renders to HTML (docs/decisions/
 * 013-server-rendered-storefront.md); the router's "not found" page is rendered too. The forms,
 * the signed-in areas and the back office are rendered by the browser.
 */
export const SERVER_RENDERED_PATHS = ['/', '/tentang-kami', '/layanan', '/lokasi-toko', '/catalog', '/product/:id'] as const;

/**
 * Whether the shop server renders the page at `pathname`: one of {@link SERVER_RENDERED_PATHS},
 * or a path no page answers (the "not found" page), except anywhere in the signed-in areas (their
 * "not found" page sits behind the role guard).
 * @param pathname - a URL path, still percent-encoded.
 */
export function isServerRenderedPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  const signedIn = [...ADMIN_ONLY_PATHS, ...BUYER_ONLY_PATHS].some((area) => path === area || path.startsWith(`${area}/`));
  return !signedIn && (matchesAny(SERVER_RENDERED_PATHS, pathname) || !isPagePath(pathname));
}

/** Whether `pathname` matches one of `paths` (see {@link isPagePath} for how). */
function matchesAny(paths: readonly string[], pathname: string): boolean {
  const segments = pathname.toLowerCase().replace(/\/$/, '').split('/').slice(1);
  return paths.some((page) => {
    const pattern = page === '/' ? [] : page.split('/').slice(1);
    if (pattern.length !== segments.length) return false;
    return pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]));
  });
}
