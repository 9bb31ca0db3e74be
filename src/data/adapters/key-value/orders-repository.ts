import { orderSearchSchema, searchTransactions, transactionSearchSchema } from '@/domain/back-office/lists';
import { countOrderStages, searchOrders } from '@/domain/back-office/order-search';
import { assignOrderOwners, ownsOrder } from '@/domain/orders/owners';
import { decidePlaceOrder, productIdsToLoad, voucherCodesToLoad } from '@/domain/orders/place';
import { voucherFactsOf } from '@/domain/vouchers/redeem';
import { decideConfirmPayment } from '@/domain/orders/confirm-payment';
import { inRequestedOrder, ordersToRead } from '@/domain/orders/labels';
import {
  decideBuyerOrderStep,
  decideDueStep,
  decideOrderUpdate,
  decidePaymentReview,
  parseOrderChanges,
  SYSTEM_ACTOR,
  type BuyerOrderStep,
} from '@/domain/orders/status-steps';
import { NotFoundError } from '@/domain/core/errors';
import { messages } from '@/shared/messages';
import { planOrThrow } from '@/domain/core/decision';
import { isAwaitingPayment, isOpenOrder } from '@/domain/orders/status';
import { firstFreePaymentCode, paymentCodeCandidates, paymentCodePrefix } from '@/domain/payment/methods';
import { tableShippingRates } from '@/domain/shipping/cost';
import { checkoutInputSchema } from '@/domain/orders/inputs';
import type { OrderRepository } from '@/domain/port/port';
import { newestFirst, validate, type AdapterContext } from './context';
import { applyEffects } from './apply-effects';

/**
 * Takes every step the shop owes its orders at `now` (src/domain/orders/status-steps.ts `decideDueStep`:
 * unpaid orders past their payment deadline are cancelled with their stock returned, shipped
 * orders nobody marked received are completed, payments waiting for verification past the
 * store's hours are flagged overdue), in one transaction. Browser mode has no server
 * to keep the time, so this runs when the shop is opened (`initialize`); the decisions are the
 * server's (server/jobs/order-deadlines.ts).
 * @returns how many orders changed.
 */
export function applyDueSteps(ctx: AdapterContext): Promise<number> {
  return ctx.store.transact((tx) => {
    const flow = tx.get('orderFlow');
    const at = ctx.now();
    let changed = 0;
    for (const order of tx.get('orders')) {
      const plan = planOrThrow(decideDueStep({ order, flow, now: at }));
      if (plan.effects.length === 0) continue;
      applyEffects(ctx, tx, plan, SYSTEM_ACTOR);
      changed += 1;
    }
    return changed;
  });
}

/**
 * What an opening shop owes its stored orders (`initialize`, when `ordersNeedOpening` says so):
 * prototype orders get their owner once (never later by name), then the due steps are taken
 * ({@link applyDueSteps}).
 */
export async function openOrders(ctx: AdapterContext): Promise<void> {
  await ctx.store.transact((tx) => {
    const orders = tx.get('orders');
    const assigned = assignOrderOwners(orders, tx.get('users'));
    if (assigned !== orders) tx.set('orders', [...assigned]);
  });
  await applyDueSteps(ctx);
}

