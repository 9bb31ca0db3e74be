import {
  orderSearchSchema,
  searchOrders,
  searchTransactions,
  transactionSearchSchema,
} from '@/domain/back-office-search';
import { describeLines, mergeOrderLines } from '@/domain/cart';
import { InsufficientStockError } from '@/domain/errors';
import { jakartaDay } from '@/domain/format';
import { adminMessages, messages, activityMessages } from '@/domain/messages';
import { freePaymentCode } from '@/domain/payment';
import type { Order, SessionUser, Transaction } from '@/domain/schemas';
import { checkoutInputSchema, orderChangesInputSchema } from '@/domain/validation';
import { NotFoundError, ValidationError } from '@/data/errors';
import type { OrderRepository } from '@/data/ports';
import { newestFirst, validate, type AdapterContext } from './context';

const ownedBy = (order: Order, user: SessionUser) =>
  order.userId ? order.userId === user.id : order.customerName === user.username;

/**
 * A payment code no stored order uses yet (src/domain/payment.ts, `freePaymentCode`).
 * @throws ValidationError 'Kode pembayaran untuk hari ini sudah habis…' when every code of the day is taken.
 */
function uniquePaymentCode(at: Date, random: () => number, taken: ReadonlySet<string>): string {
  const code = freePaymentCode(at, random, taken);
  if (code === null) throw new ValidationError(messages.checkout.paymentCodesFull);
  return code;
}

