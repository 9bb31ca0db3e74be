import { Badge, type BadgeVariantProps } from '@/components/ui/badge';
import type { ShippingStatus } from '@/domain/schemas';

/**
 * The badge variant of a shipping status (spec section 4, "Badges"): 'Menunggu Konfirmasi Admin'
 * `secondary`, 'Dikemas' `outline`, the other three `default`.
 */
export function shippingStatusVariant(
  status: ShippingStatus,
): NonNullable<BadgeVariantProps['variant']> {
  if (status === 'Menunggu Konfirmasi Admin') return 'secondary';
  if (status === 'Dikemas') return 'outline';
  return 'default';
}

/**
 * An order's shipping status as a badge (the status words are already Indonesian).
 * @param status - the order's `shippingStatus`.
 */
export function ShippingStatusBadge({
  status,
  className,
}: {
  status: ShippingStatus;
  className?: string;
}) {
  return (
    <Badge variant={shippingStatusVariant(status)} data-status={status} className={className}>
      {status}
    </Badge>
  );
}
