import { t as Badge } from "./badge-DUBXcYic.js";
import { jsx } from "react/jsx-runtime";
// src/components/status/status.ts
/** Indonesian labels of the order statuses (spec section 4, "Order status"). */
var ORDER_STATUS_LABELS = {
	Pending: "Menunggu Pembayaran",
	Processed: "Diproses",
	Completed: "Selesai",
	Cancelled: "Dibatalkan"
};
/** Order status → badge variant: Pending `secondary`, Cancelled `destructive`, others `default`. */
function orderStatusVariant(status) {
	if (status === "Pending") return "secondary";
	if (status === "Cancelled") return "destructive";
	return "default";
}
/**
* Shipping status → badge variant: 'Menunggu Konfirmasi Admin' `secondary`, 'Dikemas' `outline`,
* the other three `default`.
*/
function shippingStatusVariant(status) {
	if (status === "Menunggu Konfirmasi Admin") return "secondary";
	if (status === "Dikemas") return "outline";
	return "default";
}
// src/components/status/order-status-badge.tsx
/**
* An order's status as a badge (spec section 4, "Badges": Pending secondary, Cancelled
* destructive, others default) with its Indonesian label from {@link ORDER_STATUS_LABELS}; the
* stored status word stays in `data-status`.
* @param status - the order's `status`.
*/
function OrderStatusBadge({ status, className }) {
	return /* @__PURE__ */ jsx(Badge, {
		variant: orderStatusVariant(status),
		"data-status": status,
		className,
		children: ORDER_STATUS_LABELS[status]
	});
}
// src/components/status/shipping-status-badge.tsx
/**
* An order's shipping status as a badge (spec section 4, "Badges": 'Menunggu Konfirmasi Admin'
* secondary, 'Dikemas' outline, the other three default). The status words are Indonesian already.
* @param status - the order's `shippingStatus`.
*/
function ShippingStatusBadge({ status, className }) {
	return /* @__PURE__ */ jsx(Badge, {
		variant: shippingStatusVariant(status),
		"data-status": status,
		className,
		children: status
	});
}
export { OrderStatusBadge as n, ORDER_STATUS_LABELS as r, ShippingStatusBadge as t };
