/**
 * The steps of an order's status after it is placed (spec section 4; docs/product/decisions.md
 * "The order's journey" and "Payment deadline, verification and automatic completion"), decided
 * once for both modes (docs/decisions/014-use-cases-once.md): the admin's change, the buyer's
 * cancel and 'Pesanan Diterima', the owner's payment check and the shop's own due steps. What each
 * step does to the transactions and the stock is the status table's (./status.ts).
 */
import { accept, refuse, type Decision, type LogEntry } from '../core/decision';
import { NotFoundError, ValidationError } from '../core/errors';
import type { Order, OrderEvent, SessionUser } from '../core/records';
import { activityMessages } from '@/shared/messages-activity';
import { adminMessages } from '@/shared/messages-admin';
import { messages } from '@/shared/messages';
import { stockLinesOf, type OrderChangeSet, type OrderEffect, type OrderPlan } from './effects';
import { dueStep, paymentDeadline, verifyingSinceOf, type OrderFlow } from './flow';
import { MAX_CANCEL_REASON_LENGTH, orderChangesInputSchema } from './inputs';
import { ownsOrder } from './owners';
import {
  canSetShippingStatus,
  findStatusTransition,
  historyWith,
  orderConditions,
  SHIPPED_STATUSES,
  type OrderStatusTransition,
} from './status';

/** What every step on a stored order is decided on: the order of the id asked for, if any, and now. */
export interface StepFacts {
  order: Order | undefined;
  now: Date;
}

/**
 * The effects of a status step on `order`: its columns `set` (none: no write), its transactions'
 * status when the table's row `step` sets one, its units back to stock when the row returns them
 * (ascending product id) with its vouchers' uses, and the log entry.
 */
function stepEffects(order: Order, set: OrderChangeSet, step: OrderStatusTransition | undefined, log: LogEntry, now: Date): OrderEffect[] {
  const effects: OrderEffect[] = [];
  if (Object.keys(set).length > 0) effects.push({ kind: 'setOrderFields', orderId: order.id, set });
  if (step?.transaction) effects.push({ kind: 'setTransactionStatus', orderId: order.id, status: step.transaction });
  if (step?.returnsStock) {
    const lines = stockLinesOf(order.items ?? []);
    if (lines.length > 0) effects.push({ kind: 'returnStock', lines });
    // The step that returns the units is the one into the final 'Cancelled': the vouchers' uses go back with them.
    if ((order.vouchers ?? []).length > 0) effects.push({ kind: 'releaseVouchers', orderId: order.id, at: now.toISOString() });
  }
  effects.push({ kind: 'log', entry: log });
  return effects;
}

/** The admin's change as {@link parseOrderChanges} accepts it. */
export type OrderChanges = Partial<Pick<Order, 'status' | 'shippingStatus' | 'trackingNumber' | 'cancelReason'>>;

/**
 * Checks the admin's order change before anything is loaded: a status and/or a shipping status,
 * each one of the listed values, a tracking number and a cancel reason in their formats; an
 * unknown value or field is refused — never repaired to 'Pending' as the stored-record schema does.
 * @returns the change, or ValidationError ORDER_CHANGE_INVALID (with the field's message for a
 *   bad tracking number or reason).
 */
export function parseOrderChanges(changes: unknown): Decision<OrderChanges> {
  const parsed = orderChangesInputSchema.safeParse(changes);
  if (parsed.success) return accept(parsed.data);
  const field = parsed.error.issues.find((issue) => issue.path[0] === 'trackingNumber' || issue.path[0] === 'cancelReason');
  if (field) {
    return refuse(new ValidationError(field.message, { [String(field.path[0])]: field.message }, 'ORDER_CHANGE_INVALID'));
  }
  return refuse(new ValidationError(messages.generic.unexpected, {}, 'ORDER_CHANGE_INVALID'));
}

