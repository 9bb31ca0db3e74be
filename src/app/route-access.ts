/**
 * Which role may open which shop path (spec section 2, route table; docs/product/decisions.md "Access").
 * Used after login to decide whether to return the user to the page the role guard refused.
 */
import { accessOf } from '@/shared/routes';
import type { Role } from '@/domain/core/records';

/**
 * Whether a user with `role` may open `pathname`: a buyer or admin page (the route manifest's
 * `access`, src/shared/routes.ts) and everything below it only that role, every other path anyone.
 * @param role - the signed-in user's role, or null/undefined for a visitor.
 * @param pathname - a path such as `/admin/orders` (no query or hash), any letter case.
 * @returns `/admin` and below: admin only; the buyer routes (`/cart`, `/checkout`,
 *   `/payment-confirmation`, `/pesanan-saya`, `/purchase-history`, `/settings` and the `-auth`
 *   info pages): buyer only; every other path: anyone.
 */
export function canAccess(role: Role | null | undefined, pathname: string): boolean {
  const access = accessOf(pathname);
  return access === 'public' || role === access;
}

/**
 * The start page of a role after login when there is no page to return to (spec section 2):
 * admin → `/admin`, anyone else → `/`.
 */
export function homeFor(role: Role | null | undefined): string {
  return role === 'admin' ? '/admin' : '/';
}
