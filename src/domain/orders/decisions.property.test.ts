/**
 * Property-based tests of the order decisions (src/domain/orders/place.ts, confirm-payment.ts,
 * status-steps.ts, owners.ts): whatever a client
 * asks for and whatever the catalogue holds, no accepted order takes more units than a product
 * has, a total is the sum of its lines, a refused order draws no id, only the owner's orders are
 * ever theirs, and status moves follow the table of ./status.ts.
 */
import fc from 'fast-check';
import { shipping as checkout } from '@/testing/test-values';
import { pendingOrder } from '@/testing/test-orders';
import { errorKind, InsufficientStockError, ShopError } from '../core/errors';
import {
  MAX_OPEN_ORDERS,
  MAX_OPEN_ORDERS_NEW_BUYER,
  MAX_ORDER_LINES,
  NEW_ACCOUNT_AGE_MS,
  openOrdersCap,
  type BuyerStanding,
  type OrderLimits,
} from './limits';
import { assignOrderOwners, orphanOrderOwner, ownsOrder } from './owners';
import { decidePlaceOrder, productIdsToLoad, type PlaceOrderFacts } from './place';
import { decideConfirmPayment } from './confirm-payment';
import { decideBuyerOrderStep, decideDueStep, decideOrderUpdate, decidePaymentReview, parseOrderChanges } from './status-steps';
import { effectsOfKind, type OrderPlan } from './effects';
import { verificationOverdue } from './flow';
import { isOpenOrder, SHIPPED_STATUSES } from './status';
import type { Order, Product } from '../core/records';
import { chargedKilograms, DEFAULT_SHIPPING_TABLE, tableShippingRates } from '../shipping/cost';
import { ORDER_STATUSES, SHIPPING_STATUSES } from '../core/vocabulary';

/**
 * What the admin may set (spec section 4 as changed by docs/product/decisions.md "The order's
 * journey"; written out here, apart from the table): 'Processed' or 'Completed' from any state but
 * 'Cancelled' and 'Verifying' — 'Cancelled' only from 'Pending', 'Verifying' or 'Processed', with
 * a reason — and any shipping status after the first; 'Dikirim' and later need a tracking number.
 */
const SETTABLE = {
  order: ['Processed', 'Completed', 'Cancelled'] as string[],
  settableFrom: ['Pending', 'Processed', 'Completed'] as string[],
  cancellableFrom: ['Pending', 'Verifying', 'Processed'] as string[],
  shipping: ['Dikemas', 'Dikirim', 'Dalam Perjalanan', 'Tiba di Tujuan'] as string[],
  shipped: ['Dikirim', 'Dalam Perjalanan', 'Tiba di Tujuan'] as string[],
};

type Stocked = Pick<Product, 'id' | 'name' | 'price' | 'stock' | 'weight' | 'category'>;

const productArb = (id: number): fc.Arbitrary<Stocked> =>
  fc.record({
    id: fc.constant(id),
    name: fc.string({ minLength: 1, maxLength: 12 }),
    price: fc.integer({ min: 0, max: 5_000_000 }),
    stock: fc.integer({ min: 0, max: 15 }),
    weight: fc.integer({ min: 1, max: 50_000 }),
    category: fc.constantFrom('Kopi', 'Kerajinan'),
  });

/** 1–5 products with distinct ids 1..8 (so requested ids sometimes name no product). */
const catalogArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 5 })
  .chain((ids) => fc.tuple(...ids.map(productArb)));

/** Lines as a hostile client may send them: unknown ids, repeats, zero, negative, fractional, huge. */
const linesArb = fc.array(
  fc.record({
    productId: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constant(Number.NaN), fc.double({ min: 0, max: 9 })),
    quantity: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.double({ min: -1, max: 20 }), fc.constant(1e12)),
  }),
  { maxLength: 8 },
);

/** The units a plan gives back to stock. */
const returnedUnits = (plan: OrderPlan): number =>
  effectsOfKind(plan.effects, 'returnStock').reduce((sum, effect) => sum + effect.lines.reduce((units, line) => units + line.quantity, 0), 0);

