import type { BadgeVariantProps } from '@/components/ui/badge';
import type { TransactionStatus } from '@/domain/core/records';
import { PAID_LABEL } from '@/domain/orders/documents';

/** Indonesian labels of the transaction statuses (spec section 4); a paid one in the shop's one word for paid. */
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  Pending: 'Menunggu',
  Success: PAID_LABEL,
  Failed: 'Gagal',
  Cancelled: 'Dibatalkan',
};

/**
 * Transaction status → badge variant (spec section 4): Failed destructive, Pending secondary,
 * Cancelled outline (the order was cancelled, docs/product/decisions.md "The order's journey"),
 * Success default.
 */
export function transactionStatusVariant(
  status: TransactionStatus,
): NonNullable<BadgeVariantProps['variant']> {
  if (status === 'Failed') return 'destructive';
  if (status === 'Pending') return 'secondary';
  if (status === 'Cancelled') return 'outline';
  return 'default';
}
