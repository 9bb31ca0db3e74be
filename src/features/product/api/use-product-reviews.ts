import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { useShopData } from '@/data/react';

/**
 * A product's reviews, newest first (spec section 2, "Product detail").
 * @param productId - the product id.
 */
export function useProductReviews(productId: number) {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.reviews(productId),
    queryFn: () => data.reviews.listByProduct(productId),
  });
}
