import { planOrThrow } from '@/domain/core/decision';
import { checkRoleChange, decideRoleChange } from '@/domain/accounts/roles';
import type { UserRepository } from '@/domain/port/port';
import { toSession, type AdapterContext } from './context';
import { applyEffects } from './apply-effects';

/** User accounts over the key-value store, admin only; the role change decided by src/domain/accounts/roles.ts. */
export function createUserRepository(ctx: AdapterContext): UserRepository {
  return {
    list: () =>
      ctx.adminRead((tx) => tx.get('users').map(toSession)),

    setRole: (userId, role) =>
      ctx.store.transact((tx) => {
        const actor = ctx.sessionOf(tx);
        const newRole = planOrThrow(checkRoleChange(actor, userId, role));
        const users = tx.get('users');
        const target = users.find((u) => u.id === userId) ?? null;
        applyEffects(ctx, tx, planOrThrow(decideRoleChange({ target, role: newRole })), actor!);
        return toSession({ ...target!, role: newRole });
      }),
  };
}