/** Orders, payments and transactions over the key-value store (spec sections 4 and 9, docs/product/decisions.md). */
export function createOrderRepository(ctx: AdapterContext): OrderRepository {
  const { store, now, random, newId } = ctx;
  return {
    listMine: () =>
      ctx.readOnly((tx) => {
        const user = ctx.sessionOf(tx);
        if (!user) return [];
        return newestFirst(tx.get('orders').filter((o) => ownedBy(o, user)));
      }),

    place: (input, expectedLines) =>
      store.transact((tx) => {
        const user = ctx.requireRole(tx, 'buyer');
        const data = validate(checkoutInputSchema, input);
        const cart = tx.get('cartItems');
        // The lines the buyer reviewed, when given; otherwise the stored cart.
        const wanted = expectedLines ?? cart.map((item) => ({ productId: item.id, quantity: item.quantity }));
        if (wanted.length === 0) throw new ValidationError(messages.checkout.emptyCart);
        const products = tx.get('products');
        for (const line of wanted) {
          if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new ValidationError(messages.checkout.emptyCart);
        }
        // One line per product, so repeated lines cannot each pass the stock check on their own.
        const lines = mergeOrderLines(wanted).map((line) => {
          const product = products.find((p) => p.id === line.productId);
          const name = product?.name ?? cart.find((item) => item.id === line.productId)?.name ?? String(line.productId);
          if (!product) throw new ValidationError(messages.cart.productGone(name));
          if (product.stock < line.quantity) throw new InsufficientStockError(product.name);
          return { product, quantity: line.quantity };
        });
        const at = now();
        const items = lines.map(({ product, quantity }) => ({
          productId: product.id,
          name: product.name,
          price: product.price,
          quantity,
        }));
        const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
        const orders = tx.get('orders');
        const account = tx.get('users').find((u) => u.id === user.id);
        const order: Order = {
          id: newId('ORD', new Set(orders.map((o) => o.id))),
          customerName: data.customerName,
          customerPhone: data.customerPhone,
          shippingAddress: data.shippingAddress,
          postalCode: data.postalCode,
          productName: describeLines(items),
          date: jakartaDay(at),
          status: 'Pending',
          shippingStatus: 'Menunggu Konfirmasi Admin',
          paymentMethod: data.paymentMethod,
          paymentCode: uniquePaymentCode(at, random, new Set(orders.map((o) => o.paymentCode))),
          total,
          userId: user.id,
          username: user.username,
          ...(account?.email ? { customerEmail: account.email } : {}),
          items,
          createdAt: at.toISOString(),
        };
        const transaction: Transaction = {
          id: newId('TRX', new Set(tx.get('transactions').map((t) => t.id))),
          orderId: order.id,
          paymentMethod: order.paymentMethod,
          amount: total,
          date: order.date,
          status: 'Pending',
        };
        const decrement = new Map(lines.map(({ product, quantity }) => [product.id, quantity]));
        tx.set(
          'products',
          products.map((p) => (decrement.has(p.id) ? { ...p, stock: p.stock - decrement.get(p.id)! } : p)),
        );
        tx.set('orders', [...orders, order]);
        tx.set('transactions', [...tx.get('transactions'), transaction]);
        tx.set('cartItems', []);
        tx.set('newOrderNotification', true);
        ctx.log(tx, user, 'placeOrder', activityMessages.placeOrder(order.id), {
          orderId: order.id,
          total,
          paymentMethod: order.paymentMethod,
        });
        return { order, transaction };
      }),

    confirmPayment: (orderId) =>
      store.transact((tx) => {
        const user = ctx.requireRole(tx, 'buyer');
        const orders = tx.get('orders');
        const order = orders.find((o) => o.id === orderId);
        if (!order || !ownedBy(order, user)) throw new NotFoundError(messages.payment.orderNotFound);
        if (order.status !== 'Pending') throw new ValidationError(messages.payment.notPending);
        const updated: Order = { ...order, status: 'Processed' };
        tx.set(
          'orders',
          orders.map((o) => (o.id === orderId ? updated : o)),
        );
        const transactions = tx.get('transactions');
        const existing = transactions.find((t) => t.orderId === orderId);
        tx.set(
          'transactions',
          existing
            ? transactions.map((t) => (t.id === existing.id ? { ...t, status: 'Success' as const } : t))
            : [
                ...transactions,
                {
                  id: newId('TRX', new Set(transactions.map((t) => t.id))),
                  orderId,
                  paymentMethod: order.paymentMethod,
                  amount: order.total,
                  date: jakartaDay(now()),
                  status: 'Success' as const,
                },
              ],
        );
        ctx.log(tx, user, 'confirmPayment', activityMessages.confirmPayment(orderId), {
          orderId,
          paymentCode: order.paymentCode,
        });
        return updated;
      }),

    listAll: () =>
      ctx.readOnly((tx) => {
        ctx.requireRole(tx, 'admin');
        return newestFirst(tx.get('orders'));
      }),

    searchAll: (input) =>
      ctx.readOnly((tx) => {
        ctx.requireRole(tx, 'admin');
        return searchOrders(newestFirst(tx.get('orders')), validate(orderSearchSchema, input));
      }),

    update: (orderId, changes) =>
      store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        // Refused, not repaired: the stored-order schema would read an unknown status as 'Pending'.
        const parsed = orderChangesInputSchema.safeParse(changes);
        if (!parsed.success) throw new ValidationError(messages.generic.unexpected);
        const set = parsed.data;
        const orders = tx.get('orders');
        const order = orders.find((o) => o.id === orderId);
        if (!order) throw new NotFoundError(messages.payment.orderNotFound);
        const updated: Order = {
          ...order,
          ...(set.status ? { status: set.status } : {}),
          ...(set.shippingStatus ? { shippingStatus: set.shippingStatus } : {}),
        };
        tx.set(
          'orders',
          orders.map((o) => (o.id === orderId ? updated : o)),
        );
        ctx.log(tx, admin, 'updateOrder', adminMessages.orderUpdated(orderId), {
          orderId,
          before: { status: order.status, shippingStatus: order.shippingStatus },
          after: { status: updated.status, shippingStatus: updated.shippingStatus },
        });
        return updated;
      }),

    listTransactions: () =>
      ctx.readOnly((tx) => {
        ctx.requireRole(tx, 'admin');
        return newestFirst(tx.get('transactions'));
      }),

    searchTransactions: (input) =>
      ctx.readOnly((tx) => {
        ctx.requireRole(tx, 'admin');
        return searchTransactions(
          newestFirst(tx.get('transactions')),
          validate(transactionSearchSchema, input),
        );
      }),
  };
}
