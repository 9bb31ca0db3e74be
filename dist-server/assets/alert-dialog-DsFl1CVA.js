import { t as cn } from "./utils-CmjGWNWk.js";
import { _ as buttonVariants } from "../entry-server.js";
import { t as useReturnFocus } from "./use-return-focus-CYovt5b2.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { AlertDialog } from "radix-ui";
// src/components/ui/alert-dialog.tsx
/**
* A confirmation dialog (Radix AlertDialog, role `alertdialog`) for actions that cannot be undone
* (e.g. `Hapus`). It does not close on outside click; focus starts on {@link AlertDialogCancel}.
*/
function AlertDialog$1(props) {
	return /* @__PURE__ */ jsx(AlertDialog.Root, {
		"data-slot": "alert-dialog",
		...props
	});
}
/**
* The confirmation panel, portalled over a dimmed overlay. Needs a title and a description.
* On close the focus goes back to the element that opened it ({@link useReturnFocus}).
*/
function AlertDialogContent({ className, onOpenAutoFocus, onCloseAutoFocus, ...props }) {
	const focusHandlers = useReturnFocus({
		onOpenAutoFocus,
		onCloseAutoFocus
	});
	return /* @__PURE__ */ jsxs(AlertDialog.Portal, { children: [/* @__PURE__ */ jsx(AlertDialog.Overlay, {
		"data-slot": "alert-dialog-overlay",
		className: "fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
	}), /* @__PURE__ */ jsx(AlertDialog.Content, {
		"data-slot": "alert-dialog-content",
		className: cn("fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-lg focus-visible:outline-hidden data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in sm:max-w-lg", className),
		...props,
		...focusHandlers
	})] });
}
/** The top of an {@link AlertDialogContent}: title and description. */
function AlertDialogHeader({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "alert-dialog-header",
		className: cn("flex flex-col gap-2 text-center sm:text-left", className),
		...props
	});
}
/** The action row of an {@link AlertDialogContent}; stacks on narrow screens. */
function AlertDialogFooter({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "alert-dialog-footer",
		className: cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className),
		...props
	});
}
/** The alert dialog's accessible name, rendered as a heading. */
function AlertDialogTitle({ className, ...props }) {
	return /* @__PURE__ */ jsx(AlertDialog.Title, {
		"data-slot": "alert-dialog-title",
		className: cn("text-lg font-semibold", className),
		...props
	});
}
/** The alert dialog's accessible description: say what will happen. */
function AlertDialogDescription({ className, ...props }) {
	return /* @__PURE__ */ jsx(AlertDialog.Description, {
		"data-slot": "alert-dialog-description",
		className: cn("text-sm text-muted-foreground", className),
		...props
	});
}
/** Confirms and closes; styled as a default button, or `variant="destructive"` for deletions. */
function AlertDialogAction({ className, variant = "default", ...props }) {
	return /* @__PURE__ */ jsx(AlertDialog.Action, {
		"data-slot": "alert-dialog-action",
		className: cn(buttonVariants({ variant }), className),
		...props
	});
}
/** Cancels and closes (also on Escape); styled as an outline button. */
function AlertDialogCancel({ className, variant = "outline", ...props }) {
	return /* @__PURE__ */ jsx(AlertDialog.Cancel, {
		"data-slot": "alert-dialog-cancel",
		className: cn(buttonVariants({ variant }), className),
		...props
	});
}
export { AlertDialogDescription as a, AlertDialogTitle as c, AlertDialogContent as i, AlertDialogAction as n, AlertDialogFooter as o, AlertDialogCancel as r, AlertDialogHeader as s, AlertDialog$1 as t };
