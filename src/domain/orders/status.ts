/**
 * The order's statuses and who may move an order from which state to which (spec section 4,
 * docs/product/decisions.md "Checkout, orders, payment"): the one table both modes and the back
 * office read. A new step of the order's journey is a new row here.
 */
import type { Role } from '../core/records';
import type { Order, OrderEvent, OrderStatus, ShippingStatus, TransactionStatus } from '../core/records';
import { ORDER_STATUSES, SHIPPING_STATUSES } from '../core/vocabulary';
import { isCashOnDelivery } from '../payment/methods';

/** The statuses a placed order starts with, and its transaction's. */
export const INITIAL_STATUSES = {
  status: 'Pending',
  shippingStatus: 'Menunggu Konfirmasi Admin',
  transaction: 'Pending',
} as const satisfies { status: OrderStatus; shippingStatus: ShippingStatus; transaction: TransactionStatus };

/** Who moves an order: a user of a role, or the shop itself (a deadline, src/domain/orders/flow.ts). */
export type OrderActor = Role | 'system';

/**
 * What the order-status table's rows may depend on besides the order's status: whether the store
 * verifies payments (`Verifikasi Pembayaran oleh Admin`, src/domain/orders/flow.ts) and whether
 * the order is paid cash on delivery (COD, src/domain/payment/methods.ts).
 */
export interface OrderConditions {
  verifyPayments: boolean;
  cod: boolean;
}

/**
 * One allowed move of an order's status: by whom (`role`), with which step (`action`), from which
 * states, to which state, under which conditions (`when`: every listed condition must hold; an
 * unlisted one does not matter), and what it does besides: to the order's transactions
 * (`transaction`, the status they get when the step sets one), to the stock (`returnsStock`: the
 * order's units go back to the catalogue), and what it needs (`shippedOnly`: the parcel is on its
 * way; `needsReason`: a reason the buyer sees).
 */
export interface OrderStatusTransition {
  action: 'confirmPayment' | 'cancel' | 'receive' | 'setStatus' | 'verifyPayment' | 'rejectPayment' | 'expire' | 'complete';
  role: OrderActor;
  from: readonly OrderStatus[];
  to: OrderStatus;
  when?: Partial<OrderConditions>;
  transaction?: TransactionStatus;
  returnsStock?: boolean;
  shippedOnly?: boolean;
  needsReason?: boolean;
}

/**
 * Order statuses the admin may set Processed or Completed from: every one but the final
 * 'Cancelled' and 'Verifying' (a claimed payment is accepted or rejected first, so its
 * transaction is never left behind; docs/product/decisions.md "The order's journey").
 */
const ADMIN_SETTABLE_FROM = ORDER_STATUSES.filter((status) => status !== 'Cancelled' && status !== 'Verifying');

/** Shipping statuses of a parcel that has left the shop (`Dikirim` and after). */
export const SHIPPED_STATUSES: readonly ShippingStatus[] = SHIPPING_STATUSES.slice(SHIPPING_STATUSES.indexOf('Dikirim'));

/**
 * The order-status table (spec section 4, changed by docs/product/decisions.md "The order's
 * journey" and "Payment deadline, verification and automatic completion"):
 * - The buyer confirms the payment of a Pending order: Processed with the transaction Success, or
 *   — when the store verifies payments — 'Verifying' with the transaction left Pending. The owner
 *   then accepts it (Processed, transaction Success) or rejects it with a reason (back to
 *   Pending, with a new deadline). A COD order has nothing to verify before the courier collects
 *   the cash: with verification it becomes Processed at once, its transaction Pending until
 *   delivery.
 * - The buyer cancels a Pending order ('Batalkan Pesanan': Cancelled, transaction Cancelled, stock
 *   returned) and says a shipped Processed order arrived ('Pesanan Diterima': Completed).
 * - The shop itself cancels a Pending order past its payment deadline (like the buyer's cancel)
 *   and completes a shipped order nobody marked received after the store's days.
 * - The admin sets Processed or Completed from any state but Cancelled and Verifying, and cancels
 *   a Pending, Verifying or Processed order with a reason (transaction Cancelled, stock returned).
 * - Whoever completes a COD order settles its transactions (Success: the courier collected the
 *   money).
 * Cancelled is final, so an order's stock goes back exactly once.
 */
