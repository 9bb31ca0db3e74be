/**
 * The shop's data port implemented over a key-value driver (localStorage in the browser, memory in
 * tests). Each use case runs as one {@link DocumentStore.transact}: fresh reads, one commit.
 */
import { assignReviewAuthors } from '@/domain/catalog/reviews';
import { ordersNeedOpening } from '@/domain/orders/flow';
import type { ShopData } from '@/domain/port/port';
import type { KeyValueDriver } from './driver';
import { createContext, type KeyValueShopDataOptions } from './context';
import { createAuthRepository } from './auth-repository';
import { createCartRepository } from './cart-repository';
import { createPartnerRepository } from './partners-repository';
import { createProductRepository } from './products-repository';
import { createReviewRepository } from './reviews-repository';
import { createSettingsRepository } from './settings-repository';
import { lazyRepository } from './lazy-repository';
import type { AdapterContext } from './context';
import { shownVouchers } from '@/domain/vouchers/shown';
import type { VoucherRepository } from '@/domain/port/port';

/**
 * The vouchers: the shop's shown ones read at once (the home and product pages ask for them on
 * their first load), the owner's changes and the check at `Pakai` loaded with their first call,
 * so the checkout's and the catalogue's first loads carry neither.
 */
function vouchersOf(ctx: AdapterContext): VoucherRepository {
  const vouchers = lazyRepository<VoucherRepository>(() => import('./vouchers-repository').then((module) => module.createVoucherRepository(ctx)));
  vouchers.listShown = () => ctx.readOnly((tx) => shownVouchers(tx.get('vouchers'), ctx.now()));
  return vouchers;
}

export type { KeyValueShopDataOptions };

/**
 * Creates the data port over `driver`.
 * @param driver - where raw values live.
 */
export function createKeyValueShopData(driver: KeyValueDriver, options: KeyValueShopDataOptions = {}): ShopData {
  const ctx = createContext(driver, options);
  // Loaded at their first call: a storefront page's first load reads only the session,
  // the catalogue, the store settings and the cart.
  return {
    mode: 'browser',
    async initialize() {
      await ctx.store.seedIfAbsent();
      // Validate every key once at start, so corrupted data is repaired and reported up front.
      await ctx.store.validateAll();
      // Stored prototype orders get their owner once, and the shop's own steps that fell due while
      // it was closed are taken (payment deadline, automatic completion; the server
      // takes them on a timer instead). The order code loads only when one of them is owed.
      if (ordersNeedOpening(ctx.store.read('orders'), ctx.store.read('orderFlow'), ctx.now())) {
        await (await import('./order-changes')).openOrders(ctx);
      }
      // Once, then never again by name (docs/decisions/017-owners-by-account-id.md): reviews of
      // before the one-review rule get their author's account or none for good
      // (src/domain/catalog/reviews.ts), and threads stored by username get keyed by their buyer's
      // account id (the chat rules load only when such a thread is stored).
      await ctx.store.transact((tx) => {
        const reviews = tx.get('reviews');
        const authored = assignReviewAuthors(reviews, tx.get('users'));
        if (authored !== reviews) tx.set('reviews', [...authored]);
      });
      if (Object.values(ctx.store.read('allChatMessages')).some((thread) => thread.byName)) {
        const { keyChatThreadsByAccount } = await import('@/domain/chat/threads');
        await ctx.store.transact((tx) => {
          const keyed = keyChatThreadsByAccount(tx.get('allChatMessages'), tx.get('allUnreadCounts'), tx.get('users'));
          if (!keyed) return;
          tx.set('allChatMessages', keyed.store);
          tx.set('allUnreadCounts', keyed.counts);
        });
      }
    },
    subscribe: (listener) => ctx.store.subscribe(listener),
    onIssue: (listener) => ctx.store.onIssue(listener),
    auth: createAuthRepository(ctx),
    products: createProductRepository(ctx),
    partners: createPartnerRepository(ctx),
    reviews: createReviewRepository(ctx),
    cart: createCartRepository(ctx),
    vouchers: vouchersOf(ctx),
    orders: lazyRepository(() => import('./orders-repository').then((module) => module.createOrderRepository(ctx))),
    logs: lazyRepository(() => import('./logs-repository').then((module) => module.createLogRepository(ctx))),
    reports: lazyRepository(() => import('./reports-repository').then((module) => module.createReportRepository(ctx))),
    settings: createSettingsRepository(ctx),
    account: lazyRepository(() => import('./account-repository').then((module) => module.createAccountRepository(ctx))),
    chat: lazyRepository(() => import('./chat-repository').then((module) => module.createChatRepository(ctx))),
    users: lazyRepository(() => import('./users-repository').then((module) => module.createUserRepository(ctx))),
    backup: lazyRepository(() => import('./backup-repository').then((module) => module.createBackupRepository(ctx))),
    push: lazyRepository(() => import('./push-repository').then((module) => module.createPushRepository())),
  };
}