/** The status a plan gives the order's transactions (set or inserted), if any. */
const transactionStatusOf = (plan: OrderPlan) =>
  effectsOfKind(plan.effects, 'setTransactionStatus')[0]?.status ?? effectsOfKind(plan.effects, 'insertTransaction')[0]?.transaction.status;

/** Limits that never bind in the tests of the other rules. */
const NO_LIMITS: OrderLimits = { maxPerProduct: 999, maxUnpaidOrders: 50, maxOpenOrders: 100, maxOpenOrdersNewBuyer: 100 };

/** An established buyer: an account of unknown age with a completed order. */
const ESTABLISHED: BuyerStanding = { accountCreatedAt: null, hasCompletedOrder: true };

function facts(
  catalog: readonly Stocked[],
  lines: PlaceOrderFacts['expectedLines'],
  drawn: string[],
  limits: OrderLimits = NO_LIMITS,
  unpaidOrders = 0,
  openOrders = 0,
  standing: BuyerStanding = ESTABLISHED,
): PlaceOrderFacts {
  const wanted = new Set(productIdsToLoad([], lines));
  return {
    buyer: { id: 'USR9', username: 'cut', email: 'cut@example.com' },
    checkout,
    cart: [],
    expectedLines: lines,
    products: new Map(catalog.filter((p) => wanted.has(p.id)).map((p) => [p.id, p])),
    limits,
    flow: { paymentDeadlineHours: 24 },
    shippingRates: tableShippingRates(DEFAULT_SHIPPING_TABLE),
    unpaidOrders,
    openOrders,
    standing,
    now: new Date('2026-11-25T03:00:00Z'),
    newOrderId: () => (drawn.push('order'), 'ORD1'),
    newPaymentCode: () => (drawn.push('code'), 'TJ-202611251234'),
    newTransactionId: () => (drawn.push('transaction'), 'TRX1'),
  };
}

