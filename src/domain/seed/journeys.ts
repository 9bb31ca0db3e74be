/**
 * How a seed order is written (docs/product/decisions.md "Seed data"): as its journey — who placed
 * it when, for which lines, courier and destination, and each later step with its time — from
 * which the order, its transaction and its activity-log entries follow, as the order decisions
 * (src/domain/orders/place.ts, confirm-payment.ts, status-steps.ts) would have written them at
 * those times. The shipping cost is the store's own rule over the default shipping table
 * (src/domain/shipping/cost.ts). `journeys.test.ts` replays every journey through those decisions
 * and expects the very same records. Pure, and free of the decisions themselves (they would bring
 * the schema library into browser mode's first load).
 */
import { describeLines } from '@/domain/cart/summary';
import type { ActivityLog, Order, OrderEvent, OrderItem, OrderStatus, ShippingStatus, Transaction } from '@/domain/core/records';
import { paymentDeadline, DEFAULT_ORDER_FLOW } from '@/domain/orders/flow';
import { DEFAULT_SHIPPING_TABLE, shippingCost, type ShippingDestination } from '@/domain/shipping/cost';
import { jakartaDay } from '@/shared/format';
import { activityMessages } from '@/shared/messages-activity';
import { seedProducts } from './products';

/** Who a seed order is for: the buyer's account (or none) and the recipient and destination of the checkout. */
export interface SeedCustomer {
  /** The owner's account id; `~name` (src/domain/orders/owners.ts `orphanOrderOwner`) for a buyer without an account in the demo. */
  userId: string;
  /** The buyer's username, as the activity log names them. */
  username: string;
  customerName: string;
  customerPhone: string;
  shippingAddress: string;
  postalCode: string;
  customerEmail: string;
  destination: ShippingDestination;
}

/** A step of a seed order after it was placed, at `at`, as the order decisions name them. */
export type SeedStep =
  | { at: Date; by: 'buyer'; action: 'confirmPayment'; verify?: boolean }
  | { at: Date; by: 'buyer'; action: 'receive' | 'cancel' }
  | { at: Date; by: 'system'; action: 'expire' | 'complete' }
  | {
      at: Date;
      by: 'admin';
      action: 'update';
      status?: OrderStatus;
      shippingStatus?: ShippingStatus;
      trackingNumber?: string;
      cancelReason?: string;
    };

/** A seed order's journey (see the module's comment). */
export interface SeedJourney {
  id: string;
  transactionId: string;
  customer: SeedCustomer;
  /** Lines as `[product id, units]`, at the seed catalogue's names and prices. */
  lines: Array<[productId: number, quantity: number]>;
  courierId: string;
  paymentMethod: string;
  /** The payment code's four digits after the day (spec section 9: 1000–9999). */
  codeDigits: number;
  placedAt: Date;
  steps: SeedStep[];
}

/** An activity-log entry of a journey, before its id: when, by whom, and what. */
export type SeedLog = Omit<ActivityLog, 'id'>;

/** What a journey writes. */
export interface SeedOrderRecords {
  order: Order;
  transaction: Transaction;
  logs: SeedLog[];
}

/** The actor of the shop's own steps, as the activity log names it (status-steps.ts `SYSTEM_ACTOR`). */
const SYSTEM = { username: 'Sistem', role: 'admin' } as const;
const ADMIN = { username: 'admin', role: 'admin' } as const;

/** The seed catalogue's product of `id`. @throws Error for an id the catalogue has not. */
function product(id: number) {
  const found = seedProducts.find((p) => p.id === id);
  if (!found) throw new Error(`Seed order line of unknown product ${id}`);
  return found;
}

/** Shipped means 'Dikirim' or later (src/domain/orders/status.ts `SHIPPED_STATUSES`). */
const isShipped = (status: ShippingStatus) => ['Dikirim', 'Dalam Perjalanan', 'Tiba di Tujuan'].includes(status);

/**
 * The records of `journey`: the order as its last step left it (status, shipping status, resi,
 * `shippedAt`, `verifyingSince`, cancel reason, the full history), its one transaction (Pending
 * until paid, Success once paid, Cancelled with the order) and the activity-log entries of
 * placing it and of every step, oldest first. Amounts in Rupiah: lines at the catalogue's prices
 * plus the ongkir of the parcel's weight by the courier to the destination.
 * @throws Error when the courier does not serve the destination (a mistake in the seed).
 */
