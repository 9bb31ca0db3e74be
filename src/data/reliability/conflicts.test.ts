/**
 * Conflicting writes from two tabs over one store. Each tab is its own ShopData (own
 * DocumentStore and cache) over one shared memory driver, so they share the data and the lock.
 *
 * The session: `currentUser` is one storage key, so in a browser every tab shares it (signing in
 * as the admin in one tab signs the other tab in as the admin too). A buyer and an admin acting
 * at once are therefore two clients of one store (two browsers today, two clients of a server
 * adapter later); {@link tabView} models that by keeping `currentUser` per view while every other
 * key, the lock and the commit stay shared. Tabs of one user use the plain shared driver.
 */
import { createMemoryDriver, type MemoryDriver } from '@/testing/memory-driver';
import { InsufficientStockError } from '@/domain/core/errors';
import type { ShopData } from '@/domain/port/port';
import { createTally, openShop, sessionRaw, tabView } from '@/testing/reliability-support';
import { meutiaCheckout } from '@/testing/test-values';

const tally = createTally('conflicts');
afterAll(() => tally.print());

const shipping = { ...meutiaCheckout, paymentMethod: 'OVO' };

/** Lets other promise chains run `n` times (a tab doing other work between steps). */
async function yieldTimes(n: number) {
  for (let i = 0; i < n; i++) await Promise.resolve();
}

async function buyerAndAdmin(): Promise<{ shared: MemoryDriver; buyer: ShopData; admin: ShopData }> {
  const shared = createMemoryDriver();
  await openShop(shared);
  const buyer = (await openShop(tabView(shared, sessionRaw('pembeli')))).data;
  const admin = (await openShop(tabView(shared, sessionRaw('admin')))).data;
  return { shared, buyer, admin };
}

