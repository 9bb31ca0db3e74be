import { ownsOrder } from '@/domain/orders/owners';
import { inRequestedOrder, ordersToRead } from '@/domain/orders/labels';
import { NotFoundError } from '@/domain/core/errors';
import { messages } from '@/shared/messages';
import type { OrderRepository } from '@/domain/port/port';
import { newestFirst, validate, type AdapterContext } from './context';

/**
 * Orders, payments and transactions over the key-value store (spec sections 4 and 9,
 * docs/product/decisions.md): the reads here, the changes in ./order-changes.ts, loaded at the
 * first change.
 */
export function createOrderRepository(ctx: AdapterContext): OrderRepository {
  const { now } = ctx;
  const changes = () => import('./order-changes');

  return {
    listMine: () =>
      ctx.readOnly((tx) => {
        const user = ctx.sessionOf(tx);
        if (!user) return [];
        return newestFirst(tx.get('orders').filter((o) => ownsOrder(o, user)));
      }),

    // The buyer's and the owner's changes (the order rules, the payment codes, the effects' writer)
    // load with the first change, never with a page that lists orders.
    place: async (input, expectedLines, voucherCodes) =>
      (await changes()).placeOrder(ctx, input, expectedLines, voucherCodes),

    confirmPayment: async (orderId) => (await changes()).confirmOrderPayment(ctx, orderId),

    getMine: (orderId) =>
      ctx.readOnly((tx) => {
        const user = ctx.requireRole(tx, 'buyer');
        const order = tx.get('orders').find((o) => o.id === orderId);
        if (!order || !ownsOrder(order, user))
          throw new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND');
        return order;
      }),

    cancel: async (orderId) => (await changes()).buyerOrderStep(ctx, orderId, 'cancel'),

    markReceived: async (orderId) => (await changes()).buyerOrderStep(ctx, orderId, 'receive'),

    get: (orderId) =>
      ctx.adminRead((tx) => {
        const order = tx.get('orders').find((o) => o.id === orderId);
        if (!order) throw new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND');
        return order;
      }),

    getMany: (orderIds) =>
      ctx.adminRead((tx) => {
        const ids = ordersToRead(orderIds);
        return inRequestedOrder(ids.length === 0 ? [] : tx.get('orders'), ids);
      }),

    listAll: () => ctx.adminRead((tx) => newestFirst(tx.get('orders'))),

    // The back office's searches load their rules with the first search.
    searchAll: async (input) => {
      const [{ orderSearchSchema }, { searchOrders }] = await Promise.all([
        import('@/domain/back-office/lists'),
        import('@/domain/back-office/order-search'),
      ]);
      return ctx.adminRead((tx) =>
        searchOrders(newestFirst(tx.get('orders')), validate(orderSearchSchema, input), now()),
      );
    },

    stageCounts: async () => {
      const { countOrderStages } = await import('@/domain/back-office/order-search');
      return ctx.adminRead((tx) => countOrderStages(tx.get('orders'), now()));
    },

    update: async (orderId, orderChanges) =>
      (await changes()).updateOrder(ctx, orderId, orderChanges),

    verifyPayment: async (orderId) => (await changes()).reviewOrderPayment(ctx, orderId, true),

    rejectPayment: async (orderId, reason) =>
      (await changes()).reviewOrderPayment(
        ctx,
        orderId,
        false,
        typeof reason === 'string' ? reason : undefined,
      ),

    listTransactions: () => ctx.adminRead((tx) => newestFirst(tx.get('transactions'))),

    searchTransactions: async (input) => {
      const { searchTransactions, transactionSearchSchema } =
        await import('@/domain/back-office/lists');
      return ctx.adminRead((tx) =>
        searchTransactions(
          newestFirst(tx.get('transactions')),
          validate(transactionSearchSchema, input),
        ),
      );
    },
  };
}