/**
 * Decides the admin's change of an order (spec section 4 as changed by docs/product/decisions.md
 * "The order's journey"; the tables in ./status.ts): a status and/or shipping status, with
 * the tracking number (resi) shipping needs and the reason a cancel needs. Each change is added
 * to the order's history; a cancel gives the stock back and cancels the transactions. Logged
 * `updateOrder` with the values before and after.
 * @param set - the change, as {@link parseOrderChanges} accepted it.
 * @returns the plan, or a refusal: NotFoundError ORDER_NOT_FOUND; ValidationError
 * ORDER_STATE_INVALID for a move the tables do not allow (e.g. back to 'Pending', or any change
 * of a cancelled order); CANCEL_REASON_REQUIRED; TRACKING_NUMBER_REQUIRED (to ship without resi).
 */
export function decideOrderUpdate(facts: StepFacts & { admin: Pick<SessionUser, 'role'>; set: OrderChanges }): Decision<OrderPlan> {
  const { order, set, admin } = facts;
  if (!order) return refuse(new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND'));
  const changing = Object.values(set).some((value) => value !== undefined);
  if (changing && order.status === 'Cancelled') {
    return refuse(new ValidationError(adminMessages.orderFinal, {}, 'ORDER_STATE_INVALID'));
  }
  const newStatus = set.status !== undefined && set.status !== order.status ? set.status : undefined;
  const step = newStatus ? findStatusTransition(admin.role, 'setStatus', order.status, newStatus, orderConditions(order)) : undefined;
  const newShipping =
    set.shippingStatus !== undefined && set.shippingStatus !== order.shippingStatus ? set.shippingStatus : undefined;
  if ((newStatus && !step) || (newShipping && !canSetShippingStatus(admin.role, order.shippingStatus, newShipping))) {
    return refuse(new ValidationError(messages.generic.unexpected, {}, 'ORDER_STATE_INVALID'));
  }
  if (step?.needsReason && !set.cancelReason) {
    return refuse(
      new ValidationError(adminMessages.cancelReasonInvalid, { cancelReason: adminMessages.cancelReasonInvalid }, 'CANCEL_REASON_REQUIRED'),
    );
  }
  const trackingNumber = set.trackingNumber ?? order.trackingNumber;
  const shipping = newShipping ?? order.shippingStatus;
  if (newShipping && SHIPPED_STATUSES.includes(shipping) && !trackingNumber) {
    return refuse(
      new ValidationError(
        adminMessages.trackingNumberInvalid,
        { trackingNumber: adminMessages.trackingNumberInvalid },
        'TRACKING_NUMBER_REQUIRED',
      ),
    );
  }
  const newTracking = set.trackingNumber !== undefined && set.trackingNumber !== order.trackingNumber ? set.trackingNumber : undefined;
  const cancelReason = step?.needsReason ? set.cancelReason : undefined;
  const columns: OrderChangeSet = {
    ...(newStatus ? { status: newStatus } : {}),
    ...(newShipping ? { shippingStatus: newShipping } : {}),
    ...(newShipping && SHIPPED_STATUSES.includes(newShipping) && !order.shippedAt ? { shippedAt: facts.now.toISOString() } : {}),
    ...(newTracking ? { trackingNumber: newTracking } : {}),
    ...(cancelReason ? { cancelReason } : {}),
  };
  if (Object.keys(columns).length > 0) {
    columns.history = historyWith(order, {
      at: facts.now.toISOString(),
      by: 'admin',
      ...(newStatus ? { status: newStatus } : {}),
      ...(newShipping ? { shippingStatus: newShipping } : {}),
      ...(newTracking ? { trackingNumber: newTracking } : {}),
      ...(cancelReason ? { note: cancelReason } : {}),
    });
  }
  const updated: Order = { ...order, ...columns };
  const log: LogEntry = {
    type: 'updateOrder',
    description: activityMessages.orderUpdated(order.id),
    details: {
      orderId: order.id,
      before: { status: order.status, shippingStatus: order.shippingStatus },
      after: { status: updated.status, shippingStatus: updated.shippingStatus },
      ...(newTracking ? { trackingNumber: newTracking } : {}),
      ...(cancelReason ? { cancelReason } : {}),
    },
  };
  return accept({ effects: stepEffects(order, columns, step, log, facts.now), order: updated });
}

/** The activity-log types of the status steps {@link statusStepPlan} plans. */
type StatusStepLogType = 'cancelOrder' | 'receiveOrder' | 'verifyPayment' | 'rejectPayment' | 'expireOrder' | 'autoCompleteOrder';

/**
 * The plan of one status step of the table (ORDER_STATUS_TRANSITIONS) taken on `order` by `by`:
 * the new status with `extra` columns, the step added to the history (with `note`, a reason),
 * what the row does to the transactions and the stock ({@link stepEffects}), and the
 * activity-log entry `type` with the status before and after (and the reason).
 */
function statusStepPlan(
  order: Order,
  step: OrderStatusTransition,
  how: { by: OrderEvent['by']; now: Date; type: StatusStepLogType; note?: string; extra?: OrderChangeSet },
): OrderPlan {
  const set: OrderChangeSet = {
    status: step.to,
    ...how.extra,
    history: historyWith(order, { at: how.now.toISOString(), by: how.by, status: step.to, ...(how.note ? { note: how.note } : {}) }),
  };
  const log: LogEntry = {
    type: how.type,
    description: activityMessages[how.type](order.id),
    details: {
      orderId: order.id,
      before: { status: order.status },
      after: { status: step.to },
      ...(how.note ? { reason: how.note } : {}),
    },
  };
  return { effects: stepEffects(order, set, step, log, how.now), order: { ...order, ...set } };
}

/** A step the buyer takes on their own order page: 'Batalkan Pesanan' or 'Pesanan Diterima'. */
export type BuyerOrderStep = 'cancel' | 'receive';

/**
 * Decides the buyer's 'Batalkan Pesanan' (a Pending order: Cancelled, its transactions Cancelled,
 * its stock returned) or 'Pesanan Diterima' (a Processed order on its way: Completed), by the
 * table in ./status.ts (docs/product/decisions.md "The order's journey"); added to the
 * order's history and logged `cancelOrder` / `receiveOrder`.
 * @returns the plan, or a refusal: NotFoundError ORDER_NOT_FOUND for an unknown order or another
 *   buyer's (ids cannot be probed); ValidationError ORDER_STATE_INVALID when the order is not in a
 *   state the step moves from ('Pesanan hanya dapat dibatalkan …', 'Pesanan baru dapat …').
 */
export function decideBuyerOrderStep(facts: StepFacts & { buyer: Pick<SessionUser, 'id'>; step: BuyerOrderStep }): Decision<OrderPlan> {
  const { order, buyer } = facts;
  if (!order || !ownsOrder(order, buyer)) {
    return refuse(new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND'));
  }
  const step = findStatusTransition('buyer', facts.step, order.status, undefined, orderConditions(order));
  if (!step || (step.shippedOnly && !SHIPPED_STATUSES.includes(order.shippingStatus))) {
    const message = facts.step === 'cancel' ? messages.orderSteps.cantCancel : messages.orderSteps.cantReceive;
    return refuse(new ValidationError(message, {}, 'ORDER_STATE_INVALID'));
  }
  const type = facts.step === 'cancel' ? 'cancelOrder' : 'receiveOrder';
  return accept(statusStepPlan(order, step, { by: 'buyer', now: facts.now, type }));
}

/**
 * Decides the owner's check of a payment the buyer confirmed ('Verifying'; docs/product/decisions.md
 * "Payment deadline, verification and automatic completion"): accepting it makes the order
 * Processed and its transactions Success ('Terima Pembayaran'); rejecting it needs a reason the
 * buyer sees and sends the order back to Pending with a new payment deadline of the store's hours
 * from now ('Tolak Pembayaran'). Logged `verifyPayment` / `rejectPayment`.
 * @param facts.reason - the rejection's reason the buyer sees, required to reject: 1–300
 *   characters once trimmed.
 * @returns the plan, or a refusal: NotFoundError ORDER_NOT_FOUND; ValidationError
 *   ORDER_STATE_INVALID when the order does not wait for verification; REJECT_REASON_REQUIRED
 *   (no reason, or over 300 characters).
 */
export function decidePaymentReview(
  facts: StepFacts & { admin: Pick<SessionUser, 'role'>; accept: boolean; reason?: string; flow: Pick<OrderFlow, 'paymentDeadlineHours'> },
): Decision<OrderPlan> {
  const { order } = facts;
  if (!order) return refuse(new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND'));
  const action = facts.accept ? 'verifyPayment' : 'rejectPayment';
  const step = findStatusTransition(facts.admin.role, action, order.status, undefined, orderConditions(order));
  if (!step) return refuse(new ValidationError(adminMessages.paymentReview.notVerifying, {}, 'ORDER_STATE_INVALID'));
  const reason = facts.reason?.trim();
  if (step.needsReason && (!reason || reason.length > MAX_CANCEL_REASON_LENGTH)) {
    return refuse(
      new ValidationError(adminMessages.paymentReview.reasonInvalid, { reason: adminMessages.paymentReview.reasonInvalid }, 'REJECT_REASON_REQUIRED'),
    );
  }
  return accept(
    statusStepPlan(order, step, {
      by: 'admin',
      now: facts.now,
      type: action,
      ...(step.needsReason
        ? { note: reason, extra: { paymentRejectReason: reason, paymentDueAt: paymentDeadline(facts.now, facts.flow.paymentDeadlineHours) } }
        : {}),
    }),
  );
}

/** The actor of the shop's own steps in the activity log ('Sistem'). */
export const SYSTEM_ACTOR = { username: 'Sistem', role: 'admin' } as const satisfies Pick<SessionUser, 'username' | 'role'>;

/**
 * Decides the step the shop itself owes an order at `now` (src/domain/orders/flow.ts `dueStep`;
 * docs/product/decisions.md "Payment deadline, verification and automatic completion"): a Pending
 * order past its payment deadline is cancelled — its transactions Cancelled and its units back in
 * stock, exactly like the buyer's cancel — and a shipped Processed order nobody marked received
 * within the store's days is Completed (a COD order's transactions then Success). Recorded in the
 * history as the system's step and logged `expireOrder` / `autoCompleteOrder` as 'Sistem'.
 * An order waiting for verification past `Batas Waktu Verifikasi` is only flagged
 * (`verificationOverdueAt` = now) and logged `verificationOverdue` ('Verifikasi melewati batas
 * waktu …'): the buyer paid, so it keeps its status and its stock until the owner decides.
 * Deciding again on the changed order finds nothing due, so a step is never taken twice.
 * @returns the plan of the due step, or — nothing due — an empty plan (no effects: the shell
 *   writes nothing) with the order unchanged; never a refusal.
 */
export function decideDueStep(facts: {
  order: Order;
  flow: Pick<OrderFlow, 'autoCompleteDays' | 'verificationDeadlineHours'>;
  now: Date;
}): Decision<OrderPlan> {
  const { order } = facts;
  const due = dueStep(order, facts.flow, facts.now);
  if (due === 'flagVerification') return accept(flagVerificationPlan(order, facts.flow.verificationDeadlineHours, facts.now));
  const step = due ? findStatusTransition('system', due, order.status, undefined, orderConditions(order)) : undefined;
  if (!step || (step.shippedOnly && !SHIPPED_STATUSES.includes(order.shippingStatus))) return accept({ effects: [], order });
  return accept(statusStepPlan(order, step, { by: 'system', now: facts.now, type: due === 'expire' ? 'expireOrder' : 'autoCompleteOrder' }));
}

/** The plan that flags `order` overdue for verification at `now` after `hours` of waiting. */
function flagVerificationPlan(order: Order, hours: number, now: Date): OrderPlan {
  const set: OrderChangeSet = { verificationOverdueAt: now.toISOString() };
  const log: LogEntry = {
    type: 'verificationOverdue',
    description: activityMessages.verificationOverdue(order.id, hours),
    details: { orderId: order.id, verifyingSince: verifyingSinceOf(order), hours },
  };
  return { effects: stepEffects(order, set, undefined, log, now), order: { ...order, ...set } };
}
