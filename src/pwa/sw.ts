/// <reference lib="webworker" />
/**
 * The installable app's service worker (docs/decisions/025-installable-app.md), built by
 * vite-plugin-pwa (`injectManifest`) into `sw.js` at the site's root:
 * - precaches the app shell the build lists (JavaScript, CSS, icons, the offline page; in browser
 *   mode also `index.html`, which holds no user data);
 * - keeps the public catalogue's pages stale-while-revalidate, only those the shop server marked
 *   public (`mayKeepPage`), so a signed-in page is never kept;
 * - keeps product images stale-while-revalidate, capped by count and age;
 * - answers a page neither kept nor reachable with the offline page;
 * - leaves everything else (the API, the event stream, the back office, the buyer's pages) to the
 *   network, untouched.
 * A new version waits until the app's `Muat Ulang` asks it to take over (`SKIP_WAITING`).
 * It also shows Web Push notifications and opens their page when tapped (./push-handlers.ts).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { registerPushHandlers } from './push-handlers';
import {
  IMAGE_CACHE_LIMITS,
  isKeptPagePath,
  isProductImagePath,
  mayKeepPage,
  OFFLINE_CACHES,
  OFFLINE_PAGE,
  PAGE_CACHE_LIMITS,
} from '@/shared/offline-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// The owner's (and a buyer's) notifications: shown on `push`, opening their page on a tap
// (docs/decisions/026-web-push.md).
registerPushHandlers(self);

const browserMode = import.meta.env.VITE_SHOP_MODE === 'browser';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Keeps a page only when the server marked it public and no cache is forbidden to store it. */
const publicPagesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeepPage(response.status, response.headers) ? response : null),
};

if (browserMode) {
  // Browser mode: the shop's data lives in this browser's localStorage, so every page is the
  // precached shell, online or not.
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));
} else {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && isKeptPagePath(url.pathname),
    new StaleWhileRevalidate({
      cacheName: OFFLINE_CACHES.pages,
      plugins: [publicPagesOnly, new ExpirationPlugin({ ...PAGE_CACHE_LIMITS, purgeOnQuotaError: true })],
      // The server varies a page on Cookie; the worker's requests carry none, and a page it keeps
      // carries no session anyway.
      matchOptions: { ignoreVary: true },
    }),
  );
  // Every other page from the network only, so that the offline page answers when it fails.
  registerRoute(({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'), new NetworkOnly());
}

registerRoute(
  ({ request, url }) => url.origin === self.location.origin && request.destination === 'image' && isProductImagePath(url.pathname),
  new StaleWhileRevalidate({
    cacheName: OFFLINE_CACHES.images,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true })],
  }),
);

// A hashed build file the precache lacks (a kept page rendered by a newer build than this worker's):
// immutable, so once fetched it may be served from the cache.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
  }),
);

// A page neither kept nor reachable: the offline page, with its `Coba Lagi`.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
