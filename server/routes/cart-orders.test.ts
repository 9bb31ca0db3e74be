// @vitest-environment node
/**
 * The cart, order, transaction and log endpoints over HTTP (docs/api.md), on a real database
 * (PGlite, or the PostgreSQL of `TEST_DATABASE_URL`): statuses, bodies, roles, and the race for
 * the last units.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, apiMessages } from '@/shared/messages';
import type { CartItem, EmailLog, Order, Product, Transaction } from '@/domain/core/records';
import type { PlacedOrder } from '@/domain/port/port';
import { orders, products } from '../db/schema';
import { shipping } from '@/testing/test-values';
import { liftOrderLimits } from '../testing/fixtures';
import { DEMO, startTestServer, type TestClient, type TestServer } from '../testing/harness';
import { json, post } from '../testing/fixtures';


let server: TestServer;
let buyer: TestClient;
let admin: TestClient;
let visitor: TestClient;


async function setStock(productId: number, stock: number) {
  await server.database.db.update(products).set({ stock }).where(eq(products.id, productId));
}

async function product(productId: number): Promise<Product> {
  return json<Product>(await visitor.request(`/api/products/${productId}`));
}

async function ordersOf(productId: number): Promise<number> {
  const [row] = await server.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      sql`exists (select 1 from order_items i where i.order_id = ${orders.id} and i.product_id = ${productId})`,
    );
  return row!.n;
}

/** Registers a buyer over the API and signs them in on a new device. */
const newBuyer = (username: string) => server.registerBuyer(username, 'rahasia1');

/** The back office's order update (`PATCH /api/orders/:id`) of `orderId` with `changes`, from `device`. */
const updateOrder = (device: TestClient, orderId: string, changes: unknown) =>
  device.request(`/api/orders/${orderId}`, { method: 'PATCH', json: changes });

/** Places an order from `device` with the test shipping details: its cart, or `lines` when given. */
const placeOrder = (device: TestClient, lines?: Array<{ productId: number; quantity: number }>) =>
  post(device, '/api/orders', lines ? { checkout: shipping, lines } : { checkout: shipping });

