/**
 * The browser mode's writer of plans (./apply-effects.ts): each effect kind written over a seeded
 * memory store, a short `takeStock` writing nothing at all.
 */
import { InsufficientStockError } from '@/domain/core/errors';
import type { Order, Transaction } from '@/domain/core/records';
import type { OrderPlan } from '@/domain/orders/effects';
import { seed } from '@/testing/seed';
import { createMemoryDriver } from '@/testing/memory-driver';
import { applyEffects } from './apply-effects';
import { createContext } from './context';

const ACTOR = { username: 'Sistem', role: 'admin' } as const;

/** A seeded store's context. */
async function openStore() {
  const ctx = createContext(createMemoryDriver(), { seed, now: () => new Date('2026-11-25T03:00:00.000Z') });
  await ctx.store.seedIfAbsent();
  return ctx;
}

const stockOf = (ctx: Awaited<ReturnType<typeof openStore>>, id: number) => ctx.store.read('products').find((p) => p.id === id)!.stock;

describe('applyEffects (key-value)', () => {
  it('writes each effect kind: stock taken and returned, order and transaction inserted, fields and statuses set, cart, flag, log', async () => {
    const ctx = await openStore();
    const [first, second] = ctx.store.read('products');
    const stock = { first: first!.stock, second: second!.stock };
    const order: Order = {
      ...ctx.store.read('orders')[0]!,
      id: 'ORD9',
      items: [{ productId: first!.id, name: first!.name, price: first!.price, quantity: 1 }],
    };
    const transaction: Transaction = { id: 'TRX9', orderId: 'ORD9', paymentMethod: 'GoPay', amount: 1, date: '2026-11-25', status: 'Pending' };
    const logged = ctx.store.read('activityLogs').length;
    const placement: OrderPlan = {
      order,
      transaction,
      effects: [
        { kind: 'takeStock', lines: [{ productId: first!.id, quantity: 1, name: first!.name }] },
        { kind: 'insertOrder', order },
        { kind: 'insertTransaction', transaction },
        { kind: 'clearCart', userId: 'USR2' },
        { kind: 'log', entry: { type: 'placeOrder', description: 'x', details: { orderId: 'ORD9' } } },
        { kind: 'queueOrderEmails', orderId: 'ORD9' },
        { kind: 'notifyNewOrder' },
      ],
    };
    const after = await ctx.store.transact((tx) => {
      tx.set('cartItems', [{ ...first!, quantity: 1 }]);
      tx.set('newOrderNotification', false);
      return applyEffects(ctx, tx, placement, ACTOR);
    });
    after();
    expect(stockOf(ctx, first!.id)).toBe(stock.first - 1);
    expect(ctx.store.read('orders').find((o) => o.id === 'ORD9')).toEqual(order);
    expect(ctx.store.read('transactions').find((t) => t.id === 'TRX9')).toEqual(transaction);
    expect(ctx.store.read('cartItems')).toEqual([]);
    expect(ctx.store.read('newOrderNotification')).toBe(true);
    expect(ctx.store.read('activityLogs').slice(logged)).toMatchObject([{ type: 'placeOrder', username: 'Sistem', details: { orderId: 'ORD9' } }]);

    const other: Transaction = { ...transaction, id: 'TRX10' };
    await ctx.store.transact((tx) => tx.set('transactions', [...tx.get('transactions'), other]));
    await ctx.store.transact((tx) =>
      applyEffects(
        ctx,
        tx,
        {
          effects: [
            { kind: 'setOrderFields', orderId: 'ORD9', set: { status: 'Cancelled', cancelReason: 'Habis' } },
            { kind: 'setTransactionStatus', orderId: 'ORD9', transactionId: 'TRX10', status: 'Success' },
            { kind: 'returnStock', lines: [{ productId: second!.id, quantity: 2, name: second!.name }, { productId: 999, quantity: 1, name: 'Gone' }] },
          ],
        },
        ACTOR,
      ),
    );
    expect(ctx.store.read('orders').find((o) => o.id === 'ORD9')).toEqual({ ...order, status: 'Cancelled', cancelReason: 'Habis' });
    expect(ctx.store.read('transactions').filter((t) => t.orderId === 'ORD9').map((t) => [t.id, t.status])).toEqual([
      ['TRX9', 'Pending'],
      ['TRX10', 'Success'],
    ]);
    expect(stockOf(ctx, second!.id)).toBe(stock.second + 2);
    // Without an id, every transaction of the order.
    await ctx.store.transact((tx) =>
      applyEffects(ctx, tx, { effects: [{ kind: 'setTransactionStatus', orderId: 'ORD9', status: 'Cancelled' }] }, ACTOR),
    );
    expect(ctx.store.read('transactions').filter((t) => t.orderId === 'ORD9').map((t) => t.status)).toEqual(['Cancelled', 'Cancelled']);
  });

  it('refuses a short takeStock line by name and writes nothing of the plan', async () => {
    const ctx = await openStore();
    const [first, second] = ctx.store.read('products');
    const orders = ctx.store.read('orders').length;
    const plan: OrderPlan = {
      order: ctx.store.read('orders')[0]!,
      effects: [
        { kind: 'takeStock', lines: [{ productId: first!.id, quantity: 1, name: first!.name }, { productId: second!.id, quantity: second!.stock + 1, name: second!.name }] },
        { kind: 'insertOrder', order: { ...ctx.store.read('orders')[0]!, id: 'ORD9' } },
      ],
    };
    await expect(ctx.store.transact((tx) => applyEffects(ctx, tx, plan, ACTOR))).rejects.toThrow(new InsufficientStockError(second!.name));
    expect(stockOf(ctx, first!.id)).toBe(first!.stock);
    expect(ctx.store.read('orders')).toHaveLength(orders);
  });

  it("writes a cart change's effects: the new lines, then its log entry", async () => {
    const ctx = await openStore();
    const [first, second] = ctx.store.read('products');
    const logged = ctx.store.read('activityLogs').length;
    const items = [{ ...second!, quantity: 2 }, { ...first!, quantity: 1 }];
    await ctx.store.transact((tx) => {
      tx.set('cartItems', [{ ...first!, quantity: 3 }]);
      applyEffects(
        ctx,
        tx,
        {
          effects: [
            { kind: 'setCartLines', userId: 'USR2', items },
            { kind: 'log', entry: { type: 'addToCart', description: 'x', details: { action: 'add' } } },
          ],
        },
        { username: 'pembeli', role: 'buyer' },
      );
    });
    expect(ctx.store.read('cartItems')).toEqual(items);
    expect(ctx.store.read('activityLogs').slice(logged)).toMatchObject([{ type: 'addToCart', username: 'pembeli' }]);
  });

  it("writes the catalogue's effects: products inserted, replaced and deleted with their cart lines, partners inserted and replaced", async () => {
    const ctx = await openStore();
    const [first, second] = ctx.store.read('products');
    const [partner] = ctx.store.read('partners');
    const added = { ...first!, id: 999, name: 'Baru' };
    const newPartner = { ...partner!, id: 'P999', name: 'Mitra Baru' };
    await ctx.store.transact((tx) => {
      tx.set('cartItems', [{ ...second!, quantity: 1 }]);
      applyEffects(
        ctx,
        tx,
        {
          effects: [
            { kind: 'insertProduct', product: added },
            { kind: 'updateProduct', product: { ...first!, price: 1 } },
            { kind: 'deleteProduct', productId: second!.id },
            { kind: 'insertPartner', partner: newPartner },
            { kind: 'updatePartner', partner: { ...partner!, name: 'Ganti' } },
          ],
        },
        ACTOR,
      );
    });
    const products = ctx.store.read('products');
    expect(products.find((p) => p.id === 999)).toEqual(added);
    expect(products.find((p) => p.id === first!.id)?.price).toBe(1);
    expect(products.some((p) => p.id === second!.id)).toBe(false);
    expect(ctx.store.read('cartItems')).toEqual([]);
    expect(ctx.store.read('partners').find((p) => p.id === 'P999')).toEqual(newPartner);
    expect(ctx.store.read('partners').find((p) => p.id === partner!.id)?.name).toBe('Ganti');
  });

  it('writes reviews, settings, accounts, roles, addresses (the session copy too) and chat messages', async () => {
    const ctx = await openStore();
    const [product] = ctx.store.read('products');
    const review = { id: 'REV9', productId: product!.id, author: 'pembeli', authorId: 'USR2', rating: 5, text: 'Mantap', createdAt: '2026-11-25T03:00:00.000Z' };
    const passwordHash = { algorithm: 'PBKDF2-SHA-256' as const, iterations: 1, salt: 'c2FsdA==', hash: 'aGFzaA==' };
    const account = { id: 'USR9', username: 'baru', email: 'baru@contoh.id', role: 'buyer' as const, profileImage: '', addresses: [] };
    const address = { id: 'ADDR9', label: 'Rumah', recipientName: 'Baru', phone: '081234567890', fullAddress: 'Banda Aceh', postalCode: '23111', isDefault: true };
    const message = { id: 'MSG9', sender: 'buyer' as const, text: 'Halo', timestamp: '2026-11-25T03:00:00.000Z', senderName: 'baru' };
    await ctx.store.transact((tx) => {
      applyEffects(
        ctx,
        tx,
        {
          effects: [
            { kind: 'saveReview', review, replaces: null },
            { kind: 'saveReview', review: { ...review, text: 'Diubah' }, replaces: 'REV9' },
            { kind: 'writeSettings', writes: [['lowStockThreshold', 4], ['storeName', 'Toko Uji']] },
            { kind: 'insertAccount', account, passwordHash },
            { kind: 'setRole', userId: 'USR9', role: 'admin', from: 'buyer' },
          ],
        },
        ACTOR,
      );
      tx.set('currentUser', { ...account, role: 'admin' });
      applyEffects(
        ctx,
        tx,
        {
          effects: [
            { kind: 'setAddresses', userId: 'USR9', addresses: [address] },
            { kind: 'appendChatMessage', buyerId: 'USR9', buyerName: 'baru', message, counter: { buyer: 0, admin: 1 } },
          ],
        },
        ACTOR,
      );
    });
    expect(ctx.store.read('reviews').filter((r) => r.id === 'REV9')).toEqual([{ ...review, text: 'Diubah' }]);
    expect([ctx.store.read('lowStockThreshold'), ctx.store.read('storeName')]).toEqual([4, 'Toko Uji']);
    expect(ctx.store.read('users').find((u) => u.id === 'USR9')).toEqual({ ...account, role: 'admin', passwordHash, addresses: [address] });
    expect(ctx.store.read('currentUser')?.addresses).toEqual([address]);
    expect(ctx.store.read('allChatMessages').USR9).toEqual({ buyerName: 'baru', messages: [message] });
    expect(ctx.store.read('allUnreadCounts').USR9).toEqual({ buyer: 0, admin: 1 });
    await expect(
      ctx.store.transact((tx) => applyEffects(ctx, tx, { effects: [{ kind: 'insertAccount', account, passwordHash: '$argon2id$x' }] }, ACTOR)),
    ).rejects.toThrow('PBKDF2');
  });
});
