/**
 * The owner's vouchers on the server (docs/product/vouchers.md; `docs/api.md`
 * `/api/admin/vouchers`): admin only; each change decided once for both modes in
 * src/domain/vouchers/changes.ts, and this service loads, decides and writes. And the buyer's
 * check of a code at checkout (`/api/vouchers/check`, src/domain/vouchers/redeem.ts), and the
 * vouchers the shop shows to anyone (`/api/vouchers/shown`, src/domain/vouchers/shown.ts).
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { NotFoundError } from '@/domain/core/errors';
import { normalizePageRequest } from '@/domain/core/paging';
import { pageRequestSchema } from '@/domain/back-office/lists';
import { planOrThrow } from '@/domain/core/decision';
import type { VoucherRepository } from '@/domain/port/port';
import { decideCreateVoucher, decideDeleteVoucher, decideSetVoucherActive, decideUpdateVoucher } from '@/domain/vouchers/changes';
import { voucherInputSchema } from '@/domain/vouchers/inputs';
import { normalizeVoucherCode } from '@/domain/vouchers/code';
import { voucherAvailability, voucherOfferOf } from '@/domain/vouchers/redeem';
import type { StoredVoucher } from '@/domain/vouchers/records';
import { MAX_SHOWN_VOUCHERS, shownVouchers } from '@/domain/vouchers/shown';
import { toVoucherOrderUses, VOUCHER_USES_PAGE_SIZE } from '@/domain/vouchers/usage';
import { voucherMessages } from '@/shared/messages-voucher';
import { toVoucher, toVoucherUse } from '../db/records';
import { orders, voucherUses, vouchers } from '../db/schema';
import { readPage } from './lists';
import { validate, type ServiceContext, type Tx } from './context';
import { applyEffects } from './effects';

/**
 * Every voucher, newest first, read under a lock of the table's rows so two changes of the owner
 * decide one after the other (a code stays unique, the count stays under `MAX_VOUCHERS`; the
 * unique index settles a racing first insert).
 */
async function lockedVouchers(tx: Tx): Promise<StoredVoucher[]> {
  return (await tx.db.select().from(vouchers).orderBy(desc(vouchers.createdAt)).for('update')).map(toVoucher);
}

/**
 * The voucher service for the request's actor (implements the port's `VoucherRepository`).
 * @param ctx - the request's context; every method needs an admin (PermissionError otherwise),
 *   but `check`, a buyer's, and `listShown`, anyone's.
 */
export function createVoucherService(ctx: ServiceContext): VoucherRepository {
  const { db } = ctx;
  return {
    /**
     * Every voucher with its discount given, in one statement: the uses joined and summed per
     * voucher (src/domain/vouchers/usage.ts `discountGivenByVoucher` is the rule: released uses
     * do not count), so a list of 1.000 vouchers reads no use a voucher at a time.
     */
    async list() {
      ctx.requireRole('admin');
      const rows = await db
        .select({
          voucher: vouchers,
          discountGiven: sql<number>`coalesce(sum(${voucherUses.amount}) filter (where ${voucherUses.releasedAt} is null), 0)`.mapWith(Number),
        })
        .from(vouchers)
        .leftJoin(voucherUses, eq(voucherUses.voucherId, vouchers.id))
        .groupBy(vouchers.id)
        .orderBy(desc(vouchers.createdAt));
      return rows.map(({ voucher, discountGiven }) => ({ ...toVoucher(voucher), discountGiven }));
    },

    /**
     * One page of the voucher's uses, newest first, each with the name on its order (read for
     * the page's orders only), counted and read in one snapshot (`readPage`); the uses are found
     * by `voucher_uses_voucher_user_idx`, whose first column is the voucher.
     */
    async uses(id, input = {}) {
      ctx.requireRole('admin');
      const request = normalizePageRequest(validate(pageRequestSchema, input), VOUCHER_USES_PAGE_SIZE);
      const [found] = await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.id, typeof id === 'string' ? id : ''));
      if (!found) throw new NotFoundError(voucherMessages.notFoundById);
      return readPage(db, request, {
        table: voucherUses,
        where: eq(voucherUses.voucherId, found.id),
        orderBy: [desc(voucherUses.createdAt), desc(voucherUses.orderId)],
        async toItems(tx, rows) {
          const ids = rows.map((row) => row.orderId);
          const names = ids.length === 0 ? [] : await tx.select({ id: orders.id, name: orders.customerName }).from(orders).where(inArray(orders.id, ids));
          const nameOf = new Map(names.map((row) => [row.id, row.name]));
          return toVoucherOrderUses(rows.map(toVoucherUse), (orderId) => nameOf.get(orderId) ?? null);
        },
      });
    },

    async save(input, id) {
      const admin = ctx.requireRole('admin');
      const fields = validate(voucherInputSchema, input);
      return ctx.transact(async (tx) => {
        const all = await lockedVouchers(tx);
        const plan =
          id === undefined
            ? planOrThrow(decideCreateVoucher({ fields, vouchers: all, id: ctx.newId('V'), now: ctx.now() }))
            : planOrThrow(decideUpdateVoucher({ id, fields, vouchers: all }));
        await applyEffects(ctx, tx, plan, admin);
        return plan.voucher;
      });
    },

    async setActive(id, active) {
      const admin = ctx.requireRole('admin');
      return ctx.transact(async (tx) => {
        const plan = planOrThrow(decideSetVoucherActive({ id, active, vouchers: await lockedVouchers(tx) }));
        await applyEffects(ctx, tx, plan, admin);
        return plan.voucher;
      });
    },

    async remove(id) {
      const admin = ctx.requireRole('admin');
      await ctx.transact(async (tx) => {
        await applyEffects(ctx, tx, planOrThrow(decideDeleteVoucher({ id, vouchers: await lockedVouchers(tx) })), admin);
      });
    },

    /**
     * The buyer's check of `code` (`Pakai`): the voucher of the normalised code and the buyer's
     * uses of it not given back, read without a lock (`Buat Pesanan` decides again under one).
     */
    async check(code) {
      const buyer = ctx.requireRole('buyer');
      const [row] = await db
        .select()
        .from(vouchers)
        .where(eq(vouchers.code, normalizeVoucherCode(typeof code === 'string' ? code : '')));
      const voucher = row ? toVoucher(row) : undefined;
      const [uses] = voucher
        ? await db
            .select({ n: count() })
            .from(voucherUses)
            .where(and(eq(voucherUses.voucherId, voucher.id), eq(voucherUses.userId, buyer.id), isNull(voucherUses.releasedAt)))
        : [];
      return voucherOfferOf(planOrThrow(voucherAvailability({ voucher, buyerUses: uses?.n ?? 0 }, ctx.now())));
    },

    /**
     * The vouchers the shop shows, to anyone: the newest {@link MAX_SHOWN_VOUCHERS} the domain's
     * rule admits, picked in SQL by the same rule (so no more rows are read) and decided again by it.
     */
    async listShown() {
      const now = ctx.now();
      const rows = await db
        .select()
        .from(vouchers)
        .where(
          and(
            eq(vouchers.showInStore, true),
            eq(vouchers.active, true),
            lt(vouchers.used, vouchers.quota),
            or(isNull(vouchers.startsAt), lte(vouchers.startsAt, now)),
            or(isNull(vouchers.endsAt), gt(vouchers.endsAt, now)),
          ),
        )
        .orderBy(desc(vouchers.createdAt), asc(vouchers.code))
        .limit(MAX_SHOWN_VOUCHERS);
      return shownVouchers(rows.map(toVoucher), now);
    },
  };
}
