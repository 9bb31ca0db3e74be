/**
 * The browser mode's writer of plans (the shop's effects, src/domain/core/effects.ts): each effect
 * kind written here once, inside the document store's transaction of the use case, whichever
 * decision planned it (an order's step, a cart change, a product's or a partner's save).
 */
import { withStockMoved } from '@/domain/catalog/variant-read';
import { InsufficientStockError, ShopError } from '@/domain/core/errors';
import { voucherMessages } from '@/shared/messages-voucher';
import type { Order, SessionUser } from '@/domain/core/records';
import type { EffectPlan, ShopEffect } from '@/domain/core/effects';
import { toSession, type AdapterContext } from './context';
import type { StoreTransaction } from './document-store';
import { emailTargetOf } from './email-target';

/** Work to do once the transaction has committed (none: a function that does nothing). */
export type AfterCommit = () => void;

/**
 * Writes `plan`'s effects in `tx`, in their order, the log entries as `actor`. `setCartLines`
 * and `clearCart` write the stored cart, which in the browser is the signed-in buyer's.
 * @returns what must wait for the commit: the order e-mails of `queueOrderEmails`, sent without
 *   waiting (their outcome is only logged, never the buyer's concern).
 * @throws InsufficientStockError naming the first `takeStock` line whose product has fewer units
 *   left than it takes (or is gone), ShopError VOUCHER_EXHAUSTED for a use past a voucher's
 *   `Kuota`; the store's transaction then writes nothing.
 */
export function applyEffects(
  ctx: AdapterContext,
  tx: StoreTransaction,
  plan: EffectPlan,
  actor: Pick<SessionUser, 'username' | 'role'>,
): AfterCommit {
  const emails: string[] = [];
  for (const effect of plan.effects) {
    if (effect.kind === 'queueOrderEmails') emails.push(effect.orderId);
    else applyEffect(ctx, tx, effect, actor);
  }
  if (emails.length === 0 || !ctx.orderEmails) return () => undefined;
  const orders = tx.get('orders').filter((order) => emails.includes(order.id));
  return () => sendAfterCommit(ctx, orders);
}

