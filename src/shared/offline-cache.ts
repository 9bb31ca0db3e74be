/**
 * What the installable app's service worker keeps for a bad connection, and what it never keeps
 * (docs/decisions/025-installable-app.md): the rules the worker (src/pwa/sw.ts), the app's sign-in
 * and sign-out (src/lib/kept-pages.ts) and the shop server (which marks the pages that may be
 * kept) share.
 */
import { ROUTES } from './routes';

/** The runtime caches of the worker; the precache (the app shell) is Workbox's own. */
export const OFFLINE_CACHES = {
  /** The public catalogue's pages, kept only when the server marked them public. */
  pages: 'seulanga-pages',
  /** Product images. */
  images: 'seulanga-images',
  /** Hashed build files a kept page names but the precache lacks (a page newer than the worker). */
  assets: 'seulanga-assets',
} as const;

/**
 * The response header with which the shop server marks a page any visitor would get alike (no
 * session cookie came with the request); the worker keeps no page without it.
 */
export const PUBLIC_PAGE_HEADER = 'X-Seulanga-Cache';
/** The value of {@link PUBLIC_PAGE_HEADER} on such a page. */
export const PUBLIC_PAGE_MARK = 'public';

/** The precached page shown for a page neither kept nor reachable. */
export const OFFLINE_PAGE = '/offline.html';

/** How many product images, and for how long, the worker keeps at most. */
export const IMAGE_CACHE_LIMITS = { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
/** How many pages, and for how long, the worker keeps at most. */
export const PAGE_CACHE_LIMITS = { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;

/**
 * The public pages the server renders alike for every visitor: home, catalogue, product, info
 * pages. Built at the first call, so that a module using only the cache names (the sign-out's)
 * carries none of it.
 */
let keptPagePatterns: readonly RegExp[] | undefined;

/**
 * Whether a page at `pathname` may be kept at all: one of the public catalogue's server-rendered
 * pages (`/`, `/catalog`, `/product/:id`, `/tentang-kami`, …); never a signed-in area (the
 * account, cart, checkout, orders, the back office), a form (sign-in, sign-up) or the API.
 */
export function isKeptPagePath(pathname: string): boolean {
  keptPagePatterns ??= ROUTES.filter((route) => route.access === 'public' && 'serverRendered' in route).map(
    (route) => new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
  );
  return keptPagePatterns.some((pattern) => pattern.test(pathname));
}

/** The few response headers {@link mayKeepPage} reads (a `Headers` object). */
export interface HeaderReader {
  get(name: string): string | null;
}

/**
 * Whether a page's response may be kept: a 200 the server marked public
 * ({@link PUBLIC_PAGE_HEADER}) and not forbidden to any cache (`no-store`). A page answered to a
 * session never carries the mark, so a signed-in page is never kept.
 */
export function mayKeepPage(status: number, headers: HeaderReader): boolean {
  if (status !== 200) return false;
  if (headers.get(PUBLIC_PAGE_HEADER)?.trim().toLowerCase() !== PUBLIC_PAGE_MARK) return false;
  const cacheControl = (headers.get('Cache-Control') ?? '').toLowerCase();
  return !/(^|[\s,])no-store([\s,]|$)/.test(cacheControl);
}

/**
 * Whether `pathname` is a product image: an uploaded one served by the shop server
 * (`/api/images/{hash}`, public and immutable: its address is its content's hash) or one of the
 * demo shop's (`/images/…`). The only API address the worker keeps.
 */
export function isProductImagePath(pathname: string): boolean {
  return /^\/api\/images\/[^/]+$/.test(pathname) || /^\/images\/[^/]+(\/[^/]+)*$/.test(pathname);
}
