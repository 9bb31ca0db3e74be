// @vitest-environment node
/**
 * The order, cart, log and e-mail services over a real database (PGlite, or the PostgreSQL of
 * `TEST_DATABASE_URL`): the rules the browser adapter's contract states, enforced by the server
 * (docs/api.md; src/testing/contract/storage.test.ts).
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InsufficientStockError } from '@/domain/core/errors';
import { adminMessages } from '@/shared/messages-admin';
import { messages } from '@/shared/messages';
import { paymentCodeCandidates, paymentCodePrefix } from '@/domain/payment/methods';
import type { SessionUser } from '@/domain/core/records';
import { NotFoundError, PermissionError, ValidationError } from '@/domain/core/errors';
import { shipping } from '@/testing/test-values';
import { toSessionUser } from '../db/records';
import { activityLogs, emailOutbox, orders, products, transactions, users } from '../db/schema';
import { liftOrderLimits } from '../testing/fixtures';
import { startTestServer, type TestServer } from '../testing/harness';
import type { Change, ServiceDeps } from './context';
import { createServices } from './index';

let server: TestServer;
let buyer: SessionUser;
let admin: SessionUser;

async function account(username: string): Promise<SessionUser> {
  const [row] = await server.database.db.select().from(users).where(eq(users.username, username));
  return toSessionUser(row!, []);
}

/** The services of one request by `actor`, over the test server's deps (overridable). */
function as(actor: SessionUser | null, deps: Partial<ServiceDeps> = {}) {
  return createServices({ ...server.deps, ...deps }, actor);
}

async function setStock(productId: number, stock: number) {
  await server.database.db.update(products).set({ stock }).where(eq(products.id, productId));
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await server.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

async function orderCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return row!.n;
}

beforeAll(async () => {
  server = await startTestServer();
  buyer = await account('pembeli');
  admin = await account('admin');
  // These tests place many orders as one buyer; the limits have their own contract.
  await liftOrderLimits(server);
}, 60_000);

// Product 1 is the everyday product of these tests: plenty of stock before each.
beforeEach(async () => {
  await setStock(1, 1000);
});

afterAll(async () => {
  await server?.close();
});

