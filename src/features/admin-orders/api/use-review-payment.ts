import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/data';
import { useShopData } from '@/data/react';
import { adminMessages } from '@/shared/messages-admin';

/** What {@link useReviewPayment} sends: accept the payment, or reject it with the reason the buyer sees. */
export type PaymentReview = { orderId: string; accept: true } | { orderId: string; accept: false; reason: string };

/**
 * The owner's check of a confirmed payment (`Verifikasi Pembayaran oleh Admin`):
 * `data.orders.verifyPayment` ('Terima Pembayaran': Processed, transaction Success) or
 * `data.orders.rejectPayment` ('Tolak Pembayaran': Pending again with a new deadline), both admin
 * only and logged. Toasts 'Pembayaran pesanan {id} diterima…' / '…ditolak…' or the data layer's
 * error message.
 */
export function useReviewPayment() {
  const data = useShopData();
  return useMutation({
    mutationFn: (review: PaymentReview) =>
      review.accept ? data.orders.verifyPayment(review.orderId) : data.orders.rejectPayment(review.orderId, review.reason),
    onSuccess: (order, review) =>
      toast.success(review.accept ? adminMessages.paymentReview.verified(order.id) : adminMessages.paymentReview.rejected(order.id)),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
