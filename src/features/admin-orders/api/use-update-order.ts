import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/data';
import { useShopData } from '@/data/react';
import { adminMessages } from '@/shared/messages-admin';
import type { ShopData } from '@/data';

/** What {@link useUpdateOrder} sends. */
export interface OrderUpdate {
  orderId: string;
  /** A status and/or shipping status, with the tracking number or cancel reason they need. */
  changes: Parameters<ShopData['orders']['update']>[1];
}

/**
 * Sets an order's status and/or shipping status (`data.orders.update`, which checks the admin
 * role, the status tables and what a step needs, and logs `updateOrder`; spec section 4,
 * docs/product/decisions.md "The order's journey"). Toasts 'Pesanan {id} berhasil diperbarui!' or the
 * data layer's error message.
 */
export function useUpdateOrder() {
  const data = useShopData();
  return useMutation({
    mutationFn: ({ orderId, changes }: OrderUpdate) => data.orders.update(orderId, changes),
    onSuccess: (order) => toast.success(adminMessages.orderUpdated(order.id)),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