/** Writes one effect (but `queueOrderEmails`, which waits for the commit). */
function applyEffect(
  ctx: AdapterContext,
  tx: StoreTransaction,
  effect: Exclude<ShopEffect, { kind: 'queueOrderEmails' }>,
  actor: Pick<SessionUser, 'username' | 'role'>,
): void {
  switch (effect.kind) {
    case 'takeStock': {
      // Each line of the product's variant (or of the product); its summed stock moves in step.
      const products = new Map(tx.get('products').map((p) => [p.id, p]));
      for (const line of effect.lines) {
        const product = products.get(line.productId);
        const taken = product && withStockMoved(product, line.variantId, -line.quantity);
        if (!taken) throw new InsufficientStockError(line.name);
        products.set(line.productId, taken);
      }
      tx.set('products', [...products.values()]);
      return;
    }
    case 'returnStock': {
      // A product or variant deleted meanwhile is skipped.
      const products = new Map(tx.get('products').map((p) => [p.id, p]));
      for (const line of effect.lines) {
        const product = products.get(line.productId);
        const back = product && withStockMoved(product, line.variantId, line.quantity);
        if (back) products.set(line.productId, back);
      }
      tx.set('products', [...products.values()]);
      return;
    }
    case 'insertOrder':
      tx.set('orders', [...tx.get('orders'), effect.order]);
      return;
    case 'insertTransaction':
      tx.set('transactions', [...tx.get('transactions'), effect.transaction]);
      return;
    case 'redeemVouchers': {
      const vouchers = tx.get('vouchers');
      for (const use of effect.uses) {
        const voucher = vouchers.find((v) => v.id === use.voucherId);
        if (!voucher || voucher.used >= voucher.quota) throw new ShopError(voucherMessages.exhausted, 'VOUCHER_EXHAUSTED');
      }
      const taken = new Set(effect.uses.map((use) => use.voucherId));
      tx.set('vouchers', vouchers.map((v) => (taken.has(v.id) ? { ...v, used: v.used + 1 } : v)));
      const uses = effect.uses.map((use) => ({ ...use, orderId: effect.orderId, userId: effect.userId, createdAt: effect.at, releasedAt: null }));
      tx.set('voucherUses', [...tx.get('voucherUses'), ...uses]);
      return;
    }
    case 'releaseVouchers': {
      const released = new Set<string>();
      const uses = tx.get('voucherUses').map((use) => {
        if (use.orderId !== effect.orderId || use.releasedAt !== null) return use;
        released.add(use.voucherId);
        return { ...use, releasedAt: effect.at };
      });
      if (released.size === 0) return;
      tx.set('voucherUses', uses);
      tx.set('vouchers', tx.get('vouchers').map((v) => (released.has(v.id) ? { ...v, used: Math.max(0, v.used - 1) } : v)));
      return;
    }
    case 'setOrderFields':
      tx.set(
        'orders',
        tx.get('orders').map((o) => (o.id === effect.orderId ? { ...o, ...effect.set } : o)),
      );
      return;
    case 'setTransactionStatus': {
      const { orderId, transactionId, status } = effect;
      tx.set(
        'transactions',
        tx.get('transactions').map((t) => (t.orderId === orderId && (transactionId === undefined || t.id === transactionId) ? { ...t, status } : t)),
      );
      return;
    }
    case 'clearCart':
      // The browser holds the signed-in buyer's cart only, and only they place their orders.
      tx.set('cartItems', []);
      return;
    case 'setCartLines':
      tx.set('cartItems', effect.items);
      return;
    case 'insertProduct':
      tx.set('products', [...tx.get('products'), effect.product]);
      return;
    case 'updateProduct':
      tx.set(
        'products',
        tx.get('products').map((p) => (p.id === effect.product.id ? effect.product : p)),
      );
      return;
    case 'importProducts': {
      const replaced = new Map(effect.updates.map((product) => [product.id, product]));
      tx.set('products', [...tx.get('products').map((p) => replaced.get(p.id) ?? p), ...effect.creates]);
      return;
    }
    case 'deleteProduct': {
      tx.set(
        'products',
        tx.get('products').filter((p) => p.id !== effect.productId),
      );
      // Its cart lines go with it.
      const cart = tx.get('cartItems');
      if (cart.some((item) => item.id === effect.productId)) tx.set('cartItems', cart.filter((item) => item.id !== effect.productId));
      return;
    }
    case 'saveVoucher': {
      const vouchers = tx.get('vouchers');
      if (effect.isNew) {
        tx.set('vouchers', [effect.voucher, ...vouchers]);
        return;
      }
      // The uses are the stored ones: an order may have taken one since the plan was made.
      tx.set('vouchers', vouchers.map((v) => (v.id === effect.voucher.id ? { ...effect.voucher, used: v.used } : v)));
      return;
    }
    case 'deleteVoucher':
      tx.set('vouchers', tx.get('vouchers').filter((v) => v.id !== effect.voucherId));
      return;
    case 'insertPartner':
      tx.set('partners', [...tx.get('partners'), effect.partner]);
      return;
    case 'updatePartner':
      tx.set(
        'partners',
        tx.get('partners').map((p) => (p.id === effect.partner.id ? effect.partner : p)),
      );
      return;
    case 'notifyNewOrder':
      tx.set('newOrderNotification', true);
      return;
    case 'saveReview': {
      const { review, replaces } = effect;
      const stored = tx.get('reviews');
      tx.set('reviews', replaces === null ? [...stored, review] : stored.map((r) => (r.id === replaces ? review : r)));
      return;
    }
    case 'writeSettings':
      for (const [key, value] of effect.writes) tx.set(key, value as never);
      return;
    case 'insertAccount': {
      const { account, passwordHash } = effect;
      if (typeof passwordHash === 'string') throw new TypeError('The browser stores PBKDF2 password records only');
      tx.set('users', [...tx.get('users'), { ...account, passwordHash }]);
      return;
    }
    case 'setRole':
      tx.set(
        'users',
        tx.get('users').map((u) => (u.id === effect.userId ? { ...u, role: effect.role } : u)),
      );
      return;
    case 'setAddresses': {
      const { userId, addresses } = effect;
      const users = tx.get('users').map((u) => (u.id === userId ? { ...u, addresses } : u));
      tx.set('users', users);
      // The signed-in account's session copy carries its addresses.
      const account = users.find((u) => u.id === userId);
      if (account && tx.get('currentUser')?.id === userId) tx.set('currentUser', toSession(account));
      return;
    }
    case 'appendChatMessage': {
      const { buyerId, buyerName, message, counter } = effect;
      const all = tx.get('allChatMessages');
      tx.set('allChatMessages', { ...all, [buyerId]: { buyerName, messages: [...(all[buyerId]?.messages ?? []), message] } });
      tx.set('allUnreadCounts', { ...tx.get('allUnreadCounts'), [buyerId]: counter });
      return;
    }
    case 'log':
      ctx.log(tx, actor, effect.entry.type, effect.entry.description, effect.entry.details);
      return;
    default: {
      // A new effect kind fails the build here until this mode writes it.
      const unwritten: never = effect;
      throw new Error(`Unwritten effect: ${JSON.stringify(unwritten)}`);
    }
  }
}

/** Sends each order's e-mails; the sender is loaded on the first order, so the storefront's first load does not carry it. */
function sendAfterCommit(ctx: AdapterContext, orders: readonly Order[]): void {
  if (!ctx.orderEmails) return;
  const { config, fetch: fetchImpl } = ctx.orderEmails;
  void import('@/data/order-emails').then(({ sendOrderEmails }) => {
    // Each order carries its buyer account's e-mail (`customerEmail`).
    for (const order of orders) void sendOrderEmails(emailTargetOf(ctx), order, undefined, config, fetchImpl);
  });
}
