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
  /** Keeps `value` under `key`, unless an invalidation came after `mark` (or it is over the byte bound alone). */
  set(key: string, value: V, mark: number): void;
  /** Forgets `key`. */
  delete(key: string): void;
  /** Drops every entry `stale` picks (every entry when none is given); reads in flight keep nothing. */
  invalidate(stale?: (value: V) => boolean): void;
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
      // lru-cache itself refuses an entry larger than `maxSize`.
      if (mark === generation) cache.set(key, value);
    },
    delete(key) {
      cache.delete(key);
    },
    invalidate(stale) {
      generation += 1;
      if (!stale) return cache.clear();
      const keys = [...cache.entries()].filter(([, value]) => stale(value)).map(([key]) => key);
      for (const key of keys) cache.delete(key);
    },
    size: () => cache.size,
    bytes: () => cache.calculatedSize,
  };
}
