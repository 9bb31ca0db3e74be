/**
 * Who may act (spec section 5, "Roles"): the one role check both modes run before a use case.
 */
import { PermissionError, signInRequired } from '../core/errors';
import { messages } from '@/shared/messages';
import type { Role, SessionUser } from '../core/records';

/**
 * The signed-in user, whose role must be one of `roles` (any role when none is given).
 * @param user - the session's user as the stored account says, or null for a visitor.
 * @throws PermissionError SIGN_IN_REQUIRED when signed out; ADMIN_ONLY (when `roles` include
 * 'admin') or BUYER_ONLY when the role does not match.
 */
export function authorize(user: SessionUser | null, roles: readonly Role[]): SessionUser {
  if (!user) throw signInRequired();
  if (roles.length > 0 && !roles.includes(user.role)) {
    throw roles.includes('admin')
      ? new PermissionError(messages.permission.adminOnly, 'ADMIN_ONLY')
      : new PermissionError(messages.permission.buyerOnly, 'BUYER_ONLY');
  }
  return user;
}
