/**
 * The effects each order decision plans (src/domain/orders/effects.ts): what the shells of both
 * modes write, listed per decision, and the status table's conditions (verification, COD) as the
 * decisions read them.
 */
import { shipping as checkout } from '@/testing/test-values';
import { pendingOrder } from '@/testing/test-orders';
import type { Order } from '../core/records';
import { tableShippingRates, DEFAULT_SHIPPING_TABLE } from '../shipping/cost';
import { decideConfirmPayment } from './confirm-payment';
import { effectsOfKind, planLogEntry, stockLinesOf, type OrderPlan } from './effects';
import { decidePlaceOrder } from './place';
import { decideBuyerOrderStep, decideDueStep, decideOrderUpdate, decidePaymentReview } from './status-steps';

const NOW = new Date('2026-11-25T03:00:00.000Z');

/** The test order with its product 2 over two lines (2 + 1 units) and its creation time. */
const storedOrder = (changes: Partial<Order> = {}): Order =>
  pendingOrder({
    createdAt: NOW.toISOString(),
    items: [
      { productId: 2, name: 'Kue', price: 20_000, quantity: 1 },
      { productId: 1, name: 'Kopi', price: 50_000, quantity: 2 },
      { productId: 2, name: 'Kue', price: 20_000, quantity: 2 },
    ],
    ...changes,
  });

/** The accepted plan of `decision`. */
function planOf(decision: { ok: true; plan: OrderPlan } | { ok: false; refusal: Error }): OrderPlan {
  if (!decision.ok) throw decision.refusal;
  return decision.plan;
}

const kinds = (plan: OrderPlan) => plan.effects.map((effect) => effect.kind);

