/** Order, shipping and transaction status badges shared by the buyer's and the admin's screens (spec section 4, "Badges"). */
export { OrderStatusBadge } from './order-status-badge';
export { ShippingStatusBadge } from './shipping-status-badge';
export {
  ORDER_STATUS_LABELS,
  orderStatusVariant,
  shippingStatusVariant,
  type StatusBadgeProps,
  type StatusBadgeVariant,
} from './status';
export { VerificationOverdueBadge } from './verification-overdue-badge';
export { adminOrderStatusColumn, orderStatusColumn, shippingStatusColumn } from './columns';
