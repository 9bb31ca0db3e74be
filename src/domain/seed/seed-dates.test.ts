import fc from 'fast-check';
import { DEFAULT_ORDER_FLOW, ordersNeedOpening } from '@/domain/orders/flow';
import { SHIPPED_STATUSES } from '@/domain/orders/status';
import { reportRevenue } from '@/domain/figures/sales-report';
import { jakartaYearMonth, orderDay } from '@/domain/figures/sales';
import { DEFAULT_SHIPPING_TABLE, shippingCost } from '@/domain/shipping/cost';
import { jakartaDay } from '@/shared/format';
import { demoSeed } from './index';

const HOUR = 3_600_000;
const byId = new Map(demoSeed(new Date()).products.map((p) => [p.id, p]));

/** Checks every dated rule of the seed written at `now` (see demoSeed's TSDoc). */
function expectDatedRules(now: Date) {
  const seed = demoSeed(now);
  const at = now.getTime();
  const today = jakartaDay(now);
  for (const order of seed.orders) {
    const created = Date.parse(order.createdAt!);
    expect(created).toBeLessThanOrEqual(at);
    expect(order.date).toBe(jakartaDay(new Date(created)));
    expect(Date.parse(order.paymentDueAt!)).toBe(created + 24 * HOUR);
    const history = order.history ?? [];
    expect(history[0]).toEqual({ at: order.createdAt, by: 'buyer', status: 'Pending', shippingStatus: 'Menunggu Konfirmasi Admin' });
    const times = history.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)!).toBeLessThanOrEqual(at);
    expect(history.findLast((event) => event.status)?.status).toBe(order.status);
    expect(history.findLast((event) => event.shippingStatus)?.shippingStatus).toBe(order.shippingStatus);
    if (order.status === 'Pending') expect(Date.parse(order.paymentDueAt!)).toBeGreaterThan(at);
    if (order.status === 'Verifying') expect(Date.parse(order.verifyingSince!)).toBeGreaterThan(at - 48 * HOUR);
    const shipped = SHIPPED_STATUSES.includes(order.shippingStatus);
    expect(Boolean(order.trackingNumber)).toBe(shipped);
    expect(Boolean(order.shippedAt)).toBe(shipped);
    if (order.status === 'Processed' && shipped) expect(Date.parse(order.shippedAt!)).toBeGreaterThan(at - 7 * 24 * HOUR);
    const parcel = (order.items ?? []).map((i) => ({ weight: byId.get(i.productId)!.weight, quantity: i.quantity }));
    const quote = shippingCost(DEFAULT_SHIPPING_TABLE, order.destination!, order.courierId!, parcel);
    expect(quote.ok && quote.plan.cost).toBe(order.shippingCost);
    expect(order.total).toBe(order.subtotal! + order.shippingCost!);
  }
  // The shop owes none of them a step (no deadline passed, nothing to complete or flag).
  expect(ordersNeedOpening(seed.orders, DEFAULT_ORDER_FLOW, now)).toBe(false);
  // Figures on a fresh demo shop: orders of today, and this month's revenue.
  expect(seed.orders.filter((o) => orderDay(o) === today).length).toBeGreaterThanOrEqual(3);
  expect(reportRevenue(seed, jakartaYearMonth(now))).toBeGreaterThan(0);
  for (const review of seed.reviews) expect(Date.parse(review.createdAt!)).toBeLessThan(at);
  const logTimes = seed.activityLogs.map((log) => log.timestamp);
  expect(logTimes).toEqual([...logTimes].sort());
  for (const time of [...logTimes, ...seed.emailLogs.map((log) => log.timestamp)]) expect(Date.parse(time)).toBeLessThanOrEqual(at);
  for (const list of [seed.activityLogs, seed.emailLogs, seed.reviews]) {
    expect(new Set(list.map((record) => record.id)).size).toBe(list.length);
  }
}

describe('the seed dated from the moment it is written', () => {
  it.each([
    ['the 1st of a month at 00:05 WIB', '2026-11-30T17:05:00.000Z'],
    ['midnight WIB exactly', '2027-01-31T17:00:00.000Z'],
    ['the last millisecond of a year (WIB)', '2026-12-31T16:59:59.999Z'],
    ['a leap day afternoon', '2028-02-29T08:30:00.000Z'],
  ])('keeps every rule on %s', (_name, iso) => {
    expectDatedRules(new Date(iso));
  });

  it('keeps every rule whatever the moment (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2045-12-31T23:59:59Z'), noInvalidDate: true }), (now) => {
        expectDatedRules(now);
      }),
      { numRuns: 150 },
    );
  });

  it('is the same seed for the same moment', () => {
    const now = new Date('2026-11-29T11:00:00.000Z');
    expect(demoSeed(now)).toEqual(demoSeed(new Date(now)));
  });
});
