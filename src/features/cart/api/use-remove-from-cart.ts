import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * Removes a product's line from the cart (`data.cart.remove`, spec section 4). Call
 * `mutateAsync(productId)`; the cart query takes the returned lines at once.
 */
export function useRemoveFromCart() {
  const data = useShopData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => data.cart.remove(productId),
    onSuccess: (items) => queryClient.setQueryData(queryKeys.cart, items),
  });
}
