// @vitest-environment node
/**
 * The load tools' stock invariant (scripts/load/invariants.ts, `ORDER_HOLDS_STOCK`) follows the
 * order's journey: stock = baseline − the units of the orders that still hold stock, so
 * every path that cancels an order (the buyer, the admin with a reason, the payment deadline)
 * must give the units back exactly once, and a unit lost or given twice is a break.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@/domain/core/records';
import { HEMAT10_INPUT, shipping } from '@/testing/test-values';
import { checkInvariants } from '../../scripts/load/invariants';
import { recordStockBaseline, seedLarge, VARIANT_EVERY } from '../../scripts/load/seed-large';
import type { SqlClient, SqlRow } from '../../scripts/load/sql';
import { toSessionUser } from '../db/records';
import { products, productVariants, users, voucherUses, vouchers } from '../db/schema';
import { liftOrderLimits } from '../testing/fixtures';
import { startTestServer, type TestServer } from '../testing/harness';
import { createServices } from '../services/index';
import { runDueOrderSteps } from '../jobs/order-deadlines';

let server: TestServer;
let clock = Date.parse('2026-11-25T03:00:00.000Z');

/** The load tools' SQL client over the test server's own connection (PGlite or postgres.js). */
function clientOf(test: TestServer): SqlClient {
  const raw = (test.database.db as unknown as { $client: unknown }).$client;
  return {
    kind: test.database.kind === 'postgres' ? 'postgres' : 'pglite',
    async query<T extends SqlRow>(text: string, params: readonly unknown[] = []) {
      if (test.database.kind === 'postgres') {
        const client = raw as { unsafe: (q: string, p: unknown[]) => Promise<T[]> };
        return [...(await client.unsafe(text, [...params]))];
      }
      const client = raw as { query: (q: string, p: unknown[]) => Promise<{ rows: T[] }> };
      return (await client.query(text, [...params])).rows;
    },
    close: async () => undefined,
  };
}

async function account(username: string): Promise<SessionUser> {
  const [row] = await server.database.db.select().from(users).where(eq(users.username, username));
  return toSessionUser(row!, []);
}

const stockInvariant = async () =>
  (await checkInvariants(clientOf(server))).results.find((result) => result.name === 'stock = baseline - units sold')!;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  await liftOrderLimits(server);
}, 60_000);

afterAll(() => server.close());

