import type { OrderStatus, ShippingStatus } from '@/domain/schemas';

/** Shipping statuses the admin can set at any time (spec section 4). */
export const SETTABLE_SHIPPING_STATUSES: readonly ShippingStatus[] = [
  'Dikemas',
  'Dikirim',
  'Dalam Perjalanan',
  'Tiba di Tujuan',
];

/** Order statuses the admin can set from any state (spec section 4). */
export const SETTABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  'Processed',
  'Completed',
  'Cancelled',
];
