import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { useShopData } from '@/data/react';
import { messages } from '@/shared/messages';

/**
 * Confirms the payment of one of the buyer's Pending orders (`data.orders.confirmPayment`): the
 * order becomes Processed and its transaction Success (spec section 4), or — when the store
 * verifies payments — 'Menunggu Verifikasi' until the owner accepts it. Toasts what
 * happened ('Pembayaran … berhasil dikonfirmasi!' or 'Konfirmasi pembayaran … terkirim. Toko akan
 * memverifikasi …'). Call `mutateAsync(orderId)`; it rejects with the data layer's error (e.g.
 * 'Pesanan ini tidak menunggu pembayaran.' when the order was confirmed elsewhere) whose `message`
 * is shown as it is.
 */
export function useConfirmPayment() {
  const data = useShopData();
  return useMutation({
    mutationFn: (orderId: string) => data.orders.confirmPayment(orderId),
    onSuccess: (order) =>
      toast.success(order.status === 'Verifying' ? messages.payment.awaitingVerification(order.id) : messages.payment.confirmed(order.id)),
  });
}
