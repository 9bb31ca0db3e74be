// @vitest-environment node
/**
 * The server's writer of plans (./effects.ts `applyEffects`, and the compiled statements of
 * ./order-effects.ts and ./cart.ts) over a real database (PGlite, or the PostgreSQL of
 * `TEST_DATABASE_URL`): each effect kind written by the plain form, a placement's and a cart
 * change's effects by their pipelined statement (an effect it does not compile refused), a short
 * line refusing the whole plan, the catalogue's products and partners, reviews, settings, accounts
 * and chat messages (a message by the plain form and by its pipelined statement), and the changes
 * announced from the effects.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartEffect, EffectPlan } from '@/domain/core/effects';
import { InsufficientStockError } from '@/domain/core/errors';
import type { CartItem, Order, SessionUser, Transaction } from '@/domain/core/records';
import type { OrderPlan } from '@/domain/orders/effects';
import { toAddress, toPartner, toProduct, toSessionUser } from '../db/records';
import {
  activityLogs,
  addresses,
  cartItems,
  chatMessages,
  emailOutbox,
  orderItems,
  orders,
  partners,
  products,
  reviews,
  settings,
  transactions,
  unreadCounts,
  users,
} from '../db/schema';
import { startTestServer, type TestServer } from '../testing/harness';
import { commitCartEffects, readCart } from './cart';
import { commitChatEffects } from './chat';
import { hasNewOrders } from './settings';
import { createServiceContext, type Change } from './context';
import { applyEffects } from './effects';
import { commitPlacementEffects } from './order-effects';

let server: TestServer;
let buyer: SessionUser;
const published: Change[] = [];
const NOW = new Date('2026-11-25T03:00:00.000Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  const [row] = await server.database.db.select().from(users).where(eq(users.username, 'pembeli'));
  buyer = toSessionUser(row!, []);
}, 60_000);

afterAll(() => server.close());

/** A service context of the buyer whose announcements land in {@link published}. */
function context() {
  published.length = 0;
  return createServiceContext(
    {
      ...server.deps,
      publish: async (changes) => {
        published.push(...changes);
      },
    },
    buyer,
  );
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await server.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

/** A placement's plan of one unit of product `productId` (and `extra` lines) as order `id`. */
function placement(id: string, productId: number, extra: Array<{ productId: number; quantity: number }> = []): OrderPlan {
  const items = [{ productId, quantity: 1 }, ...extra].map((line) => ({ ...line, name: `P${line.productId}`, price: 1000 }));
  const order: Order = {
    id,
    customerName: 'Cut',
    customerPhone: '0812',
    shippingAddress: 'Banda Aceh',
    postalCode: '23111',
    productName: 'P',
    date: '2026-11-25',
    status: 'Pending',
    shippingStatus: 'Menunggu Konfirmasi Admin',
    paymentMethod: 'GoPay',
    paymentCode: `TJ-${id}`,
    total: 1000,
    userId: buyer.id,
    username: buyer.username,
    customerEmail: 'cut@example.com',
    items,
    createdAt: NOW.toISOString(),
    history: [{ at: NOW.toISOString(), by: 'buyer', status: 'Pending' }],
  };
  const transaction: Transaction = { id: `TRX-${id}`, orderId: id, paymentMethod: 'GoPay', amount: 1000, date: '2026-11-25', status: 'Pending' };
  return {
    order,
    transaction,
    effects: [
      { kind: 'takeStock', lines: items.map(({ productId: p, quantity, name }) => ({ productId: p, quantity, name })) },
      { kind: 'insertOrder', order },
      { kind: 'insertTransaction', transaction },
      { kind: 'clearCart', userId: buyer.id },
      { kind: 'log', entry: { type: 'placeOrder', description: `Pesanan ${id}`, details: { orderId: id } } },
      { kind: 'queueOrderEmails', orderId: id },
      { kind: 'notifyNewOrder' },
    ],
  };
}

/** What the database holds of order `id`. */
async function stored(id: string) {
  const db = server.database.db;
  return {
    order: (await db.select().from(orders).where(eq(orders.id, id)))[0],
    items: await db.select().from(orderItems).where(eq(orderItems.orderId, id)),
    transactions: await db.select().from(transactions).where(eq(transactions.orderId, id)),
    emails: await db.select().from(emailOutbox).where(eq(emailOutbox.orderId, id)),
    logs: (await db.select().from(activityLogs)).filter((log) => (log.details as { orderId?: string } | null)?.orderId === id),
  };
}

describe('order effects on the server', () => {
  it.each(['plain', 'pipelined'] as const)('writes a placement\'s effects (%s form) and announces them', async (form) => {
    const ctx = context();
    const id = `ORD-${form}`;
    const plan = placement(id, 1);
    const before = await stockOf(1);
    await server.database.db.insert(cartItems).values({ userId: buyer.id, productId: 2, quantity: 1 }).onConflictDoNothing();
    if (form === 'plain') await ctx.transact((tx) => applyEffects(ctx, tx, plan, buyer));
    else await ctx.transactPipelined((tx) => commitPlacementEffects(ctx, tx, plan, buyer, 'owner@example.com', buyer.email));
    expect(await stockOf(1)).toBe(before - 1);
    const row = await stored(id);
    expect(row.order).toMatchObject({ status: 'Pending', userId: buyer.id, hasItems: true });
    expect(row.items.map((item) => [item.line, item.productId, item.quantity])).toEqual([[0, 1, 1]]);
    expect(row.transactions.map((t) => [t.id, t.status])).toEqual([[`TRX-${id}`, 'Pending']]);
    expect(row.logs.map((log) => [log.type, log.username])).toEqual([['placeOrder', buyer.username]]);
    expect(row.emails.length).toBeGreaterThan(0);
    expect(await server.database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toEqual([]);
    const keys = published.flatMap((change) => change.keys);
    expect(keys).toEqual(expect.arrayContaining(['newOrderNotification', 'stock', 'orders', 'transactions', 'cartItems', 'activityLogs']));
    expect(published.find((change) => change.keys.includes('stock'))).toEqual({ keys: ['stock'], audience: { kind: 'public' }, productIds: [1] });
    expect(published.find((change) => change.keys.includes('orders'))?.audience).toEqual({ kind: 'users', userIds: [buyer.id] });
  });

  it.each(['plain', 'pipelined'] as const)('refuses a short line by name and writes nothing (%s form)', async (form) => {
    const ctx = context();
    const id = `ORD-short-${form}`;
    await server.database.db.update(products).set({ stock: 1 }).where(eq(products.id, 3));
    const plan = placement(id, 2, [{ productId: 3, quantity: 2 }]);
    const before = await stockOf(2);
    const run =
      form === 'plain'
        ? ctx.transact((tx) => applyEffects(ctx, tx, plan, buyer))
        : ctx.transactPipelined((tx) => commitPlacementEffects(ctx, tx, plan, buyer, '', buyer.email));
    await expect(run).rejects.toThrow(new InsufficientStockError('P3'));
    expect(await stockOf(2)).toBe(before);
    expect((await stored(id)).order).toBeUndefined();
  });

  it('sets order fields and one or every transaction\'s status, returns stock (a deleted product skipped), announces stock and order', async () => {
    const ctx = context();
    await server.database.db.update(products).set({ stock: 50 }).where(eq(products.id, 1));
    const plan = placement('ORD-change', 1);
    await ctx.transact((tx) => applyEffects(ctx, tx, plan, buyer));
    const second: Transaction = { ...plan.transaction!, id: 'TRX-second' };
    await ctx.transact((tx) => applyEffects(ctx, tx, { order: plan.order, effects: [{ kind: 'insertTransaction', transaction: second }] }, buyer));
    const stock = await stockOf(1);
    const change = context();
    const applied = await change.transact((tx) =>
      applyEffects(
        change,
        tx,
        {
          order: { ...plan.order, status: 'Cancelled' },
          effects: [
            { kind: 'setOrderFields', orderId: 'ORD-change', set: { status: 'Cancelled', cancelReason: 'Habis' } },
            { kind: 'setTransactionStatus', orderId: 'ORD-change', transactionId: 'TRX-second', status: 'Success' },
            { kind: 'returnStock', lines: [{ productId: 1, quantity: 1, name: 'P1' }, { productId: 99_999, quantity: 1, name: 'Gone' }] },
          ],
        },
        buyer,
      ),
    );
    expect(applied.row).toMatchObject({ id: 'ORD-change', status: 'Cancelled', cancelReason: 'Habis' });
    expect(await stockOf(1)).toBe(stock + 1);
    expect((await stored('ORD-change')).transactions.map((t) => [t.id, t.status]).sort()).toEqual([
      ['TRX-ORD-change', 'Pending'],
      ['TRX-second', 'Success'],
    ]);
    expect(published).toEqual([
      { keys: ['stock'], audience: { kind: 'public' }, productIds: [1, 99_999] },
      { keys: ['orders', 'transactions'], audience: { kind: 'users', userIds: [buyer.id] } },
    ]);
    await change.transact((tx) =>
      applyEffects(change, tx, { order: plan.order, effects: [{ kind: 'setTransactionStatus', orderId: 'ORD-change', status: 'Cancelled' }] }, buyer),
    );
    expect((await stored('ORD-change')).transactions.map((t) => t.status)).toEqual(['Cancelled', 'Cancelled']);
  });

  it('writes and announces nothing for an empty plan', async () => {
    const ctx = context();
    const applied = await ctx.transact((tx) => applyEffects(ctx, tx, { order: placement('ORD-none', 1).order, effects: [] }, buyer));
    expect(applied).toEqual({ emails: 0 });
    expect(published).toEqual([]);
  });
});

/** A cart change's plan: the buyer's lines become `items`, logged. */
function cartPlan(items: CartItem[]): EffectPlan<CartEffect> {
  return {
    effects: [
      { kind: 'setCartLines', userId: buyer.id, items },
      { kind: 'log', entry: { type: 'addToCart', description: 'x', details: { action: 'add' } } },
    ],
  };
}

const linesOf = async () => (await readCart(server.database.db, buyer.id)).map((line) => [line.id, line.quantity]);

describe('applyEffects and commitCartEffects (server): setCartLines', () => {
  let catalogue: CartItem[];
  beforeAll(async () => {
    const rows = await server.database.db.select().from(products).orderBy(asc(products.id)).limit(3);
    catalogue = rows.map((product) => ({ ...toProduct(product), quantity: 1 }));
  });

  it.each(['plain', 'pipelined'] as const)(
    'sets the lines (%s): a removed line deleted, a kept one keeping its place with its new quantity, a new one appended; logged and announced to the buyer',
    async (form) => {
      const [a, b, c] = catalogue;
      await server.database.db.delete(cartItems).where(eq(cartItems.userId, buyer.id));
      const write = async (previous: CartItem[], items: CartItem[]) => {
        const ctx = context();
        if (form === 'plain') await ctx.transact((tx) => applyEffects(ctx, tx, cartPlan(items), buyer));
        else await ctx.transactPipelined((tx) => commitCartEffects(ctx, tx, cartPlan(items), buyer, previous));
      };
      const first = [{ ...a!, quantity: 1 }, { ...b!, quantity: 2 }];
      await write([], first);
      expect(await linesOf()).toEqual([[a!.id, 1], [b!.id, 2]]);
      const logged = (await server.database.db.select().from(activityLogs).where(eq(activityLogs.username, buyer.username))).length;
      await write(first, [{ ...b!, quantity: 3 }, { ...c!, quantity: 1 }]);
      expect(await linesOf()).toEqual([[b!.id, 3], [c!.id, 1]]);
      expect((await server.database.db.select().from(activityLogs).where(eq(activityLogs.username, buyer.username))).length).toBe(logged + 1);
      expect(published).toContainEqual({ keys: ['cartItems'], audience: { kind: 'users', userIds: [buyer.id] } });
      expect(published.flatMap((change) => change.keys)).toEqual(expect.arrayContaining(['cartItems', 'activityLogs']));
      await write([{ ...b!, quantity: 3 }, { ...c!, quantity: 1 }], []);
      expect(await linesOf()).toEqual([]);
    },
  );

  it('refuses, writing nothing, a cart plan with an effect its statement does not compile', async () => {
    const ctx = context();
    const plan: EffectPlan = { effects: [...cartPlan([{ ...catalogue[0]!, quantity: 1 }]).effects, { kind: 'notifyNewOrder' }] };
    await expect(ctx.transactPipelined((tx) => commitCartEffects(ctx, tx, plan, buyer, []))).rejects.toThrow(
      'A cart change does not write notifyNewOrder',
    );
    await expect(ctx.transactPipelined((tx) => commitCartEffects(ctx, tx, { effects: cartPlan([]).effects.slice(0, 1) }, buyer, []))).rejects.toThrow(
      'one setCartLines and one log',
    );
    expect(published).toEqual([]);
  });
});

describe('applyEffects (server): the catalogue', () => {
  it('inserts, replaces and deletes a product (its cart lines with it) and inserts and replaces a partner, announcing each', async () => {
    const db = server.database.db;
    const [row] = await db.select().from(products).orderBy(asc(products.id)).limit(1);
    const product = { ...toProduct(row!), id: 990_001, name: 'Kopi Uji' };
    const [partnerRow] = await db.select().from(partners).limit(1);
    const partner = { ...toPartner(partnerRow!), id: 'P990', name: 'Mitra Uji' };
    const ctx = context();
    await ctx.transact((tx) =>
      applyEffects(ctx, tx, { effects: [{ kind: 'insertProduct', product }, { kind: 'insertPartner', partner }] }, buyer),
    );
    expect(published.map((change) => change.keys)).toEqual([['products'], ['partners']]);
    await db.insert(cartItems).values({ userId: buyer.id, productId: product.id, quantity: 1 });
    const edit = context();
    await edit.transact((tx) =>
      applyEffects(
        edit,
        tx,
        { effects: [{ kind: 'updateProduct', product: { ...product, price: 1234 } }, { kind: 'updatePartner', partner: { ...partner, name: 'Ganti' } }] },
        buyer,
      ),
    );
    const [edited] = await db.select().from(products).where(eq(products.id, product.id));
    expect(toProduct(edited!)).toEqual({ ...product, price: 1234 });
    expect(edited!.searchText).toContain('kopi uji');
    expect((await db.select().from(partners).where(eq(partners.id, 'P990')))[0]?.name).toBe('Ganti');
    expect(published).toContainEqual({ keys: ['cartItems'], audience: { kind: 'users', userIds: [buyer.id] } });
    const remove = context();
    await remove.transact((tx) => applyEffects(remove, tx, { effects: [{ kind: 'deleteProduct', productId: product.id }] }, buyer));
    expect(await db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
    expect(await db.select().from(cartItems).where(eq(cartItems.productId, product.id))).toEqual([]);
    expect(published).toEqual([
      { keys: ['products'], audience: { kind: 'public' } },
      { keys: ['cartItems'], audience: { kind: 'users', userIds: [buyer.id] } },
    ]);
  });
});

describe('applyEffects (server): reviews, settings, accounts and chat', () => {
  it("saves a review: a new one racing the author's stored review edits it (id and date kept); answered as stored, announced", async () => {
    const db = server.database.db;
    const [product] = await db.select().from(products).orderBy(asc(products.id)).limit(1);
    await db.delete(reviews).where(eq(reviews.authorId, buyer.id));
    const review = (id: string, text: string, createdAt: string) => ({ id, productId: product!.id, author: buyer.username, authorId: buyer.id, rating: 5, text, createdAt });
    const save = async (saved: ReturnType<typeof review>, replaces: string | null) => {
      const ctx = context();
      return ctx.transact((tx) => applyEffects(ctx, tx, { effects: [{ kind: 'saveReview', review: saved, replaces }] }, buyer));
    };
    const first = await save(review('REV-A', 'Pertama', '2026-11-01T00:00:00.000Z'), null);
    expect(first.review).toMatchObject({ id: 'REV-A', text: 'Pertama' });
    expect(published).toEqual([{ keys: ['reviews'], audience: { kind: 'public' } }]);
    const raced = await save(review('REV-B', 'Kedua', '2026-11-02T00:00:00.000Z'), null);
    expect(raced.review).toMatchObject({ id: 'REV-A', text: 'Kedua', createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z' });
    expect((await db.select().from(reviews).where(eq(reviews.authorId, buyer.id))).map((row) => row.id)).toEqual(['REV-A']);
    await db.delete(reviews).where(eq(reviews.authorId, buyer.id));
  });

  it('writes settings in order, each announced to everyone', async () => {
    const ctx = context();
    await ctx.transact((tx) =>
      applyEffects(ctx, tx, { effects: [{ kind: 'writeSettings', writes: [['lowStockThreshold', 4], ['maxPerProduct', 7]] }] }, buyer),
    );
    const rows = await server.database.db.select().from(settings).where(inArray(settings.key, ['lowStockThreshold', 'maxPerProduct']));
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toEqual({ lowStockThreshold: 4, maxPerProduct: 7 });
    expect(published).toEqual([
      { keys: ['lowStockThreshold'], audience: { kind: 'public' } },
      { keys: ['maxPerProduct'], audience: { kind: 'public' } },
    ]);
  });

  it('inserts an account, gives it a role (a new admin has seen the orders so far) and sets its addresses', async () => {
    const db = server.database.db;
    const account = { id: 'USR-EFF', username: 'efek', email: 'efek@contoh.id', role: 'buyer' as const, profileImage: '', addresses: [] };
    const ctx = context();
    await ctx.transact((tx) => applyEffects(ctx, tx, { effects: [{ kind: 'insertAccount', account, passwordHash: '$argon2id$uji' }] }, buyer));
    expect((await db.select().from(users).where(eq(users.id, 'USR-EFF')))[0]).toMatchObject({ username: 'efek', role: 'buyer', passwordHash: '$argon2id$uji' });
    expect(published).toEqual([{ keys: ['users'], audience: { kind: 'admin' } }]);

    const promote = context();
    await promote.transact((tx) => applyEffects(promote, tx, { effects: [{ kind: 'setRole', userId: 'USR-EFF', role: 'admin', from: 'buyer' }] }, buyer));
    expect((await db.select().from(users).where(eq(users.id, 'USR-EFF')))[0]?.role).toBe('admin');
    expect(await hasNewOrders(db, 'USR-EFF')).toBe(false);
    expect(published).toEqual([{ keys: ['users', 'currentUser'], audience: { kind: 'users', userIds: ['USR-EFF'] } }]);

    const address = (id: string, isDefault: boolean) => ({ id, label: id, recipientName: 'Efek', phone: '081234567890', fullAddress: 'Banda Aceh', postalCode: '23111', isDefault });
    const write = async (userId: string, list: ReturnType<typeof address>[]) => {
      const c = context();
      await c.transact((tx) => applyEffects(c, tx, { effects: [{ kind: 'setAddresses', userId, addresses: list }] }, buyer));
    };
    const stored = async (userId: string) => (await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.seq))).map(toAddress);
    await write('USR-EFF', [address('ADDR-E1', true), address('ADDR-E2', false)]);
    await write('USR-EFF', [address('ADDR-E2', true), address('ADDR-E3', false)]);
    expect(await stored('USR-EFF')).toEqual([address('ADDR-E2', true), address('ADDR-E3', false)]);
    // Another account's list naming this account's address id takes nothing over.
    await write(buyer.id, [{ ...address('ADDR-E2', true), label: 'Curian' }]);
    expect(await stored('USR-EFF')).toEqual([address('ADDR-E2', true), address('ADDR-E3', false)]);
    await db.delete(users).where(eq(users.id, 'USR-EFF'));
  });

  it("appends a chat message and sets its thread's counters, plain and pipelined alike, announced to the buyer and the admins", async () => {
    const db = server.database.db;
    const message = (id: string) => ({ id, sender: 'buyer' as const, text: `Halo ${id}`, timestamp: NOW.toISOString(), senderName: buyer.username });
    const plan = (id: string, admin: number): EffectPlan => ({
      effects: [{ kind: 'appendChatMessage', buyerId: buyer.id, buyerName: buyer.username, message: message(id), counter: { buyer: 0, admin } }],
    });
    const plain = context();
    await plain.transact((tx) => applyEffects(plain, tx, plan('MSG-E1', 1), buyer));
    expect(published).toEqual([{ keys: ['allChatMessages', 'allUnreadCounts'], audience: { kind: 'users', userIds: [buyer.id] } }]);
    const piped = context();
    await piped.transactPipelined((tx) => commitChatEffects(piped, tx, plan('MSG-E2', 2)));
    const rows = await db.select().from(chatMessages).where(eq(chatMessages.buyerId, buyer.id)).orderBy(asc(chatMessages.seq));
    expect(rows.slice(-2).map((row) => [row.id, row.buyer, row.text])).toEqual([
      ['MSG-E1', buyer.username, 'Halo MSG-E1'],
      ['MSG-E2', buyer.username, 'Halo MSG-E2'],
    ]);
    expect((await db.select().from(unreadCounts).where(eq(unreadCounts.buyerId, buyer.id)))[0]).toMatchObject({ buyerCount: 0, adminCount: 2 });
    await expect(piped.transactPipelined((tx) => commitChatEffects(piped, tx, { effects: [] }))).rejects.toThrow('one appendChatMessage');
  });
});
