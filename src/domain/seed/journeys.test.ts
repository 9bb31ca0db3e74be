import { activityRecord, planOrThrow, type LogEntry } from '@/domain/core/decision';
import type { Order, OrderEvent, Transaction } from '@/domain/core/records';
import { effectsOfKind, type OrderPlan } from '@/domain/orders/effects';
import { decideConfirmPayment } from '@/domain/orders/confirm-payment';
import { DEFAULT_ORDER_FLOW } from '@/domain/orders/flow';
import { decidePlaceOrder } from '@/domain/orders/place';
import { decideBuyerOrderStep, decideDueStep, decideOrderUpdate, SYSTEM_ACTOR } from '@/domain/orders/status-steps';
import { DEFAULT_SHIPPING_TABLE, tableShippingRates } from '@/domain/shipping/cost';
import { seedClock } from './clock';
import { seedOrderRecords } from './orders';
import { seedProducts } from './products';
import type { SeedLog, SeedOrderRecords } from './journeys';

const products = new Map(seedProducts.map((p) => [p.id, { ...p, stock: 999 }]));
const limits = { maxPerProduct: 10, maxUnpaidOrders: 3, maxOpenOrders: 10, maxOpenOrdersNewBuyer: 3 };

/** The activity-log record of a plan's log entry, without its id. */
function logOf(plan: OrderPlan, actor: { username: string; role: 'buyer' | 'admin' }, at: string): SeedLog {
  const entry = effectsOfKind(plan.effects, 'log')[0]!.entry as LogEntry;
  const { id: _id, ...record } = activityRecord(actor, entry, 'x', new Date(at));
  return record;
}

/** The plan of history step `event` taken on `order` by the decision that takes it. */
function stepPlan(order: Order, event: OrderEvent): OrderPlan {
  const now = new Date(event.at);
  const buyer = { id: order.userId!, username: order.username! };
  if (event.by === 'system') return planOrThrow(decideDueStep({ order, flow: DEFAULT_ORDER_FLOW, now }));
  if (event.by === 'admin') {
    const set = {
      status: event.status,
      shippingStatus: event.shippingStatus,
      trackingNumber: event.trackingNumber,
      cancelReason: event.note,
    };
    return planOrThrow(decideOrderUpdate({ order, now, admin: { role: 'admin' }, set }));
  }
  if (event.status === 'Completed' || event.status === 'Cancelled') {
    return planOrThrow(decideBuyerOrderStep({ order, now, buyer, step: event.status === 'Completed' ? 'receive' : 'cancel' }));
  }
  return planOrThrow(
    decideConfirmPayment({ order, buyer, transaction: { id: 'x' }, now, newTransactionId: () => 'x', verifyPayments: event.status === 'Verifying' }),
  );
}

/** The records the order decisions write for the seed order `seeded`, placed and moved at its history's times. */
function replay(seeded: Order): Omit<SeedOrderRecords, 'transaction'> & { transaction: Transaction } {
  const [placing, ...steps] = seeded.history!;
  const buyer = { id: seeded.userId!, username: seeded.username!, email: seeded.customerEmail };
  const placed = planOrThrow(
    decidePlaceOrder({
      buyer,
      checkout: {
        customerName: seeded.customerName,
        customerPhone: seeded.customerPhone,
        shippingAddress: seeded.shippingAddress,
        postalCode: seeded.postalCode,
        paymentMethod: seeded.paymentMethod,
        destination: seeded.destination!,
        courierId: seeded.courierId!,
      },
      cart: [],
      expectedLines: seeded.items!.map(({ productId, quantity }) => ({ productId, quantity })),
      products,
      shippingRates: tableShippingRates(DEFAULT_SHIPPING_TABLE),
      limits,
      flow: DEFAULT_ORDER_FLOW,
      unpaidOrders: 0,
      openOrders: 0,
      standing: { accountCreatedAt: null, hasCompletedOrder: true },
      now: new Date(placing!.at),
      newOrderId: () => seeded.id,
      newPaymentCode: () => seeded.paymentCode,
      newTransactionId: () => `TRX${seeded.id.slice(3)}`,
    }),
  );
  let order = placed.order;
  const transaction = { ...placed.transaction! };
  const logs = [logOf(placed, { username: buyer.username, role: 'buyer' }, placing!.at)];
  for (const event of steps) {
    const plan = stepPlan(order, event);
    order = plan.order;
    for (const effect of effectsOfKind(plan.effects, 'setTransactionStatus')) transaction.status = effect.status;
    const actor = event.by === 'system' ? SYSTEM_ACTOR : event.by === 'admin' ? ({ username: 'admin', role: 'admin' } as const) : ({ username: buyer.username, role: 'buyer' } as const);
    logs.push(logOf(plan, actor, event.at));
  }
  return { order, transaction, logs };
}

describe('the seed orders are what the order flow writes', () => {
  it.each(['2026-11-29T11:00:00.000Z', '2026-11-30T17:05:00.000Z', '2027-03-01T16:59:59.000Z'])(
    'replays every journey through the decisions at %s',
    (iso) => {
      for (const records of seedOrderRecords(seedClock(new Date(iso)))) {
        expect(replay(records.order), records.order.id).toEqual(records);
      }
    },
  );
});
