import { t as cn } from "./utils-CmjGWNWk.js";
import { jsx } from "react/jsx-runtime";
import "lucide-react";
import { DropdownMenu } from "radix-ui";
// src/components/ui/dropdown-menu.tsx
var itemBase = "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";
var panel = "z-50 min-w-32 overflow-x-hidden overflow-y-auto rounded-md border bg-popover p-1 outline-hidden text-popover-foreground shadow-md data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in";
/** A menu of actions opened from a button (Radix DropdownMenu root), e.g. `Aksi {order id}`. */
function DropdownMenu$1(props) {
	return /* @__PURE__ */ jsx(DropdownMenu.Root, {
		"data-slot": "dropdown-menu",
		...props
	});
}
/** The button that opens the menu; use `asChild` with a {@link Button} carrying the menu's name. */
function DropdownMenuTrigger(props) {
	return /* @__PURE__ */ jsx(DropdownMenu.Trigger, {
		"data-slot": "dropdown-menu-trigger",
		...props
	});
}
/** The menu panel (role `menu`), portalled and positioned next to its trigger. */
function DropdownMenuContent({ className, sideOffset = 4, ...props }) {
	return /* @__PURE__ */ jsx(DropdownMenu.Portal, { children: /* @__PURE__ */ jsx(DropdownMenu.Content, {
		"data-slot": "dropdown-menu-content",
		sideOffset,
		className: cn(panel, "max-h-(--radix-dropdown-menu-content-available-height) origin-(--radix-dropdown-menu-content-transform-origin)", className),
		...props
	}) });
}
/** Groups related {@link DropdownMenuItem}s. */
function DropdownMenuGroup(props) {
	return /* @__PURE__ */ jsx(DropdownMenu.Group, {
		"data-slot": "dropdown-menu-group",
		...props
	});
}
/** One action (role `menuitem`); handle it with `onSelect`. */
function DropdownMenuItem({ className, inset, variant = "default", ...props }) {
	return /* @__PURE__ */ jsx(DropdownMenu.Item, {
		"data-slot": "dropdown-menu-item",
		"data-inset": inset,
		"data-variant": variant,
		className: cn(itemBase, "data-[inset]:pl-8 data-[variant=destructive]:text-destructive data-[variant=destructive]:focus:bg-destructive/10 data-[variant=destructive]:focus:text-destructive", className),
		...props
	});
}
/** A non-interactive heading inside the menu. */
function DropdownMenuLabel({ className, inset, ...props }) {
	return /* @__PURE__ */ jsx(DropdownMenu.Label, {
		"data-slot": "dropdown-menu-label",
		"data-inset": inset,
		className: cn("px-2 py-1.5 text-sm font-semibold data-[inset]:pl-8", className),
		...props
	});
}
/** A rule between groups of items. */
function DropdownMenuSeparator({ className, ...props }) {
	return /* @__PURE__ */ jsx(DropdownMenu.Separator, {
		"data-slot": "dropdown-menu-separator",
		className: cn("-mx-1 my-1 h-px bg-border", className),
		...props
	});
}
export { DropdownMenuLabel as a, DropdownMenuItem as i, DropdownMenuContent as n, DropdownMenuSeparator as o, DropdownMenuGroup as r, DropdownMenuTrigger as s, DropdownMenu$1 as t };
