/**
 * The changes of browser mode's orders: the due steps an opening shop takes, the buyer's order,
 * payment confirmation, cancel and receipt, and the owner's update and payment review, each
 * decided by src/domain/orders and written by ./apply-effects.ts in one transaction. Loaded by
 * ./orders-repository.ts and ./shop-data.ts at their first change, so a page that only lists
 * orders does not carry the order rules.
 */
import { assignOrderOwners } from '@/domain/orders/owners';
import { decidePlaceOrder, productIdsToLoad, voucherCodesToLoad } from '@/domain/orders/place';
import { voucherFactsOf } from '@/domain/vouchers/redeem';
import { decideConfirmPayment } from '@/domain/orders/confirm-payment';
import {
  decideBuyerOrderStep,
  decideDueStep,
  decideOrderUpdate,
  decidePaymentReview,
  parseOrderChanges,
  SYSTEM_ACTOR,
  type BuyerOrderStep,
} from '@/domain/orders/status-steps';
import { planOrThrow } from '@/domain/core/decision';
import { isAwaitingPayment, isOpenOrder } from '@/domain/orders/status';
import {
  firstFreePaymentCode,
  paymentCodeCandidates,
  paymentCodePrefix,
} from '@/domain/payment/methods';
import { tableShippingRates } from '@/domain/shipping/cost';
import { checkoutInputSchema } from '@/domain/orders/checkout-inputs';
import type { Order } from '@/domain/core/records';
import type { OrderRepository } from '@/domain/port/port';
import { validate, type AdapterContext } from './context';
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

/**
 * The buyer's 'Batalkan Pesanan' or 'Pesanan Diterima' on their order `orderId`.
 * @throws the refusals of `decideBuyerOrderStep` (not theirs, not in a state that allows it).
 */
export function buyerOrderStep(
  ctx: AdapterContext,
  orderId: string,
  step: BuyerOrderStep,
): Promise<Order> {
  const { store, now } = ctx;
  return store.transact((tx) => {
    const user = ctx.requireRole(tx, 'buyer');
    const plan = planOrThrow(
      decideBuyerOrderStep({
        buyer: user,
        order: tx.get('orders').find((o) => o.id === orderId),
        step,
        now: now(),
      }),
    );
    applyEffects(ctx, tx, plan, user);
    return plan.order;
  });
}

/**
 * The owner's 'Terima Pembayaran' (`accept`) or 'Tolak Pembayaran' (with `reason`) of a
 * 'Verifying' order.
 * @throws the refusals of `decidePaymentReview`; the role errors of `requireRole`.
 */
export function reviewOrderPayment(
  ctx: AdapterContext,
  orderId: string,
  accept: boolean,
  reason?: string,
): Promise<Order> {
  const { store, now } = ctx;
  return store.transact((tx) => {
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
}

/**
 * Places the buyer's order from their cart (`OrderRepository.place`), decided by
 * src/domain/orders/place.ts; the order e-mails go after the commit.
 * @throws the refusals of `decidePlaceOrder` (stock, limits, prices changed, vouchers).
 */
export async function placeOrder(
  ctx: AdapterContext,
  ...[input, expectedLines, voucherCodes]: Parameters<OrderRepository['place']>
): ReturnType<OrderRepository['place']> {
  const { store, now, random, newId } = ctx;
  const { placed, afterCommit } = await store.transact((tx) => {
    const user = ctx.requireRole(tx, 'buyer');
    const checkout = validate(checkoutInputSchema, input);
    const cart = tx.get('cartItems');
    const products = tx.get('products');
    const wantedIds = new Set(productIdsToLoad(cart, expectedLines));
    const partners = tx.get('partners');
    const partnerStatusOf = (id: string) =>
      partners.find((partner) => partner.id === id)?.status ?? null;
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
        products: new Map(
          products
            .filter((p) => wantedIds.has(p.id))
            .map((p) => [p.id, { ...p, partnerStatus: partnerStatusOf(p.partnerId) }]),
        ),
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
        vouchers:
          codes.length > 0
            ? voucherFactsOf(codes, tx.get('vouchers'), tx.get('voucherUses'), user.id)
            : [],
        now: at,
        newOrderId: () => newId('ORD', new Set(orders.map((o) => o.id))),
        newPaymentCode: () =>
          firstFreePaymentCode(
            paymentCodeCandidates(paymentCodePrefix(at), random),
            new Set(orders.map((o) => o.paymentCode)),
          ),
        newTransactionId: () => newId('TRX', new Set(transactions.map((t) => t.id))),
      }),
    );
    // One transaction of the document store: the decision checked the stock on this very
    // state, so taking it does not fail here.
    const sendLater = applyEffects(ctx, tx, plan, user);
    return {
      placed: { order: plan.order, transaction: plan.transaction! },
      afterCommit: sendLater,
    };
  });
  afterCommit();
  return placed;
}

/**
 * The buyer's `Konfirmasi Pembayaran` of order `orderId` (`OrderRepository.confirmPayment`).
 * @throws the refusals of `decideConfirmPayment`.
 */
export function confirmOrderPayment(ctx: AdapterContext, orderId: string): Promise<Order> {
  const { store, now, newId } = ctx;
  return store.transact((tx) => {
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
  });
}

/**
 * The owner's change of order `orderId` (status, resi; `OrderRepository.update`).
 * @throws the refusals of `parseOrderChanges` and `decideOrderUpdate`; the role errors.
 */
export function updateOrder(
  ctx: AdapterContext,
  orderId: string,
  changes: unknown,
): Promise<Order> {
  return ctx.store.transact((tx) => {
    const admin = ctx.requireRole(tx, 'admin');
    const set = planOrThrow(parseOrderChanges(changes));
    const order = tx.get('orders').find((o) => o.id === orderId);
    const plan = planOrThrow(decideOrderUpdate({ admin, order, set, now: ctx.now() }));
    applyEffects(ctx, tx, plan, admin);
    return plan.order;
  });
}
