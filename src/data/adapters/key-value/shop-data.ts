/**
 * The shop's data port implemented over a key-value driver (localStorage in the browser, memory in
 * tests). Each use case runs as one {@link DocumentStore.transact}: fresh reads, one commit.
 */
import { assignOrderOwners } from '@/domain/orders';
import { assignReviewAuthors } from '@/domain/reviews';
import { STORAGE_KEYS } from '@/data/keys';
import type { ShopData } from '@/data/ports';
import type { KeyValueDriver } from './driver';
import { createContext, type KeyValueShopDataOptions } from './context';
import { createAccountRepository } from './account-repository';
import { createAuthRepository } from './auth-repository';
import { createBackupRepository } from './backup-repository';
import { createCartRepository } from './cart-repository';
import { createChatRepository } from './chat-repository';
import { applyDueSteps, createOrderRepository } from './orders-repository';
import { createPartnerRepository } from './partners-repository';
import { createProductRepository } from './products-repository';
import { createReportRepository } from './reports-repository';
import { createReviewRepository } from './reviews-repository';
import { createLogRepository, createSettingsRepository } from './settings-repository';
import { createUserRepository } from './users-repository';

export type { KeyValueShopDataOptions };

/**
 * Creates the data port over `driver`.
 * @param driver - where raw values live.
 */
export function createKeyValueShopData(driver: KeyValueDriver, options: KeyValueShopDataOptions = {}): ShopData {
  const ctx = createContext(driver, options);
  return {
    mode: 'browser',
    async initialize() {
      ctx.store.seedIfAbsent();
      // Validate every key once at start, so corrupted data is repaired and reported up front.
      for (const key of STORAGE_KEYS) ctx.store.read(key);
      // Stored prototype orders get their owner once, as they are read in (never later by name).
      await ctx.store.transact((tx) => {
        const orders = tx.get('orders');
        const assigned = assignOrderOwners(orders, tx.get('users'));
        if (assigned !== orders) tx.set('orders', [...assigned]);
        // Reviews of before the one-review rule get their author's account (src/domain/reviews.ts).
        const reviews = tx.get('reviews');
        const authored = assignReviewAuthors(reviews, tx.get('users'));
        if (authored !== reviews) tx.set('reviews', [...authored]);
      });
      // The shop's own steps that fell due while it was closed (issue 20: payment deadline,
      // automatic completion); the server takes them on a timer instead.
      await applyDueSteps(ctx);
    },
    subscribe: (listener) => ctx.store.subscribe(listener),
    onIssue: (listener) => ctx.store.onIssue(listener),
    auth: createAuthRepository(ctx),
    products: createProductRepository(ctx),
    partners: createPartnerRepository(ctx),
    reviews: createReviewRepository(ctx),
    cart: createCartRepository(ctx),
    orders: createOrderRepository(ctx),
    logs: createLogRepository(ctx),
    reports: createReportRepository(ctx),
    settings: createSettingsRepository(ctx),
    account: createAccountRepository(ctx),
    chat: createChatRepository(ctx),
    users: createUserRepository(ctx),
    backup: createBackupRepository(ctx),
  };
}
