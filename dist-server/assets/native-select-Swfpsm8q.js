import { t as cn } from "./utils-CmjGWNWk.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { ChevronDownIcon } from "lucide-react";
// src/components/ui/native-select.tsx
/**
* A native `<select>` styled like the shop's inputs: works with every keyboard, screen reader and
* phone picker. Name it with a `<label htmlFor>` / `<Label htmlFor>` (or put it inside
* `FormControl`, which also sets `aria-invalid` for the red border). `className` styles the
* wrapper; every other prop goes to the `<select>`.
*/
function NativeSelect({ className, children, ...props }) {
	return /* @__PURE__ */ jsxs("div", {
		className: cn("relative", className),
		children: [/* @__PURE__ */ jsx("select", {
			className: cn("h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base text-foreground shadow-xs md:text-sm", "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden", "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive"),
			...props,
			children
		}), /* @__PURE__ */ jsx(ChevronDownIcon, {
			"aria-hidden": "true",
			className: "pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
		})]
	});
}
export { NativeSelect as t };
