import { Badge, type BadgeVariantProps } from '@/components/ui/badge';
import type { OrderStatus } from '@/domain/schemas';

/** Indonesian labels of the order statuses (spec section 4, "Order status"). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Pending: 'Menunggu Pembayaran',
  Processed: 'Diproses',
  Completed: 'Selesai',
  Cancelled: 'Dibatalkan',
};

/**
 * The badge variant of an order status (spec section 4, "Badges"): Pending `secondary`,
 * Cancelled `destructive`, the others `default`.
 */
export function orderStatusVariant(status: OrderStatus): NonNullable<BadgeVariantProps['variant']> {
  if (status === 'Pending') return 'secondary';
  if (status === 'Cancelled') return 'destructive';
  return 'default';
}

/**
 * An order's status as a badge with its Indonesian label (see {@link ORDER_STATUS_LABELS}); the
 * stored status word is kept in `data-status`.
 * @param status - the order's `status`.
 */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <Badge variant={orderStatusVariant(status)} data-status={status} className={className}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
