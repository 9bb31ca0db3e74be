/**
 * The common part of the per-instance caches the change channel keeps true (docs/server.md
 * "Per-instance caches"): a bounded LRU map (lru-cache) whose writes an invalidation can overtake.
 * A request takes a mark before it reads the database; when an invalidation came in between, its
 * `set` keeps nothing, since what it read may be older than the change.
 */
import { LRUCache } from 'lru-cache';

/** A bounded cache by string key whose `set` an invalidation overtakes. */
export interface MarkedCache<V> {
  /** The value kept under `key` and not older than the cache's staleness bound, if any. */
  get(key: string): V | undefined;
  /** The mark to give {@link MarkedCache.set} for a value about to be read. */
  mark(): number;
  /**
   * Keeps `value` under `key`, unless an invalidation came after `mark` (or it is over the byte
   * bound alone). @returns whether it was kept.
   */
  set(key: string, value: V, mark: number): boolean;
  /** Forgets `key` (a value found wrong by its reader; reads in flight may still keep theirs). */
  delete(key: string): void;
  /**
   * Drops the entries of `keys`, at a cost of one lookup a key; reads in flight keep nothing (they
   * may have read what the change made stale).
   */
  forget(keys: Iterable<string>): void;
  /** Drops every entry; reads in flight keep nothing. */
  invalidate(): void;
  /** How many entries it holds. */
  size(): number;
  /** The sizes of its entries summed (0 without a `sizeCalculation`). */
  bytes(): number;
}

/**
 * An empty marked cache.
 * @param options - lru-cache's options: `max` entries, `ttl` (ms, the staleness bound), and for a
 *   byte bound `maxSize` with `sizeCalculation`.
 */
export function createMarkedCache<V extends object | string>(options: LRUCache.Options<string, V, unknown>): MarkedCache<V> {
  const cache = new LRUCache<string, V>(options);
  let generation = 0;
  return {
    get: (key) => cache.get(key),
    mark: () => generation,
    set(key, value, mark) {
      if (mark !== generation) return false;
      cache.set(key, value);
      // lru-cache itself refuses an entry larger than `maxSize` (and then keeps no older one).
      return cache.peek(key) === value;
    },
    delete(key) {
      cache.delete(key);
    },
    forget(keys) {
      generation += 1;
      for (const key of keys) cache.delete(key);
    },
    invalidate() {
      generation += 1;
      cache.clear();
    },
    size: () => cache.size,
    bytes: () => cache.calculatedSize,
  };
}
