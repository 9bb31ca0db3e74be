import { t as cn } from "./utils-CmjGWNWk.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/empty-state.tsx
/** What a list or page shows when it has nothing to show (the spec's empty states). */
function EmptyState({ icon, title, description, action, className, ...props }) {
	return /* @__PURE__ */ jsxs("div", {
		"data-slot": "empty-state",
		className: cn("flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center", className),
		...props,
		children: [
			icon && /* @__PURE__ */ jsx("div", {
				"aria-hidden": "true",
				className: "flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg:not([class*='size-'])]:size-6",
				children: icon
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-base font-semibold",
				children: title
			}),
			description && /* @__PURE__ */ jsx("p", {
				className: "max-w-prose text-sm text-muted-foreground",
				children: description
			}),
			action && /* @__PURE__ */ jsx("div", {
				className: "mt-1",
				children: action
			})
		]
	});
}
export { EmptyState as t };
