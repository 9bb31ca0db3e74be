import type { BadgeVariantProps } from '@/components/ui/badge';
import type { TransactionStatus } from '@/domain/schemas';

/** Indonesian labels of the transaction statuses (spec section 4). */
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  Pending: 'Menunggu',
  Success: 'Berhasil',
  Failed: 'Gagal',
};

/** Transaction status → badge variant (spec section 4): Failed destructive, Pending secondary, Success default. */
export function transactionStatusVariant(
  status: TransactionStatus,
): NonNullable<BadgeVariantProps['variant']> {
  if (status === 'Failed') return 'destructive';
  if (status === 'Pending') return 'secondary';
  return 'default';
}
