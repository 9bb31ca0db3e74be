/**
 * The order's clock and the owner's payment check (docs/product/decisions.md "Payment
 * deadline, verification and automatic completion"): an unpaid order is cancelled by the shop
 * once its payment deadline has passed, a shipped order nobody marks received completes by itself
 * after some days, and — when the owner asks for it — a buyer's payment confirmation waits for the
 * owner's verification. Pure and zod-free: the order decisions (./place.ts, ./status-steps.ts) apply these rules in both
 * modes, the store setting `orderFlow` (src/domain/port/key-specs.ts, validated by ../settings/inputs.ts) sets them.
 */
import type { Order } from '../core/records';

/** `Batas Waktu Pembayaran`: hours a buyer has to pay a new order — default and range. */
export const PAYMENT_DEADLINE_HOURS = { default: 24, min: 1, max: 168 } as const;

/** `Selesai Otomatis`: days after shipping after which an order nobody marked received completes — default and range. */
export const AUTO_COMPLETE_DAYS = { default: 7, min: 1, max: 30 } as const;

/**
 * `Batas Waktu Verifikasi`: hours a payment the buyer confirmed may wait for the owner's check
 * before the order is flagged 'Melewati batas verifikasi' — default and range. The order is not
 * cancelled (the buyer paid); the owner is reminded.
 */
export const VERIFICATION_DEADLINE_HOURS = { default: 48, min: 1, max: 168 } as const;

/** Milliseconds in an hour. */
const HOUR_MS = 3_600_000;

/** The owner's order-flow settings ('Alur Pesanan' in the back office). */
export interface OrderFlow {
  /** Hours from placing (or from a rejected payment) until an unpaid order is cancelled. */
  paymentDeadlineHours: number;
  /** Days from shipping ('Dikirim') until an order nobody marked received is Completed. */
  autoCompleteDays: number;
  /**
   * `Verifikasi Pembayaran oleh Admin`: when true, the buyer's 'Konfirmasi Pembayaran' only marks
   * the order 'Menunggu Verifikasi' and the money counts once the owner accepts it; when false the
   * spec's flow holds (the confirmation settles the payment).
   */
  verifyPayments: boolean;
  /** Hours a confirmed payment may wait in 'Menunggu Verifikasi' before the order is flagged overdue. */
  verificationDeadlineHours: number;
}

/**
 * The flow of a shop that never set one: 24 hours to pay, 7 days to complete, no verification
 * (the spec's flow), and 48 hours for a verification once the owner turns it on.
 */
export const DEFAULT_ORDER_FLOW: OrderFlow = {
  paymentDeadlineHours: PAYMENT_DEADLINE_HOURS.default,
  autoCompleteDays: AUTO_COMPLETE_DAYS.default,
  verifyPayments: false,
  verificationDeadlineHours: VERIFICATION_DEADLINE_HOURS.default,
};

/**
 * The payment deadline of an order that starts waiting for payment at `from`.
 * @param from - when the order was placed, or when the owner rejected its payment.
 * @param hours - the store's `paymentDeadlineHours`.
 * @returns the deadline as an ISO instant.
 */
export function paymentDeadline(from: Date, hours: number): string {
  return new Date(from.getTime() + hours * HOUR_MS).toISOString();
}

/**
 * When a shipped order completes by itself: `shippedAt` plus the store's `autoCompleteDays`, as
 * an ISO instant; undefined for an order without a shipping time (shipped before this rule, or
 * not shipped), which never completes by itself.
 */
export function autoCompleteAt(order: Pick<Order, 'shippedAt'>, days: number): string | undefined {
  if (!order.shippedAt) return undefined;
  const at = Date.parse(order.shippedAt);
  return Number.isNaN(at) ? undefined : new Date(at + days * 24 * HOUR_MS).toISOString();
}

/**
 * When `order` last started waiting for the owner's verification (ISO): its `verifyingSince`, or
 * for an order that was already waiting before that field, its history's last step into
 * 'Verifying'; undefined when neither says it.
 */
export function verifyingSinceOf(order: Pick<Order, 'verifyingSince' | 'history'>): string | undefined {
  if (order.verifyingSince) return order.verifyingSince;
  return order.history?.findLast((event) => event.status === 'Verifying')?.at;
}

/**
 * Whether `order` is flagged 'Melewati batas verifikasi': it waits for verification and the shop
 * marked it overdue during this wait (a mark of an earlier wait, before a rejected payment, is
 * older than the wait's start and does not count).
 */
export function verificationOverdue(order: Pick<Order, 'status' | 'verifyingSince' | 'verificationOverdueAt' | 'history'>): boolean {
  if (order.status !== 'Verifying' || !order.verificationOverdueAt) return false;
  const since = verifyingSinceOf(order);
  return since === undefined || order.verificationOverdueAt >= since;
}

/** A step the shop itself takes on an order when its time has come. */
export type DueStep = 'expire' | 'complete' | 'flagVerification';

/** The facts {@link dueStep} reads of an order. */
export type DueFacts = Pick<Order, 'status' | 'paymentDueAt' | 'shippedAt' | 'verifyingSince' | 'verificationOverdueAt' | 'history'>;

/**
 * The step the shop owes `order` at `now`, or null when none is due: 'expire' for a Pending order
 * past its `paymentDueAt`, 'complete' for a Processed order shipped at least `autoCompleteDays`
 * ago, 'flagVerification' for an order waiting for verification at least
 * `verificationDeadlineHours` and not flagged yet in this wait. Orders without those times
 * (prototype and seed data) are never touched.
 */
export function dueStep(
  order: DueFacts,
  flow: Pick<OrderFlow, 'autoCompleteDays' | 'verificationDeadlineHours'>,
  now: Date,
): DueStep | null {
  if (order.status === 'Pending' && order.paymentDueAt && Date.parse(order.paymentDueAt) <= now.getTime()) return 'expire';
  if (order.status === 'Processed') {
    const at = autoCompleteAt(order, flow.autoCompleteDays);
    if (at && Date.parse(at) <= now.getTime()) return 'complete';
  }
  if (order.status === 'Verifying' && !verificationOverdue(order)) {
    const since = Date.parse(verifyingSinceOf(order) ?? '');
    if (!Number.isNaN(since) && since + flow.verificationDeadlineHours * HOUR_MS <= now.getTime()) return 'flagVerification';
  }
  return null;
}

/**
 * Whether a shop opened at `now` owes its stored orders anything: an order without its owner's
 * account id (prototype data, `assignOrderOwners` in ./owners.ts) or a due step ({@link dueStep}).
 * Browser mode asks it at every opening and loads its order code only when the answer is yes.
 */
export function ordersNeedOpening(
  orders: ReadonlyArray<DueFacts & Pick<Order, 'userId'>>,
  flow: Pick<OrderFlow, 'autoCompleteDays' | 'verificationDeadlineHours'>,
  now: Date,
): boolean {
  return orders.some((order) => order.userId === undefined || dueStep(order, flow, now) !== null);
}

/**
 * The instant before which an order must have started waiting for verification to be flagged
 * overdue at `now` (`now − verificationDeadlineHours`), for a shell's query ("verifying_since <= this").
 */
export function verifyingSinceBefore(now: Date, hours: number): string {
  return new Date(now.getTime() - hours * HOUR_MS).toISOString();
}

/**
 * The instant before which a Processed order must have shipped to complete at `now`
 * (`now − autoCompleteDays`), for a shell's query ("shipped_at <= this").
 */
export function completeShippedBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 24 * HOUR_MS).toISOString();
}
