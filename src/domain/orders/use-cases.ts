/**
 * The order use cases' decisions (spec sections 4 and 9; docs/product/decisions.md "Checkout,
 * orders, payment" and "Whose order is it"), written once for both modes. Each `decide…` takes
 * what its shell loaded (the buyer, the cart, the products, the stored order, now, the new ids)
 * and returns what must happen — the records to write, the stock to take, the activity-log entry
 * — or a typed refusal. The browser's key-value repository and the server's service only load,
 * decide and apply the plan in their own transaction (docs/decisions/014-use-cases-once.md).
 */
import { describeLines, mergeOrderLines } from '../cart/lines';
import { accept, refuse, type Decision, type LogEntry } from '../core/decision';
import { NotFoundError, ValidationError } from '../core/errors';
import { jakartaDay } from '@/shared/format';
import { activityMessages, adminMessages, messages } from '@/shared/messages';
import { lineQuantityRefusal, orderLinesRefusal, unpaidOrdersRefusal, type OrderLimits } from './limits';
import {
  canSetShippingStatus,
  findStatusTransition,
  INITIAL_STATUSES,
  orderHistory,
  SHIPPED_STATUSES,
  type OrderStatusTransition,
} from './status';
import { dueStep, paymentDeadline, type OrderFlow } from './flow';
import { isCashOnDelivery } from '../payment/methods';
import type { CartItem, Order, OrderEvent, OrderItem, Product, SessionUser, Transaction, TransactionStatus } from '../core/records';
import { orderAmounts } from './amounts';
import { parcelWeight, type ShippingRates } from '../shipping/cost';
import { MAX_CANCEL_REASON_LENGTH, orderChangesInputSchema, type checkoutInputSchema } from './inputs';
import type { z } from 'zod';

/**
 * Whether `user` owns `order` (docs/product/decisions.md "Whose order is it"): the order's
 * `userId` only. An order without an owner is nobody's (the admin still sees it); a name is never
 * compared here, so a new account cannot take someone's orders by choosing their name.
 */
export function ownsOrder(order: Pick<Order, 'userId'>, user: Pick<SessionUser, 'id'>): boolean {
  return order.userId !== undefined && order.userId === user.id;
}

/**
 * The owner key of an order that had no owner and whose customer name matched no account when
 * owners were given (`~` and the name): no account id is ever `~…`, so nobody owns it, and an
 * account registered later under that name never does (docs/decisions/017-owners-by-account-id.md).
 */
export const orphanOrderOwner = (customerName: string): string => `~${customerName}`;

/**
 * Gives each order without an owner (prototype data) one, once, as it is read in — the stored
 * prototype data, a restore (docs/product/decisions.md "Whose order is it"): the account whose
 * username equals the order's `customerName`, else {@link orphanOrderOwner} (nobody's, for good).
 * @param orders - the orders read in.
 * @param users - the accounts read in with them (the same snapshot or the same backup).
 * @returns the orders, each without owner given `userId` (and `username` where an account
 *   matches); the very same array when no order changed.
 */
export function assignOrderOwners<T extends Pick<Order, 'userId' | 'username' | 'customerName'>>(
  orders: readonly T[],
  users: ReadonlyArray<Pick<SessionUser, 'id' | 'username'>>,
): readonly T[] {
  if (orders.every((order) => order.userId !== undefined)) return orders;
  const byUsername = new Map(users.map((user) => [user.username, user]));
  let changed = false;
  const result = orders.map((order) => {
    if (order.userId !== undefined) return order;
    const owner = byUsername.get(order.customerName);
    changed = true;
    return owner ? { ...order, userId: owner.id, username: owner.username } : { ...order, userId: orphanOrderOwner(order.customerName) };
  });
  return changed ? result : orders;
}

/** A line of an order as a client asks for it: a product id and a number of units (not yet checked). */
export interface OrderLineRequest {
  productId: number;
  quantity: number;
}

/** The shipping details after `checkoutInputSchema` accepted them. */
export type CheckoutDetails = z.output<typeof checkoutInputSchema>;

/**
 * The lines an order asks for: the lines the buyer reviewed when given, else the stored cart's.
 * @param cart - the buyer's stored cart lines.
 * @param expectedLines - the lines the checkout page showed, if it sent them.
 */