describe('order service: place', () => {
  it('places from the stored cart: stock down, Pending order and transaction, cart emptied, logged', async () => {
    await setStock(2, 10);
    const services = as(buyer);
    await services.cart.add(2);
    await services.cart.add(2);
    const { order, transaction } = await services.orders.place(shipping);
    expect(order).toMatchObject({
      status: 'Pending',
      shippingStatus: 'Menunggu Konfirmasi Admin',
      userId: buyer.id,
      username: 'pembeli',
      customerEmail: 'pembeli@example.com',
      productName: 'Keumamah (Ikan Kayu) (x2)',
      items: [{ productId: 2, name: 'Keumamah (Ikan Kayu)', quantity: 2 }],
    });
    expect(order.id).toMatch(/^ORD\d+/);
    expect(order.paymentCode).toMatch(/^TJ-\d{12}$/);
    // Keumamah weighs 300 g: 600 g is charged as 1 kg, JNE to Kota Banda Aceh 9,000.
    expect(order).toMatchObject({ subtotal: order.items![0]!.price * 2, shippingCost: 9000, courierName: 'JNE' });
    expect(order.total).toBe(order.items![0]!.price * 2 + 9000);
    expect(transaction).toMatchObject({
      orderId: order.id,
      status: 'Pending',
      amount: order.total,
      subtotal: order.subtotal,
      shippingCost: 9000,
    });
    expect(transaction.id).toMatch(/^TRX\d+/);
    expect(await stockOf(2)).toBe(8);
    expect(await services.cart.list()).toEqual([]);
    const [log] = await server.database.db
      .select()
      .from(activityLogs)
      .where(
        sql`${activityLogs.type} = 'placeOrder' and ${activityLogs.details}->>'orderId' = ${order.id}`,
      );
    expect(log).toMatchObject({
      username: 'pembeli',
      role: 'buyer',
      description: `Membuat pesanan ${order.id}`,
    });
    expect(await as(admin).settings.hasNewOrderNotification()).toBe(true);
  });

  // Two connections at once: PostgreSQL only (PGlite runs one statement at a time).
  it.skipIf(!process.env.TEST_DATABASE_URL)("leaves the admin's new-order flag lit rather than make orders wait behind the clear", async () => {
    await as(buyer).orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    expect(await as(admin).settings.hasNewOrderNotification()).toBe(true);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // A long transaction writing orders (a restore, say): it holds the table until released.
    const writer = server.database.db.transaction(async (tx) => {
      await tx.update(orders).set({ date: sql`${orders.date}` }).where(eq(orders.id, 'ORD001'));
      await held;
    });
    const started = Date.now();
    await as(admin).settings.clearNewOrderNotification();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await as(admin).settings.hasNewOrderNotification()).toBe(true);
    release();
    await writer;
    await as(admin).settings.clearNewOrderNotification();
    expect(await as(admin).settings.hasNewOrderNotification()).toBe(false);
  });

  it('merges repeated lines per product before checking stock', async () => {
    await setStock(11, 3);
    const before = await orderCount();
    const twice = [
      { productId: 11, quantity: 3 },
      { productId: 11, quantity: 3 },
    ];
    await expect(as(buyer).orders.place(shipping, twice)).rejects.toThrow(
      new InsufficientStockError('Kue Adee'),
    );
    expect(await stockOf(11)).toBe(3);
    expect(await orderCount()).toBe(before);

    const { order } = await as(buyer).orders.place(shipping, [
      { productId: 11, quantity: 1 },
      { productId: 1, quantity: 1 },
      { productId: 11, quantity: 2 },
    ]);
    expect(order.items?.map((i) => [i.productId, i.quantity])).toEqual([
      [11, 3],
      [1, 1],
    ]);
    expect(order.productName).toBe('Kue Adee (x3), Kopi Arabika Gayo (x1)');
    expect(await stockOf(11)).toBe(0);
  });

  it('changes nothing when one line has too little stock, even after other lines were decremented', async () => {
    await setStock(1, 5);
    await setStock(104, 0);
    const services = as(buyer);
    await services.cart.add(1);
    const before = await orderCount();
    // Product 1 sorts first and is decremented before product 104 fails.
    await expect(
      services.orders.place(shipping, [
        { productId: 1, quantity: 2 },
        { productId: 104, quantity: 1 },
      ]),
    ).rejects.toThrow('Stok untuk Sirup Pala tidak mencukupi!');
    expect(await stockOf(1)).toBe(5);
    expect(await orderCount()).toBe(before);
    expect((await services.cart.list()).map((i) => i.id)).toEqual([1]);
    await services.cart.clear();
  });

  it('refuses an empty cart, bad quantities, unknown products and bad shipping details', async () => {
    const services = as(buyer);
    await services.cart.clear();
    await expect(services.orders.place(shipping)).rejects.toThrow(
      new ValidationError(messages.checkout.emptyCart, {}, 'CART_EMPTY'),
    );
    await expect(services.orders.place(shipping, [{ productId: 1, quantity: 0 }])).rejects.toThrow(
      messages.checkout.emptyCart,
    );
    await expect(
      services.orders.place(shipping, [{ productId: 1, quantity: 1.5 }]),
    ).rejects.toThrow(messages.checkout.emptyCart);
    await expect(
      services.orders.place(shipping, [{ productId: 999_999, quantity: 1 }]),
    ).rejects.toThrow(messages.cart.productGone('999999'));
    const error = await services.orders
      .place({ ...shipping, postalCode: '123' }, [{ productId: 1, quantity: 1 }])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({
      postalCode: messages.checkout.postalCodeInvalid,
    });
  });

  it('lets only buyers order', async () => {
    await expect(as(null).orders.place(shipping)).rejects.toBeInstanceOf(PermissionError);
    await expect(as(admin).orders.place(shipping)).rejects.toThrow(messages.permission.buyerOnly);
  });

  it('retries with a new payment code when the generated one is already taken', async () => {
    const at = new Date('2025-11-20T03:00:00.000Z');
    const taken = paymentCodeCandidates(paymentCodePrefix(at), () => 0.5)[0]!;
    await server.database.db.insert(orders).values({
      id: 'ORD-TAKEN-CODE',
      customerName: 'x',
      date: '2025-11-20',
      status: 'Pending',
      shippingStatus: 'Menunggu Konfirmasi Admin',
      paymentCode: taken,
      total: 0,
    });
    // The first attempt draws 0.5 for its order id and its payment code: the taken code.
    let draws = 0;
    const random = () => (draws++ < 2 ? 0.5 : Math.random());
    const { order } = await as(buyer, { now: () => at, random }).orders.place(shipping, [
      { productId: 1, quantity: 1 },
    ]);
    expect(draws).toBeGreaterThan(2);
    expect(order.paymentCode).toMatch(/^TJ-20251120\d{4}$/);
    expect(order.paymentCode).not.toBe(taken);
  });

  it('widens the payment code on a full day instead of refusing the order (docs/decisions/016)', async () => {
    const at = new Date('2025-11-21T03:00:00.000Z');
    // Every code of the spec's width of the day taken (one statement: 9,000 orders).
    await server.database.db.execute(sql`
      insert into orders (id, customer_name, date, status, shipping_status, payment_code, total)
      select 'ORD-FULL-' || n, 'x', '2025-11-21', 'Pending', 'Menunggu Konfirmasi Admin', 'TJ-20251121' || n, 0
      from generate_series(1000, 9999) as n`);
    const stock = (await server.database.db.select().from(products).where(eq(products.id, 1)))[0]!.stock;
    const { order } = await as(buyer, { now: () => at }).orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    expect(order.paymentCode).toMatch(/^TJ-20251121[1-9]\d{4}$/);
    expect((await server.database.db.select().from(products).where(eq(products.id, 1)))[0]!.stock).toBe(stock - 1);
  }, 60_000);

  it('refuses with a message, taking nothing, only when every candidate code is taken', async () => {
    const at = new Date('2025-11-22T03:00:00.000Z');
    // A random source that always draws 0: every width's candidates are its lowest number, all taken.
    const lowest = [4, 5, 6, 7, 8, 9, 10].map((width) => `TJ-20251122${10 ** (width - 1)}`);
    for (const [i, code] of lowest.entries()) {
      await server.database.db.insert(orders).values({ id: `ORD-LOW-${i}`, customerName: 'x', date: '2025-11-22', status: 'Pending', shippingStatus: 'Menunggu Konfirmasi Admin', paymentCode: code, total: 0 });
    }
    const stock = (await server.database.db.select().from(products).where(eq(products.id, 1)))[0]!.stock;
    const refused = as(buyer, { now: () => at, random: () => 0 }).orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    await expect(refused).rejects.toThrow(new ValidationError(messages.checkout.paymentCodesFull, {}, 'PAYMENT_CODES_FULL'));
    expect((await server.database.db.select().from(products).where(eq(products.id, 1)))[0]!.stock).toBe(stock);
  });

  it('writes the order e-mails to the outbox in the order transaction, wakes the worker after the commit, and a failing worker never fails the order', async () => {
    let atWake: Promise<{ orderId: string | null }[]> | undefined;
    // Called after the commit: the order's outbox rows are there for the worker to read.
    const wake = vi.fn(() => {
      atWake = server.database.db.select({ orderId: emailOutbox.orderId }).from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(2);
    });
    const orderEmails = { wake, resend: vi.fn(async () => true) };
    const { order } = await as(buyer, { orderEmails }).orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    // Woken once the answer is on its way, not before.
    expect(wake).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(wake).toHaveBeenCalledOnce());
    expect(await atWake).toEqual([{ orderId: order.id }, { orderId: order.id }]);
    const rows = await server.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id)).orderBy(emailOutbox.id);
    expect(rows.map((r) => [r.type, r.recipient, r.unverified, r.status, r.attempts])).toEqual([
      // The seed's buyer is verified (docs/decisions/022): its confirmation is not withheld.
      ['buyer_order_confirmation', 'pembeli@example.com', false, 'pending', 0],
      ['admin_new_order', 'admin@seulanga.id', false, 'pending', 0],
    ]);

    // A refused order writes no e-mail.
    const before = (await server.database.db.select().from(emailOutbox)).length;
    await expect(as(buyer, { orderEmails }).orders.place(shipping, [{ productId: 999999, quantity: 1 }])).rejects.toThrow();
    expect((await server.database.db.select().from(emailOutbox)).length).toBe(before);
    await new Promise((resolve) => setImmediate(resolve));
    expect(wake).toHaveBeenCalledOnce();

    const throwing = {
      wake: vi.fn((): void => {
        throw new Error('sync failure');
      }),
      resend: vi.fn(async () => true),
    };
    await expect(
      as(buyer, { orderEmails: throwing }).orders.place(shipping, [
        { productId: 1, quantity: 1 },
      ]),
    ).resolves.toBeTruthy();
    await vi.waitFor(() => expect(throwing.wake).toHaveBeenCalledOnce());
  });

  it('announces the stock of the products sold (not a catalogue edit) to everyone and the order, transaction and cart to the buyer', async () => {
    const published: Change[][] = [];
    const publish = async (changes: Change[]) => {
      published.push(changes);
    };
    const services = as(buyer, { publish });
    await services.orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    const changes = published.flat();
    expect(changes).toContainEqual({ keys: ['stock'], audience: { kind: 'public' }, productIds: [1] });
    expect(changes.flatMap((change) => change.keys)).not.toContain('products');
    expect(changes).toContainEqual({
      keys: ['orders', 'transactions', 'cartItems'],
      audience: { kind: 'users', userIds: [buyer.id] },
    });
    expect(changes).toContainEqual({ keys: ['newOrderNotification'], audience: { kind: 'admin' } });
    expect([...services.ctx.committedKeys]).toEqual(
      expect.arrayContaining([
        'stock',
        'orders',
        'transactions',
        'cartItems',
        'activityLogs',
        'newOrderNotification',
      ]),
    );
  });
});

