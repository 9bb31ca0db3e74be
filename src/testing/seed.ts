/**
 * The demo seed as tests read it (src/domain/seed/index.ts `demoSeed`): dated from the moment the
 * test file loaded, as a shop opened now would be, so its unpaid order is within its deadline on
 * every clock a test runs on. `createTestData` (./create-test-data.ts) stores this very seed when
 * a test gives no clock of its own; a test that needs fixed dates passes a fixed `now` and reads
 * `demoSeed(now)` instead.
 */
import type { Order } from '@/domain/core/records';
import { demoSeed } from '@/domain/seed';

export { demoSeed, seedPartners, seedPaymentAccounts, seedProducts, seedUsers } from '@/domain/seed';

/** The demo seed written when the test file loaded. */
export const seed = demoSeed(new Date());
/** Its orders ORD001–ORD013: ORD001 (Pending) and ORD002 (Processed, 'Dikirim') are the demo buyer's. */
export const seedOrders = seed.orders;
/** Its transactions TRX001–TRX013, one per order. */
export const seedTransactions = seed.transactions;
/** Its activity log, oldest first. */
export const seedActivityLogs = seed.activityLogs;
/** Its e-mail log (ORD001's two e-mails). */
export const seedEmailLogs = seed.emailLogs;
/** Its reviews. */
export const seedReviews = seed.reviews;

/**
 * A fixed moment for tests that need the seed's dates (12:00 WIB on Friday 20 November 2026): pass
 * `now: () => SEED_TEST_NOW` to the store and read `demoSeed(SEED_TEST_NOW)`. ORD001 is then of
 * 20 Nov 2026 (TJ-20261120-4821, Rp 223.000 with Rp 18.000 ongkir), ORD002 of 16 Nov 2026
 * (TJ-20261116-7356, Rp 364.000 with Rp 20.000 ongkir).
 */
export const SEED_TEST_NOW = new Date('2026-11-20T05:00:00.000Z');

/**
 * `order` as an order of before shipping costs (docs/product/decisions.md "Shipping cost"): no
 * subtotal, ongkir, courier or destination, its total the lines' sum only.
 */
export function withoutShippingCosts(order: Order, id = order.id): Order {
  const { subtotal, shippingCost: _cost, courierId: _courier, courierName: _name, destination: _to, ...fields } = order;
  return { ...fields, id, total: subtotal ?? order.total };
}

/**
 * `order` as the server keeps it: an order nobody owns (`~name`, src/domain/orders/owners.ts
 * `orphanOrderOwner`) has no user id there (its account column is null); both mean nobody's.
 */
export function asServerKeepsIt(order: Order): Order {
  if (!order.userId?.startsWith('~')) return order;
  const { userId: _orphan, ...rest } = order;
  return rest;
}
