import { Badge } from '@/components/ui/badge';
import type { ShippingStatus } from '@/domain/core/records';
import { shippingStatusVariant, type StatusBadgeProps } from './status';

/**
 * An order's shipping status as a badge (spec section 4, "Badges": 'Menunggu Konfirmasi Admin'
 * secondary, 'Dikemas' outline, the other three default). The status words are Indonesian already;
 * `labelled` puts 'Pengiriman:' before it.
 * @param status - the order's `shippingStatus`.
 */
export function ShippingStatusBadge({ status, className, labelled = false }: StatusBadgeProps<ShippingStatus>) {
  return (
    <Badge variant={shippingStatusVariant(status)} data-status={status} className={className}>
      {labelled ? `Pengiriman: ${status}` : status}
    </Badge>
  );
}
