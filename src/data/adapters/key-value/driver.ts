/**
 * The low-level port a key-value adapter implements (localStorage in the browser, a Map in
 * tests). The document store builds validation, recovery and atomic updates on top of it.
 */

/** One write of a commit: a raw string, or `null` to remove the key. */
export type RawWrite = readonly [key: string, value: string | null];

/** A synchronous key-value store of strings with a cross-context lock and change events. */
export interface KeyValueDriver {
  /** The raw value under `key`, or null when absent. */
  getItem(key: string): string | null;
  /**
   * Applies all writes or none.
   * @throws StorageQuotaError when the quota is reached (earlier writes of the commit are undone).
   */
  commit(writes: readonly RawWrite[]): void;
  /** Every key present. */
  keys(): string[];
  /**
   * Runs `task` while holding the store's exclusive lock, shared by every tab of the origin
   * (Web Locks) so read-modify-write steps never interleave.
   */
  withLock<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Calls `listener` with the keys changed by another context (another tab); an empty list
   * means every key may have changed. Returns the unsubscribe function.
   */
  subscribeExternal(listener: (keys: string[]) => void): () => void;
}

/** A promise-chain mutex for one JavaScript context (used where Web Locks are absent). */
export function createLocalMutex(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
