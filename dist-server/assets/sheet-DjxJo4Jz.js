import { t as cn } from "./utils-CmjGWNWk.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { XIcon } from "lucide-react";
import { Dialog } from "radix-ui";
// src/components/ui/sheet.tsx
/** A side drawer (modal, on Radix Dialog), e.g. the mobile navigation menu. */
function Sheet(props) {
	return /* @__PURE__ */ jsx(Dialog.Root, {
		"data-slot": "sheet",
		...props
	});
}
/** The control that opens its {@link Sheet}; use `asChild` with a {@link Button}. */
function SheetTrigger(props) {
	return /* @__PURE__ */ jsx(Dialog.Trigger, {
		"data-slot": "sheet-trigger",
		...props
	});
}
/** Any control that closes its {@link Sheet}; wrap navigation links with `asChild` to close on click. */
function SheetClose(props) {
	return /* @__PURE__ */ jsx(Dialog.Close, {
		"data-slot": "sheet-close",
		...props
	});
}
/**
* The drawer panel with a close button named `Tutup`. Needs a {@link SheetTitle}; add a
* {@link SheetDescription} or pass `aria-describedby={undefined}`.
*/
function SheetContent({ className, children, side = "right", ...props }) {
	return /* @__PURE__ */ jsxs(Dialog.Portal, { children: [/* @__PURE__ */ jsx(Dialog.Overlay, {
		"data-slot": "sheet-overlay",
		className: "fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
	}), /* @__PURE__ */ jsxs(Dialog.Content, {
		"data-slot": "sheet-content",
		"data-side": side,
		className: cn("fixed inset-y-0 z-50 flex h-full w-3/4 flex-col gap-4 overflow-y-auto bg-background p-6 text-foreground shadow-lg focus-visible:outline-hidden sm:max-w-sm", side === "left" ? "left-0 border-r data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left" : "right-0 border-l data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right", className),
		...props,
		children: [children, /* @__PURE__ */ jsx(Dialog.Close, {
			"data-slot": "sheet-close",
			"aria-label": "Tutup",
			className: "absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden",
			children: /* @__PURE__ */ jsx(XIcon, {
				className: "size-4",
				"aria-hidden": "true"
			})
		})]
	})] });
}
/** The top of a {@link SheetContent}: title and description. */
function SheetHeader({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "sheet-header",
		className: cn("flex flex-col gap-1.5 pr-8", className),
		...props
	});
}
/** The drawer's accessible name, rendered as a heading. */
function SheetTitle({ className, ...props }) {
	return /* @__PURE__ */ jsx(Dialog.Title, {
		"data-slot": "sheet-title",
		className: cn("text-lg font-semibold", className),
		...props
	});
}
/** The drawer's accessible description. */
function SheetDescription({ className, ...props }) {
	return /* @__PURE__ */ jsx(Dialog.Description, {
		"data-slot": "sheet-description",
		className: cn("text-sm text-muted-foreground", className),
		...props
	});
}
export { SheetHeader as a, SheetDescription as i, SheetClose as n, SheetTitle as o, SheetContent as r, SheetTrigger as s, Sheet as t };
