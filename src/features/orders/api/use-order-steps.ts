import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';
import type { Order } from '@/domain/core/records';

/**
 * The buyer's steps on their order page (docs/product/decisions.md "The order's journey"):
 * `cancel` ('Batalkan Pesanan': a Pending order becomes Cancelled, its stock returned) and
 * `receive` ('Pesanan Diterima': a shipped order becomes Completed). Each mutation takes the order
 * id and resolves with the changed order (also written into the order's query at once); it
 * rejects with the data layer's error, whose `message` is shown as it is.
 */
export function useOrderSteps() {
  const data = useShopData();
  const queryClient = useQueryClient();
  const onSuccess = (order: Order) => {
    queryClient.setQueryData(queryKeys.myOrder(order.id), order);
    void queryClient.invalidateQueries({ queryKey: queryKeys.myOrders, exact: true });
  };
  return {
    cancel: useMutation({ mutationFn: (orderId: string) => data.orders.cancel(orderId), onSuccess }),
    receive: useMutation({ mutationFn: (orderId: string) => data.orders.markReceived(orderId), onSuccess }),
  };
}
