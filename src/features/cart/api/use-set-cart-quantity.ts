import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * Sets a cart line's quantity (`data.cart.setQuantity`; 0 or less removes the line, spec
 * section 4). Rejects with `InsufficientStockError` ('Stok untuk X tidak mencukupi!') when the
 * quantity exceeds the product's (its variant's, for a line of one: `variantId`) stock. The cart query takes the returned lines at once.
 */
export function useSetCartQuantity() {
  const data = useShopData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity, variantId }: { productId: number; quantity: number; variantId?: string }) =>
      data.cart.setQuantity(productId, quantity, variantId),
    onSuccess: (items) => queryClient.setQueryData(queryKeys.cart, items),
  });
}
