import { a as SheetHeader, i as SheetDescription, n as SheetClose, o as SheetTitle, r as SheetContent, t as Sheet } from "./sheet-DjxJo4Jz.js";
import { t as cn } from "./utils-CmjGWNWk.js";
import { NavLink } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/layout/mobile-nav-sheet.tsx
var linkClass = ({ isActive }) => cn("flex h-11 items-center rounded-md px-3 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground", isActive ? "bg-secondary text-secondary-foreground" : "text-foreground");
/**
* The phone menu's side sheet named 'Menu' (Radix dialog: focus trapped, Escape closes, focus
* back on {@link MobileNavSheetProps.trigger}) with the main links, the account links and an
* optional footer control. Following a link closes it. Loaded with the first press of
* `Buka menu` (see ./mobile-nav.tsx), so the dialog primitives stay out of the first load.
*/
function MobileNavSheet({ items, accountLinks, footer, accountNote, open, onOpenChange, trigger }) {
	return /* @__PURE__ */ jsx(Sheet, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ jsxs(SheetContent, {
			side: "left",
			onCloseAutoFocus: (event) => {
				event.preventDefault();
				trigger.current?.focus();
			},
			children: [
				/* @__PURE__ */ jsxs(SheetHeader, { children: [/* @__PURE__ */ jsx(SheetTitle, { children: "Menu" }), /* @__PURE__ */ jsx(SheetDescription, {
					className: "sr-only",
					children: "Navigasi toko dan akun Anda"
				})] }),
				/* @__PURE__ */ jsx("nav", {
					"aria-label": "Navigasi seluler",
					children: /* @__PURE__ */ jsx("ul", {
						className: "grid gap-1",
						children: items.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(SheetClose, {
							asChild: true,
							children: /* @__PURE__ */ jsx(NavLink, {
								to: item.to,
								end: item.end,
								className: linkClass,
								children: item.label
							})
						}) }, item.to))
					})
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "grid gap-1 border-t pt-4",
					children: [
						accountNote,
						accountLinks.length > 0 && /* @__PURE__ */ jsx("ul", {
							className: "grid gap-1",
							children: accountLinks.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(SheetClose, {
								asChild: true,
								children: /* @__PURE__ */ jsx(NavLink, {
									to: link.to,
									end: link.end,
									className: linkClass,
									children: link.label
								})
							}) }, link.to))
						}),
						footer && /* @__PURE__ */ jsx(SheetClose, {
							asChild: true,
							children: footer
						})
					]
				})
			]
		})
	});
}
export { MobileNavSheet };
