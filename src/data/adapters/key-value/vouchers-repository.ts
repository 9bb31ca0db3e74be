import { planOrThrow } from '@/domain/core/decision';
import type { VoucherRepository } from '@/domain/port/port';
import { decideCreateVoucher, decideDeleteVoucher, decideSetVoucherActive, decideUpdateVoucher } from '@/domain/vouchers/changes';
import { voucherInputSchema } from '@/domain/vouchers/inputs';
import { normalizeVoucherCode } from '@/domain/vouchers/code';
import { voucherAvailability, voucherFactsOf, voucherOfferOf } from '@/domain/vouchers/redeem';
import { shownVouchers } from '@/domain/vouchers/shown';
import { applyEffects } from './apply-effects';
import { validate, type AdapterContext } from './context';

/**
 * The owner's vouchers over the key-value store, admin only, decided by
 * src/domain/vouchers/changes.ts; the buyer's check of a code (src/domain/vouchers/redeem.ts); and
 * the vouchers shown in the shop, to anyone (src/domain/vouchers/shown.ts).
 */
export function createVoucherRepository(ctx: AdapterContext): VoucherRepository {
  return {
    list: () => ctx.adminRead((tx) => tx.get('vouchers')),
    save: (input, id) =>
      ctx.store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const fields = validate(voucherInputSchema, input);
        const vouchers = tx.get('vouchers');
        const plan =
          id === undefined
            ? planOrThrow(decideCreateVoucher({ fields, vouchers, id: ctx.newId('V'), now: ctx.now() }))
            : planOrThrow(decideUpdateVoucher({ id, fields, vouchers }));
        applyEffects(ctx, tx, plan, admin);
        return plan.voucher;
      }),
    setActive: (id, active) =>
      ctx.store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const plan = planOrThrow(decideSetVoucherActive({ id, active, vouchers: tx.get('vouchers') }));
        applyEffects(ctx, tx, plan, admin);
        return plan.voucher;
      }),
    remove: (id) =>
      ctx.store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        applyEffects(ctx, tx, planOrThrow(decideDeleteVoucher({ id, vouchers: tx.get('vouchers') })), admin);
      }),
    // Browser mode keeps no attempt counts: its store, codes included, is the visitor's own.
    check: (code) =>
      ctx.readOnly((tx) => {
        const buyer = ctx.requireRole(tx, 'buyer');
        const codes = [normalizeVoucherCode(typeof code === 'string' ? code : '')];
        const [facts] = voucherFactsOf(codes, tx.get('vouchers'), tx.get('voucherUses'), buyer.id);
        return voucherOfferOf(planOrThrow(voucherAvailability(facts!, ctx.now())));
      }),
    listShown: () => ctx.readOnly((tx) => shownVouchers(tx.get('vouchers'), ctx.now())),
  };
}
