/**
 * User accounts in the back office on the server (spec section 5, "Peran Pengguna"; `docs/api.md`
 * `/api/admin/users`), admin only; the role change is decided once for both modes in
 * src/domain/accounts/roles.ts.
 */
import { asc, eq } from 'drizzle-orm';
import { planOrThrow } from '@/domain/core/decision';
import { checkRoleChange, decideRoleChange } from '@/domain/accounts/roles';
import type { UserRepository } from '@/domain/port/port';
import { applyEffects } from './effects';
import { toAddress, toSessionUser } from '../db/records';
import * as t from '../db/schema';
import type { ServiceContext } from './context';

/**
 * The user service for the request's actor (implements the port's `UserRepository`).
 * @param ctx - the request's context; both methods need an admin (PermissionError otherwise;
 * `setRole` with the catalogue's 'Anda tidak memiliki izin untuk mengubah peran pengguna.' for a
 * buyer and 'Anda tidak dapat mengubah peran Anda sendiri dari admin.' for the admin's own
 * account); NotFoundError for an unknown user.
 */
export function createUserService(ctx: ServiceContext): UserRepository {
  const { db } = ctx;
  return {
    async list() {
      ctx.requireRole('admin');
      const [rows, addressRows] = await Promise.all([
        db.select().from(t.users).orderBy(asc(t.users.seq)),
        db.select().from(t.addresses).orderBy(asc(t.addresses.seq)),
      ]);
      return rows.map((row) =>
        toSessionUser(row, addressRows.filter((a) => a.userId === row.id).map(toAddress)),
      );
    },

    async setRole(userId, role) {
      const actor = ctx.actor;
      const newRole = planOrThrow(checkRoleChange(actor, userId, role));
      return ctx.transact(async (tx) => {
        const [target] = await tx.db.select().from(t.users).where(eq(t.users.id, userId)).for('update');
        await applyEffects(ctx, tx, planOrThrow(decideRoleChange({ target: target ?? null, role: newRole })), actor!);
        const addressRows = await tx.db
          .select()
          .from(t.addresses)
          .where(eq(t.addresses.userId, userId))
          .orderBy(asc(t.addresses.seq));
        return toSessionUser({ ...target!, role: newRole }, addressRows.map(toAddress));
      });
    },
  };
}
