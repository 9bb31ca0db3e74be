/**
 * The per-instance cache of catalogue search answers (docs/server.md "Per-instance
 * caches"): for each normalised search (`catalogSearchKey`, src/domain/catalog/query.ts) the ids of the
 * page's products in order, the capped total and the page answered — what only a catalogue edit
 * can change — and, apart, the shown products' rows by id (price, stock, name…), so a search it
 * holds costs no statement. A row (with the card's figures: units sold, rating) is dropped when
 * its product's stock change is announced (`stock` with the product's id, on any instance: an
 * order placed or cancelled), every row when a `stock` change names no product or a review is
 * written (`reviews`); a `products` change (any instance's catalogue edit, a product's status too, or restore) or a
 * lost LISTEN drops every entry of both, and so does a `partners` change (a partner set
 * `Nonaktif` or active again takes its products out of the catalogue or back). The bounds on staleness are the safety net for an
 * announcement lost without the LISTEN connection dropping (a NOTIFY that failed after its
 * commit, an instance gone within its NOTIFY window): a row is kept at most
 * {@link PRODUCT_ROWS_STALE_MS}, so stock and prices shown are never older than that (an order
 * checks the stock in the database anyway); a search's ids and count, which only a catalogue edit
 * changes — a rare, admin-made change the channel announces — at most {@link SEARCH_CACHE_STALE_MS}.
 */
import type { Perf } from 'lru-cache';
import type { CatalogProduct } from '@/domain/catalog/query';
import { createMarkedCache, type MarkedCache } from '../events/marked-cache';
import type { Change, ChangeObserver } from './changes';

/**
 * Longest a search's ids and count are answered from memory (60 s): only
 * a catalogue edit changes them, and every instance drops them
 * all when it hears one. Longer than the rows' bound, so a popular search stays a hit between its
 * askings; shorter than forever, for an announcement lost without a lost LISTEN.
 */
export const SEARCH_CACHE_STALE_MS = 60_000;
/** Longest a shown product's row (stock, price, name…) is answered from memory (5 s). */
export const PRODUCT_ROWS_STALE_MS = 5_000;
/** Most searches one instance keeps. */
export const SEARCH_CACHE_ENTRIES = 5_000;
/** Most bytes of searches one instance keeps (4 MB, as estimated by {@link searchEntryBytes}). */
export const SEARCH_CACHE_BYTES = 4 * 1024 * 1024;

/** Most product rows one instance keeps for the searches' pages. */
export const PRODUCT_ROWS_ENTRIES = 10_000;
/** Most bytes of product rows one instance keeps (8 MB, as estimated by {@link productRowBytes}). */
export const PRODUCT_ROWS_BYTES = 8 * 1024 * 1024;

/** What one search answered, without the products' own fields. */
export interface CachedSearch {
  /** The ids of the page's products, in the page's order. */
  ids: number[];
  /** The total (capped, `cappedTotalOf` in src/domain/core/paging.ts). */
  total: number;
  totalCapped: boolean;
  /** The page answered (the requested one clamped). */
  page: number;
}

/** The searches of one instance, their products' rows, and the change-channel observer that keeps both true. */
export interface CatalogSearchCache extends MarkedCache<CachedSearch>, ChangeObserver {
  /** The shown products' rows by id (`String(id)`), as last read from the database. */
  products: MarkedCache<CatalogProduct>;
}

/**
 * Bytes an entry takes on the heap, roughly: its key as UTF-16 text, 8 bytes an id, and the
 * objects' overhead.
 */
function searchEntryBytes(entry: CachedSearch, key: string): number {
  return 2 * key.length + 8 * entry.ids.length + 96;
}

/**
 * Bytes a product row takes on the heap, roughly: its texts as UTF-16, 16 bytes each other field,
 * its key, and the object's overhead.
 */
function productRowBytes(product: CatalogProduct, key: string): number {
  let bytes = 2 * key.length + 96;
  for (const value of Object.values(product)) bytes += typeof value === 'string' ? 2 * value.length + 16 : 16;
  return bytes;
}

/**
 * The products whose rows `changes` make stale: their stock changed (`stock` naming them), or
 * null for every product (a `stock` change naming none). Catalogue edits are not looked at here.
 */
function stockChangedIn(changes: readonly Change[]): Set<number> | null {
  const ids = new Set<number>();
  for (const change of changes) {
    if (!change.keys.includes('stock')) continue;
    if (!Array.isArray(change.productIds)) return null;
    for (const id of change.productIds) ids.add(id);
  }
  return ids;
}

/**
 * An empty search cache.
 * @param options - its staleness (ms), entry and byte bounds (default {@link SEARCH_CACHE_STALE_MS},
 *   {@link SEARCH_CACHE_ENTRIES}, {@link SEARCH_CACHE_BYTES}), those of its product rows
 *   (`rowStaleMs`, `rowEntries`, `rowBytes`: {@link PRODUCT_ROWS_STALE_MS}, {@link PRODUCT_ROWS_ENTRIES},
 *   {@link PRODUCT_ROWS_BYTES}), and the clock of both bounds on staleness (`perf`, ms; tests; default
 *   `performance`).
 */
export function createCatalogSearchCache(
  options: { staleMs?: number; entries?: number; bytes?: number; rowStaleMs?: number; rowEntries?: number; rowBytes?: number; perf?: Perf } = {},
): CatalogSearchCache {
  // A given clock is read at each look (lru-cache otherwise keeps a read for 1 ms of real time).
  const clock = options.perf ? { perf: options.perf, ttlResolution: 0 } : {};
  /** A marked cache of at most `max` entries and `maxSize` bytes, each kept at most `ttl` ms. */
  const bounded = <V extends object>(max: number, maxSize: number, sizeCalculation: (value: V, key: string) => number, ttl: number) =>
    createMarkedCache<V>({ max, maxSize, sizeCalculation, ttl, ...clock });
  const cache = bounded<CachedSearch>(
    options.entries ?? SEARCH_CACHE_ENTRIES,
    options.bytes ?? SEARCH_CACHE_BYTES,
    searchEntryBytes,
    options.staleMs ?? SEARCH_CACHE_STALE_MS,
  );
  const rows = bounded<CatalogProduct>(
    options.rowEntries ?? PRODUCT_ROWS_ENTRIES,
    options.rowBytes ?? PRODUCT_ROWS_BYTES,
    productRowBytes,
    options.rowStaleMs ?? PRODUCT_ROWS_STALE_MS,
  );
  return {
    ...cache,
    products: rows,
    changes(changes) {
      // A partner's status takes its products out of the catalogue or back (src/domain/catalog/on-sale.ts).
      if (changes.some((change) => change.keys.includes('products') || change.keys.includes('partners'))) {
        cache.invalidate();
        rows.invalidate();
        return;
      }
      // Stock moves no product in or out of a search (its ids and count stay); only the rows go.
      // A review changes its product's card figures (rating): rare enough to drop every row.
      const stale = changes.some((change) => change.keys.includes('reviews')) ? null : stockChangedIn(changes);
      if (stale === null) rows.invalidate();
      else if (stale.size > 0) rows.forget([...stale].map(String));
    },
    lost() {
      cache.invalidate();
      rows.invalidate();
    },
  };
}
