import { r as MyOrdersPage } from "./orders-DlcqEwZe.js";
import { jsx } from "react/jsx-runtime";
// src/app/routes/shop/my-orders.tsx
/** /pesanan-saya (spec section 2): the buyer's orders with payment confirmation. */
function Component() {
	return /* @__PURE__ */ jsx(MyOrdersPage, {});
}
export { Component };
