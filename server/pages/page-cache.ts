/**
 * The micro-cache of rendered public pages (issue 21 item 5, docs/server.md "Per-instance
 * caches"): a page the server rendered for a visitor without a session cookie is the same for the
 * next such visitor of the same address, theme and origin, so one instance keeps it for
 * {@link PAGE_CACHE_STALE_MS}, bounded in entries and bytes (least recently used out first), and
 * drops every page when a change everyone may see (catalogue, reviews, settings, a restore) is
 * announced on the change channel, or the channel was lost — not for stock sold or given back,
 * which every order announces: a kept page shows stock at most {@link PAGE_CACHE_STALE_MS} old.
 */
import { createMarkedCache, type MarkedCache } from '../events/marked-cache';
import type { ChangeObserver } from '../services/context';

/** Longest a rendered page is served from memory (5 s). */
export const PAGE_CACHE_STALE_MS = 5_000;
/** Most pages one instance keeps. */
export const PAGE_CACHE_ENTRIES = 500;
/** Most bytes of pages one instance keeps (16 MB, counted as UTF-16 text: 2 bytes a character). */
export const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/** The HTML of the rendered pages of one instance (200 answers), and the change-channel observer that keeps them true. */
export interface PageCache extends MarkedCache<string>, ChangeObserver {}

/**
 * An empty page cache.
 * @param options - its staleness (ms), entry and byte bounds (default {@link PAGE_CACHE_STALE_MS},
 *   {@link PAGE_CACHE_ENTRIES}, {@link PAGE_CACHE_BYTES}).
 */
export function createPageCache(options: { staleMs?: number; entries?: number; bytes?: number } = {}): PageCache {
  const cache = createMarkedCache<string>({
    max: options.entries ?? PAGE_CACHE_ENTRIES,
    maxSize: options.bytes ?? PAGE_CACHE_BYTES,
    // Its text and its key, as the heap holds them.
    sizeCalculation: (html, key) => Math.max(1, 2 * (html.length + key.length)),
    ttl: options.staleMs ?? PAGE_CACHE_STALE_MS,
  });
  return {
    ...cache,
    changes(changes) {
      // Not for stock alone: every order announces it, so the pages would never stay while
      // orders flow; a kept page's stock is at most the staleness bound old (ordering checks it).
      const dropsPages = (change: (typeof changes)[number]) =>
        change.audience.kind === 'public' && change.keys.some((key) => key !== 'stock');
      if (changes.some(dropsPages)) cache.invalidate();
    },
    lost: () => cache.invalidate(),
  };
}
