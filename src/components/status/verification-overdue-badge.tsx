import { Badge } from '@/components/ui/badge';
import type { Order } from '@/domain/core/records';
import { verificationOverdue } from '@/domain/orders/flow';
import { adminMessages } from '@/shared/messages-admin';

/**
 * 'Melewati batas verifikasi': shown to the owner beside an order whose confirmed payment waited
 * for verification longer than `Batas Waktu Verifikasi` (src/domain/orders/flow.ts
 * `verificationOverdue`; docs/product/decisions.md "Payment deadline, verification and automatic
 * completion"). Readable text, not colour only; nothing for any other order.
 * @param order - the order (`status`, `verifyingSince`, `verificationOverdueAt`, `history`).
 */
export function VerificationOverdueBadge({ order }: { order: Pick<Order, 'status' | 'verifyingSince' | 'verificationOverdueAt' | 'history'> }) {
  if (!verificationOverdue(order)) return null;
  return (
    <Badge variant="destructive" data-overdue="verification">
      {adminMessages.paymentReview.overdue}
    </Badge>
  );
}
