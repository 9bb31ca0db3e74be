/**
 * The micro-cache of rendered public pages (docs/server.md "Per-instance
 * caches"): a page the server rendered for a visitor without a session cookie is the same for the
 * next such visitor of the same address, theme and origin, so one instance keeps it for
 * {@link PAGE_CACHE_STALE_MS}, bounded in entries and bytes (least recently used out first), and
 * drops every page when a change everyone may see (catalogue, reviews, settings, a restore) is
 * announced on the change channel, or the channel was lost — not for stock sold or given back,
 * which every order announces: a kept page shows stock at most {@link PAGE_CACHE_STALE_MS} old.
 * A page is kept with its gzip bytes, so a hit is not compressed again for every visitor.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { createMarkedCache, type MarkedCache } from '../events/marked-cache';
import type { ChangeObserver } from '../services/context';

/** Longest a rendered page is served from memory (5 s). */
export const PAGE_CACHE_STALE_MS = 5_000;
/** Most pages one instance keeps. */
export const PAGE_CACHE_ENTRIES = 500;
/** Most bytes of pages one instance keeps (16 MB: the text as UTF-16, 2 bytes a character, and its gzip bytes). */
export const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/** A kept page: its HTML and the same compressed once (gzip). */
export interface CachedPage {
  html: string;
  gzip: Uint8Array<ArrayBuffer>;
}

/** The rendered pages of one instance (200 answers), and the change-channel observer that keeps them true. */
export interface PageCache extends MarkedCache<CachedPage>, ChangeObserver {}

const gzipAsync = promisify(gzip);

/** The entry of `html` for the page cache: the text and its gzip bytes (compressed off the event loop). */
export async function cachedPageOf(html: string): Promise<CachedPage> {
  return { html, gzip: new Uint8Array(await gzipAsync(html)) };
}

/**
 * Whether the app's compress middleware (hono's `compress()`) would answer a request with this
 * `Accept-Encoding` in gzip — gzip at q=1, else the higher q of gzip and deflate, gzip on a tie —
 * so a kept page's gzip bytes go out as the middleware would have written them.
 */
export function acceptsGzipFirst(acceptEncoding: string | undefined): boolean {
  if (acceptEncoding === undefined) return false;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  const q = (encoding: string) => accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
  const gzipQ = q('gzip');
  return gzipQ > 0 && (gzipQ === 1 || gzipQ >= q('deflate'));
}

/**
 * An empty page cache.
 * @param options - its staleness (ms), entry and byte bounds (default {@link PAGE_CACHE_STALE_MS},
 *   {@link PAGE_CACHE_ENTRIES}, {@link PAGE_CACHE_BYTES}).
 */
export function createPageCache(options: { staleMs?: number; entries?: number; bytes?: number } = {}): PageCache {
  const cache = createMarkedCache<CachedPage>({
    max: options.entries ?? PAGE_CACHE_ENTRIES,
    maxSize: options.bytes ?? PAGE_CACHE_BYTES,
    // Its text and its key, as the heap holds them, and its gzip bytes.
    sizeCalculation: (page, key) => Math.max(1, 2 * (page.html.length + key.length) + page.gzip.byteLength),
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
