import { planOrThrow } from '@/domain/core/decision';
import type { PartnerRepository } from '@/domain/port/port';
import { validate, type AdapterContext } from './context';

/**
 * Partners (mitra) over the key-value store; changes admin only, decided by
 * src/domain/catalog/changes.ts, whose code (with the partner form's rules and the effects'
 * writer) loads at the first save.
 */
export function createPartnerRepository(ctx: AdapterContext): PartnerRepository {
  return {
    list: () => ctx.readOnly((tx) => tx.get('partners')),
    save: async (input, id) => {
      const [{ decideCreatePartner, decideUpdatePartner }, { partnerInputSchema }, { applyEffects }] = await Promise.all([
        import('@/domain/catalog/changes'),
        import('@/domain/catalog/partner-inputs'),
        import('./apply-effects'),
      ]);
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
