import type { ColumnSettings, ListColumn } from '@/components/list-kit';
import type { OrderStatus, ShippingStatus } from '@/domain/core/records';
import { OrderStatusBadge } from './order-status-badge';
import { ShippingStatusBadge } from './shipping-status-badge';

/**
 * A list column of the order status as an {@link OrderStatusBadge}.
 * @param settings - e.g. `{ id: 'status', header: 'Status Pesanan' }`.
 */
export function orderStatusColumn<T extends { status: OrderStatus }>(
  settings: ColumnSettings<T>,
): ListColumn<T> {
  return { ...settings, cell: (row) => <OrderStatusBadge status={row.status} /> };
}

/**
 * A list column of the shipping status as a {@link ShippingStatusBadge}.
 * @param settings - e.g. `{ id: 'shippingStatus', header: 'Status Pengiriman' }`.
 */
export function shippingStatusColumn<T extends { shippingStatus: ShippingStatus }>(
  settings: ColumnSettings<T>,
): ListColumn<T> {
  return { ...settings, cell: (row) => <ShippingStatusBadge status={row.shippingStatus} /> };
}
