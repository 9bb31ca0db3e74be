import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/**
 * Confirms the payment of one of the buyer's Pending orders (`data.orders.confirmPayment`): the
 * order becomes Processed and its transaction Success (spec section 4). Call `mutateAsync(orderId)`;
 * it rejects with the data layer's error (e.g. 'Pesanan ini tidak menunggu pembayaran.' when the
 * order was confirmed elsewhere) whose `message` is shown as it is.
 */
export function useConfirmPayment() {
  const data = useShopData();
  return useMutation({ mutationFn: (orderId: string) => data.orders.confirmPayment(orderId) });
}
