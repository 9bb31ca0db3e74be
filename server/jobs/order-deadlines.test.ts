// @vitest-environment node
/**
 * The server's deadline job (server/jobs/order-deadlines.ts) over a real database
 * (PGlite, or the PostgreSQL of `TEST_DATABASE_URL`, where the runs below truly overlap): runs that
 * overlap — several instances on one database — still take each due step once, an order the job
 * is not due to touch stays as it was, and the start-up timer takes what is due at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/domain/core/records';
import { shipping } from '@/testing/test-values';
import { toSessionUser } from '../db/records';
import { activityLogs, orders, products, users } from '../db/schema';
import { liftOrderLimits } from '../testing/fixtures';
import { startTestServer, type TestServer } from '../testing/harness';
import { createServices } from '../services/index';
import { runDueOrderSteps, startOrderDeadlines } from './order-deadlines';

let server: TestServer;
let buyer: SessionUser;
let clock = Date.parse('2026-11-25T03:00:00.000Z');
const HOUR = 3_600_000;

async function stockOf(productId: number): Promise<number> {
  const [row] = await server.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

async function statusOf(orderId: string): Promise<string> {
  const [row] = await server.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  await liftOrderLimits(server);
  const [row] = await server.database.db.select().from(users).where(eq(users.username, 'pembeli'));
  buyer = toSessionUser(row!, []);
}, 60_000);

afterAll(() => server.close());

describe('order deadlines on the server', () => {
  it('expires each overdue order exactly once however many runs overlap, and leaves the others', async () => {
    const services = createServices(server.deps, buyer);
    const before = await stockOf(1);
    const overdue = await Promise.all([1, 2, 3].map(() => services.orders.place(shipping, [{ productId: 1, quantity: 2 }])));
    clock += 2 * HOUR;
    const fresh = await services.orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    const paid = await services.orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    await services.orders.confirmPayment(paid.order.id);
    clock += 23 * HOUR;
    const runs = await Promise.all([runDueOrderSteps(server.deps), runDueOrderSteps(server.deps), runDueOrderSteps(server.deps)]);
    const expired = runs.flatMap((run) => run.expired).sort();
    expect(expired).toEqual(overdue.map((placed) => placed.order.id).sort());
    for (const placed of overdue) expect(await statusOf(placed.order.id)).toBe('Cancelled');
    expect(await statusOf(fresh.order.id)).toBe('Pending');
    expect(await statusOf(paid.order.id)).toBe('Processed');
    // 6 units went back once; the fresh and the paid orders still hold theirs.
    expect(await stockOf(1)).toBe(before - 2);
    // The seed's own history has an expiry of its own: only this test's orders count.
    const ids = overdue.map((placed) => placed.order.id);
    const logged = (await server.database.db.select().from(activityLogs).where(eq(activityLogs.type, 'expireOrder'))).filter((entry) =>
      ids.includes(String(entry.details?.orderId)),
    );
    expect(logged).toHaveLength(3);
    expect(logged.every((entry) => entry.username === 'Sistem')).toBe(true);
    // Nothing is left to do.
    expect(await runDueOrderSteps(server.deps)).toEqual({ expired: [], completed: [], flagged: [] });
  });

  it('flags a payment waiting for verification past 48 hours once however many runs overlap, keeping it and its stock', async () => {
    const [adminRow] = await server.database.db.select().from(users).where(eq(users.username, 'admin'));
    const admin = createServices(server.deps, toSessionUser(adminRow!, []));
    await admin.settings.saveOrderFlow({ paymentDeadlineHours: 24, autoCompleteDays: 7, verifyPayments: true, verificationDeadlineHours: 48 });
    const services = createServices(server.deps, buyer);
    const waiting = await services.orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    await services.orders.confirmPayment(waiting.order.id);
    clock += HOUR;
    const later = await services.orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    await services.orders.confirmPayment(later.order.id);
    clock += 47 * HOUR;
    // 48 hours for the first, 47 for the second: only the first is flagged (the first test's fresh order expires).
    expect((await runDueOrderSteps(server.deps)).flagged).toEqual([waiting.order.id]);
    const stock = await stockOf(1);
    clock += 2 * HOUR;
    const runs = await Promise.all([runDueOrderSteps(server.deps), runDueOrderSteps(server.deps), runDueOrderSteps(server.deps)]);
    expect(runs.flatMap((run) => run.flagged)).toEqual([later.order.id]);
    expect(await statusOf(waiting.order.id)).toBe('Verifying');
    expect(await statusOf(later.order.id)).toBe('Verifying');
    expect(await stockOf(1)).toBe(stock);
    const logged = await server.database.db.select().from(activityLogs).where(eq(activityLogs.type, 'verificationOverdue'));
    expect(logged.map((entry) => entry.description).sort()).toEqual(
      [waiting, later].map((placed) => expect.stringContaining(`Verifikasi melewati batas waktu: pembayaran pesanan ${placed.order.id}`)),
    );
    expect((await admin.orders.get(later.order.id)).verificationOverdueAt).toBe(new Date(clock).toISOString());
    expect((await runDueOrderSteps(server.deps)).flagged).toEqual([]);
    // Rejected and confirmed again, the order waits anew: flagged again 48 hours later.
    await admin.orders.rejectPayment(waiting.order.id, 'Dana belum masuk');
    await services.orders.confirmPayment(waiting.order.id);
    clock += 47 * HOUR;
    expect((await runDueOrderSteps(server.deps)).flagged).toEqual([]);
    clock += HOUR;
    expect((await runDueOrderSteps(server.deps)).flagged).toEqual([waiting.order.id]);
    await admin.settings.saveOrderFlow({ paymentDeadlineHours: 24, autoCompleteDays: 7, verifyPayments: false, verificationDeadlineHours: 48 });
  });

  it('takes what is due as soon as the timer starts, and stops', async () => {
    const services = createServices(server.deps, buyer);
    const placed = await services.orders.place(shipping, [{ productId: 2, quantity: 1 }]);
    clock += 25 * HOUR;
    const logger = { info: vi.fn(), error: vi.fn() };
    const stop = startOrderDeadlines(server.deps, logger, 60_000);
    // The first test's fresh order is overdue by now too, and a shipped order of the seed (dated
    // at its own clock) completes.
    await vi.waitFor(
      () =>
        expect(logger.info).toHaveBeenCalledWith(
          { expired: expect.arrayContaining([placed.order.id]) as string[], completed: expect.any(Array) as string[], flagged: [] },
          'order deadlines',
        ),
      { timeout: 10_000 },
    );
    expect(await statusOf(placed.order.id)).toBe('Cancelled');
    stop();
    expect(logger.error).not.toHaveBeenCalled();
  });
});
