/**
 * The back office's role change (spec section 3 "Pengaturan", user accounts), decided once for
 * both modes (docs/decisions/014-use-cases-once.md).
 */
import { accept, refuse, type Decision } from '../core/decision';
import type { AccountEffect, EffectPlan } from '../core/effects';
import { NotFoundError, PermissionError, ShopError } from '../core/errors';
import { activityMessages } from '@/shared/messages-activity';
import { adminMessages } from '@/shared/messages-admin';
import { messages } from '@/shared/messages';
import type { Role, SessionUser, User } from '../core/records';
import { validate } from '../core/validate-input';
import { roleInputSchema } from './inputs';

/**
 * Whether `actor` may change the role of account `userId` to `role`: only an admin, never their
 * own (an admin cannot lock themselves out), only to a known role. Checked before the account is
 * loaded.
 * @returns the role as validated, or a refusal: PermissionError PERMISSION_DENIED with
 * 'Anda tidak memiliki izin untuk mengubah peran pengguna.' or the own-role message;
 * ValidationError for an unknown role (refused, never read as 'buyer').
 */
export function checkRoleChange(actor: SessionUser | null, userId: string, role: unknown): Decision<Role> {
  if (!actor || actor.role !== 'admin') return refuse(new PermissionError(messages.permission.roleChangeForbidden));
  if (userId === actor.id) return refuse(new PermissionError(messages.permission.ownRoleForbidden));
  try {
    return accept(validate(roleInputSchema, role));
  } catch (error) {
    if (error instanceof ShopError) return refuse(error);
    throw error;
  }
}

/**
 * Decides the role change of `target` to `role` (as {@link checkRoleChange} accepted it), logged
 * `updateRole` with the roles before and after.
 * @param facts.target - the account, or null when there is none.
 * @returns the plan (`setRole` and its `log`), or NotFoundError NOT_FOUND 'Pengguna tidak ditemukan.'.
 */
export function decideRoleChange(facts: {
  target: Pick<User, 'id' | 'username' | 'role'> | null;
  role: Role;
}): Decision<EffectPlan<AccountEffect>> {
  const { target, role } = facts;
  if (!target) return refuse(new NotFoundError(adminMessages.userNotFound));
  return accept({
    effects: [
      { kind: 'setRole', userId: target.id, role, from: target.role },
      {
        kind: 'log',
        entry: {
          type: 'updateRole',
          description: activityMessages.updateRole(target.username, role),
          details: { userId: target.id, from: target.role, to: role },
        },
      },
    ],
  });
}
