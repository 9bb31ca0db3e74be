import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/**
 * Adds one unit of a product to the signed-in buyer's cart (spec section 4). The data layer
 * checks the buyer role and the stock and throws errors with the user's message, e.g.
 * 'Stok untuk X tidak mencukupi!'.
 */
export function useAddToCart() {
  const data = useShopData();
  return useMutation({ mutationFn: (productId: number) => data.cart.add(productId) });
}
