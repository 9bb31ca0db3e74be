import { t as cn } from "./utils-CmjGWNWk.js";
import { jsx } from "react/jsx-runtime";
// src/components/ui/card.tsx
/** A bordered surface grouping related content (product card, dashboard figure, form). */
function Card({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "card",
		className: cn("flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm", className),
		...props
	});
}
/** The top of a {@link Card}: holds its title and description. */
function CardHeader({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "card-header",
		className: cn("flex flex-col gap-1.5 px-6", className),
		...props
	});
}
/** The heading of a {@link Card}; an `<h2>` unless `level={3}`. */
function CardTitle({ className, level = 2, ...props }) {
	return /* @__PURE__ */ jsx(level === 3 ? "h3" : "h2", {
		"data-slot": "card-title",
		className: cn("text-lg leading-tight font-semibold", className),
		...props
	});
}
/** Secondary text under a {@link CardTitle}. */
function CardDescription({ className, ...props }) {
	return /* @__PURE__ */ jsx("p", {
		"data-slot": "card-description",
		className: cn("text-sm text-muted-foreground", className),
		...props
	});
}
/** The body of a {@link Card}. */
function CardContent({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "card-content",
		className: cn("px-6", className),
		...props
	});
}
/** The bottom row of a {@link Card}, usually its actions. */
function CardFooter({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "card-footer",
		className: cn("flex items-center gap-2 px-6", className),
		...props
	});
}
export { CardHeader as a, CardFooter as i, CardContent as n, CardTitle as o, CardDescription as r, Card as t };
