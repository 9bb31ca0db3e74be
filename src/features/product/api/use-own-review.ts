import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { useShopData } from '@/data/react';

/**
 * The signed-in buyer's own review of a product, or null (one review per product and buyer,
 * src/domain/catalog/reviews.ts): the review form edits it. Only for a signed-in buyer (the port refuses
 * anyone else).
 * @param productId - the product id.
 */
export function useOwnReview(productId: number) {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.ownReview(productId),
    queryFn: () => data.reviews.own(productId),
  });
}
