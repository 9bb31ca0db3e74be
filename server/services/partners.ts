/**
 * Partners (mitra) on the server (spec section 2; `docs/api.md` `/api/partners` and
 * `/api/admin/partners`): anyone reads the list; the admin's changes are decided once for both
 * modes in src/domain/catalog/changes.ts, and this service loads, decides and writes.
 */
import { asc, eq } from 'drizzle-orm';
import { decideCreatePartner, decideUpdatePartner } from '@/domain/catalog/changes';
import { planOrThrow } from '@/domain/core/decision';
import { partnerInputSchema } from '@/domain/catalog/partner-inputs';
import type { PartnerRepository } from '@/domain/port/port';
import { toPartner } from '../db/records';
import { partners } from '../db/schema';
import { validate, type ServiceContext } from './context';
import { applyEffects } from './effects';

/**
 * The partner service for the request's actor (implements the port's `PartnerRepository`).
 * @param ctx - the request's context; `save` needs an admin (PermissionError otherwise) and
 * throws ValidationError for bad input and NotFoundError for an unknown partner.
 */
export function createPartnerService(ctx: ServiceContext): PartnerRepository {
  const { db } = ctx;
  return {
    list: async () => (await db.select().from(partners).orderBy(asc(partners.seq))).map(toPartner),

    async save(input, id) {
      const admin = ctx.requireRole('admin');
      const details = validate(partnerInputSchema, input);
      return ctx.transact(async (tx) => {
        if (id === undefined) {
          // A racing insert of the same id retries the transaction.
          const ids = await tx.db.select({ id: partners.id }).from(partners);
          const plan = decideCreatePartner({ details, partnerIds: ids.map((p) => p.id) });
          await applyEffects(ctx, tx, plan, admin);
          return plan.partner;
        }
        const [row] = await tx.db.select().from(partners).where(eq(partners.id, id)).for('update');
        const plan = planOrThrow(decideUpdatePartner({ id, details, existing: row ? toPartner(row) : null }));
        await applyEffects(ctx, tx, plan, admin);
        return plan.partner;
      });
    },
  };
}
