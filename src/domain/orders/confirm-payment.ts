/**
 * The buyer's payment confirmation (spec sections 4 and 9; docs/product/decisions.md "Payment
 * deadline, verification and automatic completion"), decided once for both modes
 * (docs/decisions/014-use-cases-once.md). Which status the order and its transaction get is the
 * status table's (./status.ts): this decision only finds the row.
 */
import { accept, refuse, type Decision } from '../core/decision';
import { NotFoundError, ValidationError } from '../core/errors';
import type { Order, SessionUser, Transaction } from '../core/records';
import { jakartaDay } from '@/shared/format';
import { activityMessages } from '@/shared/messages-activity';
import { messages } from '@/shared/messages';
import { orderAmounts } from './amounts';
import type { OrderChangeSet, OrderEffect, OrderPlan } from './effects';
import { findStatusTransition, historyWith, orderConditions } from './status';
import { ownsOrder } from './owners';

/** What confirming a payment needs loaded. */
export interface ConfirmPaymentFacts {
  buyer: Pick<SessionUser, 'id' | 'username'>;
  /** The stored order of the id asked for, if any (with or without its items). */
  order: Order | undefined;
  /** The order's first transaction, if it has one. */
  transaction: Pick<Transaction, 'id'> | undefined;
  now: Date;
  /** Makes an id for the transaction to create when the order has none (prototype data). */
  newTransactionId: () => string;
  /** The store's `Verifikasi Pembayaran oleh Admin` (src/domain/orders/flow.ts). */
  verifyPayments: boolean;
}

/**
 * Decides the buyer's payment confirmation: only the owner's Pending order before its payment
 * deadline moves, by the table's `confirmPayment` row for the store's verification setting and
 * the order's payment method — without verification Processed with its transaction Success (the
 * spec's flow); with it 'Verifying' with its transaction Pending until the owner accepts it,
 * except a COD order, Processed at once with its transaction settled on delivery.
 * @returns the plan — the order's status and history set (`setOrderFields`), its first
 *   transaction's status set (`setTransactionStatus`), or for an order without one (prototype
 *   data) a transaction of the order's total in Rupiah inserted, and the `confirmPayment` log entry
 *   — or a refusal: NotFoundError ORDER_NOT_FOUND ('Pesanan tidak ditemukan.') for an unknown
 *   order or another buyer's (ids cannot be probed); ValidationError ORDER_STATE_INVALID when the
 *   order is not Pending, or its payment deadline has passed ('Batas waktu pembayaran … telah
 *   lewat …': the shop cancels it).
 */
export function decideConfirmPayment(facts: ConfirmPaymentFacts): Decision<OrderPlan> {
  const { order, buyer } = facts;
  if (!order || !ownsOrder(order, buyer)) {
    return refuse(new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND'));
  }
  if (order.status === 'Pending' && order.paymentDueAt && Date.parse(order.paymentDueAt) <= facts.now.getTime()) {
    // Past its deadline the order is the shop's to cancel (within a minute on the server).
    return refuse(new ValidationError(messages.payment.expired, {}, 'ORDER_STATE_INVALID'));
  }
  const step = findStatusTransition('buyer', 'confirmPayment', order.status, undefined, orderConditions(order, facts.verifyPayments));
  // Every confirmPayment row says its transaction's status.
  if (!step?.transaction) return refuse(new ValidationError(messages.payment.notPending, {}, 'ORDER_STATE_INVALID'));
  const status = step.transaction;
  const set: OrderChangeSet = {
    status: step.to,
    history: historyWith(order, { at: facts.now.toISOString(), by: 'buyer', status: step.to }),
    // The start of `Batas Waktu Verifikasi` (./flow.ts), renewed at each confirmation after a rejection.
    ...(step.to === 'Verifying' ? { verifyingSince: facts.now.toISOString() } : {}),
  };
  const created: Transaction | undefined = facts.transaction
    ? undefined
    : {
        id: facts.newTransactionId(),
        orderId: order.id,
        paymentMethod: order.paymentMethod,
        amount: order.total,
        date: jakartaDay(facts.now),
        status,
        ...(order.subtotal !== undefined ? { subtotal: order.subtotal, shippingCost: orderAmounts(order).shippingCost } : {}),
      };
  const effects: OrderEffect[] = [
    { kind: 'setOrderFields', orderId: order.id, set },
    created
      ? { kind: 'insertTransaction', transaction: created }
      : { kind: 'setTransactionStatus', orderId: order.id, transactionId: facts.transaction!.id, status },
    {
      kind: 'log',
      entry: {
        type: 'confirmPayment',
        description: activityMessages.confirmPayment(order.id),
        details: { orderId: order.id, paymentCode: order.paymentCode, ...(step.to === 'Verifying' ? { verification: true } : {}) },
      },
    },
  ];
  return accept({ effects, order: { ...order, ...set }, ...(created ? { transaction: created } : {}) });
}