export function requestedLines(
  cart: readonly Pick<CartItem, 'id' | 'quantity'>[],
  expectedLines?: readonly OrderLineRequest[],
): readonly OrderLineRequest[] {
  return expectedLines ?? cart.map((item) => ({ productId: item.id, quantity: item.quantity }));
}

/**
 * The product ids a shell must load before {@link decidePlaceOrder}: each requested line's id
 * that can name a product (a safe whole number), once.
 */
export function productIdsToLoad(
  cart: readonly Pick<CartItem, 'id' | 'quantity'>[],
  expectedLines?: readonly OrderLineRequest[],
): number[] {
  const ids = requestedLines(cart, expectedLines).map((line) => line.productId);
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
}

/** What placing an order needs loaded (both modes load the same). */
export interface PlaceOrderFacts {
  /** The signed-in buyer; `email` is their account's, copied onto the order for its e-mails. */
  buyer: Pick<SessionUser, 'id' | 'username'> & { email?: string | null };
  /** The validated shipping details and payment method. */
  checkout: CheckoutDetails;
  /** The buyer's stored cart (names the lines of products that are gone). */
  cart: readonly Pick<CartItem, 'id' | 'name' | 'quantity'>[];
  /** The lines the buyer reviewed, when the checkout page sent them. */
  expectedLines?: readonly OrderLineRequest[];
  /** The catalogue's current record of each product in {@link productIdsToLoad} that still exists. */
  products: ReadonlyMap<number, Pick<Product, 'id' | 'name' | 'price' | 'stock' | 'weight'>>;
  /**
   * The shipping prices (src/domain/shipping/cost.ts: the store's table, `tableShippingRates`): the
   * order's shipping cost is computed here from the destination, the courier and the lines'
   * weights; a figure from the client is never used.
   */
  shippingRates: ShippingRates;
  /** The store's order limits (`Maksimal per Produk`, `Maksimal Pesanan Belum Dibayar`). */
  limits: OrderLimits;
  /** The store's order flow: its `paymentDeadlineHours` set the order's payment deadline. */
  flow: Pick<OrderFlow, 'paymentDeadlineHours'>;
  /** How many of the buyer's orders await payment now (status Pending: `isAwaitingPayment`). */
  unpaidOrders: number;
  /** The instant of the order. */
  now: Date;
  /**
   * Make the new records' ids and payment code, called once each, in this order, and only when
   * the order is accepted so far (a refused order draws nothing from the shell's random source).
   */
  newOrderId: () => string;
  /** A payment code of the day no other order uses, or null when the day has none left. */
  newPaymentCode: () => string | null;
  newTransactionId: () => string;
}

/** Units to take from one product's stock. */
export interface StockTake {
  productId: number;
  quantity: number;
  /** The product's name, for the refusal when the stock is gone meanwhile. */
  name: string;
}

/** What placing an order writes. */
export interface PlaceOrderPlan {
  /**
   * The new Pending order with its items; `subtotal` in Rupiah is the sum of its lines,
   * `shippingCost` the courier's price for the parcel, `total` their sum.
   */
  order: Order;
  /** Its Pending transaction of the same amount (`total`), with the same subtotal and shipping cost. */
  transaction: Transaction;
  /**
   * The stock to take, one entry per product in ascending product id (the order in which the
   * server locks rows, so concurrent orders cannot deadlock). Each must succeed only while enough
   * units are left; if one does not, the whole order is refused with InsufficientStockError.
   */
  stock: StockTake[];
  /** The `placeOrder` activity-log entry. */
  log: LogEntry;
  /** The buyer's cart is emptied and the admins' new-order notification raised. */
  clearCart: true;
  notifyAdmins: true;
}

/**
 * Decides an order (spec section 4; the order limits in ./order-limits.ts): every requested
 * line must be a whole number of at least one unit, lines of one product are merged (so repeated
 * lines cannot each pass a check), at most `MAX_ORDER_LINES` products, the buyer must have fewer
 * than `limits.maxUnpaidOrders` orders awaiting payment, each product must still exist and each
 * line hold at most min(`limits.maxPerProduct`, stock) units — whether the lines come from the
 * cart or straight from a client; the order is priced at the catalogue's current prices plus the
 * shipping cost of its weight to the chosen destination by the chosen courier
 * (src/domain/shipping/cost.ts; docs/product/decisions.md "Shipping cost"), starts
 * Pending / 'Menunggu Konfirmasi Admin' with a Pending transaction, and carries the payment code
 * (spec section 9).
 * @returns the plan, or a refusal: ValidationError CART_EMPTY (no line, or a quantity that is no
 * whole number ≥ 1), ORDER_LINES_LIMIT, UNPAID_ORDERS_LIMIT, PRODUCT_GONE ('… sudah tidak tersedia
 * …'), QUANTITY_LIMIT, SHIPPING_UNAVAILABLE (the courier does not serve the destination, or either
 * is unknown), PAYMENT_CODES_FULL; InsufficientStockError (INSUFFICIENT_STOCK) when a product has
 * fewer units than asked.
 */
