import { t as cn } from "./utils-CmjGWNWk.js";
import { jsx } from "react/jsx-runtime";
// src/components/ui/skeleton.tsx
/**
* A pulsing placeholder shaped like content that is loading. Hidden from assistive technology:
* announce the loading state with a {@link Spinner} or `aria-busy` on the region.
*/
function Skeleton({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "skeleton",
		"aria-hidden": "true",
		className: cn("animate-pulse rounded-md bg-accent", className),
		...props
	});
}
export { Skeleton as t };
