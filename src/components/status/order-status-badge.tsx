import { Badge } from '@/components/ui/badge';
import type { OrderStatus } from '@/domain/core/records';
import { ORDER_STATUS_LABELS, orderStatusVariant, type StatusBadgeProps } from './status';

/**
 * An order's status as a badge (spec section 4, "Badges": Pending secondary, Cancelled
 * destructive, others default) with its Indonesian label from {@link ORDER_STATUS_LABELS}; the
 * stored status word stays in `data-status`; `labelled` puts 'Pembayaran:' before it.
 * @param status - the order's `status`.
 */
export function OrderStatusBadge({ status, className, labelled = false }: StatusBadgeProps<OrderStatus>) {
  return (
    <Badge variant={orderStatusVariant(status)} data-status={status} className={className}>
      {labelled ? `Pembayaran: ${ORDER_STATUS_LABELS[status]}` : ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
