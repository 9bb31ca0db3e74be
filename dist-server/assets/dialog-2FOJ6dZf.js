import { t as cn } from "./utils-CmjGWNWk.js";
import { t as useReturnFocus } from "./use-return-focus-CYovt5b2.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { XIcon } from "lucide-react";
import { Dialog } from "radix-ui";
// src/components/ui/dialog.tsx
/** A modal dialog (Radix Dialog root): traps focus, closes on Escape, returns focus to the trigger. */
function Dialog$1(props) {
	return /* @__PURE__ */ jsx(Dialog.Root, {
		"data-slot": "dialog",
		...props
	});
}
/** Any control that closes its {@link Dialog} (e.g. a `Batal` button, with `asChild`). */
function DialogClose(props) {
	return /* @__PURE__ */ jsx(Dialog.Close, {
		"data-slot": "dialog-close",
		...props
	});
}
/**
* The dialog panel, portalled over a dimmed overlay, centred and scrollable when tall.
* Needs a {@link DialogTitle}; add a {@link DialogDescription} or pass `aria-describedby={undefined}`.
* On close the focus goes back to the element that opened it ({@link useReturnFocus}).
*/
function DialogContent({ className, children, showCloseButton = true, onOpenAutoFocus, onCloseAutoFocus, ...props }) {
	const focusHandlers = useReturnFocus({
		onOpenAutoFocus,
		onCloseAutoFocus
	});
	return /* @__PURE__ */ jsxs(Dialog.Portal, { children: [/* @__PURE__ */ jsx(Dialog.Overlay, {
		"data-slot": "dialog-overlay",
		className: "fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
	}), /* @__PURE__ */ jsxs(Dialog.Content, {
		"data-slot": "dialog-content",
		className: cn("fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-lg focus-visible:outline-hidden data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in sm:max-w-lg", className),
		...props,
		...focusHandlers,
		children: [children, showCloseButton && /* @__PURE__ */ jsx(Dialog.Close, {
			"data-slot": "dialog-close",
			"aria-label": "Tutup",
			className: "absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden disabled:pointer-events-none",
			children: /* @__PURE__ */ jsx(XIcon, {
				className: "size-4",
				"aria-hidden": "true"
			})
		})]
	})] });
}
/** The top of a {@link DialogContent}: title and description. */
function DialogHeader({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "dialog-header",
		className: cn("flex flex-col gap-2 pr-8 text-center sm:text-left", className),
		...props
	});
}
/** The action row of a {@link DialogContent}; stacks on narrow screens, primary action last. */
function DialogFooter({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "dialog-footer",
		className: cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className),
		...props
	});
}
/** The dialog's accessible name, rendered as a heading. */
function DialogTitle({ className, ...props }) {
	return /* @__PURE__ */ jsx(Dialog.Title, {
		"data-slot": "dialog-title",
		className: cn("text-lg leading-none font-semibold", className),
		...props
	});
}
/** The dialog's accessible description. */
function DialogDescription({ className, ...props }) {
	return /* @__PURE__ */ jsx(Dialog.Description, {
		"data-slot": "dialog-description",
		className: cn("text-sm text-muted-foreground", className),
		...props
	});
}
export { DialogFooter as a, DialogDescription as i, DialogClose as n, DialogHeader as o, DialogContent as r, DialogTitle as s, Dialog$1 as t };
