import { planOrThrow } from '@/domain/core/decision';
import { NotFoundError } from '@/domain/core/errors';
import { normalizePageRequest, pageOf } from '@/domain/core/paging';
import { pageRequestSchema } from '@/domain/back-office/lists';
import type { VoucherRepository } from '@/domain/port/port';
import { decideCreateVoucher, decideDeleteVoucher, decideSetVoucherActive, decideUpdateVoucher } from '@/domain/vouchers/changes';
import { voucherInputSchema } from '@/domain/vouchers/inputs';
import { normalizeVoucherCode } from '@/domain/vouchers/code';
import { voucherAvailability, voucherFactsOf, voucherOfferOf } from '@/domain/vouchers/redeem';
import { voucherMessages } from '@/shared/messages-voucher';
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
    // The usage rules load with the owner's `Voucher` page, not with the shop.
    list: async () => {
      const { withDiscountGiven } = await import('@/domain/vouchers/usage');
      return ctx.adminRead((tx) => withDiscountGiven(tx.get('vouchers'), tx.get('voucherUses')));
    },
    uses: async (id, request = {}) => {
      const { toVoucherOrderUses, usesOfVoucher, VOUCHER_USES_PAGE_SIZE } = await import('@/domain/vouchers/usage');
      return ctx.adminRead((tx) => {
        const paging = normalizePageRequest(validate(pageRequestSchema, request), VOUCHER_USES_PAGE_SIZE);
        if (!tx.get('vouchers').some((voucher) => voucher.id === id)) throw new NotFoundError(voucherMessages.notFoundById);
        const names = new Map(tx.get('orders').map((order) => [order.id, order.customerName]));
        const page = pageOf(usesOfVoucher(id, tx.get('voucherUses')), paging);
        return { ...page, items: toVoucherOrderUses(page.items, (orderId) => names.get(orderId) ?? null) };
      });
    },
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
    // Read at once by ./shop-data.ts, never through this module.
    listShown: () => ctx.readOnly((tx) => shownVouchers(tx.get('vouchers'), ctx.now())),
  };
}
