import { t as cn } from "./utils-CmjGWNWk.js";
import { jsx } from "react/jsx-runtime";
import { Slot } from "radix-ui";
import { cva } from "class-variance-authority";
// src/components/ui/badge.tsx
/**
* Class recipe of {@link Badge}. The spec's status badges map onto these variants
* (seed spec, "Badges": Pending `secondary`, Cancelled/Failed `destructive`, Dikemas `outline`,
* the others `default`). Each text/background pair reaches WCAG AA in both themes.
*/
var badgeVariants = cva("inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden [&>svg]:pointer-events-none [&>svg]:size-3", {
	variants: { variant: {
		default: "border-transparent bg-primary text-primary-foreground",
		secondary: "border-transparent bg-secondary text-secondary-foreground",
		destructive: "border-transparent bg-destructive text-destructive-foreground",
		outline: "border-input text-foreground"
	} },
	defaultVariants: { variant: "default" }
});
/** A small status label (order status, shipping status, partner status, unread count). */
function Badge({ className, variant, asChild = false, ...props }) {
	const Comp = asChild ? Slot.Root : "span";
	return /* @__PURE__ */ jsx(Comp, {
		"data-slot": "badge",
		className: cn(badgeVariants({ variant }), className),
		...props
	});
}
export { Badge as t };