export const ORDER_STATUS_TRANSITIONS: readonly OrderStatusTransition[] = [
  { action: 'confirmPayment', role: 'buyer', from: ['Pending'], to: 'Processed', when: { verifyPayments: false }, transaction: 'Success' },
  { action: 'confirmPayment', role: 'buyer', from: ['Pending'], to: 'Verifying', when: { verifyPayments: true, cod: false }, transaction: 'Pending' },
  { action: 'confirmPayment', role: 'buyer', from: ['Pending'], to: 'Processed', when: { verifyPayments: true, cod: true }, transaction: 'Pending' },
  { action: 'verifyPayment', role: 'admin', from: ['Verifying'], to: 'Processed', transaction: 'Success' },
  { action: 'rejectPayment', role: 'admin', from: ['Verifying'], to: 'Pending', needsReason: true },
  { action: 'cancel', role: 'buyer', from: ['Pending'], to: 'Cancelled', transaction: 'Cancelled', returnsStock: true },
  { action: 'receive', role: 'buyer', from: ['Processed'], to: 'Completed', when: { cod: false }, shippedOnly: true },
  { action: 'receive', role: 'buyer', from: ['Processed'], to: 'Completed', when: { cod: true }, shippedOnly: true, transaction: 'Success' },
  { action: 'expire', role: 'system', from: ['Pending'], to: 'Cancelled', transaction: 'Cancelled', returnsStock: true },
  { action: 'complete', role: 'system', from: ['Processed'], to: 'Completed', when: { cod: false }, shippedOnly: true },
  { action: 'complete', role: 'system', from: ['Processed'], to: 'Completed', when: { cod: true }, shippedOnly: true, transaction: 'Success' },
  { action: 'setStatus', role: 'admin', from: ADMIN_SETTABLE_FROM, to: 'Processed' },
  { action: 'setStatus', role: 'admin', from: ADMIN_SETTABLE_FROM, to: 'Completed', when: { cod: false } },
  { action: 'setStatus', role: 'admin', from: ADMIN_SETTABLE_FROM, to: 'Completed', when: { cod: true }, transaction: 'Success' },
  {
    action: 'setStatus',
    role: 'admin',
    from: ['Pending', 'Verifying', 'Processed'],
    to: 'Cancelled',
    transaction: 'Cancelled',
    returnsStock: true,
    needsReason: true,
  },
];

/**
 * One allowed move of an order's shipping status: the admin's, from the listed states to `to`.
 * `label` names a step with a name of its own in the back office ('Konfirmasi Pengiriman').
 */
export interface ShippingStatusTransition {
  role: Role;
  from: readonly ShippingStatus[];
  to: ShippingStatus;
  label?: string;
}

/**
 * The shipping-status table: the admin confirms a new order ('Konfirmasi Pengiriman', from
 * 'Menunggu Konfirmasi Admin' to 'Dikemas') and sets any of the four later statuses at any time
 * (spec section 4).
 */
export const SHIPPING_STATUS_TRANSITIONS: readonly ShippingStatusTransition[] = [
  { role: 'admin', from: ['Menunggu Konfirmasi Admin'], to: 'Dikemas', label: 'Konfirmasi Pengiriman' },
  ...SHIPPING_STATUSES.filter((status) => status !== INITIAL_STATUSES.shippingStatus).map((to) => ({
    role: 'admin' as const,
    from: SHIPPING_STATUSES,
    to,
  })),
];

/**
 * The transition `role` makes with `action` from `from` (to `to`, when given) under `conditions`,
 * or undefined when the table has no such move. Without `conditions` a row's `when` is not
 * checked (the first row of the move is answered: enough to ask whether a move exists).
 */
export function findStatusTransition(
  role: OrderActor,
  action: OrderStatusTransition['action'],
  from: OrderStatus,
  to?: OrderStatus,
  conditions?: OrderConditions,
): OrderStatusTransition | undefined {
  return ORDER_STATUS_TRANSITIONS.find(
    (t) =>
      t.role === role &&
      t.action === action &&
      t.from.includes(from) &&
      (to === undefined || t.to === to) &&
      (conditions === undefined || Object.entries(t.when ?? {}).every(([key, value]) => conditions[key as keyof OrderConditions] === value)),
  );
}

