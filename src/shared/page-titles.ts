/**
 * Page titles (docs/server.md "Public pages"): every page's `<title>` is its name, a dash and the
 * shop's name. Each page's name is written once, in the route manifest (src/shared/routes.ts),
 * whence the router renders it and the server writes it into the head of the pages it renders
 * (server/pages/head.ts), so a link preview and the open page never disagree. The titles of a
 * page's states that no route names (an error, a missing product, maintenance) are here.
 */

/** The shop's name, the end of every page title. */
export const SHOP_NAME = 'Seulanga';

/**
 * A page's `<title>`: `'<name> — Seulanga'`.
 * @param name - the page's name, e.g. 'Beranda' or a product's name.
 */
export function pageTitle(name: string): string {
  return `${name} — ${SHOP_NAME}`;
}

/** The titles a page shows in one of its states instead of its route's title. */
export const PAGE_TITLES = {
  /** A product page whose product does not exist (also its server-written head, with 404). */
  productNotFound: pageTitle('Produk tidak ditemukan'),
  /** A page that could not load its data, or was opened without what it needs (spec: 'Kesalahan'). */
  error: pageTitle('Kesalahan'),
  /** Any store page while the shop is in maintenance mode (src/components/layout/maintenance-notice.tsx). */
  maintenance: pageTitle('Sedang dalam pemeliharaan'),
} as const;