describe('order service: payment, lists and updates', () => {
  it('confirms the buyer own Pending order; the transaction becomes Success (created when absent)', async () => {
    const { order } = await as(buyer).orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    const confirmed = await as(buyer).orders.confirmPayment(order.id);
    expect(confirmed).toMatchObject({ id: order.id, status: 'Processed', items: order.items });
    const rows = await server.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderId, order.id));
    expect(rows.map((t) => t.status)).toEqual(['Success']);
    await expect(as(buyer).orders.confirmPayment(order.id)).rejects.toThrow(
      new ValidationError(messages.payment.notPending, {}, 'ORDER_STATE_INVALID'),
    );

    const second = (await as(buyer).orders.place(shipping, [{ productId: 1, quantity: 1 }])).order;
    await server.database.db.delete(transactions).where(eq(transactions.orderId, second.id));
    await as(buyer).orders.confirmPayment(second.id);
    const created = await server.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderId, second.id));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      status: 'Success',
      amount: second.total,
      paymentMethod: 'GoPay',
    });
  });

  it("answers another buyer's order like an unknown one", async () => {
    const { order } = await as(buyer).orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    await server.database.db
      .insert(users)
      .values({ id: 'USR-OTHER', username: 'lain', email: 'lain@example.com', role: 'buyer' });
    const other = await account('lain');
    await expect(as(other).orders.confirmPayment(order.id)).rejects.toThrow(
      new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND'),
    );
    await expect(as(other).orders.confirmPayment('ORD-DOES-NOT-EXIST')).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect((await as(other).orders.listMine()).map((o) => o.id)).not.toContain(order.id);
    const [row] = await server.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row!.status).toBe('Pending');
  });

  it('lists the buyer own orders newest first, [] for visitors, never an order without owner by its customer name', async () => {
    let tick = Date.parse('2030-01-01T00:00:00.000Z');
    const now = () => new Date((tick += 1000));
    const first = (await as(buyer, { now }).orders.place(shipping, [{ productId: 1, quantity: 1 }]))
      .order;
    const second = (
      await as(buyer, { now }).orders.place(shipping, [{ productId: 1, quantity: 1 }])
    ).order;
    await server.database.db.insert(orders).values({
      id: 'ORD-PROTO',
      customerName: 'pembeli',
      date: '2029-12-31',
      status: 'Completed',
      shippingStatus: 'Tiba di Tujuan',
      total: 1000,
    });
    const mine = await as(buyer).orders.listMine();
    expect(mine.slice(0, 2).map((o) => o.id)).toEqual([second.id, first.id]);
    // An order without owner (docs/decisions/017) is the admin's to see, whatever its customer name.
    expect(mine.map((o) => o.id)).not.toContain('ORD-PROTO');
    expect((await as(admin).orders.listAll()).map((o) => o.id)).toContain('ORD-PROTO');
    expect(mine.map((o) => o.id)).toContain('ORD001');
    expect(mine.find((o) => o.id === 'ORD001')?.items).toHaveLength(2);
    const times = mine.map((o) => o.createdAt ?? o.date);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await as(null).orders.listMine()).toEqual([]);
  });

  it('lets the admin list every order and transaction newest first and update an order', async () => {
    const { order } = await as(buyer).orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    await expect(as(buyer).orders.listAll()).rejects.toThrow(messages.permission.adminOnly);
    await expect(as(null).orders.listTransactions()).rejects.toThrow(
      messages.permission.signInRequired,
    );
    const all = await as(admin).orders.listAll();
    expect(all.length).toBe(await orderCount());
    const times = all.map((o) => o.createdAt ?? o.date);
    expect([...times].sort().reverse()).toEqual(times);
    const list = await as(admin).orders.listTransactions();
    expect([...list.map((t) => t.date)].sort().reverse()).toEqual(list.map((t) => t.date));

    // Shipping needs the tracking number (docs/product/decisions.md "The order's journey").
    await expect(
      as(admin).orders.update(order.id, { status: 'Completed', shippingStatus: 'Dikirim' }),
    ).rejects.toMatchObject({ code: 'TRACKING_NUMBER_REQUIRED' });
    const updated = await as(admin).orders.update(order.id, {
      status: 'Completed',
      shippingStatus: 'Dikirim',
      trackingNumber: 'JNE0012345678',
    });
    expect(updated).toMatchObject({
      id: order.id,
      status: 'Completed',
      shippingStatus: 'Dikirim',
      trackingNumber: 'JNE0012345678',
      items: order.items,
    });
    expect(updated.history?.map((event) => event.by)).toEqual(['buyer', 'admin']);
    const shippedOnly = await as(admin).orders.update(order.id, {
      shippingStatus: 'Tiba di Tujuan',
    });
    expect(shippedOnly).toMatchObject({ status: 'Completed', shippingStatus: 'Tiba di Tujuan' });
    const activity = await as(admin).logs.listActivity();
    const updates = activity.filter(
      (a) => a.type === 'updateOrder' && a.details?.orderId === order.id,
    );
    expect(updates).toHaveLength(2);
    expect(updates[0]).toMatchObject({
      type: 'updateOrder',
      description: adminMessages.orderUpdated(order.id),
      details: {
        orderId: order.id,
        before: { status: 'Completed', shippingStatus: 'Dikirim' },
        after: { status: 'Completed', shippingStatus: 'Tiba di Tujuan' },
      },
    });
    await expect(
      as(admin).orders.update('ORD-NONE', { status: 'Completed' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      as(admin).orders.update(order.id, { status: 'Lost' as never }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(as(buyer).orders.update(order.id, { status: 'Cancelled' })).rejects.toBeInstanceOf(
      PermissionError,
    );
  });
});

describe('cart service', () => {
  it('keeps the buyer cart per account with the domain rules; [] for visitors and admins', async () => {
    await setStock(81, 2);
    const services = as(buyer);
    await services.cart.clear();
    expect((await services.cart.add(81)).map((i) => [i.id, i.quantity])).toEqual([[81, 1]]);
    expect((await services.cart.add(1)).map((i) => [i.id, i.quantity])).toEqual([
      [81, 1],
      [1, 1],
    ]);
    expect((await services.cart.add(81)).map((i) => [i.id, i.quantity])).toEqual([
      [81, 2],
      [1, 1],
    ]);
    await expect(services.cart.add(81)).rejects.toThrow(new InsufficientStockError('Bhoi'));
    await expect(services.cart.setQuantity(81, 3)).rejects.toThrow(
      'Stok untuk Bhoi tidak mencukupi!',
    );
    await expect(services.cart.add(999_999)).rejects.toThrow(
      new NotFoundError(messages.catalog.productNotFound),
    );
    expect((await services.cart.setQuantity(81, 0)).map((i) => i.id)).toEqual([1]);
    expect(await services.cart.remove(1)).toEqual([]);
    // The cart follows the account: another request (another device) sees the same lines.
    await services.cart.add(81);
    expect((await as(buyer).cart.list())[0]).toMatchObject({
      id: 81,
      name: 'Bhoi',
      stock: 2,
      quantity: 1,
    });
    expect(await as(null).cart.list()).toEqual([]);
    expect(await as(admin).cart.list()).toEqual([]);
    await expect(as(admin).cart.add(1)).rejects.toThrow(messages.permission.buyerOnly);
    await expect(as(null).cart.clear()).rejects.toBeInstanceOf(PermissionError);
    await services.cart.clear();
    expect(await services.cart.list()).toEqual([]);
    const logged = await server.database.db
      .select({ details: activityLogs.details })
      .from(activityLogs)
      .where(sql`${activityLogs.type} = 'addToCart'`);
    expect(logged.map((l) => l.details?.action)).toEqual(
      expect.arrayContaining(['add', 'update', 'remove', 'clear']),
    );
  });

  it('serialises concurrent adds of one buyer: no lost update', async () => {
    await setStock(71, 64);
    await as(buyer).cart.clear();
    await Promise.all(Array.from({ length: 5 }, () => as(buyer).cart.add(71)));
    expect((await as(buyer).cart.list()).find((i) => i.id === 71)?.quantity).toBe(5);
    await as(buyer).cart.clear();
  });
});

describe('log service', () => {
  it('shows the logs to admins only, newest first', async () => {
    await expect(as(null).logs.listEmailLogs()).rejects.toThrow(messages.permission.signInRequired);
    await expect(as(buyer).logs.listActivity()).rejects.toThrow(messages.permission.adminOnly);
    const entry = await as(null).logs.addEmailLog({
      orderId: 'ORD001',
      recipient: 'admin@seulanga.id',
      type: 'admin_new_order',
      status: 'success',
      error: null,
    });
    expect(entry.id).toMatch(/^EML/);
    const emails = await as(admin).logs.listEmailLogs();
    expect(emails[0]).toEqual(entry);
    expect(emails.length).toBeGreaterThanOrEqual(3);
    const activity = await as(admin).logs.listActivity();
    expect([...activity.map((a) => a.timestamp)].sort().reverse()).toEqual(
      activity.map((a) => a.timestamp),
    );
  });
});
