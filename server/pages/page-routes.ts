/**
 * What the shop server derives from the route manifest (src/shared/routes.ts): which paths answer
 * a page and which 404 (docs/server.md "Public pages"), which pages it renders (docs/decisions/
 * 013-server-rendered-storefront.md), and what robots.txt and sitemap.xml list.
 */
import { CATALOG_URL_PARAMETERS } from '@/domain/catalog/query';
import { accessOf, ROUTES, signedInAreas, type FixedPublicPath, type RouteAccess } from '@/shared/routes';

/** A manifest path as segments (`:name` for any one non-empty segment); `/` has none. */
const patternOf = (path: string): readonly string[] => (path === '/' ? [] : path.split('/').slice(1));

/** The manifest's pages, and those the server renders, as segments: split once, not per request. */
const PAGE_PATTERNS = ROUTES.map((route) => patternOf(route.path));
const RENDERED_PATTERNS = ROUTES.filter((route) => 'serverRendered' in route).map((route) => patternOf(route.path));

/** The segments of a request's path as the router compares them: lower-cased, one trailing slash dropped. */
const segmentsOf = (pathname: string) => pathname.toLowerCase().replace(/\/$/, '').split('/').slice(1);

/** Whether `segments` match one of `patterns`: `:name` any one non-empty segment. */
function matchesAny(patterns: readonly (readonly string[])[], segments: readonly string[]): boolean {
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length && pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index])),
  );
}

/** What the server asks of a page request's path, worked out once per request ({@link pagePathOf}). */
export interface PagePath {
  /** Who may open it (`accessOf`, src/shared/routes.ts). */
  access: RouteAccess;
  /** Whether it opens one of the manifest's pages ({@link isPagePath}). */
  isPage: boolean;
  /** Whether the server renders it ({@link isServerRenderedPath}). */
  serverRendered: boolean;
}

/**
 * Who may open `pathname`, whether a page answers it and whether the server renders it, with the
 * path split and its access looked up once (the manifest's paths are split at start-up).
 * @param pathname - a URL path, still percent-encoded.
 */
export function pagePathOf(pathname: string): PagePath {
  const segments = segmentsOf(pathname);
  const access = accessOf(pathname);
  const isPage = matchesAny(PAGE_PATTERNS, segments);
  const rendered = matchesAny(RENDERED_PATTERNS, segments);
  return { access, isPage, serverRendered: access === 'public' ? rendered || !isPage : rendered };
}

/**
 * Whether `pathname` opens one of the manifest's pages (not the "not found" page), matched as the
 * router matches it: case-insensitive, one trailing slash allowed, `:name` any one non-empty
 * segment. The shop server answers every other path with 404 (docs/server.md "Public pages").
 * @param pathname - a URL path such as `/product/12` (no query or hash), still percent-encoded.
 */
export function isPagePath(pathname: string): boolean {
  return matchesAny(PAGE_PATTERNS, segmentsOf(pathname));
}

/**
 * Whether the shop server renders the page at `pathname`: a `serverRendered` page of the route
 * manifest, or a public path no page answers (the "not found" page). Not the "not found" page
 * of the signed-in areas (it sits behind the role guard), nor the forms. A buyer's or admin's
 * page is rendered only when the session the renderer reads may open it (src/entry-server.tsx);
 * the server does not try without a session cookie.
 * @param pathname - a URL path, still percent-encoded.
 */
export function isServerRenderedPath(pathname: string): boolean {
  return pagePathOf(pathname).serverRendered;
}

/**
 * The URL parameters each server-rendered page reads, by its manifest path; a page not listed
 * reads none.
 */
const PAGE_PARAMETERS: Readonly<Record<string, readonly string[]>> = { '/catalog': CATALOG_URL_PARAMETERS };

/** The last segment of the path the "not found" page is rendered at (no page answers it). */
const NOT_FOUND_SEGMENT = 'halaman-yang-tidak-ada';

/** The first segments of the manifest's paths (`''` for `/`), lower-cased. */
const FIRST_SEGMENTS = new Set<string>(ROUTES.map((route) => route.path.split('/')[1]!.toLowerCase()));

/**
 * The address (path and query) the server renders the page of `url` at, and the page cache keys
 * it by (docs/server.md "Per-instance caches"), so that addresses a visitor
 * makes up cannot each cost a rendering:
 * - a page of the manifest: its path with only the URL parameters the page reads (the catalogue's
 *   `category`, `q`, `sort`, `page`, the first value of each, in that order); any other parameter
 *   changes nothing on the page and is dropped;
 * - a path no page answers (the "not found" page, which shows nothing of the path): one fixed
 *   unknown path under the path's first segment when a page's path starts with that segment
 *   (`/catalog/x/y` as `/catalog/halaman-yang-tidak-ada/halaman-yang-tidak-ada`: the header marks
 *   the link of that segment as the current page), else `/halaman-yang-tidak-ada`, without query.
 * @param url - the request's URL.
 * @param isPage - whether a page answers its path, when known ({@link pagePathOf}).
 * @returns a path and query, such as `/catalog?category=Fashion&page=2`.
 */
export function renderedAddressOf(url: URL, isPage = isPagePath(url.pathname)): string {
  if (!isPage) {
    const first = url.pathname.split('/')[1]!.toLowerCase();
    return FIRST_SEGMENTS.has(first) && first !== '' ? `/${first}/${NOT_FOUND_SEGMENT}/${NOT_FOUND_SEGMENT}` : `/${NOT_FOUND_SEGMENT}`;
  }
  const page = url.pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMETERS[page] ?? []) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * The paths robots.txt keeps search engines out of (each with everything below it): the back
 * office and the buyer's pages, then the public pages the server does not render (the forms,
 * the redirect page).
 */
export function disallowedPaths(): string[] {
  return [
    ...signedInAreas('admin'),
    ...signedInAreas('buyer'),
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