export function decidePlaceOrder(facts: PlaceOrderFacts): Decision<PlaceOrderPlan> {
  const { buyer, checkout, cart, products, now, limits } = facts;
  const wanted = requestedLines(cart, facts.expectedLines);
  if (wanted.length === 0) return refuse(new ValidationError(messages.checkout.emptyCart, {}, 'CART_EMPTY'));
  if (wanted.some((line) => !Number.isInteger(line.quantity) || line.quantity < 1)) {
    return refuse(new ValidationError(messages.checkout.emptyCart, {}, 'CART_EMPTY'));
  }
  const lines = mergeOrderLines(wanted);
  const limited = orderLinesRefusal(lines.length) ?? unpaidOrdersRefusal(facts.unpaidOrders, limits.maxUnpaidOrders);
  if (limited) return refuse(limited);
  const items: OrderItem[] = [];
  const parcel: { weight: number; quantity: number }[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) {
      const name = cart.find((item) => item.id === line.productId)?.name ?? String(line.productId);
      return refuse(new ValidationError(messages.cart.productGone(name), {}, 'PRODUCT_GONE'));
    }
    const refusal = lineQuantityRefusal(product.name, line.quantity, product.stock, limits.maxPerProduct);
    if (refusal) return refuse(refusal);
    items.push({ productId: product.id, name: product.name, price: product.price, quantity: line.quantity });
    parcel.push({ weight: product.weight, quantity: line.quantity });
  }
  const shipping = facts.shippingRates.quote(checkout.destination, checkout.courierId, parcelWeight(parcel));
  if (!shipping.ok) return refuse(shipping.refusal);
  const orderId = facts.newOrderId();
  const paymentCode = facts.newPaymentCode();
  if (paymentCode === null) {
    return refuse(new ValidationError(messages.checkout.paymentCodesFull, {}, 'PAYMENT_CODES_FULL'));
  }
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const { cost: shippingCost, courierId, courierName, destination } = shipping.plan;
  const total = subtotal + shippingCost;
  const date = jakartaDay(now);
  const order: Order = {
    id: orderId,
    customerName: checkout.customerName,
    customerPhone: checkout.customerPhone,
    shippingAddress: checkout.shippingAddress,
    postalCode: checkout.postalCode,
    productName: describeLines(items),
    date,
    status: INITIAL_STATUSES.status,
    shippingStatus: INITIAL_STATUSES.shippingStatus,
    paymentMethod: checkout.paymentMethod,
    paymentCode,
    total,
    userId: buyer.id,
    username: buyer.username,
    ...(buyer.email ? { customerEmail: buyer.email } : {}),
    items,
    createdAt: now.toISOString(),
    paymentDueAt: paymentDeadline(now, facts.flow.paymentDeadlineHours),
    history: [
      {
        at: now.toISOString(),
        by: 'buyer',
        status: INITIAL_STATUSES.status,
        shippingStatus: INITIAL_STATUSES.shippingStatus,
      },
    ],
    subtotal,
    shippingCost,
    courierId,
    courierName,
    destination,
  };
  const transaction: Transaction = {
    id: facts.newTransactionId(),
    orderId: order.id,
    paymentMethod: order.paymentMethod,
    amount: total,
    date,
    status: INITIAL_STATUSES.transaction,
    subtotal,
    shippingCost,
  };
  return accept({
    order,
    transaction,
    stock: items
      .map((item) => ({ productId: item.productId, quantity: item.quantity, name: item.name }))
      .sort((a, b) => a.productId - b.productId),
    log: {
      type: 'placeOrder',
      description: activityMessages.placeOrder(order.id),
      details: { orderId: order.id, total, paymentMethod: order.paymentMethod },
    },
    clearCart: true,
    notifyAdmins: true,
  });
}

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

