import { t as cn } from "./utils-CmjGWNWk.js";
import { jsx } from "react/jsx-runtime";
// src/components/ui/textarea.tsx
/** A multi-line text field styled like {@link Input}. */
function Textarea({ className, ...props }) {
	return /* @__PURE__ */ jsx("textarea", {
		"data-slot": "textarea",
		className: cn("flex field-sizing-content min-h-20 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm", "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden", "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive", className),
		...props
	});
}
export { Textarea as t };
