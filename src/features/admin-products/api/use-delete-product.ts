import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/**
 * Deletes a product by id through `data.products.remove` (admin only; logged as deleteProduct).
 * @returns A TanStack mutation taking the product id.
 */
export function useDeleteProduct() {
  const data = useShopData();
  return useMutation({ mutationFn: (id: number) => data.products.remove(id) });
}
