// @vitest-environment node
/**
 * The cap of open orders per buyer over HTTP (docs/product/decisions.md "Open orders per buyer";
 * src/domain/orders/limits.ts `openOrdersCap`): a client that keeps placing COD orders, one by
 * one or all at once, holds no more than its cap of the catalogue's stock.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/shared/messages';
import type { Order } from '@/domain/core/records';
import type { PlacedOrder } from '@/domain/port/port';
import { MAX_UNPAID_ORDERS } from '@/domain/orders/limits';
import { shipping } from '@/testing/test-values';
import { products, settings, users } from '../db/schema';
import { DEMO, startTestServer, type TestClient, type TestServer } from '../testing/harness';
import { json, post } from '../testing/fixtures';

const cod = { ...shipping, paymentMethod: 'COD' };
const PRODUCT_ID = 31;

let server: TestServer;
let admin: TestClient;

/** A COD order of one unit of the test product from `device`. */
const placeCod = (device: TestClient) => post(device, '/api/orders', { checkout: cod, lines: [{ productId: PRODUCT_ID, quantity: 1 }] });

async function stock(): Promise<number> {
  const [row] = await server.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, PRODUCT_ID));
  return row!.stock;
}

beforeAll(async () => {
  server = await startTestServer();
  // Plenty of units, and unpaid orders that never bind: only the open orders are tested here.
  await server.database.db.update(products).set({ stock: 500 }).where(eq(products.id, PRODUCT_ID));
  const value = MAX_UNPAID_ORDERS.max;
  await server.database.db.insert(settings).values({ key: 'maxUnpaidOrders', value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('POST /api/orders: open orders per buyer', () => {
  it('refuses the 4th order of a new buyer holding 3 open COD orders with 409 OPEN_ORDERS_LIMIT, and takes no stock', async () => {
    const buyer = await server.registerBuyer('cod_penimbun', 'rahasia1');
    for (let i = 0; i < 3; i += 1) {
      const response = await placeCod(buyer);
      expect(response.status).toBe(201);
      const { order } = await json<PlacedOrder>(response);
      // The buyer's 'Bayar di Tempat' confirmation: Processed at once, its stock held until shipped.
      const confirmed = await post(buyer, `/api/orders/${order.id}/confirm-payment`, {});
      expect((await json<Order>(confirmed)).status).toBe('Processed');
    }
    const before = await stock();
    const refused = await placeCod(buyer);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ code: 'OPEN_ORDERS_LIMIT', message: messages.checkout.openLimit(3) });
    expect(await stock()).toBe(before);
  });

  it('lets exactly 3 of 8 parallel orders of one new buyer through', async () => {
    const buyer = await server.registerBuyer('serbu_paralel', 'rahasia1');
    const before = await stock();
    const answers = await Promise.all(Array.from({ length: 8 }, () => placeCod(buyer)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(await answer.json()).toMatchObject({ code: 'OPEN_ORDERS_LIMIT' });
    }
    expect(await stock()).toBe(before - 3);
  });

  it('gives 10 to a buyer whose account is older than a day and who has a completed order, 3 before', async () => {
    const buyer = await server.registerBuyer('pelanggan_lama', 'rahasia1');
    const first = (await json<PlacedOrder>(await placeCod(buyer))).order;
    const completed = await admin.request(`/api/orders/${first.id}`, { method: 'PATCH', json: { status: 'Completed' } });
    expect(completed.status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await placeCod(buyer)).status).toBe(201);
    // A completed order, but the account is younger than a day: still a new buyer.
    expect((await placeCod(buyer)).status).toBe(409);
    const [account] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'pelanggan_lama'));
    await server.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(users.id, account!.id));
    for (let i = 3; i < 10; i += 1) expect((await placeCod(buyer)).status).toBe(201);
    const refused = await placeCod(buyer);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'OPEN_ORDERS_LIMIT', message: messages.checkout.openLimit(10) });
  });
});
