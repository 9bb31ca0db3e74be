import { planOrThrow } from '@/domain/core/decision';
import { checkRoleChange, decideRoleChange } from '@/domain/accounts/roles';
import type { UserRepository } from '@/domain/port/port';
import { toSession, type AdapterContext } from './context';

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
        const { log } = planOrThrow(decideRoleChange({ target, role: newRole }));
        const updated = { ...target!, role: newRole };
        tx.set(
          'users',
          users.map((u) => (u.id === userId ? updated : u)),
        );
        ctx.log(tx, actor!, log.type, log.description, log.details);
        return toSession(updated);
      }),
  };
}
