import { ClockIcon } from 'lucide-react';
import { formatDateTime } from '@/shared/format';
import { messages } from '@/shared/messages';
import type { Order } from '@/domain/core/records';

/**
 * The payment deadline of an order awaiting payment (src/domain/orders/flow.ts): 'Bayar
 * sebelum {time} WIB. Setelah itu pesanan dibatalkan otomatis.' Nothing for an order that does
 * not wait for payment or has no deadline (orders of before the rule never expire).
 * @param order - the buyer's order (`status`, `paymentDueAt`).
 */
export function PaymentDeadline({ order }: { order: Pick<Order, 'status' | 'paymentDueAt'> }) {
  if (order.status !== 'Pending' || !order.paymentDueAt) return null;
  return (
    <p role="note" className="flex items-start gap-2 rounded-md border border-amber-600/40 p-3 text-sm">
      <ClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {messages.payment.deadline(formatDateTime(order.paymentDueAt))}
      </span>
    </p>
  );
}