beforeAll(async () => {
  server = await startTestServer();
  // These tests place many orders as one buyer; the limits have their own contract.
  await liftOrderLimits(server);
  buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
  admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
  visitor = server.client();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('/api/cart', () => {
  it('adds, changes, removes and clears the buyer cart', async () => {
    await setStock(31, 7);
    let response = await buyer.request('/api/cart/items', {
      method: 'POST',
      json: { productId: 31 },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Seulanga-Changed')?.split(',')).toEqual(
      expect.arrayContaining(['cartItems', 'activityLogs']),
    );
    expect((await json<CartItem[]>(response)).map((i) => [i.id, i.quantity])).toEqual([[31, 1]]);

    response = await buyer.request('/api/cart/items/31', { method: 'PUT', json: { quantity: 4 } });
    expect(response.status).toBe(200);
    expect((await json<CartItem[]>(response))[0]).toMatchObject({
      id: 31,
      name: 'Kupiah Meukeutop',
      quantity: 4,
      stock: 7,
    });

    response = await buyer.request('/api/cart/items/31', { method: 'PUT', json: { quantity: 8 } });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: expect.any(String),
      message: 'Stok untuk Kupiah Meukeutop tidak mencukupi!',
    });

    expect(
      (await json<CartItem[]>(await buyer.request('/api/cart'))).map((i) => i.quantity),
    ).toEqual([4]);
    // Another device of the same account sees the same cart.
    const phone = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    expect((await json<CartItem[]>(await phone.request('/api/cart'))).map((i) => i.id)).toEqual([
      31,
    ]);

    response = await buyer.request('/api/cart/items/31', { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);

    await buyer.request('/api/cart/items', { method: 'POST', json: { productId: 31 } });
    response = await buyer.request('/api/cart', { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await json<CartItem[]>(await buyer.request('/api/cart'))).toEqual([]);
  });

  it('answers [] to visitors and admins and refuses their changes', async () => {
    expect(await json(await visitor.request('/api/cart'))).toEqual([]);
    expect(await json(await admin.request('/api/cart'))).toEqual([]);
    let response = await visitor.request('/api/cart/items', {
      method: 'POST',
      json: { productId: 1 },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: expect.any(String), message: messages.permission.signInRequired });
    response = await admin.request('/api/cart/items', { method: 'POST', json: { productId: 1 } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: expect.any(String), message: messages.permission.buyerOnly });
    expect((await visitor.request('/api/cart', { method: 'DELETE' })).status).toBe(401);
    expect((await admin.request('/api/cart/items/1', { method: 'DELETE' })).status).toBe(403);
  });

  it('answers 404 for unknown or non-numeric product ids and 400 for invalid bodies', async () => {
    let response = await buyer.request('/api/cart/items/abc', {
      method: 'PUT',
      json: { quantity: 1 },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: expect.any(String), message: messages.catalog.productNotFound });
    expect((await buyer.request('/api/cart/items/1.5', { method: 'DELETE' })).status).toBe(404);
    response = await buyer.request('/api/cart/items', {
      method: 'POST',
      json: { productId: 999_999 },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: expect.any(String), message: messages.catalog.productNotFound });

    for (const body of [
      { quantity: 1.5 },
      { quantity: '2' },
      { quantity: 2, extra: true },
      {},
      [2],
      null,
    ]) {
      response = await buyer.request('/api/cart/items/1', { method: 'PUT', json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ message: string }>(response)).message).toBe(messages.generic.unexpected);
    }
    for (const body of [{ productId: '1' }, { productId: 1.5 }, { productId: -1 }, { id: 1 }]) {
      response = await buyer.request('/api/cart/items', { method: 'POST', json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    response = await buyer.request('/api/cart/items', {
      method: 'POST',
      body: 'productId=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: expect.any(String), message: apiMessages.jsonRequired });
  });
});

describe('/api/orders', () => {
  it('places an order end to end, then the buyer confirms its payment', async () => {
    await setStock(61, 20);
    await buyer.request('/api/cart/items', { method: 'POST', json: { productId: 61 } });
    await buyer.request('/api/cart/items/61', { method: 'PUT', json: { quantity: 3 } });
    await admin.request('/api/notifications/new-order', { method: 'DELETE' });

    let response = await placeOrder(buyer);
    expect(response.status).toBe(201);
    expect(response.headers.get('Seulanga-Changed')?.split(',')).toEqual(
      expect.arrayContaining([
        'stock',
        'orders',
        'transactions',
        'cartItems',
        'newOrderNotification',
      ]),
    );
    const { order, transaction } = await json<PlacedOrder>(response);
    expect(order).toMatchObject({
      status: 'Pending',
      shippingStatus: 'Menunggu Konfirmasi Admin',
      customerName: shipping.customerName,
      paymentMethod: 'GoPay',
      productName: 'Dendeng Aceh (x3)',
      items: [{ productId: 61, name: 'Dendeng Aceh', quantity: 3 }],
    });
    expect(order.paymentCode).toMatch(/^TJ-\d{12}$/);
    expect(transaction).toMatchObject({
      orderId: order.id,
      status: 'Pending',
      amount: order.total,
    });

    expect((await product(61)).stock).toBe(17);
    expect(await json(await buyer.request('/api/cart'))).toEqual([]);
    expect(await json(await admin.request('/api/notifications/new-order'))).toEqual({
      pending: true,
    });
    expect(await json(await buyer.request('/api/notifications/new-order'))).toEqual({
      pending: false,
    });
    expect((await json<Order[]>(await buyer.request('/api/orders/mine')))[0]?.id).toBe(order.id);
    expect((await json<Order[]>(await admin.request('/api/orders')))[0]?.id).toBe(order.id);
    expect(await json(await visitor.request('/api/orders/mine'))).toEqual([]);

    response = await buyer.request(`/api/orders/${order.id}/confirm-payment`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await json<Order>(response)).toMatchObject({ id: order.id, status: 'Processed' });
    const list = await json<Transaction[]>(await admin.request('/api/transactions'));
    expect(list.filter((t) => t.orderId === order.id).map((t) => t.status)).toEqual(['Success']);

    response = await buyer.request(`/api/orders/${order.id}/confirm-payment`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: expect.any(String), message: messages.payment.notPending });

    const activity = await json<{ type: string; details?: { orderId?: string } }[]>(
      await admin.request('/api/logs/activity'),
    );
    expect(activity.filter((a) => a.details?.orderId === order.id).map((a) => a.type)).toEqual([
      'confirmPayment',
      'placeOrder',
    ]);
  });

  it('merges repeated lines per product: two lines of 3 against a stock of 3 are refused', async () => {
    await setStock(91, 3);
    const before = await ordersOf(91);
    let response = await placeOrder(buyer, [
      { productId: 91, quantity: 3 },
      { productId: 91, quantity: 3 },
    ]);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: expect.any(String),
      message: 'Stok untuk Tas Anyaman Pandan tidak mencukupi!',
    });
    expect((await product(91)).stock).toBe(3);
    expect(await ordersOf(91)).toBe(before);

    response = await placeOrder(buyer, [
      { productId: 91, quantity: 1 },
      { productId: 91, quantity: 2 },
    ]);
    expect(response.status).toBe(201);
    expect((await json<PlacedOrder>(response)).order.items).toEqual([
      { productId: 91, name: 'Tas Anyaman Pandan', price: expect.any(Number), quantity: 3 },
    ]);
    expect((await product(91)).stock).toBe(0);
  });

  it('charges the price in force, never one the client sends: a line or checkout with a price is refused', async () => {
    await setStock(91, 5);
    const before = await ordersOf(91);
    // A price or total of the client's is no field of the request: refused, nothing written.
    for (const body of [
      { checkout: shipping, lines: [{ productId: 91, quantity: 1, price: 1 }] },
      { checkout: { ...shipping, total: 1 }, lines: [{ productId: 91, quantity: 1 }] },
      { checkout: shipping, lines: [{ productId: 91, quantity: 1 }], subtotal: 1 },
    ]) {
      expect((await post(buyer, '/api/orders', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await ordersOf(91)).toBe(before);
    // The seed's promo of Tas Anyaman Pandan runs (src/domain/seed/products.ts): its promo price is charged.
    const tas = await product(91);
    expect(tas).toMatchObject({ price: 120_000, promoPrice: 99_000 });
    const response = await placeOrder(buyer, [{ productId: 91, quantity: 1 }]);
    expect(response.status).toBe(201);
    const { order } = await json<PlacedOrder>(response);
    expect(order.items).toEqual([{ productId: 91, name: 'Tas Anyaman Pandan', price: 99_000, quantity: 1 }]);
    expect(order.total).toBe(99_000 + (order.shippingCost ?? 0));
  });

  it('sells the last 3 units to exactly 3 of 10 buyers racing for them', async () => {
    await setStock(102, 10);
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => newBuyer(`balapan${i}`)));
    for (const device of buyers) {
      expect(
        (await device.request('/api/cart/items', { method: 'POST', json: { productId: 102 } }))
          .status,
      ).toBe(200);
    }
    await setStock(102, 3);
    const before = await ordersOf(102);
    const responses = await Promise.all(buyers.map((device) => placeOrder(device)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await response.json()).toEqual({
        code: expect.any(String),
      message: 'Stok untuk Miniatur Rumoh Aceh tidak mencukupi!',
      });
    }
    expect((await product(102)).stock).toBe(0);
    expect(await ordersOf(102)).toBe(before + 3);
    // The losers keep their cart; the winners' carts are empty.
    const carts = await Promise.all(
      buyers.map(
        async (device) => (await json<CartItem[]>(await device.request('/api/cart'))).length,
      ),
    );
    expect(carts.filter((n) => n === 0)).toHaveLength(3);
  }, 60_000);

  it("answers 404 to buyer B confirming buyer A's order", async () => {
    const response = await placeOrder(buyer, [{ productId: 1, quantity: 1 }]);
    const { order } = await json<PlacedOrder>(response);
    const other = await newBuyer('pembeli_b');
    const refused = await other.request(`/api/orders/${order.id}/confirm-payment`, {
      method: 'POST',
    });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ code: expect.any(String), message: messages.payment.orderNotFound });
    expect(
      (await other.request('/api/orders/ORD-NOPE/confirm-payment', { method: 'POST' })).status,
    ).toBe(404);
    expect(await json(await other.request('/api/orders/mine'))).toEqual([]);
    expect(
      (await visitor.request(`/api/orders/${order.id}/confirm-payment`, { method: 'POST' })).status,
    ).toBe(401);
    expect(
      (await admin.request(`/api/orders/${order.id}/confirm-payment`, { method: 'POST' })).status,
    ).toBe(403);
  });

  it('refuses invalid order bodies with 400 and the Indonesian message', async () => {
    await buyer.request('/api/cart', { method: 'DELETE' });
    const cases: [unknown, string][] = [
      [
        { checkout: { ...shipping, postalCode: '123' }, lines: [{ productId: 1, quantity: 1 }] },
        messages.checkout.postalCodeInvalid,
      ],
      [
        {
          checkout: { ...shipping, customerPhone: 'telepon' },
          lines: [{ productId: 1, quantity: 1 }],
        },
        messages.checkout.phoneInvalid,
      ],
      [
        { checkout: { ...shipping, customerName: '  ' }, lines: [{ productId: 1, quantity: 1 }] },
        messages.checkout.shippingRequired,
      ],
      [
        {
          checkout: { ...shipping, paymentMethod: 'Emas' },
          lines: [{ productId: 1, quantity: 1 }],
        },
        messages.checkout.paymentMethodInvalid,
      ],
      [{ checkout: { ...shipping, customerName: undefined } }, messages.checkout.shippingRequired],
      [{ checkout: shipping }, messages.checkout.emptyCart],
      [{ checkout: shipping, lines: [] }, messages.checkout.emptyCart],
      [{ checkout: shipping, lines: [{ productId: 1, quantity: 0 }] }, messages.generic.unexpected],
      [
        { checkout: shipping, lines: [{ productId: 1, quantity: 1.5 }] },
        messages.generic.unexpected,
      ],
      [
        { checkout: shipping, lines: [{ productId: '1', quantity: 1 }] },
        messages.generic.unexpected,
      ],
      [{ checkout: shipping, extra: 1 }, messages.generic.unexpected],
      [{ checkout: { ...shipping, admin: true } }, messages.generic.unexpected],
      [{}, messages.generic.unexpected],
      ['order', messages.generic.unexpected],
    ];
    for (const [body, error] of cases) {
      const response = await buyer.request('/api/orders', { method: 'POST', json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ message: string }>(response)).message, JSON.stringify(body)).toBe(error);
    }
    const response = await buyer.request('/api/orders', {
      method: 'POST',
      json: {
        checkout: { ...shipping, postalCode: '123' },
        lines: [{ productId: 1, quantity: 1 }],
      },
    });
    expect(await response.json()).toEqual({
      code: expect.any(String),
      message: messages.checkout.postalCodeInvalid,
      fields: { postalCode: messages.checkout.postalCodeInvalid },
    });
    expect((await placeOrder(visitor)).status).toBe(401);
    expect((await placeOrder(admin)).status).toBe(403);
  });

  it('lets the admin update an order; buyers get 403, visitors 401', async () => {
    const { order } = await json<PlacedOrder>(
      await placeOrder(buyer, [{ productId: 1, quantity: 1 }]),
    );
    let response = await updateOrder(admin, order.id, { status: 'Processed', shippingStatus: 'Dikemas' });
    expect(response.status).toBe(200);
    expect(await json<Order>(response)).toMatchObject({
      id: order.id,
      status: 'Processed',
      shippingStatus: 'Dikemas',
    });
    expect(
      (await json<Order[]>(await buyer.request('/api/orders/mine'))).find((o) => o.id === order.id)
        ?.shippingStatus,
    ).toBe('Dikemas');

    for (const body of [
      { status: 'Lost' },
      { shippingStatus: 'dikemas' },
      { status: 'Completed', note: 'x' },
      'Completed',
    ]) {
      response = await updateOrder(admin, order.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual(
        expect.objectContaining({ message: messages.generic.unexpected }),
      );
    }
    response = await updateOrder(admin, 'ORD-NOPE', { status: 'Completed' });
    expect(response.status).toBe(404);
    expect((await updateOrder(buyer, order.id, { status: 'Completed' })).status).toBe(403);
    expect((await updateOrder(visitor, order.id, { status: 'Completed' })).status).toBe(401);
  });

  it('gives the admin one order with its items (GET /api/orders/:id); buyers 403, unknown ids 404', async () => {
    const { order } = await json<PlacedOrder>(await placeOrder(buyer, [{ productId: 1, quantity: 2 }]));
    const response = await admin.request(`/api/orders/${order.id}`);
    expect(response.status).toBe(200);
    expect(await json<Order>(response)).toMatchObject({
      id: order.id,
      customerName: shipping.customerName,
      items: [expect.objectContaining({ productId: 1, quantity: 2 })],
      subtotal: order.subtotal,
      shippingCost: order.shippingCost,
      total: order.total,
      courierName: order.courierName,
      destination: order.destination,
    });
    expect((await buyer.request(`/api/orders/${order.id}`)).status).toBe(403);
    expect((await visitor.request(`/api/orders/${order.id}`)).status).toBe(401);
    const unknown = await admin.request('/api/orders/ORD-TIDAK-ADA');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: messages.payment.orderNotFound });
  });
});

describe('admin-only lists', () => {
  it.each(['/api/orders', '/api/transactions', '/api/logs/email', '/api/logs/activity'])(
    '%s: 401 for visitors, 403 for buyers, the list for admins',
    async (path) => {
      const signedOut = await visitor.request(path);
      expect(signedOut.status).toBe(401);
      expect(await signedOut.json()).toEqual({ code: expect.any(String), message: messages.permission.signInRequired });
      const asBuyer = await buyer.request(path);
      expect(asBuyer.status).toBe(403);
      expect(await asBuyer.json()).toEqual({ code: expect.any(String), message: messages.permission.adminOnly });
      const asAdmin = await admin.request(path);
      expect(asAdmin.status).toBe(200);
      expect(Array.isArray(await asAdmin.json())).toBe(true);
    },
  );

  it('lists the seeded e-mail log entries newest first', async () => {
    const logs = await json<EmailLog[]>(await admin.request('/api/logs/email'));
    expect(logs.length).toBeGreaterThanOrEqual(2);
    expect([...logs.map((l) => l.timestamp)].sort().reverse()).toEqual(
      logs.map((l) => l.timestamp),
    );
  });
});
