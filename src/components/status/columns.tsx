import type { ColumnSettings, ListColumn } from '@/components/list-kit';
import type { Order, OrderStatus, ShippingStatus } from '@/domain/core/records';
import { OrderStatusBadge } from './order-status-badge';
import { ShippingStatusBadge } from './shipping-status-badge';
import { VerificationOverdueBadge } from './verification-overdue-badge';

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
 * The back office's list column of the order status: its {@link OrderStatusBadge}, and under it
 * {@link VerificationOverdueBadge} when its payment waited too long for verification.
 * @param settings - e.g. `{ id: 'status', header: 'Status Pesanan' }`.
 */
export function adminOrderStatusColumn<T extends Pick<Order, 'status' | 'verifyingSince' | 'verificationOverdueAt' | 'history'>>(
  settings: ColumnSettings<T>,
): ListColumn<T> {
  return {
    ...settings,
    cell: (row) => (
      <div className="flex flex-col items-start gap-1">
        <OrderStatusBadge status={row.status} />
        <VerificationOverdueBadge order={row} />
      </div>
    ),
  };
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