describe('two tabs writing at once', () => {
  it.each([
    { first: 'order', delay: 0 },
    { first: 'admin', delay: 0 },
    { first: 'order', delay: 3 },
    { first: 'admin', delay: 3 },
  ])('an order and the admin’s stock edit of one product are serialised ($first first, $delay yields)', async ({ first, delay }) => {
    tally.add('scenarios');
    const { buyer, admin } = await buyerAndAdmin();
    const productBefore = (await admin.products.get(1))!;
    const { id: _id, ...form } = productBefore;
    const placeOrder = async () => {
      if (first === 'admin') await yieldTimes(delay);
      return buyer.orders.place(shipping, [{ productId: 1, quantity: 2 }]);
    };
    const editStock = async () => {
      if (first === 'order') await yieldTimes(delay);
      return admin.products.save({ ...form, stock: 30 }, 1);
    };
    const [placed] = await Promise.all([placeOrder(), editStock()]);

    const stock = (await buyer.products.get(1))!.stock;
    const log = (await admin.logs.listActivity()).reverse().map((entry) => entry.type);
    const orderAt = log.lastIndexOf('placeOrder');
    const editAt = log.lastIndexOf('updateProduct');
    // Serial outcomes only: the edit then the order (30 - 2), or the order then the edit (30).
    expect(stock).toBe(editAt < orderAt ? 28 : 30);
    expect(placed.order.items).toEqual([{ productId: 1, name: productBefore.name, price: productBefore.price, quantity: 2 }]);
    expect((await admin.orders.listAll()).some((o) => o.id === placed.order.id)).toBe(true);
  });

  it('buyer and admin send 25 chat messages each at once: all 50 arrive, counters match', async () => {
    tally.add('scenarios');
    const { buyer, admin } = await buyerAndAdmin();
    const sends: Promise<unknown>[] = [];
    for (let i = 0; i < 25; i++) {
      sends.push(buyer.chat.send({ text: `pembeli ${i}` }));
      sends.push(admin.chat.send({ text: `admin ${i}`, buyerId: 'USR002' }));
    }
    await Promise.all(sends);
    const { messages: thread } = await admin.chat.listMessages('USR002');
    expect(thread).toHaveLength(50);
    expect(new Set(thread.map((m) => m.id)).size).toBe(50);
    for (let i = 0; i < 25; i++) {
      expect(thread.map((m) => m.text)).toEqual(expect.arrayContaining([`pembeli ${i}`, `admin ${i}`]));
    }
    // Each side's own messages keep their sending order.
    expect(thread.filter((m) => m.sender === 'buyer').map((m) => m.text)).toEqual(Array.from({ length: 25 }, (_, i) => `pembeli ${i}`));
    expect(await buyer.chat.unreadCount()).toBe(25);
    expect(await admin.chat.unreadCount()).toBe(25);
  });

  it('two buyers order the last unit at once: exactly one order, stock 0', async () => {
    tally.add('scenarios');
    const shared = createMemoryDriver();
    await openShop(shared);
    const admin = (await openShop(tabView(shared, sessionRaw('admin')))).data;
    const { id: _id, ...form } = (await admin.products.get(102))!;
    await admin.products.save({ ...form, stock: 1 }, 102);
    const second = (await openShop(tabView(shared))).data;
    await second.auth.register({ username: 'cutnyak', email: 'cut@contoh.id', password: 'rahasia1' });
    await second.auth.login('cutnyak', 'rahasia1');
    const first = (await openShop(tabView(shared, sessionRaw('pembeli')))).data;
    const ordersBefore = (await admin.orders.listAll()).length;

    const results = await Promise.allSettled([
      first.orders.place(shipping, [{ productId: 102, quantity: 1 }]),
      second.orders.place(shipping, [{ productId: 102, quantity: 1 }]),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(InsufficientStockError);
    expect((await admin.products.get(102))!.stock).toBe(0);
    expect(await admin.orders.listAll()).toHaveLength(ordersBefore + 1);
  });

  it('one buyer in two tabs (shared session, as in the browser): last unit sold once, chats all kept', async () => {
    tally.add('scenarios');
    // Every unit but one in one order: above the default `Maksimal per Produk` (10).
    const shared = createMemoryDriver({ initial: { currentUser: sessionRaw('pembeli'), maxPerProduct: '999' } });
    await openShop(shared);
    const tabA = (await openShop(shared)).data;
    const tabB = (await openShop(shared)).data;
    // Both tabs see the same signed-in buyer: the session is one shared key.
    expect((await tabA.auth.currentUser())?.username).toBe('pembeli');
    expect((await tabB.auth.currentUser())?.username).toBe('pembeli');
    const stockOf = async () => (await tabA.products.get(11))!.stock;
    const stock = await stockOf();

    // Every unit but one is ordered by one tab first, then both race for the last.
    await tabA.orders.place(shipping, [{ productId: 11, quantity: stock - 1 }]);
    const results = await Promise.allSettled([
      tabA.orders.place(shipping, [{ productId: 11, quantity: 1 }]),
      tabB.orders.place(shipping, [{ productId: 11, quantity: 1 }]),
      tabA.chat.send({ text: 'dari tab A' }),
      tabB.chat.send({ text: 'dari tab B' }),
    ]);
    expect(results.slice(0, 2).filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.slice(2).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await stockOf()).toBe(0);
    expect((await tabB.chat.listMessages()).messages.map((m) => m.text).sort()).toEqual(['dari tab A', 'dari tab B']);
  });

  it('a sign-out in one tab signs the other tab out too (the session is shared)', async () => {
    tally.add('scenarios');
    // Every unit but one in one order: above the default `Maksimal per Produk` (10).
    const shared = createMemoryDriver({ initial: { currentUser: sessionRaw('pembeli'), maxPerProduct: '999' } });
    const tabA = (await openShop(shared)).data;
    const tabB = (await openShop(shared)).data;
    await tabA.auth.logout();
    expect(await tabB.auth.currentUser()).toBeNull();
    await expect(tabB.chat.send({ text: 'masih di sini?' })).rejects.toThrow('Silakan masuk');
  });
});
