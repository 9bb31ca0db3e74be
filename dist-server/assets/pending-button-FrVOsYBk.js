import { g as Button } from "../entry-server.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { LoaderCircleIcon } from "lucide-react";
// src/components/ui/pending-button.tsx
/**
* A button that shows progress while `pending` (e.g. password hashing, about half a second). Its
* accessible name stays its text; `aria-busy` tells assistive technology it is working.
*/
function PendingButton({ pending, disabled, children, ...props }) {
	return /* @__PURE__ */ jsxs(Button, {
		disabled: pending || disabled,
		"aria-busy": pending || void 0,
		...props,
		children: [pending && /* @__PURE__ */ jsx(LoaderCircleIcon, {
			className: "animate-spin",
			"aria-hidden": "true"
		}), children]
	});
}
export { PendingButton as t };
