import { i as messages } from "./messages-CBdMQSHl.js";
import { i as useCurrentUser } from "./react-CEzJk9tn.js";
import { Navigate } from "react-router";
import { jsx } from "react/jsx-runtime";
// src/app/routes/redirect.tsx
/** /redirect (spec section 2): an admin goes to /admin, anyone else to /. */
function Component() {
	const { data: user, isPending } = useCurrentUser();
	if (isPending) return /* @__PURE__ */ jsx("p", {
		role: "status",
		children: messages.auth.loading
	});
	return /* @__PURE__ */ jsx(Navigate, {
		to: user?.role === "admin" ? "/admin" : "/",
		replace: true
	});
}
export { Component };
