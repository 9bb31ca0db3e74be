/**
 * The shop's signed-in areas by path (spec section 2, route table; docs/product/decisions.md
 * "Access"): the role guard lets only their role open them (src/app/route-access.ts), and the
 * server's robots.txt keeps search engines out of them (server/pages/head.ts).
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
