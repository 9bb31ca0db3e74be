import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * Removes a line from the cart (`data.cart.remove`, spec section 4): call
 * `mutateAsync({ productId, variantId })` (`variantId` for a line of a product's variant); the cart
 * query takes the returned lines at once.
 */
export function useRemoveFromCart() {
  const data = useShopData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, variantId }: { productId: number; variantId?: string }) => data.cart.remove(productId, variantId),
    onSuccess: (items) => queryClient.setQueryData(queryKeys.cart, items),
  });
}
