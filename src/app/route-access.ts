/**
 * Which role may open which shop path (spec section 2, route table; docs/product/decisions.md "Access").
 * Used after login to decide whether to return the user to the page the role guard refused.
 */
import { ADMIN_ONLY_PATHS, BUYER_ONLY_PATHS } from '@/domain/route-paths';
import type { Role } from '@/domain/schemas';

/** True when `pathname` is `base` or lies below it (`/admin/orders` is under `/admin`, `/administrasi` is not). */
function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Lower-cases and drops a trailing slash, so `/Cart/` is checked as `/cart`. */
function normalize(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') || '/' : lower;
}

/**
 * Whether a user with `role` may open `pathname`.
 * @param role - the signed-in user's role, or null/undefined for a visitor.
 * @param pathname - a path such as `/admin/orders` (no query or hash).
 * @returns `/admin` and below: admin only; the buyer routes (`/cart`, `/checkout`,
 *   `/payment-confirmation`, `/pesanan-saya`, `/purchase-history`, `/settings` and the `-auth`
 *   info pages): buyer only; every other path: anyone.
 */
export function canAccess(role: Role | null | undefined, pathname: string): boolean {
  const path = normalize(pathname);
  if (ADMIN_ONLY_PATHS.some((base) => isUnder(path, base))) return role === 'admin';
  if (BUYER_ONLY_PATHS.some((base) => isUnder(path, base))) return role === 'buyer';
  return true;
}

/**
 * The start page of a role after login when there is no page to return to (spec section 2):
 * admin → `/admin`, anyone else → `/`.
 */
export function homeFor(role: Role | null | undefined): string {
  return role === 'admin' ? '/admin' : '/';
}
