/**
 * Labels and badge variants of order and shipping statuses (spec section 4, "Badges").
 */
import type { BadgeVariantProps } from '@/components/ui/badge';
import type { OrderStatus, ShippingStatus } from '@/domain/core/records';

/** A badge variant name. */
export type StatusBadgeVariant = NonNullable<BadgeVariantProps['variant']>;

/** Props of the status badges (`OrderStatusBadge`, `ShippingStatusBadge`). */
export interface StatusBadgeProps<S extends string> {
  /** The stored status word, also kept in `data-status`. */
  status: S;
  /** Classes of the badge. */
  className?: string;
  /**
   * Shows what the status is of before it ('Pembayaran: …', 'Pengiriman: …'; docs/product/ui-names.md
   * "Order journey"), where the badge stands without a column header to name it.
   */
  labelled?: boolean;
}

/** Indonesian labels of the order statuses (spec section 4, "Order status"). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Pending: 'Menunggu Pembayaran',
  Verifying: 'Menunggu Verifikasi',
  Processed: 'Diproses',
  Completed: 'Selesai',
  Cancelled: 'Dibatalkan',
};

/** Order status → badge variant: Pending and Verifying `secondary`, Cancelled `destructive`, others `default`. */
export function orderStatusVariant(status: OrderStatus): StatusBadgeVariant {
  if (status === 'Pending' || status === 'Verifying') return 'secondary';
  if (status === 'Cancelled') return 'destructive';
  return 'default';
}

/**
 * Shipping status → badge variant: 'Menunggu Konfirmasi Admin' `secondary`, 'Dikemas' `outline`,
 * the other three `default`.
 */
export function shippingStatusVariant(status: ShippingStatus): StatusBadgeVariant {
  if (status === 'Menunggu Konfirmasi Admin') return 'secondary';
  if (status === 'Dikemas') return 'outline';
  return 'default';
}
