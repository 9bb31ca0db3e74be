/**
 * The app's toasts (docs/conventions.md "Forms, errors, feedback": one toast mechanism, sonner).
 * Most page loads show no toast, so sonner (about 9 kB gzip) is not part of the first load
 * (docs/decisions/012-lean-first-load.md): the first toast loads it, and {@link useToastOutletWanted}
 * then mounts the {@link Toaster} outlet. Sonner replays the toasts shown before its outlet
 * subscribed, so none is lost; calls keep their order because they all wait on one import.
 */
import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
/** The options of a toast (sonner's `ExternalToast`: `id`, `description`, `duration`, …). */
export type ToastOptions = Parameters<Sonner['toast']['success']>[1];
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Promise<Sonner> | undefined;
let outletWanted = false;
const outletListeners = new Set<() => void>();

/** Loads sonner once (again after a failed load) and asks for the outlet. */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    sonner.catch(() => {
      // A chunk that failed to load (offline): the next toast tries again.
      sonner = undefined;
    });
    if (!outletWanted) {
      outletWanted = true;
      for (const listener of outletListeners) listener();
    }
  }
  return sonner;
}

function show(kind: Kind) {
  return (message: string, options?: ToastOptions): void => {
    loadSonner().then(
      ({ toast: sonnerToast }) => sonnerToast[kind](message, options),
      (error: unknown) => console.error('Pemberitahuan tidak dapat ditampilkan.', error),
    );
  };
}

/**
 * Shows toasts: `toast.success(message, options?)`, `error`, `info`, `warning` (texts from the
 * message catalogue; an `id` replaces the toast with that id), and `toast.dismiss(id?)` (every
 * toast without an id). Returns nothing: the toast appears once sonner has loaded (a few
 * milliseconds after the first call of a page).
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  dismiss(id?: string | number): void {
    // Nothing to dismiss before the first toast loaded sonner.
    void sonner?.then(({ toast: sonnerToast }) => sonnerToast.dismiss(id), () => undefined);
  },
};

function subscribe(listener: () => void) {
  outletListeners.add(listener);
  return () => outletListeners.delete(listener);
}

/**
 * Whether a toast was shown in this page's life, so the toast outlet should be mounted (it stays
 * mounted afterwards). For the app's provider.
 */
export function useToastOutletWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => outletWanted,
    () => false,
  );
}
