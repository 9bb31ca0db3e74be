import { useSyncExternalStore } from "react";
// src/components/ui/toast.ts
/**
* The app's toasts (docs/conventions.md "Forms, errors, feedback": one toast mechanism, sonner).
* Most page loads show no toast, so sonner (about 9 kB gzip) is not part of the first load
* (issue 11, "Smaller and faster"): the first toast loads it, and {@link useToastOutletWanted}
* then mounts the {@link Toaster} outlet. Sonner replays the toasts shown before its outlet
* subscribed, so none is lost; calls keep their order because they all wait on one import.
*/
var sonner;
var outletWanted = false;
var outletListeners = /* @__PURE__ */ new Set();
/** Loads sonner once (again after a failed load) and asks for the outlet. */
function loadSonner() {
	if (!sonner) {
		sonner = import("sonner");
		sonner.catch(() => {
			sonner = void 0;
		});
		if (!outletWanted) {
			outletWanted = true;
			for (const listener of outletListeners) listener();
		}
	}
	return sonner;
}
function show(kind) {
	return (message, options) => {
		loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](message, options), (error) => console.error("Pemberitahuan tidak dapat ditampilkan.", error));
	};
}
/**
* Shows toasts: `toast.success(message, options?)`, `error`, `info`, `warning` (texts from the
* message catalogue; an `id` replaces the toast with that id), and `toast.dismiss(id?)` (every
* toast without an id). Returns nothing: the toast appears once sonner has loaded (a few
* milliseconds after the first call of a page).
*/
var toast = {
	success: show("success"),
	error: show("error"),
	info: show("info"),
	warning: show("warning"),
	dismiss(id) {
		sonner?.then(({ toast: sonnerToast }) => sonnerToast.dismiss(id), () => void 0);
	}
};
function subscribe(listener) {
	outletListeners.add(listener);
	return () => outletListeners.delete(listener);
}
/**
* Whether a toast was shown in this page's life, so the toast outlet should be mounted (it stays
* mounted afterwards). For the app's provider.
*/
function useToastOutletWanted() {
	return useSyncExternalStore(subscribe, () => outletWanted, () => false);
}
export { useToastOutletWanted as n, toast as t };
