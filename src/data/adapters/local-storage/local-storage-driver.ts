/**
 * The browser adapter: the only module that touches `localStorage` (docs/conventions.md).
 *
 * Cross-tab exclusion uses the Web Locks API; other tabs' writes arrive as `storage` events.
 *
 * Holding the lock is not enough on its own: Chromium keeps a per-process copy of localStorage
 * and delivers another process's writes asynchronously, so a tab that takes the lock right after
 * another tab committed can still read the old values (two orders for the last unit in stock;
 * seen on a loaded CI machine). Every commit therefore also writes a revision number under
 * {@link REVISION_KEY} and announces it by holding a shared Web Lock named
 * `seulanga-store-revision:<n>` before the store lock is released. The lock manager is one
 * consistent place for every tab, so the next tab to take the store lock finds the newest
 * announced revision with `navigator.locks.query()` and waits until its own copy of localStorage
 * has caught up before it reads anything.
 */
import { StorageQuotaError } from '@/data/errors';
import { createLocalMutex, type KeyValueDriver, type RawWrite } from '@/data/adapters/key-value/driver';

const LOCK_NAME = 'seulanga-store';
/** The localStorage key holding the store's revision (a non-negative integer as text). */
export const REVISION_KEY = 'seulanga.revision';
const REVISION_LOCK_PREFIX = 'seulanga-store-revision:';
/** How often (ms) to look again while waiting for another tab's writes to arrive. */
const CATCH_UP_POLL_MS = 5;
/**
 * How long (ms) to wait for another tab's writes before going on anyway. Arrival takes a few
 * milliseconds; the limit only matters when the revision key was removed by hand
 * (`localStorage.clear()`), which must not block the shop for good. The next commit then
 * writes a revision above every announced one, so tabs agree again.
 */
const CATCH_UP_TIMEOUT_MS = 2_000;

/** Options for {@link createLocalStorageDriver}; tests pass fakes. */
export interface LocalStorageDriverOptions {
  /** The Storage to use (`window.localStorage` by default). */
  storage?: Storage;
  /** Where `storage` events arrive (`window` by default). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The Web Locks manager (`navigator.locks` by default); without one only this tab is serialised. */
  locks?: Pick<LockManager, 'request' | 'query'> | null;
  /** Pauses for `ms` milliseconds (a timer by default). */
  sleep?: (ms: number) => Promise<void>;
  /** The current time in milliseconds (`Date.now` by default). */
  now?: () => number;
}

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

function parseRevision(raw: string | null): number {
  const value = raw === null ? 0 : Number(raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

/**
 * Creates the localStorage driver.
 * @param options - see {@link LocalStorageDriverOptions}; every field has a browser default.
 */
export function createLocalStorageDriver(options: LocalStorageDriverOptions = {}): KeyValueDriver {
  const storage = options.storage ?? window.localStorage;
  const target = options.target ?? window;
  const locks =
    options.locks === undefined ? (typeof navigator !== 'undefined' ? navigator.locks : undefined) : options.locks;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const localMutex = createLocalMutex();

  /** The highest revision this tab knows was announced. */
  let knownRevision = 0;
  /** The revision committed inside the current lock, to announce before the lock is released. */
  let committedRevision: number | undefined;
  let insideLock = false;
  /** Releases the revision lock this tab holds (it holds at most one: its newest). */
  let releaseAnnounced: (() => void) | undefined;

  async function newestAnnouncedRevision(manager: Pick<LockManager, 'query'>): Promise<number> {
    const { held = [] } = await manager.query();
    let newest = 0;
    for (const lock of held) {
      if (!lock.name?.startsWith(REVISION_LOCK_PREFIX)) continue;
      newest = Math.max(newest, parseRevision(lock.name.slice(REVISION_LOCK_PREFIX.length)));
    }
    return newest;
  }

  async function catchUp(manager: Pick<LockManager, 'query'>): Promise<void> {
    const wanted = await newestAnnouncedRevision(manager);
    knownRevision = Math.max(knownRevision, wanted);
    const deadline = now() + CATCH_UP_TIMEOUT_MS;
    while (parseRevision(storage.getItem(REVISION_KEY)) < wanted && now() < deadline) {
      await sleep(CATCH_UP_POLL_MS);
    }
  }

  function announce(manager: Pick<LockManager, 'request'>, revision: number): Promise<void> {
    return new Promise<void>((granted, failed) => {
      manager
        .request(REVISION_LOCK_PREFIX + String(revision), { mode: 'shared' }, () => {
          const previous = releaseAnnounced;
          const held = new Promise<void>((release) => {
            releaseAnnounced = release;
          });
          previous?.();
          granted();
          return held;
        })
        .catch(failed);
    });
  }

  return {
    getItem: (key) => storage.getItem(key),
    commit(writes: readonly RawWrite[]) {
      let revision: number | undefined;
      const all = [...writes];
      if (locks) {
        revision = Math.max(parseRevision(storage.getItem(REVISION_KEY)), knownRevision) + 1;
        all.push([REVISION_KEY, String(revision)]);
      }
      const previous: RawWrite[] = [];
      try {
        for (const [key, value] of all) {
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
      if (locks && revision !== undefined) {
        knownRevision = revision;
        // Inside the lock the announcement completes before the lock is released; a commit
        // outside it (repairing a corrupted key while reading) announces in the background.
        if (insideLock) committedRevision = revision;
        else void announce(locks, revision).catch(() => undefined);
      }
    },
    keys: () =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (k): k is string => k !== null && k !== REVISION_KEY,
      ),
    withLock<T>(task: () => Promise<T>): Promise<T> {
      // The local mutex keeps this tab's tasks in order; Web Locks exclude the other tabs.
      if (!locks) return localMutex(task);
      return localMutex(
        () =>
          locks.request(LOCK_NAME, async () => {
            await catchUp(locks);
            insideLock = true;
            committedRevision = undefined;
            try {
              return await task();
            } finally {
              insideLock = false;
              const revision = committedRevision;
              committedRevision = undefined;
              if (revision !== undefined) await announce(locks, revision);
            }
          }) as Promise<T>,
      );
    },
    subscribeExternal(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== storage || event.key === REVISION_KEY) return;
        // A null key means the other tab called clear(): everything changed.
        listener(event.key === null ? [] : [event.key]);
      };
      target.addEventListener('storage', onStorage as EventListener);
      return () => target.removeEventListener('storage', onStorage as EventListener);
    },
  };
}
