import { t as cn } from "./utils-CmjGWNWk.js";
import { jsx } from "react/jsx-runtime";
// src/components/ui/table-scroll-region.tsx
/**
* A named, keyboard-focusable region that scrolls a wide table sideways on narrow screens
* (WCAG 2.1.1; axe `scrollable-region-focusable`). `relative` keeps visually hidden table parts
* inside the scroll box, so the page itself never scrolls sideways.
*/
function TableScrollRegion({ label, className, children }) {
	return /* @__PURE__ */ jsx("div", {
		role: "region",
		"aria-label": label,
		tabIndex: 0,
		className: cn("relative overflow-x-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden", className),
		children
	});
}
export { TableScrollRegion as t };