describe('decidePlaceOrder (properties)', () => {
  it('never takes more units than a product has, totals are the sum of the lines, refusals draw nothing', () => {
    fc.assert(
      fc.property(catalogArb, linesArb, (catalog, lines) => {
        const drawn: string[] = [];
        const decision = decidePlaceOrder(facts(catalog, lines, drawn));
        if (!decision.ok) {
          expect(decision.refusal).toBeInstanceOf(ShopError);
          // A refusal after the checks is only the full day; here codes are always free.
          expect(drawn).toEqual([]);
          return;
        }
        const { order, transaction } = decision.plan;
        const stock = effectsOfKind(decision.plan.effects, 'takeStock').flatMap((effect) => effect.lines);
        expect(drawn).toEqual(['order', 'code', 'transaction']);
        for (const take of stock) {
          const product = catalog.find((p) => p.id === take.productId)!;
          expect(Number.isInteger(take.quantity) && take.quantity >= 1).toBe(true);
          expect(product.stock - take.quantity).toBeGreaterThanOrEqual(0);
        }
        // One take per product, in ascending id (the server's lock order).
        expect(stock.map((t) => t.productId)).toEqual([...new Set(stock.map((t) => t.productId))].sort((a, b) => a - b));
        const items = order.items!;
        expect(order.subtotal).toBe(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
        // The shipping cost is the decision's own: JNE's 9,000 per started kg to Banda Aceh.
        const grams = items.reduce((sum, item) => sum + catalog.find((p) => p.id === item.productId)!.weight * item.quantity, 0);
        expect(order.shippingCost).toBe(chargedKilograms(grams) * 9000);
        expect(order.total).toBe(order.subtotal! + order.shippingCost!);
        expect(order).toMatchObject({ courierId: 'jne', courierName: 'JNE', destination: 'Kota Banda Aceh' });
        expect(transaction).toMatchObject({ amount: order.total, subtotal: order.subtotal, shippingCost: order.shippingCost });
        // Every unit asked for is in the order, once.
        const asked = new Map<number, number>();
        for (const line of lines ?? []) asked.set(line.productId, (asked.get(line.productId) ?? 0) + line.quantity);
        for (const item of items) expect(item.quantity).toBe(asked.get(item.productId));
        expect(order.status).toBe('Pending');
        expect(transaction!.status).toBe('Pending');
      }),
    );
  });

  it('refuses with INSUFFICIENT_STOCK exactly when a merged line asks for more than the stock', () => {
    fc.assert(
      fc.property(catalogArb, fc.nat(20), fc.nat(20), (catalog, a, b) => {
        const product = catalog[0]!;
        const lines = [
          { productId: product.id, quantity: a + 1 },
          { productId: product.id, quantity: b + 1 },
        ];
        const decision = decidePlaceOrder(facts(catalog, lines, []));
        const tooMany = a + b + 2 > product.stock;
        expect(decision.ok).toBe(!tooMany);
        if (!decision.ok) expect(decision.refusal).toBeInstanceOf(InsufficientStockError);
      }),
    );
  });
});

describe('decidePlaceOrder: shipping', () => {
  const catalog: Stocked[] = [{ id: 1, name: 'Kopi', price: 85_000, stock: 10, weight: 250, category: 'Kopi' }];
  const lines = [{ productId: 1, quantity: 4 }];

  it('charges the courier\'s rate per started kg to the destination, whatever else the client sent', () => {
    const at = (destination: string, courierId: string) => {
      const drawn: string[] = [];
      const base = facts(catalog, lines, drawn);
      return decidePlaceOrder({ ...base, checkout: { ...base.checkout, destination, courierId } });
    };
    const toBandaAceh = at('Kota Banda Aceh', 'kurir-toko');
    expect(toBandaAceh.ok && toBandaAceh.plan.order).toMatchObject({ subtotal: 340_000, shippingCost: 8000, total: 348_000, courierName: 'Kurir Toko' });
    const toSimeulue = at('Simeulue', 'pos');
    expect(toSimeulue.ok && toSimeulue.plan.order).toMatchObject({ shippingCost: 33_000, total: 373_000, destination: 'Simeulue' });
  });

  it('refuses with SHIPPING_UNAVAILABLE, drawing nothing, when the courier does not serve the destination', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(['Simeulue', 'sicepat'], ['Luar Aceh', 'kurir-toko'], ['Kota Langsa', 'gosend'], ['Jakarta', 'jne'], ['', '']),
        ([destination, courierId]) => {
          const drawn: string[] = [];
          const base = facts(catalog, lines, drawn);
          const decision = decidePlaceOrder({ ...base, checkout: { ...base.checkout, destination: destination!, courierId: courierId! } });
          expect(decision.ok).toBe(false);
          if (!decision.ok) expect(decision.refusal.code).toBe('SHIPPING_UNAVAILABLE');
          expect(drawn).toEqual([]);
        },
      ),
    );
  });
});