/** What confirming a payment writes. */
export interface ConfirmPaymentPlan {
  /** The order with its new status. */
  order: Order;
  /** The order's transaction gets the new status, or (when it had none) this one is created. */
  transaction: { kind: 'update'; id: string; status: Transaction['status'] } | { kind: 'insert'; record: Transaction };
  log: LogEntry;
}

/**
 * Decides the buyer's payment confirmation (spec sections 4 and 9; the table in ./order-status.ts;
 * docs/product/decisions.md "Payment deadline, verification and automatic completion"): only the
 * owner's Pending order moves. Without verification it becomes Processed and its transaction
 * Success (the spec's flow). With `verifyPayments` it becomes 'Verifying' and its transaction stays
 * Pending until the owner accepts it — except a COD order, which becomes Processed at once (there
 * is nothing to verify before the courier collects the cash) and whose transaction is settled on
 * delivery.
 * @returns the plan, or a refusal: NotFoundError ORDER_NOT_FOUND ('Pesanan tidak ditemukan.') for an
 * unknown order or another buyer's (ids cannot be probed); ValidationError ORDER_STATE_INVALID when
 * the order is not Pending, or its payment deadline has passed ('Batas waktu pembayaran … telah
 * lewat …': the shop cancels it).
 */
export function decideConfirmPayment(facts: ConfirmPaymentFacts): Decision<ConfirmPaymentPlan> {
  const { order, buyer } = facts;
  if (!order || !ownsOrder(order, buyer)) {
    return refuse(new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND'));
  }
  if (order.status === 'Pending' && order.paymentDueAt && Date.parse(order.paymentDueAt) <= facts.now.getTime()) {
    // Past its deadline the order is the shop's to cancel (within a minute on the server).
    return refuse(new ValidationError(messages.payment.expired, {}, 'ORDER_STATE_INVALID'));
  }
  const verifying = facts.verifyPayments && !isCashOnDelivery(order.paymentMethod);
  const step = findStatusTransition('buyer', 'confirmPayment', order.status, verifying ? 'Verifying' : 'Processed');
  if (!step) return refuse(new ValidationError(messages.payment.notPending, {}, 'ORDER_STATE_INVALID'));
  // Settled now only in the spec's flow; with verification the owner or the delivery settles it.
  const status: TransactionStatus = facts.verifyPayments ? 'Pending' : (step.transaction ?? 'Success');
  return accept({
    order: { ...order, status: step.to, history: withEvent(order, { at: facts.now.toISOString(), by: 'buyer', status: step.to }) },
    transaction: facts.transaction
      ? { kind: 'update', id: facts.transaction.id, status }
      : {
          kind: 'insert',
          record: {
            id: facts.newTransactionId(),
            orderId: order.id,
            paymentMethod: order.paymentMethod,
            amount: order.total,
            date: jakartaDay(facts.now),
            status,
            ...(order.subtotal !== undefined ? { subtotal: order.subtotal, shippingCost: orderAmounts(order).shippingCost } : {}),
          },
        },
    log: {
      type: 'confirmPayment',
      description: activityMessages.confirmPayment(order.id),
      details: { orderId: order.id, paymentCode: order.paymentCode, ...(verifying ? { verification: true } : {}) },
    },
  });
}

/** `order`'s history ({@link orderHistory}) with `event` appended. */
function withEvent(order: Pick<Order, 'history' | 'createdAt' | 'date'>, event: OrderEvent): OrderEvent[] {
  return [...orderHistory(order), event];
}

/** The columns an order change sets. */
export type OrderChangeSet = Partial<
  Pick<
    Order,
    'status' | 'shippingStatus' | 'trackingNumber' | 'cancelReason' | 'history' | 'shippedAt' | 'paymentDueAt' | 'paymentRejectReason'
  >
>;

/**
 * What a change of an order's status writes (the admin's update, the buyer's cancel and
 * 'Pesanan Diterima'): the order's columns, its transactions' new status when the step changes it,
 * the units that go back to the catalogue, and the activity-log entry.
 */
export interface OrderChangePlan {
  /** The columns to set (none when the change changes nothing). */
  set: OrderChangeSet;
  /** The order after the change. */
  order: Order;
  /** The new status of every transaction of the order, when the step changes it. */
  transactionStatus?: TransactionStatus;
  /**
   * Units to add back to each product's stock, in ascending product id (a product deleted
   * meanwhile is skipped): the order's items when it is cancelled, else none. A cancelled order is
   * final, so its units go back exactly once.
   */
  restock: StockTake[];
  log: LogEntry;
}

/**
 * The new status of the order's transactions after `step`: the step's own, or Success when the
 * order completes and was paid in cash on delivery (COD: the courier collected the money;
 * docs/product/decisions.md "Payment deadline, verification and automatic completion").
 */
function transactionAfter(order: Order, step: OrderStatusTransition | undefined): TransactionStatus | undefined {
  if (step?.transaction) return step.transaction;
  if (step?.to === 'Completed' && isCashOnDelivery(order.paymentMethod)) return 'Success';
  return undefined;
}

/** The order's items as stock to give back, one entry per product in ascending id. */
function restockOf(order: Order, step: OrderStatusTransition | undefined): StockTake[] {
  if (!step?.returnsStock) return [];
  return mergeOrderLines((order.items ?? []).map((item) => ({ productId: item.productId, quantity: item.quantity })))
    .map((line) => ({
      ...line,
      name: order.items!.find((item) => item.productId === line.productId)!.name,
    }))
    .sort((a, b) => a.productId - b.productId);
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
 * "The order's journey"; the tables in ./order-status.ts): a status and/or shipping status, with
 * the tracking number (resi) shipping needs and the reason a cancel needs. Each change is added
 * to the order's history; a cancel gives the stock back and cancels the transactions. Logged
 * `updateOrder` with the values before and after.
 * @param set - the change, as {@link parseOrderChanges} accepted it.
 * @returns the plan, or a refusal: NotFoundError ORDER_NOT_FOUND; ValidationError
 * ORDER_STATE_INVALID for a move the tables do not allow (e.g. back to 'Pending', or any change
 * of a cancelled order); CANCEL_REASON_REQUIRED; TRACKING_NUMBER_REQUIRED (to ship without resi).
 */
export function decideOrderUpdate(facts: {
  admin: Pick<SessionUser, 'role'>;
  order: Order | undefined;
  set: OrderChanges;
  now: Date;
}): Decision<OrderChangePlan> {
  const { order, set, admin } = facts;
  if (!order) return refuse(new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND'));
  const changing = Object.values(set).some((value) => value !== undefined);
  if (changing && order.status === 'Cancelled') {
    return refuse(new ValidationError(adminMessages.orderFinal, {}, 'ORDER_STATE_INVALID'));
  }
  const newStatus = set.status !== undefined && set.status !== order.status ? set.status : undefined;
  const step = newStatus ? findStatusTransition(admin.role, 'setStatus', order.status, newStatus) : undefined;
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
    columns.history = withEvent(order, {
      at: facts.now.toISOString(),
      by: 'admin',
      ...(newStatus ? { status: newStatus } : {}),
      ...(newShipping ? { shippingStatus: newShipping } : {}),
      ...(newTracking ? { trackingNumber: newTracking } : {}),
      ...(cancelReason ? { note: cancelReason } : {}),
    });
  }
  const updated: Order = { ...order, ...columns };
  const transactionStatus = transactionAfter(order, step);
  return accept({
    set: columns,
    order: updated,
    ...(transactionStatus ? { transactionStatus } : {}),
    restock: restockOf(order, step),
    log: {
      type: 'updateOrder',
      description: adminMessages.orderUpdated(order.id),
      details: {
        orderId: order.id,
        before: { status: order.status, shippingStatus: order.shippingStatus },
        after: { status: updated.status, shippingStatus: updated.shippingStatus },
        ...(newTracking ? { trackingNumber: newTracking } : {}),
        ...(cancelReason ? { cancelReason } : {}),
      },
    },
  });
}

/** The activity-log types of the status steps {@link statusStepPlan} plans. */
type StatusStepLogType = 'cancelOrder' | 'receiveOrder' | 'verifyPayment' | 'rejectPayment' | 'expireOrder' | 'autoCompleteOrder';

/**
 * The plan of one status step of the table (ORDER_STATUS_TRANSITIONS) taken on `order` by `by`:
 * the new status with `extra` columns, the step added to the history (with `note`, a reason),
 * the transactions' new status ({@link transactionAfter}), the stock the step returns, and the
 * activity-log entry `type` with the status before and after (and the reason).
 */
function statusStepPlan(
  order: Order,
  step: OrderStatusTransition,
  how: { by: OrderEvent['by']; now: Date; type: StatusStepLogType; note?: string; extra?: OrderChangeSet },
): OrderChangePlan {
  const set: OrderChangeSet = {
    status: step.to,
    ...how.extra,
    history: withEvent(order, { at: how.now.toISOString(), by: how.by, status: step.to, ...(how.note ? { note: how.note } : {}) }),
  };
  const transactionStatus = transactionAfter(order, step);
  return {
    set,
    order: { ...order, ...set },
    ...(transactionStatus ? { transactionStatus } : {}),
    restock: restockOf(order, step),
    log: {
      type: how.type,
      description: activityMessages[how.type](order.id),
      details: {
        orderId: order.id,
        before: { status: order.status },
        after: { status: step.to },
        ...(how.note ? { reason: how.note } : {}),
      },
    },
  };
}

/** A step the buyer takes on their own order page: 'Batalkan Pesanan' or 'Pesanan Diterima'. */
export type BuyerOrderStep = 'cancel' | 'receive';

/**
 * Decides the buyer's 'Batalkan Pesanan' (a Pending order: Cancelled, its transactions Cancelled,
 * its stock returned) or 'Pesanan Diterima' (a Processed order on its way: Completed), by the
 * table in ./order-status.ts (docs/product/decisions.md "The order's journey"); added to the
 * order's history and logged `cancelOrder` / `receiveOrder`.
 * @returns the plan, or a refusal: NotFoundError ORDER_NOT_FOUND for an unknown order or another
 *   buyer's (ids cannot be probed); ValidationError ORDER_STATE_INVALID when the order is not in a
 *   state the step moves from ('Pesanan hanya dapat dibatalkan …', 'Pesanan baru dapat …').
 */
export function decideBuyerOrderStep(facts: {
  buyer: Pick<SessionUser, 'id'>;
  order: Order | undefined;
  step: BuyerOrderStep;
  now: Date;
}): Decision<OrderChangePlan> {
  const { order, buyer } = facts;
  if (!order || !ownsOrder(order, buyer)) {
    return refuse(new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND'));
  }
  const step = findStatusTransition('buyer', facts.step, order.status);
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
export function decidePaymentReview(facts: {
  admin: Pick<SessionUser, 'role'>;
  order: Order | undefined;
  accept: boolean;
  reason?: string;
  flow: Pick<OrderFlow, 'paymentDeadlineHours'>;
  now: Date;
}): Decision<OrderChangePlan> {
  const { order } = facts;
  if (!order) return refuse(new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND'));
  const step = findStatusTransition(facts.admin.role, facts.accept ? 'verifyPayment' : 'rejectPayment', order.status);
  if (!step) return refuse(new ValidationError(adminMessages.paymentReview.notVerifying, {}, 'ORDER_STATE_INVALID'));
  const reason = facts.reason?.trim();
  if (step.needsReason && (!reason || reason.length > MAX_CANCEL_REASON_LENGTH)) {
    return refuse(
      new ValidationError(adminMessages.paymentReview.reasonInvalid, { reason: adminMessages.paymentReview.reasonInvalid }, 'REJECT_REASON_REQUIRED'),
    );
  }
  const type = facts.accept ? 'verifyPayment' : 'rejectPayment';
  return accept(
    statusStepPlan(order, step, {
      by: 'admin',
      now: facts.now,
      type,
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
 * Deciding again on the changed order finds nothing due, so a step is never taken twice.
 * @returns the plan, or a refusal ValidationError NOTHING_DUE (the shell skips the order; also
 *   for an order gone meanwhile).
 */
export function decideDueStep(facts: { order: Order | undefined; flow: Pick<OrderFlow, 'autoCompleteDays'>; now: Date }): Decision<OrderChangePlan> {
  const { order } = facts;
  const due = order ? dueStep(order, facts.flow, facts.now) : null;
  const step = order && due ? findStatusTransition('system', due, order.status) : undefined;
  if (!order || !step || (step.shippedOnly && !SHIPPED_STATUSES.includes(order.shippingStatus))) {
    return refuse(new ValidationError(messages.generic.unexpected, {}, 'NOTHING_DUE'));
  }
  return accept(statusStepPlan(order, step, { by: 'system', now: facts.now, type: due === 'expire' ? 'expireOrder' : 'autoCompleteOrder' }));
}
