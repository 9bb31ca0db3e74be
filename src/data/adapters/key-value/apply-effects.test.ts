/**
 * The browser mode's writer of plans (./apply-effects.ts): each effect kind written over a seeded
 * memory store, a short `takeStock` writing nothing at all.
 */
import { InsufficientStockError } from '@/domain/core/errors';
import type { Order, Transaction } from '@/domain/core/records';
import type { OrderPlan } from '@/domain/orders/effects';
import { seed } from '@/domain/seed';
import { createMemoryDriver } from '@/testing/memory-driver';
import { applyEffects } from './apply-effects';
import { createContext } from './context';

const ACTOR = { username: 'Sistem', role: 'admin' } as const;

/** A seeded store's context. */
function openStore() {
  const ctx = createContext(createMemoryDriver(), { seed, now: () => new Date('2026-11-25T03:00:00.000Z') });
  ctx.store.seedIfAbsent();
  return ctx;
}

const stockOf = (ctx: ReturnType<typeof openStore>, id: number) => ctx.store.read('products').find((p) => p.id === id)!.stock;

describe('applyEffects (key-value)', () => {
  it('writes each effect kind: stock taken and returned, order and transaction inserted, fields and statuses set, cart, flag, log', async () => {
    const ctx = openStore();
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
    const ctx = openStore();
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
    const ctx = openStore();
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
    const ctx = openStore();
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
});
