import { useRef } from "react";
// src/components/ui/use-return-focus.ts
/**
* Gives the focus back to the element that had it when a dialog opened (WCAG 2.4.3 Focus Order).
* Radix returns focus only to its own `Trigger`; a dialog opened through `open` state (a row's
* `Hapus` button, the cart's `−` button) would otherwise drop the focus to `<body>` on close.
* The caller's handlers run first; a caller that calls `preventDefault()` in `onCloseAutoFocus`
* keeps full control; an opener that left the page (a deleted row) is skipped, and so is a close
* after which the page already moved the focus on purpose (the cart's heading after a removal).
* @param handlers - the dialog's own `onOpenAutoFocus` / `onCloseAutoFocus`, if any.
* @returns handlers to pass to `DialogPrimitive.Content` or `AlertDialogPrimitive.Content`.
*/
function useReturnFocus(handlers) {
	const opener = useRef(null);
	return {
		onOpenAutoFocus: (event) => {
			const active = document.activeElement;
			opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
			handlers.onOpenAutoFocus?.(event);
		},
		onCloseAutoFocus: (event) => {
			handlers.onCloseAutoFocus?.(event);
			if (event.defaultPrevented) return;
			const target = opener.current;
			opener.current = null;
			const active = document.activeElement;
			const focusIsFree = active === null || active === document.body;
			if (target?.isConnected && focusIsFree) {
				event.preventDefault();
				target.focus();
			}
		}
	};
}
export { useReturnFocus as t };
