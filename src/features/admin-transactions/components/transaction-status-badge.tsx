import { Badge } from '@/components/ui/badge';
import type { TransactionStatus } from '@/domain/core/records';
import { TRANSACTION_STATUS_LABELS, transactionStatusVariant } from '../lib/transaction-status';

/**
 * A transaction's status as a badge with its Indonesian label; the stored word stays in
 * `data-status`.
 */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  return (
    <Badge variant={transactionStatusVariant(status)} data-status={status}>
      {TRANSACTION_STATUS_LABELS[status]}
    </Badge>
  );
}
