/**
 * The browser adapter: the only module that touches `localStorage` (conventions.md).
 * Cross-tab exclusion uses the Web Locks API; other tabs' writes arrive as `storage` events.
 */
import { StorageQuotaError } from '@/data/errors';
import { createLocalMutex, type KeyValueDriver, type RawWrite } from '@/data/adapters/key-value/driver';

const LOCK_NAME = 'seulanga-store';

/** Whether an exception from `setItem` means the quota was reached. */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  );
}

/**
 * Creates the localStorage driver.
 * @param storage - the Storage to use (`window.localStorage` by default).
 * @param target - where `storage` events arrive (`window` by default).
 */
export function createLocalStorageDriver(
  storage: Storage = window.localStorage,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): KeyValueDriver {
  const localMutex = createLocalMutex();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;

  return {
    getItem: (key) => storage.getItem(key),
    commit(writes: readonly RawWrite[]) {
      const previous: RawWrite[] = [];
      try {
        for (const [key, value] of writes) {
          previous.push([key, storage.getItem(key)]);
          if (value === null) storage.removeItem(key);
          else storage.setItem(key, value);
        }
      } catch (error) {
        for (const [key, value] of previous.reverse()) {
          try {
            if (value === null) storage.removeItem(key);
            else storage.setItem(key, value);
          } catch {
            // Restoring an older, smaller-or-equal value cannot exceed the quota in practice.
          }
        }
        if (isQuotaError(error)) throw new StorageQuotaError();
        throw error;
      }
    },
    keys: () => Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null),
    withLock<T>(task: () => Promise<T>): Promise<T> {
      // The local mutex keeps this tab's tasks in order; Web Locks exclude the other tabs.
      return localMutex(() => (locks ? (locks.request(LOCK_NAME, task) as Promise<T>) : task()));
    },
    subscribeExternal(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== storage) return;
        // A null key means the other tab called clear(): everything changed.
        listener(event.key === null ? [] : [event.key]);
      };
      target.addEventListener('storage', onStorage as EventListener);
      return () => target.removeEventListener('storage', onStorage as EventListener);
    },
  };
}
