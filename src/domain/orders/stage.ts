/**
 * The stage of an order as people name it (docs/product/ui-names.md "Order stages"): the two
 * stored statuses (the order's payment status and its shipping status, ./status.ts) read
 * together as one word, the way marketplace apps name an order — for the buyer `Belum Bayar`,
 * `Menunggu Verifikasi`, `Dikemas`, `Dikirim`, `Selesai`, `Dibatalkan`; for the owner the same
 * with the paid, unshipped orders split by what is left to do, `Perlu Dikemas` and
 * `Perlu Dikirim`. One table per audience, so a badge, a tab, a count in SQL and a report name a
 * state the same way everywhere.
 */
import type { Order, OrderStatus, ShippingStatus } from '../core/records';
import { BUYER_STAGES, OWNER_STAGES, SHIPPING_STATUSES, type BuyerStage, type OwnerStage } from '../core/vocabulary';
import { SHIPPED_STATUSES, UNSHIPPED_STATUSES } from './status';

/**
 * Which stored orders a stage holds: its order statuses and, when given, only those shipping
 * statuses (every one otherwise). The stages of one table never overlap and together hold every
 * pair of statuses (tested), so each order has exactly one stage.
 */
export interface StageRule {
  statuses: readonly OrderStatus[];
  shipping?: readonly ShippingStatus[];
}

// The stage names are fixed value lists (../core/vocabulary.ts), which the list schemas read
// without loading these rules.
export { BUYER_STAGES, OWNER_STAGES, type BuyerStage, type OwnerStage };

/**
 * The buyer's stage table: unpaid, paid claim being verified, paid but not yet on its way
 * (whether or not the owner packed it), shipped (`Dikirim` and later shipping statuses, until the
 * order is completed), completed, cancelled.
 */
export const BUYER_STAGE_RULES: Readonly<Record<BuyerStage, StageRule>> = {
  'Belum Bayar': { statuses: ['Pending'] },
  'Menunggu Verifikasi': { statuses: ['Verifying'] },
  Dikemas: { statuses: ['Processed'], shipping: UNSHIPPED_STATUSES },
  Dikirim: { statuses: ['Processed'], shipping: SHIPPED_STATUSES },
  Selesai: { statuses: ['Completed'] },
  Dibatalkan: { statuses: ['Cancelled'] },
};


/** The first shipping status, a new paid order's: the owner has not confirmed it yet. */
const AWAITING_CONFIRMATION: readonly ShippingStatus[] = [SHIPPING_STATUSES[0]];

/**
 * The owner's stage table: as the buyer's, with a paid unshipped order either still to pack
 * (its shipping not yet confirmed, 'Menunggu Konfirmasi Admin') or packed and still to hand to
 * the courier ('Dikemas').
 */
export const OWNER_STAGE_RULES: Readonly<Record<OwnerStage, StageRule>> = {
  'Belum Bayar': { statuses: ['Pending'] },
  'Menunggu Verifikasi': { statuses: ['Verifying'] },
  'Perlu Dikemas': { statuses: ['Processed'], shipping: AWAITING_CONFIRMATION },
  'Perlu Dikirim': { statuses: ['Processed'], shipping: UNSHIPPED_STATUSES.filter((s) => !AWAITING_CONFIRMATION.includes(s)) },
  Dikirim: { statuses: ['Processed'], shipping: SHIPPED_STATUSES },
  Selesai: { statuses: ['Completed'] },
  Dibatalkan: { statuses: ['Cancelled'] },
};

/** Whether an order with these statuses is in the stage `rule` describes. */
export function inStage(order: Pick<Order, 'status' | 'shippingStatus'>, rule: StageRule): boolean {
  return rule.statuses.includes(order.status) && (rule.shipping === undefined || rule.shipping.includes(order.shippingStatus));
}

/**
 * The stage of `order` in `table` (one of {@link BUYER_STAGE_RULES}, {@link OWNER_STAGE_RULES}).
 * @throws Error when no stage holds it, which the tables' completeness (tested) rules out.
 */
function stageIn<S extends string>(table: Readonly<Record<S, StageRule>>, order: Pick<Order, 'status' | 'shippingStatus'>): S {
  for (const [stage, rule] of Object.entries(table) as [S, StageRule][]) {
    if (inStage(order, rule)) return stage;
  }
  throw new Error(`No stage for ${order.status}/${order.shippingStatus}`);
}

/** The buyer's stage of an order (`Belum Bayar` … `Dibatalkan`). */
export function buyerStage(order: Pick<Order, 'status' | 'shippingStatus'>): BuyerStage {
  return stageIn(BUYER_STAGE_RULES, order);
}

/** The owner's stage of an order (`Belum Bayar`, `Perlu Dikemas`, `Perlu Dikirim`, …). */
export function ownerStage(order: Pick<Order, 'status' | 'shippingStatus'>): OwnerStage {
  return stageIn(OWNER_STAGE_RULES, order);
}

/**
 * The owner's one next step on an order of a stage, as the order card's main button names it:
 * accept a claimed payment, pack (confirm the shipping), enter the courier's resi (which ships
 * it); none for the other stages (an unpaid order waits for its buyer, a shipped one for its
 * arrival).
 */
export const OWNER_NEXT_STEP: Readonly<Partial<Record<OwnerStage, 'Terima Pembayaran' | 'Kemas' | 'Input Resi'>>> = {
  'Menunggu Verifikasi': 'Terima Pembayaran',
  'Perlu Dikemas': 'Kemas',
  'Perlu Dikirim': 'Input Resi',
};
