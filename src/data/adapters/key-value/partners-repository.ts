import { planOrThrow } from '@/domain/core/decision';
import { partnerInputSchema } from '@/domain/catalog/inputs';
import type { PartnerRepository } from '@/domain/port/port';
import { applyEffects } from './apply-effects';
import { validate, type AdapterContext } from './context';

/**
 * Partners (mitra) over the key-value store; changes admin only, decided by
 * src/domain/catalog/changes.ts, whose code (with the product decisions) loads at the first save.
 */
export function createPartnerRepository(ctx: AdapterContext): PartnerRepository {
  return {
    list: () => ctx.readOnly((tx) => tx.get('partners')),
    save: async (input, id) => {
      const { decideCreatePartner, decideUpdatePartner } = await import('@/domain/catalog/changes');
      return ctx.store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const details = validate(partnerInputSchema, input);
        const partners = tx.get('partners');
        const plan =
          id === undefined
            ? decideCreatePartner({ details, partnerIds: partners.map((p) => p.id) })
            : planOrThrow(decideUpdatePartner({ id, details, existing: partners.find((p) => p.id === id) ?? null }));
        applyEffects(ctx, tx, plan, admin);
        return plan.partner;
      });
    },
  };
}
