import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { useShopData } from '@/data/react';

/**
 * One product by id (null when unknown). Disabled for a null id.
 * @param productId - the product id, or null for a malformed URL.
 */
export function useProduct(productId: number | null) {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.product(productId ?? -1),
    queryFn: () => (productId === null ? null : data.products.get(productId)),
    enabled: productId !== null,
  });
}
