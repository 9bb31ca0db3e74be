/**
 * Picks the storage adapter at build time (`VITE_SHOP_MODE`): the shop server's HTTP API (server
 * mode, the default) or the browser's localStorage (browser mode, `npm run start:browser`). The
 * mode is a build constant, so the other adapter is left out of the bundle.
 */
import { createHttpShopData } from './adapters/http/http-shop-data';
import { createKeyValueShopData } from './adapters/key-value/shop-data';
import { createLocalStorageDriver } from './adapters/local-storage/local-storage-driver';
import { orderEmailConfig } from '@/config/env';
import type { ShopData } from '@/domain/port/port';
import { DEMO_SEED_KEYS } from '@/domain/seed/keys';

export type * from '@/domain/port/port';
export { DataError, NotFoundError, PermissionError, StorageQuotaError, ValidationError, errorMessage } from './errors';
export { queryKeys } from './query-keys';

/**
 * Creates the browser's data port over localStorage with the spec's seed data, dated from its
 * first open (`demoSeed` of the store's clock, src/domain/seed/index.ts); the seed's code loads
 * only when one of its keys is absent (the first open) or must be reset, so a returning visitor's
 * first load does not carry it. It sends the order e-mails through the function of
 * `VITE_ORDER_EMAIL_URL`.
 */
export function createBrowserShopData(): ShopData {
  const seed = { keys: DEMO_SEED_KEYS, load: () => import('@/domain/seed').then((module) => module.demoSeed) };
  return createKeyValueShopData(createLocalStorageDriver(), { seed, orderEmails: { config: orderEmailConfig } });
}

/** The shop's mode of this build: `'server'` unless built with `VITE_SHOP_MODE=browser`. */
export const SHOP_MODE: 'server' | 'browser' = import.meta.env.VITE_SHOP_MODE === 'browser' ? 'browser' : 'server';

/** Creates the data port of this build's mode (see {@link SHOP_MODE}). */
export function createShopData(): ShopData {
  if (import.meta.env.VITE_SHOP_MODE === 'browser') return createBrowserShopData();
  return createHttpShopData();
}
