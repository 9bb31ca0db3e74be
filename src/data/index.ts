/**
 * Picks the storage adapter: the browser's localStorage. A server adapter would be chosen here.
 */
import { createKeyValueShopData } from './adapters/key-value/shop-data';
import { createLocalStorageDriver } from './adapters/local-storage/local-storage-driver';
import type { ShopData } from './ports';
import { seed } from './seed';

export type * from './ports';
export { DataError, NotFoundError, PermissionError, StorageQuotaError, ValidationError, errorMessage } from './errors';
export { sendOrderEmails } from './order-emails';
export { queryKeys } from './query-keys';

/** Creates the browser's data port over localStorage with the spec's seed data. */
export function createBrowserShopData(): ShopData {
  return createKeyValueShopData(createLocalStorageDriver(), { seed });
}