export function journeyRecords(journey: SeedJourney): SeedOrderRecords {
  const { customer, placedAt } = journey;
  const items: OrderItem[] = journey.lines.map(([productId, quantity]) => {
    const { name, price } = product(productId);
    return { productId, name, price, quantity };
  });
  const parcel = journey.lines.map(([productId, quantity]) => ({ weight: product(productId).weight, quantity }));
  const quote = shippingCost(DEFAULT_SHIPPING_TABLE, customer.destination, journey.courierId, parcel);
  if (!quote.ok) throw new Error(`Seed order ${journey.id}: ${quote.refusal.message}`);
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const shipping = quote.plan.cost;
  const total = subtotal + shipping;
  const date = jakartaDay(placedAt);
  let order: Order = {
    id: journey.id,
    customerName: customer.customerName,
    customerPhone: customer.customerPhone,
    shippingAddress: customer.shippingAddress,
    postalCode: customer.postalCode,
    productName: describeLines(items),
    date,
    status: 'Pending',
    shippingStatus: 'Menunggu Konfirmasi Admin',
    paymentMethod: journey.paymentMethod,
    paymentCode: `TJ-${date.replaceAll('-', '')}-${journey.codeDigits}`,
    total,
    userId: customer.userId,
    username: customer.username,
    customerEmail: customer.customerEmail,
    items,
    createdAt: placedAt.toISOString(),
    paymentDueAt: paymentDeadline(placedAt, DEFAULT_ORDER_FLOW.paymentDeadlineHours),
    history: [{ at: placedAt.toISOString(), by: 'buyer', status: 'Pending', shippingStatus: 'Menunggu Konfirmasi Admin' }],
    subtotal,
    shippingCost: shipping,
    courierId: quote.plan.courierId,
    courierName: quote.plan.courierName,
    destination: quote.plan.destination,
  };
  const transaction: Transaction = {
    id: journey.transactionId,
    orderId: order.id,
    paymentMethod: order.paymentMethod,
    amount: total,
    date,
    status: 'Pending',
    subtotal,
    shippingCost: shipping,
  };
  const buyer = { username: customer.username, role: 'buyer' } as const;
  const logs: SeedLog[] = [
    {
      timestamp: placedAt.toISOString(),
      ...buyer,
      type: 'placeOrder',
      description: activityMessages.placeOrder(order.id),
      details: { orderId: order.id, total, paymentMethod: order.paymentMethod },
    },
  ];
  for (const step of journey.steps) {
    const at = step.at.toISOString();
    const before = order;
    const event: OrderEvent = { at, by: step.by };
    if (step.action === 'update') {
      if (step.status) event.status = step.status;
      if (step.shippingStatus) event.shippingStatus = step.shippingStatus;
      if (step.trackingNumber) event.trackingNumber = step.trackingNumber;
      if (step.cancelReason) event.note = step.cancelReason;
      order = {
        ...order,
        ...(step.status ? { status: step.status } : {}),
        ...(step.shippingStatus ? { shippingStatus: step.shippingStatus } : {}),
        ...(step.shippingStatus && isShipped(step.shippingStatus) && !order.shippedAt ? { shippedAt: at } : {}),
        ...(step.trackingNumber ? { trackingNumber: step.trackingNumber } : {}),
        ...(step.cancelReason ? { cancelReason: step.cancelReason } : {}),
      };
      if (step.status === 'Cancelled') transaction.status = 'Cancelled';
      logs.push({
        timestamp: at,
        ...ADMIN,
        type: 'updateOrder',
        description: activityMessages.orderUpdated(order.id),
        details: {
          orderId: order.id,
          before: { status: before.status, shippingStatus: before.shippingStatus },
          after: { status: order.status, shippingStatus: order.shippingStatus },
          ...(step.trackingNumber ? { trackingNumber: step.trackingNumber } : {}),
          ...(step.cancelReason ? { cancelReason: step.cancelReason } : {}),
        },
      });
    } else if (step.action === 'confirmPayment') {
      const to: OrderStatus = step.verify ? 'Verifying' : 'Processed';
      event.status = to;
      order = { ...order, status: to, ...(step.verify ? { verifyingSince: at } : {}) };
      transaction.status = step.verify ? 'Pending' : 'Success';
      logs.push({
        timestamp: at,
        ...buyer,
        type: 'confirmPayment',
        description: activityMessages.confirmPayment(order.id),
        details: { orderId: order.id, paymentCode: order.paymentCode, ...(step.verify ? { verification: true } : {}) },
      });
    } else {
      const to: OrderStatus = step.action === 'receive' || step.action === 'complete' ? 'Completed' : 'Cancelled';
      const type = { receive: 'receiveOrder', cancel: 'cancelOrder', expire: 'expireOrder', complete: 'autoCompleteOrder' } as const;
      event.status = to;
      order = { ...order, status: to };
      if (to === 'Cancelled') transaction.status = 'Cancelled';
      logs.push({
        timestamp: at,
        ...(step.by === 'system' ? SYSTEM : buyer),
        type: type[step.action],
        description: activityMessages[type[step.action]](order.id),
        details: { orderId: order.id, before: { status: before.status }, after: { status: to } },
      });
    }
    order = { ...order, history: [...(order.history ?? []), event] };
  }
  return { order, transaction, logs };
}