describe('decidePlaceOrder: the order limits (properties)', () => {
  /** Lines of the catalogue's products with whole quantities, so that many orders pass the other checks. */
  const catalogLinesArb = (catalog: readonly Stocked[]) =>
    fc.array(fc.record({ productId: fc.constantFrom(...catalog.map((p) => p.id)), quantity: fc.integer({ min: 1, max: 15 }) }), { minLength: 1, maxLength: 6 });
  const limitsArb = fc.record({
    maxPerProduct: fc.integer({ min: 1, max: 12 }),
    maxUnpaidOrders: fc.integer({ min: 1, max: 5 }),
    maxOpenOrders: fc.constant(100),
    maxOpenOrdersNewBuyer: fc.constant(100),
  });

  it('accepts no line above min(Maksimal per Produk, stock), no more than MAX_ORDER_LINES products, and no order while unpaid >= N', () => {
    fc.assert(
      fc.property(catalogArb.chain((catalog) => fc.tuple(fc.constant(catalog), fc.oneof(linesArb, catalogLinesArb(catalog)))), limitsArb, fc.nat(6), ([catalog, lines], limits, unpaid) => {
        const decision = decidePlaceOrder(facts(catalog, lines, [], limits, unpaid));
        if (!decision.ok) return;
        expect(unpaid).toBeLessThan(limits.maxUnpaidOrders);
        const items = decision.plan.order.items!;
        expect(items.length).toBeLessThanOrEqual(MAX_ORDER_LINES);
        for (const item of items) {
          const stock = catalog.find((p) => p.id === item.productId)!.stock;
          expect(item.quantity).toBeLessThanOrEqual(Math.min(limits.maxPerProduct, stock));
        }
      }),
    );
  });

  it('refuses with QUANTITY_LIMIT exactly when a merged line passes the cap while the stock has more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 40 }), (cap, stock, quantity) => {
        const catalog = [{ id: 1, name: 'Kopi', price: 1000, stock, weight: 250, category: 'Kopi' }];
        const lines = [{ productId: 1, quantity }];
        const decision = decidePlaceOrder(facts(catalog, lines, [], { ...NO_LIMITS, maxPerProduct: cap, maxUnpaidOrders: 3 }));
        expect(decision.ok).toBe(quantity <= Math.min(cap, stock));
        if (!decision.ok) expect(decision.refusal.code).toBe(cap < stock ? 'QUANTITY_LIMIT' : 'INSUFFICIENT_STOCK');
      }),
    );
  });

  it('refuses with ORDER_LINES_LIMIT exactly when the order names more than MAX_ORDER_LINES products', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ORDER_LINES + 10 }), fc.boolean(), (count, repeat) => {
        const catalog = Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `P${i + 1}`, price: 1000, stock: 5, weight: 100, category: 'Kopi' }));
        // Repeated lines of one product are one product: they never count twice.
        const lines = catalog.flatMap((p) => (repeat ? [{ productId: p.id, quantity: 1 }, { productId: p.id, quantity: 1 }] : [{ productId: p.id, quantity: 1 }]));
        const decision = decidePlaceOrder(facts(catalog, lines, []));
        expect(decision.ok).toBe(count <= MAX_ORDER_LINES);
        if (!decision.ok) expect(decision.refusal.code).toBe('ORDER_LINES_LIMIT');
      }),
    );
  });

  it('refuses with UNPAID_ORDERS_LIMIT exactly when the buyer already has N orders awaiting payment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(60), (max, unpaid) => {
        const catalog = [{ id: 1, name: 'Kopi', price: 1000, stock: 5, weight: 250 , category: 'Kopi' }];
        const drawn: string[] = [];
        const decision = decidePlaceOrder(facts(catalog, [{ productId: 1, quantity: 1 }], drawn, { ...NO_LIMITS, maxPerProduct: 10, maxUnpaidOrders: max }, unpaid));
        expect(decision.ok).toBe(unpaid < max);
        if (!decision.ok) {
          expect(decision.refusal.code).toBe('UNPAID_ORDERS_LIMIT');
          expect(decision.refusal.message).toContain('belum dibayar');
          expect(drawn).toEqual([]);
        }
      }),
    );
  });
});

const orderArb: fc.Arbitrary<Order> = fc.record({
  id: fc.constantFrom('ORD1', 'ORD2'),
  customerName: fc.constantFrom('cut', 'teuku', 'pembeli'),
  customerPhone: fc.constant(''),
  shippingAddress: fc.constant(''),
  postalCode: fc.constant(''),
  productName: fc.constant(''),
  date: fc.constant('2026-11-25'),
  status: fc.constantFrom(...ORDER_STATUSES),
  shippingStatus: fc.constantFrom(...SHIPPING_STATUSES),
  paymentMethod: fc.constantFrom('GoPay', 'COD'),
  paymentCode: fc.constant('TJ-202611251234'),
  total: fc.nat(1_000_000),
  userId: fc.option(fc.constantFrom('USR1', 'USR2'), { nil: undefined }),
  trackingNumber: fc.option(fc.constant('JNE0012345'), { nil: undefined }),
  items: fc.constant([
    { productId: 1, name: 'Kopi', price: 50_000, quantity: 2 },
    { productId: 2, name: 'Kue', price: 20_000, quantity: 3 },
  ]),
});