describe('the load tools\' stock invariant', () => {
  it('holds through every way an order ends, and catches a unit lost', async () => {
    await recordStockBaseline(clientOf(server));
    const buyer = createServices(server.deps, await account('pembeli'));
    const admin = createServices(server.deps, await account('admin'));
    const line = [{ productId: 1, quantity: 2 }];
    const byBuyer = await buyer.orders.place(shipping, line);
    const byAdmin = await buyer.orders.place(shipping, line);
    await buyer.orders.place(shipping, line); // left unpaid: the deadline cancels it
    const kept = await buyer.orders.place(shipping, line);
    await buyer.orders.cancel(byBuyer.order.id);
    await admin.orders.update(byAdmin.order.id, { status: 'Cancelled', cancelReason: 'Stok rusak.' });
    await buyer.orders.confirmPayment(kept.order.id);
    clock += 25 * 3_600_000;
    expect((await runDueOrderSteps(server.deps)).expired).toHaveLength(1);
    expect((await stockInvariant()).breaks).toBe(0);

    await server.database.db.update(products).set({ stock: sql`${products.stock} + 1` }).where(eq(products.id, 1));
    expect((await stockInvariant()).breaks).toBe(1);
  });

  it('holds the vouchers\' invariants through an order with a voucher and its cancel, and catches a use lost', async () => {
    const admin = createServices(server.deps, await account('admin'));
    const buyer = createServices(server.deps, await account('pembeli'));
    await admin.vouchers.save({ ...HEMAT10_INPUT, code: 'CEKLOAD', startsAt: '' });
    const line = [{ productId: 1, quantity: 6 }];
    const cancelled = await buyer.orders.place(shipping, line, ['CEKLOAD']);
    await buyer.orders.cancel(cancelled.order.id);
    const kept = await buyer.orders.place(shipping, line, ['CEKLOAD']);
    expect(kept.order.discount).toBeGreaterThan(0);
    const report = await checkInvariants(clientOf(server));
    const voucherChecks = report.results.filter((result) => /voucher/.test(result.name));
    expect(voucherChecks.map((result) => [result.name, result.breaks])).toEqual([
      ["a voucher's used = its uses not given back, within its Kuota", 0],
      ['a voucher use is given back exactly when its order is Cancelled', 0],
      ["an order's discount = its voucher uses", 0],
    ]);
    expect(report.results.find((result) => result.name.startsWith('order total'))!.breaks).toBe(0);

    await server.database.db.update(vouchers).set({ used: sql`${vouchers.used} - 1` }).where(eq(vouchers.code, 'CEKLOAD'));
    await server.database.db.update(voucherUses).set({ releasedAt: null }).where(eq(voucherUses.orderId, cancelled.order.id));
    const broken = await checkInvariants(clientOf(server));
    expect(broken.results.filter((result) => /voucher/.test(result.name)).map((result) => result.breaks)).toEqual([1, 1, 0]);
  });
  it("holds the variants' invariants through orders of one size of the seed's coffee, and catches a variant's unit lost", async () => {
    await recordStockBaseline(clientOf(server));
    const buyer = createServices(server.deps, await account('pembeli'));
    // The seed's 'Kopi Gayo Peaberry Sangrai' (105) sells by Ukuran; v2 is its 500 g.
    const line = [{ productId: 105, variantId: 'v2', quantity: 2 }];
    const cancelled = await buyer.orders.place(shipping, line);
    await buyer.orders.place(shipping, line);
    await buyer.orders.cancel(cancelled.order.id);
    const variantChecks = async () =>
      (await checkInvariants(clientOf(server))).results
        .filter((result) => /variant|stock = baseline/.test(result.name))
        .map((result) => [result.name, result.breaks]);
    expect(await variantChecks()).toEqual([
      ['stock = baseline - units sold', 0],
      ['no variant stock negative', 0],
      ['product stock = sum of its variants', 0],
      ['variant stock = baseline - units sold', 0],
    ]);
    const [stored] = await server.database.db.select({ stock: productVariants.stock }).from(productVariants)
      .where(and(eq(productVariants.productId, 105), eq(productVariants.id, 'v2')));
    expect(stored!.stock).toBe(18);

    await server.database.db.update(productVariants).set({ stock: sql`${productVariants.stock} - 1` })
      .where(and(eq(productVariants.productId, 105), eq(productVariants.id, 'v1')));
    expect(await variantChecks()).toEqual([
      ['stock = baseline - units sold', 0],
      ['no variant stock negative', 0],
      ['product stock = sum of its variants', 1],
      ['variant stock = baseline - units sold', 1],
    ]);
    await server.database.db.update(productVariants).set({ stock: sql`${productVariants.stock} + 1` })
      .where(and(eq(productVariants.productId, 105), eq(productVariants.id, 'v1')));
  });

  it("writes the load seed's sized products as the server does: a row per size, the product's stock their sum", async () => {
    const client = clientOf(server);
    const seeded = await seedLarge(client, { products: 240, orders: 300, buyers: 6, hotProducts: 10, raceStock: 3, variantBuyers: 2 });
    // The variant race's product and one in VARIANT_EVERY of the rest after it, three sizes each.
    const sized = 1 + Array.from({ length: 240 }, (_, i) => i).filter((i) => i > 11 && i % VARIANT_EVERY === VARIANT_EVERY - 1).length;
    expect(seeded.rows.productVariants).toBe(3 * sized);
    expect(seeded.variantRace).toMatchObject({ raceVariantId: 'v2', otherVariantId: 'v1', raceStock: 3 });
    expect(seeded.variantRace.buyers).toHaveLength(2);
    const [race] = await client.query<{ stock: number }>('select stock from product_variants where product_id = $1 and id = $2', [seeded.variantRace.productId, 'v2']);
    expect(race!.stock).toBe(3);
    const [lines] = await client.query<{ n: unknown }>(`select count(*) as n from order_items where variant_id <> ''`);
    expect(Number(lines!.n)).toBeGreaterThan(0);
    const report = await checkInvariants(client);
    expect(report.results.filter((result) => /stock/.test(result.name)).map((result) => [result.name, result.breaks])).toEqual([
      ['no stock negative', 0],
      ['stock = baseline - units sold', 0],
      ['no variant stock negative', 0],
      ['product stock = sum of its variants', 0],
      ['variant stock = baseline - units sold', 0],
    ]);
  }, 60_000);
});