describe('order effects', () => {
  it('places an order: stock taken in ascending id, order and transaction inserted, cart cleared, logged, e-mails queued, admins notified', () => {
    const plan = planOf(
      decidePlaceOrder({
        buyer: { id: 'USR1', username: 'cut' },
        checkout,
        cart: [],
        expectedLines: [
          { productId: 3, quantity: 1 },
          { productId: 1, quantity: 2 },
        ],
        products: new Map([
          [1, { id: 1, name: 'Kopi', price: 50_000, stock: 5, weight: 250, category: 'Kopi' }],
          [3, { id: 3, name: 'Teh', price: 10_000, stock: 1, weight: 100, category: 'Minuman' }],
        ]),
        shippingRates: tableShippingRates(DEFAULT_SHIPPING_TABLE),
        limits: { maxPerProduct: 99, maxUnpaidOrders: 9, maxOpenOrders: 10, maxOpenOrdersNewBuyer: 3 },
        flow: { paymentDeadlineHours: 24 },
        unpaidOrders: 0,
        openOrders: 0,
        standing: { accountCreatedAt: null, hasCompletedOrder: false },
        now: NOW,
        newOrderId: () => 'ORD9',
        newPaymentCode: () => 'TJ-202611250001',
        newTransactionId: () => 'TRX9',
      }),
    );
    expect(kinds(plan)).toEqual(['takeStock', 'insertOrder', 'insertTransaction', 'clearCart', 'log', 'queueOrderEmails', 'notifyNewOrder']);
    expect(effectsOfKind(plan.effects, 'takeStock')[0]!.lines).toEqual([
      { productId: 1, quantity: 2, name: 'Kopi' },
      { productId: 3, quantity: 1, name: 'Teh' },
    ]);
    expect(effectsOfKind(plan.effects, 'insertOrder')[0]!.order).toBe(plan.order);
    expect(effectsOfKind(plan.effects, 'insertTransaction')[0]!.transaction).toBe(plan.transaction);
    expect(plan.transaction).toMatchObject({ id: 'TRX9', orderId: 'ORD9', amount: plan.order.total, status: 'Pending' });
    expect(effectsOfKind(plan.effects, 'clearCart')).toEqual([{ kind: 'clearCart', userId: 'USR1' }]);
    expect(effectsOfKind(plan.effects, 'queueOrderEmails')).toEqual([{ kind: 'queueOrderEmails', orderId: 'ORD9' }]);
    expect(planLogEntry(plan)).toMatchObject({ type: 'placeOrder', details: { orderId: 'ORD9', total: plan.order.total } });
  });

  it.each([
    { verifyPayments: false, paymentMethod: 'GoPay', status: 'Processed', transaction: 'Success' },
    { verifyPayments: false, paymentMethod: 'COD', status: 'Processed', transaction: 'Success' },
    { verifyPayments: true, paymentMethod: 'GoPay', status: 'Verifying', transaction: 'Pending' },
    { verifyPayments: true, paymentMethod: 'COD', status: 'Processed', transaction: 'Pending' },
  ] as const)('confirms a payment by the table row (verify $verifyPayments, $paymentMethod): order $status, transaction $transaction', (row) => {
    const order = storedOrder({ paymentMethod: row.paymentMethod });
    const facts = { buyer: { id: 'USR1', username: 'cut' }, order, now: NOW, newTransactionId: () => 'TRX2', verifyPayments: row.verifyPayments };
    const updated = planOf(decideConfirmPayment({ ...facts, transaction: { id: 'TRX1' } }));
    expect(kinds(updated)).toEqual(['setOrderFields', 'setTransactionStatus', 'log']);
    expect(updated.effects[0]).toEqual({
      kind: 'setOrderFields',
      orderId: 'ORD1',
      set: {
        status: row.status,
        history: [expect.anything(), { at: NOW.toISOString(), by: 'buyer', status: row.status }],
        // A wait for verification starts the clock of `Batas Waktu Verifikasi`.
        ...(row.status === 'Verifying' ? { verifyingSince: NOW.toISOString() } : {}),
      },
    });
    expect(updated.effects[1]).toEqual({ kind: 'setTransactionStatus', orderId: 'ORD1', transactionId: 'TRX1', status: row.transaction });
    expect(planLogEntry(updated)?.details).toEqual({
      orderId: 'ORD1',
      paymentCode: order.paymentCode,
      ...(row.status === 'Verifying' ? { verification: true } : {}),
    });
    expect(updated.transaction).toBeUndefined();
    // An order without a transaction (prototype data) gets one of its total.
    const created = planOf(decideConfirmPayment({ ...facts, transaction: undefined }));
    expect(kinds(created)).toEqual(['setOrderFields', 'insertTransaction', 'log']);
    expect(created.transaction).toMatchObject({ id: 'TRX2', orderId: 'ORD1', amount: 160_000, status: row.transaction });
  });

  it('cancels: order fields set, every transaction Cancelled, the items back to stock once per product in ascending id', () => {
    const plan = planOf(decideBuyerOrderStep({ buyer: { id: 'USR1' }, order: storedOrder(), step: 'cancel', now: NOW }));
    expect(kinds(plan)).toEqual(['setOrderFields', 'setTransactionStatus', 'returnStock', 'log']);
    expect(effectsOfKind(plan.effects, 'setTransactionStatus')).toEqual([{ kind: 'setTransactionStatus', orderId: 'ORD1', status: 'Cancelled' }]);
    expect(effectsOfKind(plan.effects, 'returnStock')[0]!.lines).toEqual([
      { productId: 1, quantity: 2, name: 'Kopi' },
      { productId: 2, quantity: 3, name: 'Kue' },
    ]);
    expect(plan.order.status).toBe('Cancelled');
  });

  it('receives a shipped order: a COD order\'s transactions settled, another\'s untouched', () => {
    const shipped = { status: 'Processed', shippingStatus: 'Dikirim' } as const;
    const cod = planOf(decideBuyerOrderStep({ buyer: { id: 'USR1' }, order: storedOrder({ ...shipped, paymentMethod: 'COD' }), step: 'receive', now: NOW }));
    expect(kinds(cod)).toEqual(['setOrderFields', 'setTransactionStatus', 'log']);
    expect(effectsOfKind(cod.effects, 'setTransactionStatus')[0]!.status).toBe('Success');
    const paid = planOf(decideBuyerOrderStep({ buyer: { id: 'USR1' }, order: storedOrder(shipped), step: 'receive', now: NOW }));
    expect(kinds(paid)).toEqual(['setOrderFields', 'log']);
  });

  it('the admin\'s change: only what changed is set; a change of nothing writes only the log entry', () => {
    const order = storedOrder({ status: 'Processed', paymentMethod: 'COD' });
    const completed = planOf(decideOrderUpdate({ admin: { role: 'admin' }, order, set: { status: 'Completed' }, now: NOW }));
    expect(kinds(completed)).toEqual(['setOrderFields', 'setTransactionStatus', 'log']);
    expect(effectsOfKind(completed.effects, 'setOrderFields')[0]!.set).toMatchObject({ status: 'Completed' });
    const nothing = planOf(decideOrderUpdate({ admin: { role: 'admin' }, order, set: { status: 'Processed' }, now: NOW }));
    expect(kinds(nothing)).toEqual(['log']);
    expect(nothing.order).toEqual(order);
  });

  it('the owner rejects a payment: back to Pending with the reason and a new deadline, the transactions untouched', () => {
    const plan = planOf(
      decidePaymentReview({
        admin: { role: 'admin' },
        order: storedOrder({ status: 'Verifying' }),
        accept: false,
        reason: ' Nominal kurang ',
        flow: { paymentDeadlineHours: 24 },
        now: NOW,
      }),
    );
    expect(kinds(plan)).toEqual(['setOrderFields', 'log']);
    expect(effectsOfKind(plan.effects, 'setOrderFields')[0]!.set).toMatchObject({
      status: 'Pending',
      paymentRejectReason: 'Nominal kurang',
      paymentDueAt: '2026-11-26T03:00:00.000Z',
    });
  });

  it('a due step: the expiry cancels and returns the stock; nothing due is an empty plan with the order unchanged', () => {
    const flow = { autoCompleteDays: 7, verificationDeadlineHours: 48 };
    const order = storedOrder();
    expect(decideDueStep({ order, flow, now: NOW })).toEqual({ ok: true, plan: { effects: [], order } });
    const expired = planOf(decideDueStep({ order, flow, now: new Date('2026-11-26T03:00:00.000Z') }));
    expect(kinds(expired)).toEqual(['setOrderFields', 'setTransactionStatus', 'returnStock', 'log']);
    expect(planLogEntry(expired)?.type).toBe('expireOrder');
  });

  it('a due step on a payment waiting for verification past its hours flags it once, keeping its status and stock', () => {
    const flow = { autoCompleteDays: 7, verificationDeadlineHours: 48 };
    const order: Order = { ...storedOrder(), status: 'Verifying', verifyingSince: '2026-11-25T03:00:00.000Z' };
    const early = new Date('2026-11-27T02:00:00.000Z'); // 47 hours
    expect(decideDueStep({ order, flow, now: early })).toEqual({ ok: true, plan: { effects: [], order } });
    const late = new Date('2026-11-27T04:00:00.000Z'); // 49 hours
    const flagged = planOf(decideDueStep({ order, flow, now: late }));
    expect(kinds(flagged)).toEqual(['setOrderFields', 'log']);
    expect(effectsOfKind(flagged.effects, 'setOrderFields')[0]!.set).toEqual({ verificationOverdueAt: '2026-11-27T04:00:00.000Z' });
    expect(planLogEntry(flagged)).toMatchObject({ type: 'verificationOverdue', description: expect.stringContaining('Verifikasi melewati batas waktu') });
    expect(flagged.order.status).toBe('Verifying');
    // Once flagged, nothing more is due, however long the owner waits.
    expect(planOf(decideDueStep({ order: flagged.order, flow, now: new Date('2027-01-01T00:00:00Z') })).effects).toEqual([]);
  });

  it('merges an order\'s items into one stock line per product, ascending', () => {
    expect(stockLinesOf(storedOrder().items!)).toEqual([
      { productId: 1, quantity: 2, name: 'Kopi' },
      { productId: 2, quantity: 3, name: 'Kue' },
    ]);
  });
});