const userArb = fc.record({ id: fc.constantFrom('USR1', 'USR2', 'USR3'), username: fc.constantFrom('cut', 'teuku', 'pembeli') });

describe('order ownership and status moves (properties)', () => {
  it('only the owner confirms a payment, and only of a Pending order; with verification the money waits for the owner (COD for the courier)', () => {
    fc.assert(
      fc.property(orderArb, userArb, fc.boolean(), (order, buyer, verifyPayments) => {
        const decision = decideConfirmPayment({
          buyer,
          order,
          transaction: undefined,
          now: new Date(),
          newTransactionId: () => 'TRX9',
          verifyPayments,
        });
        if (!ownsOrder(order, buyer)) {
          expect(decision.ok).toBe(false);
          if (!decision.ok) expect(decision.refusal.code).toBe('ORDER_NOT_FOUND');
          return;
        }
        expect(decision.ok).toBe(order.status === 'Pending');
        if (decision.ok) {
          const cod = order.paymentMethod === 'COD';
          expect(decision.plan.order.status).toBe(verifyPayments && !cod ? 'Verifying' : 'Processed');
          const record = { status: verifyPayments ? 'Pending' : 'Success', amount: order.total };
          expect(decision.plan.transaction).toMatchObject(record);
          expect(effectsOfKind(decision.plan.effects, 'insertTransaction')).toMatchObject([{ transaction: record }]);
        }
      }),
    );
  });

  it('gives an order without owner the account of its customer name once, else nobody for good, and never changes an owner', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 8 }), fc.uniqueArray(userArb, { selector: (u) => u.username }), (orders, users) => {
        const assigned = assignOrderOwners(orders, users);
        assigned.forEach((order, i) => {
          const before = orders[i]!;
          if (before.userId !== undefined) expect(order).toBe(before);
          else {
            const owner = users.find((u) => u.username === before.customerName);
            expect(order.userId).toBe(owner?.id ?? orphanOrderOwner(before.customerName));
            if (owner) expect(order.username).toBe(owner.username);
          }
        });
        // Once: a second pass changes nothing, even after accounts named like every customer
        // registered meanwhile, and none of them owns an order it did not own before.
        const late = assigned.map((order, i) => ({ id: `LATE${i}`, username: order.customerName }));
        const again = assignOrderOwners(assigned, [...users, ...late]);
        expect(again).toBe(assigned);
        for (const order of again) for (const user of late) expect(ownsOrder(order, user)).toBe(false);
      }),
    );
  });

  it('an order is its owner\'s only, by account id and never by name', () => {
    fc.assert(
      fc.property(orderArb, userArb, (order, user) => {
        expect(ownsOrder(order, user)).toBe(order.userId !== undefined && order.userId === user.id);
        // The customer name (typed at checkout) equal to the username gives nothing.
        const unowned: Order = { ...order, userId: undefined, customerName: user.username };
        expect(ownsOrder(unowned, user)).toBe(false);
      }),
    );
  });

  it('the admin sets what the back office offers and nothing else', () => {
    fc.assert(
      fc.property(
        orderArb,
        fc.option(fc.constantFrom(...ORDER_STATUSES), { nil: undefined }),
        fc.option(fc.constantFrom(...SHIPPING_STATUSES), { nil: undefined }),
        fc.option(fc.constant('RESI-98765'), { nil: undefined }),
        fc.option(fc.constant('Stok rusak'), { nil: undefined }),
        (order, status, shippingStatus, trackingNumber, cancelReason) => {
          const parsed = parseOrderChanges({
            ...(status ? { status } : {}),
            ...(shippingStatus ? { shippingStatus } : {}),
            ...(trackingNumber ? { trackingNumber } : {}),
            ...(cancelReason ? { cancelReason } : {}),
          });
          if (!parsed.ok) throw parsed.refusal;
          const decision = decideOrderUpdate({ admin: { role: 'admin' }, order, set: parsed.plan, now: new Date() });
          const statusMoves = status !== undefined && status !== order.status;
          const shippingMoves = shippingStatus !== undefined && shippingStatus !== order.shippingStatus;
          const changes = status !== undefined || shippingStatus !== undefined || trackingNumber !== undefined || cancelReason !== undefined;
          const allowed =
            !(changes && order.status === 'Cancelled') &&
            (!statusMoves ||
              (SETTABLE.order.includes(status) &&
                (status === 'Cancelled'
                  ? SETTABLE.cancellableFrom.includes(order.status) && !!cancelReason
                  : SETTABLE.settableFrom.includes(order.status)))) &&
            (!shippingMoves ||
              ((SETTABLE.shipping.includes(shippingStatus) ||
                (order.shippingStatus === 'Menunggu Konfirmasi Admin' && shippingStatus === 'Dikemas')) &&
                (!SETTABLE.shipped.includes(shippingStatus) || !!(trackingNumber ?? order.trackingNumber))));
          expect(decision.ok).toBe(allowed);
          if (decision.ok) {
            const { plan } = decision;
            expect(plan.order).toMatchObject({ status: status ?? order.status, shippingStatus: shippingStatus ?? order.shippingStatus });
            // A cancel gives every unit back, and nothing else gives any.
            expect(returnedUnits(plan)).toBe(statusMoves && status === 'Cancelled' ? 5 : 0);
            const set = effectsOfKind(plan.effects, 'setOrderFields')[0]?.set;
            if (set?.status || set?.shippingStatus) expect(plan.order.history?.at(-1)?.by).toBe('admin');
          }
          if (!decision.ok) {
            expect(['ORDER_STATE_INVALID', 'CANCEL_REASON_REQUIRED', 'TRACKING_NUMBER_REQUIRED']).toContain(decision.refusal.code);
          }
        },
      ),
    );
  });

  it('a buyer never moves an order with the admin\'s step', () => {
    fc.assert(
      fc.property(orderArb, fc.constantFrom(...ORDER_STATUSES), (order, status) => {
        const decision = decideOrderUpdate({ admin: { role: 'buyer' }, order, set: { status, cancelReason: 'x' }, now: new Date() });
        if (status !== order.status) expect(decision.ok).toBe(false);
      }),
    );
  });

  it('whatever steps buyer, admin and the shop\'s clock take, an order\'s units go back to stock at most once, and exactly when it ends Cancelled', () => {
    const stepArb = fc.oneof(
      fc.record({ by: fc.constant('buyer' as const), step: fc.constantFrom('cancel' as const, 'receive' as const) }),
      fc.record({ by: fc.constant('pay' as const) }),
      fc.record({ by: fc.constant('review' as const), accept: fc.boolean() }),
      // The clock moves on by some hours (up to 10 days) and the shop takes what is due.
      fc.record({ by: fc.constant('system' as const), hours: fc.integer({ min: 0, max: 240 }) }),
      fc.record({
        by: fc.constant('admin' as const),
        status: fc.option(fc.constantFrom(...ORDER_STATUSES), { nil: undefined }),
        shippingStatus: fc.option(fc.constantFrom(...SHIPPING_STATUSES), { nil: undefined }),
      }),
    );
    const flow = { paymentDeadlineHours: 24, autoCompleteDays: 7, verificationDeadlineHours: 48 };
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 14 }), fc.boolean(), fc.constantFrom('GoPay', 'COD'), (steps, verifyPayments, paymentMethod) => {
        let clock = Date.parse('2026-11-25T03:00:00Z');
        let order: Order = pendingOrder({ paymentMethod });
        let returned = 0;
        let settled = false;
        for (const step of steps) {
          if (step.by === 'system') clock += step.hours * 3_600_000;
          const now = new Date(clock);
          const decision =
            step.by === 'buyer'
              ? decideBuyerOrderStep({ buyer: { id: 'USR1' }, order, step: step.step, now })
              : step.by === 'pay'
                ? decideConfirmPayment({ buyer: { id: 'USR1', username: 'cut' }, order, transaction: { id: 'TRX1' }, now, newTransactionId: () => 'TRX2', verifyPayments })
                : step.by === 'review'
                  ? decidePaymentReview({ admin: { role: 'admin' }, order, accept: step.accept, reason: 'Nominal kurang', flow, now })
                  : step.by === 'system'
                    ? decideDueStep({ order, flow, now })
                    : decideOrderUpdate({
                        admin: { role: 'admin' },
                        order,
                        set: { status: step.status, shippingStatus: step.shippingStatus, trackingNumber: 'JNE0012345', cancelReason: 'Habis' },
                        now,
                      });
          if (!decision.ok) continue;
          const plan = decision.plan;
          // The shop never cancels nor settles a payment waiting for verification: it only flags it, past 48 hours.
          if (step.by === 'system' && order.status === 'Verifying') {
            expect(plan.order.status).toBe('Verifying');
            expect(returnedUnits(plan)).toBe(0);
            const since = Date.parse(order.verifyingSince!);
            expect(verificationOverdue(plan.order)).toBe(now.getTime() - since >= 48 * 3_600_000 || verificationOverdue(order));
          }
          returned += returnedUnits(plan);
          const status = transactionStatusOf(plan);
          if (status === 'Success') settled = true;
          if (status === 'Cancelled') settled = false;
          order = decision.plan.order;
          // The shop's own step is never taken twice: deciding again on the result finds nothing due.
          if (step.by === 'system') expect(decideDueStep({ order, flow, now })).toEqual({ ok: true, plan: { effects: [], order } });
        }
        expect(returned).toBe(order.status === 'Cancelled' ? 5 : 0);
        // A verifying order's money is never counted, and a completed COD order's always is.
        if (order.status === 'Verifying') expect(settled).toBe(false);
        if (order.status === 'Completed' && paymentMethod === 'COD') expect(settled).toBe(true);
      }),
    );
  });

  it('the buyer cancels only their Pending order and receives only their shipped Processed one', () => {
    fc.assert(
      fc.property(orderArb, userArb, fc.constantFrom('cancel' as const, 'receive' as const), (order, buyer, step) => {
        const decision = decideBuyerOrderStep({ buyer, order, step, now: new Date('2026-11-26T03:00:00Z') });
        if (!ownsOrder(order, buyer)) {
          expect(decision.ok).toBe(false);
          if (!decision.ok) expect(decision.refusal.code).toBe('ORDER_NOT_FOUND');
          return;
        }
        const allowed =
          step === 'cancel'
            ? order.status === 'Pending'
            : order.status === 'Processed' && SETTABLE.shipped.includes(order.shippingStatus);
        expect(decision.ok).toBe(allowed);
        if (decision.ok) {
          expect(decision.plan.order.status).toBe(step === 'cancel' ? 'Cancelled' : 'Completed');
          // A COD order is paid to the courier: receiving it settles its transaction.
          expect(transactionStatusOf(decision.plan)).toBe(
            step === 'cancel' ? 'Cancelled' : order.paymentMethod === 'COD' ? 'Success' : undefined,
          );
          expect(decision.plan.order.history?.at(-1)).toEqual({ at: '2026-11-26T03:00:00.000Z', by: 'buyer', status: decision.plan.order.status });
        }
      }),
    );
  });

  it('refuses an unknown status or field with ORDER_CHANGE_INVALID', () => {
    for (const changes of [{ status: 'Dibayar' }, { shippingStatus: 'x' }, { status: 'Pending', total: 0 }, null, 'Processed']) {
      const parsed = parseOrderChanges(changes);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.refusal.code).toBe('ORDER_CHANGE_INVALID');
    }
  });
});

