import { a as AlertDialogDescription, c as AlertDialogTitle, i as AlertDialogContent, n as AlertDialogAction, o as AlertDialogFooter, r as AlertDialogCancel, s as AlertDialogHeader, t as AlertDialog } from "./alert-dialog-DsFl1CVA.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/confirm-dialog.tsx
/**
* A confirmation before a destructive action (deleting, restoring a backup): an alert dialog with
* `title`, `description`, and the buttons `Batal` (focused first) and `confirmLabel` (red).
*/
function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, children }) {
	return /* @__PURE__ */ jsx(AlertDialog, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ jsxs(AlertDialogContent, { children: [
			/* @__PURE__ */ jsxs(AlertDialogHeader, { children: [/* @__PURE__ */ jsx(AlertDialogTitle, { children: title }), /* @__PURE__ */ jsx(AlertDialogDescription, { children: description })] }),
			children,
			/* @__PURE__ */ jsxs(AlertDialogFooter, { children: [/* @__PURE__ */ jsx(AlertDialogCancel, { children: "Batal" }), /* @__PURE__ */ jsx(AlertDialogAction, {
				variant: "destructive",
				onClick: onConfirm,
				children: confirmLabel
			})] })
		] })
	});
}
export { ConfirmDialog as t };
