/**
 * Registers the installable app's service worker (src/pwa/sw.ts, built into `/sw.js`) and offers
 * a new version when one is waiting: the toast 'Versi baru tersedia' with `Muat Ulang`, which
 * asks the waiting worker to take over and reloads the page once it has
 * (docs/decisions/025-installable-app.md). Loaded by src/main.tsx after the first paint, so
 * neither this module nor workbox-window is part of the first load.
 */
import { Workbox } from 'workbox-window';
import { toast } from '@/components/ui/toast';
import { appUpdateMessages } from '@/shared/messages-app-update';

/**
 * Registers the worker once the browser is idle (at the latest 5 s on), so its first install does
 * not take the main thread from the page.
 */
export function registerWhenIdle(): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void registerServiceWorker(), { timeout: 5000 });
  else void registerServiceWorker();
}

/** The worker's address, at the site's root so that its scope is the whole shop. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The id of the update toast, so a second waiting worker replaces it instead of stacking. */
const UPDATE_TOAST_ID = 'app-update';

/**
 * Registers the worker; resolves with its Workbox, or null when the browser has no service
 * workers or refuses the registration (a private window, a blocked worker: the shop works as
 * before, online).
 */
export async function registerServiceWorker(): Promise<Workbox | null> {
  if (!('serviceWorker' in navigator)) return null;
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  let reloadWanted = false;
  // A worker waits: a new build, or one another tab installed. Nothing changes until asked, so a
  // form being filled is not reloaded away.
  workbox.addEventListener('waiting', () => {
    toast.info(appUpdateMessages.updateAvailable, {
      id: UPDATE_TOAST_ID,
      description: appUpdateMessages.updateDescription,
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: appUpdateMessages.reload,
        onClick: () => {
          reloadWanted = true;
          workbox.messageSkipWaiting();
        },
      },
    });
  });
  // The waiting worker took over after `Muat Ulang`: the page's files are the new version's.
  workbox.addEventListener('controlling', () => {
    if (reloadWanted) window.location.reload();
  });
  try {
    await workbox.register({ immediate: true });
    // Says the page's registration is done (the end-to-end tests wait for it before driving an update).
    document.documentElement.dataset.serviceWorker = 'registered';
    return workbox;
  } catch {
    return null;
  }
}
