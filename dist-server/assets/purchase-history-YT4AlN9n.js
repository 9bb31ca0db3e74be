import { t as PurchaseHistoryPage } from "./orders-DlcqEwZe.js";
import { jsx } from "react/jsx-runtime";
// src/app/routes/shop/purchase-history.tsx
/** /purchase-history (spec section 2): the buyer's order history. */
function Component() {
	return /* @__PURE__ */ jsx(PurchaseHistoryPage, {});
}
export { Component };
