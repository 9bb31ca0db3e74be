import { OFFLINE_CACHES } from '@/shared/offline-cache';

/**
 * Deletes the pages the installable app's worker kept for a bad connection (the app shell and
 * product images stay): at sign-in and sign-out, so that no page kept before is shown to the
 * account signed in now, nor a page of this session to the next person on a shared phone
 * (docs/decisions/025-installable-app.md). Never rejects: nothing kept, no Cache API, or a
 * refused deletion all leave the sign-in or sign-out as it is.
 */
export async function forgetKeptPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_CACHES.pages).catch(() => false);
}
