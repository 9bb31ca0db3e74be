import { t as SettingsPage } from "./account-CWvEA-st.js";
import { jsx } from "react/jsx-runtime";
// src/app/routes/shop/settings.tsx
/** /settings (spec section 2, buyer only): profile, password and address book. */
function Component() {
	return /* @__PURE__ */ jsx(SettingsPage, {});
}
export { Component };