/** Orders, payments and transactions over the key-value store (spec sections 4 and 9, docs/product/decisions.md). */
export function createOrderRepository(ctx: AdapterContext): OrderRepository {
  const { store, now, random, newId } = ctx;

  /** The buyer's 'Batalkan Pesanan' or 'Pesanan Diterima' on their order `orderId`. */
  const buyerStep = (orderId: string, step: BuyerOrderStep) =>
    store.transact((tx) => {
      const user = ctx.requireRole(tx, 'buyer');
      const plan = planOrThrow(
        decideBuyerOrderStep({ buyer: user, order: tx.get('orders').find((o) => o.id === orderId), step, now: now() }),
      );
      applyEffects(ctx, tx, plan, user);
      return plan.order;
    });

  /** The owner's 'Terima Pembayaran' (`accept`) or 'Tolak Pembayaran' of a 'Verifying' order. */
  const reviewPayment = (orderId: string, accept: boolean, reason?: string) =>
    store.transact((tx) => {
      const admin = ctx.requireRole(tx, 'admin');
      const plan = planOrThrow(
        decidePaymentReview({
          admin,
          order: tx.get('orders').find((o) => o.id === orderId),
          accept,
          reason,
          flow: tx.get('orderFlow'),
          now: now(),
        }),
      );
      applyEffects(ctx, tx, plan, admin);
      return plan.order;
    });

  return {
    listMine: () =>
      ctx.readOnly((tx) => {
        const user = ctx.sessionOf(tx);
        if (!user) return [];
        return newestFirst(tx.get('orders').filter((o) => ownsOrder(o, user)));
      }),

    place: async (input, expectedLines, voucherCodes) => {
      const { placed, afterCommit } = await store.transact((tx) => {
        const user = ctx.requireRole(tx, 'buyer');
        const checkout = validate(checkoutInputSchema, input);
        const cart = tx.get('cartItems');
        const products = tx.get('products');
        const wantedIds = new Set(productIdsToLoad(cart, expectedLines));
        const partners = tx.get('partners');
        const partnerStatusOf = (id: string) => partners.find((partner) => partner.id === id)?.status ?? null;
        const orders = tx.get('orders');
        const transactions = tx.get('transactions');
        const at = now();
        const account = tx.get('users').find((u) => u.id === user.id);
        const mine = orders.filter((o) => o.userId === user.id);
        const codes = voucherCodesToLoad(voucherCodes);
        const plan = planOrThrow(
          decidePlaceOrder({
            buyer: { ...user, email: account?.email },
            checkout,
            cart,
            expectedLines,
            products: new Map(products.filter((p) => wantedIds.has(p.id)).map((p) => [p.id, { ...p, partnerStatus: partnerStatusOf(p.partnerId) }])),
            limits: {
              maxPerProduct: tx.get('maxPerProduct'),
              maxUnpaidOrders: tx.get('maxUnpaidOrders'),
              maxOpenOrders: tx.get('maxOpenOrders'),
              maxOpenOrdersNewBuyer: tx.get('maxOpenOrdersNewBuyer'),
            },
            flow: tx.get('orderFlow'),
            shippingRates: tableShippingRates(tx.get('shippingTable')),
            unpaidOrders: mine.filter((o) => isAwaitingPayment(o.status)).length,
            openOrders: mine.filter(isOpenOrder).length,
            standing: {
              accountCreatedAt: account?.createdAt ?? null,
              hasCompletedOrder: mine.some((o) => o.status === 'Completed'),
            },
            vouchers: codes.length > 0 ? voucherFactsOf(codes, tx.get('vouchers'), tx.get('voucherUses'), user.id) : [],
            now: at,
            newOrderId: () => newId('ORD', new Set(orders.map((o) => o.id))),
            newPaymentCode: () =>
              firstFreePaymentCode(paymentCodeCandidates(paymentCodePrefix(at), random), new Set(orders.map((o) => o.paymentCode))),
            newTransactionId: () => newId('TRX', new Set(transactions.map((t) => t.id))),
          }),
        );
        // One transaction of the document store: the decision checked the stock on this very
        // state, so taking it does not fail here.
        const sendLater = applyEffects(ctx, tx, plan, user);
        return { placed: { order: plan.order, transaction: plan.transaction! }, afterCommit: sendLater };
      });
      afterCommit();
      return placed;
    },

    confirmPayment: (orderId) =>
      store.transact((tx) => {
        const user = ctx.requireRole(tx, 'buyer');
        const orders = tx.get('orders');
        const transactions = tx.get('transactions');
        const plan = planOrThrow(
          decideConfirmPayment({
            buyer: user,
            order: orders.find((o) => o.id === orderId),
            transaction: transactions.find((t) => t.orderId === orderId),
            now: now(),
            newTransactionId: () => newId('TRX', new Set(transactions.map((t) => t.id))),
            verifyPayments: tx.get('orderFlow').verifyPayments,
          }),
        );
        applyEffects(ctx, tx, plan, user);
        return plan.order;
      }),

    getMine: (orderId) =>
      ctx.readOnly((tx) => {
        const user = ctx.requireRole(tx, 'buyer');
        const order = tx.get('orders').find((o) => o.id === orderId);
        if (!order || !ownsOrder(order, user)) throw new NotFoundError(messages.payment.orderNotFound, 'ORDER_NOT_FOUND');
        return order;
      }),

    cancel: (orderId) => buyerStep(orderId, 'cancel'),

    markReceived: (orderId) => buyerStep(orderId, 'receive'),

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

    listAll: () =>
      ctx.adminRead((tx) => newestFirst(tx.get('orders'))),

    searchAll: (input) =>
      ctx.adminRead((tx) => searchOrders(newestFirst(tx.get('orders')), validate(orderSearchSchema, input), now())),

    stageCounts: () => ctx.adminRead((tx) => countOrderStages(tx.get('orders'), now())),

    update: (orderId, changes) =>
      store.transact((tx) => {
        const admin = ctx.requireRole(tx, 'admin');
        const set = planOrThrow(parseOrderChanges(changes));
        const order = tx.get('orders').find((o) => o.id === orderId);
        const plan = planOrThrow(decideOrderUpdate({ admin, order, set, now: now() }));
        applyEffects(ctx, tx, plan, admin);
        return plan.order;
      }),

    verifyPayment: (orderId) => reviewPayment(orderId, true),

    rejectPayment: (orderId, reason) => reviewPayment(orderId, false, typeof reason === 'string' ? reason : undefined),

    listTransactions: () =>
      ctx.adminRead((tx) => newestFirst(tx.get('transactions'))),

    searchTransactions: (input) =>
      ctx.adminRead((tx) => {
        return searchTransactions(
          newestFirst(tx.get('transactions')),
          validate(transactionSearchSchema, input),
        );
      }),
  };
}