/**
 * The conditions of the table's rows for `order` ({@link OrderConditions}): `verifyPayments` is
 * the store's setting (false where the step does not ask it).
 */
export function orderConditions(order: Pick<Order, 'paymentMethod'>, verifyPayments = false): OrderConditions {
  return { verifyPayments, cod: isCashOnDelivery(order.paymentMethod) };
}

/**
 * Whether an order in `status` is not yet paid as far as the shop knows: it waits for the buyer's
 * payment (the states the buyer's `confirmPayment` moves from: 'Pending') or for the owner's
 * verification of it ('Verifying'). Such orders count against the store's
 * `Maksimal Pesanan Belum Dibayar` (src/domain/orders/limits.ts).
 */
export function isAwaitingPayment(status: OrderStatus): boolean {
  return (
    findStatusTransition('buyer', 'confirmPayment', status) !== undefined ||
    findStatusTransition('admin', 'verifyPayment', status) !== undefined
  );
}

/**
 * Whether an order is open (docs/product/decisions.md "Open orders per buyer"): it still holds
 * its stock and has not left the shop — Pending (unpaid, or a COD order not yet handled),
 * Verifying, or Processed whose parcel is not yet shipped (before 'Dikirim'). Cancelled and
 * Completed orders, and shipped ones, are not open. Such orders count against the store's
 * `Maksimal Pesanan Terbuka per Pembeli` (src/domain/orders/limits.ts).
 */
export function isOpenOrder(order: Pick<Order, 'status' | 'shippingStatus'>): boolean {
  if (order.status === 'Pending' || order.status === 'Verifying') return true;
  return order.status === 'Processed' && !SHIPPED_STATUSES.includes(order.shippingStatus);
}

/** The shipping statuses of an open Processed order (before 'Dikirim'), for SQL. */
export const UNSHIPPED_STATUSES: readonly ShippingStatus[] = SHIPPING_STATUSES.filter((status) => !SHIPPED_STATUSES.includes(status));

/** Whether `role` may move a shipping status from `from` to `to`. */
export function canSetShippingStatus(role: Role, from: ShippingStatus, to: ShippingStatus): boolean {
  return SHIPPING_STATUS_TRANSITIONS.some((t) => t.role === role && t.from.includes(from) && t.to === to);
}

/** Order statuses `role` may set with `setStatus` from some state, in table order (the back office's menu). */
export function settableOrderStatuses(role: Role): OrderStatus[] {
  return [...new Set(ORDER_STATUS_TRANSITIONS.filter((t) => t.role === role && t.action === 'setStatus').map((t) => t.to))];
}

/** Shipping statuses `role` may set from any state, in delivery order (the back office's menu). */
export function settableShippingStatuses(role: Role): ShippingStatus[] {
  return SHIPPING_STATUS_TRANSITIONS.filter((t) => t.role === role && t.from.length === SHIPPING_STATUSES.length).map((t) => t.to);
}

/** The named shipping steps `role` may take from `from` (e.g. 'Konfirmasi Pengiriman' of a new order). */
export function namedShippingSteps(role: Role, from: ShippingStatus): { label: string; to: ShippingStatus }[] {
  return SHIPPING_STATUS_TRANSITIONS.filter((t) => t.role === role && t.label && t.from.includes(from)).map((t) => ({
    label: t.label!,
    to: t.to,
  }));
}

/**
 * An order's history ('Riwayat Status'), oldest first: its stored steps, or for an order of before
 * the history (prototype data) the one step known of it, its creation (Pending, at `createdAt` or
 * its day).
 */
export function orderHistory(order: Pick<Order, 'history' | 'createdAt' | 'date'>): OrderEvent[] {
  if (order.history && order.history.length > 0) return order.history;
  return [{ at: order.createdAt ?? order.date, by: 'buyer', status: INITIAL_STATUSES.status }];
}

/** `order`'s history ({@link orderHistory}) with `event` appended. */
export function historyWith(order: Pick<Order, 'history' | 'createdAt' | 'date'>, event: OrderEvent): OrderEvent[] {
  return [...orderHistory(order), event];
}
