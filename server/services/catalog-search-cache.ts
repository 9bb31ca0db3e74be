/**
 * The per-instance cache of catalogue search answers (issue 22, docs/server.md "Per-instance
 * caches"): for each normalised search (`catalogSearchKey`, src/domain/catalog.ts) the ids of the
 * page's products in order, the capped total and the page answered — what only a catalogue edit
 * can change. The shown products themselves (price, stock, name…) are read fresh by id on every
 * answer, so an order's stock change (`stock`, every ~50 ms while orders flow) never clears it and
 * is never shown late. A `products` change (any instance's catalogue edit or restore) or a lost
 * LISTEN drops every entry; none is kept longer than {@link SEARCH_CACHE_STALE_MS}.
 */
import { createMarkedCache, type MarkedCache } from '../events/marked-cache';
import type { ChangeObserver } from './context';

/** Longest a search's ids and count are answered from memory (5 s). */
export const SEARCH_CACHE_STALE_MS = 5_000;
/** Most searches one instance keeps. */
export const SEARCH_CACHE_ENTRIES = 5_000;
/** Most bytes of searches one instance keeps (4 MB, as estimated by {@link searchEntryBytes}). */
export const SEARCH_CACHE_BYTES = 4 * 1024 * 1024;

/** What one search answered, without the products' own fields. */
export interface CachedSearch {
  /** The ids of the page's products, in the page's order. */
  ids: number[];
  /** The total (capped, `cappedTotalOf` in src/domain/paging.ts). */
  total: number;
  totalCapped: boolean;
  /** The page answered (the requested one clamped). */
  page: number;
}

/** The searches of one instance, and the change-channel observer that keeps them true. */
export interface CatalogSearchCache extends MarkedCache<CachedSearch>, ChangeObserver {}

/**
 * Bytes an entry takes on the heap, roughly: its key as UTF-16 text, 8 bytes an id, and the
 * objects' overhead.
 */
function searchEntryBytes(entry: CachedSearch, key: string): number {
  return 2 * key.length + 8 * entry.ids.length + 96;
}

/**
 * An empty search cache.
 * @param options - its staleness (ms), entry and byte bounds (default {@link SEARCH_CACHE_STALE_MS},
 *   {@link SEARCH_CACHE_ENTRIES}, {@link SEARCH_CACHE_BYTES}).
 */
export function createCatalogSearchCache(
  options: { staleMs?: number; entries?: number; bytes?: number } = {},
): CatalogSearchCache {
  const cache = createMarkedCache<CachedSearch>({
    max: options.entries ?? SEARCH_CACHE_ENTRIES,
    maxSize: options.bytes ?? SEARCH_CACHE_BYTES,
    sizeCalculation: searchEntryBytes,
    ttl: options.staleMs ?? SEARCH_CACHE_STALE_MS,
  });
  return {
    ...cache,
    changes(changes) {
      // `stock` is left alone: the shown stock is read fresh on every answer.
      if (changes.some((change) => change.keys.includes('products'))) cache.invalidate();
    },
    lost: () => cache.invalidate(),
  };
}