describe('decidePlaceOrder: the open orders per buyer (properties)', () => {
  const NOW = new Date('2026-11-25T03:00:00Z');
  const catalog = [{ id: 1, name: 'Kopi', price: 1000, stock: 5, weight: 250 , category: 'Kopi' }];
  const standingArb = fc.record({
    accountCreatedAt: fc.option(fc.integer({ min: 0, max: 3 * NEW_ACCOUNT_AGE_MS }).map((age) => new Date(NOW.getTime() - age).toISOString())),
    hasCompletedOrder: fc.boolean(),
  });

  it('refuses with OPEN_ORDERS_LIMIT (409) exactly when the buyer holds their cap: the setting, or the new buyer\'s for an account under a day or without a completed order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), fc.nat(120), standingArb, (max, maxNew, open, standing) => {
        const drawn: string[] = [];
        const limits = { ...NO_LIMITS, maxOpenOrders: max, maxOpenOrdersNewBuyer: maxNew };
        const decision = decidePlaceOrder(facts(catalog, [{ productId: 1, quantity: 1 }], drawn, limits, 0, open, standing));
        const young = standing.accountCreatedAt !== null && NOW.getTime() - Date.parse(standing.accountCreatedAt) < NEW_ACCOUNT_AGE_MS;
        const cap = young || !standing.hasCompletedOrder ? Math.min(max, maxNew) : max;
        expect(decision.ok).toBe(open < cap);
        if (!decision.ok) {
          expect(decision.refusal.code).toBe('OPEN_ORDERS_LIMIT');
          expect(errorKind(decision.refusal.code)).toBe('conflict');
          expect(decision.refusal.message).toBe(
            `Anda masih memiliki ${open} pesanan yang belum selesai. Selesaikan atau batalkan pesanan tersebut sebelum membuat pesanan baru.`,
          );
          expect(drawn).toEqual([]);
        }
      }),
    );
  });

  it('gives the defaults: 3 to a new buyer, 10 to one with a completed order and a day-old account', () => {
    const defaults = { maxOpenOrders: MAX_OPEN_ORDERS.default, maxOpenOrdersNewBuyer: MAX_OPEN_ORDERS_NEW_BUYER.default };
    const anHourOld = new Date(NOW.getTime() - 60 * 60 * 1000).toISOString();
    const twoDaysOld = new Date(NOW.getTime() - 2 * NEW_ACCOUNT_AGE_MS).toISOString();
    expect(openOrdersCap(defaults, { accountCreatedAt: twoDaysOld, hasCompletedOrder: false }, NOW)).toBe(3);
    expect(openOrdersCap(defaults, { accountCreatedAt: anHourOld, hasCompletedOrder: true }, NOW)).toBe(3);
    expect(openOrdersCap(defaults, { accountCreatedAt: twoDaysOld, hasCompletedOrder: true }, NOW)).toBe(10);
    expect(openOrdersCap(defaults, { accountCreatedAt: null, hasCompletedOrder: true }, NOW)).toBe(10);
    // A store that allows fewer open orders than a new buyer's cap holds every buyer to it.
    expect(openOrdersCap({ maxOpenOrders: 2, maxOpenOrdersNewBuyer: 3 }, { accountCreatedAt: null, hasCompletedOrder: false }, NOW)).toBe(2);
  });

  it('counts as open exactly the orders that hold stock and have not left the shop', () => {
    for (const status of ORDER_STATUSES) {
      for (const shippingStatus of SHIPPING_STATUSES) {
        const shipped = SHIPPED_STATUSES.includes(shippingStatus);
        const open = status === 'Pending' || status === 'Verifying' || (status === 'Processed' && !shipped);
        expect(isOpenOrder({ status, shippingStatus }), `${status} / ${shippingStatus}`).toBe(open);
      }
    }
  });
});
