import { n as PaymentConfirmationPage } from "./orders-DlcqEwZe.js";
import { jsx } from "react/jsx-runtime";
// src/app/routes/shop/payment-confirmation.tsx
/** /payment-confirmation (spec section 2): payment details of the order just placed. */
function Component() {
	return /* @__PURE__ */ jsx(PaymentConfirmationPage, {});
}
export { Component };
