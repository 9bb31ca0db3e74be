import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { useShopData } from '@/data/react';

/**
 * One page of a product's reviews, newest first, `REVIEWS_PER_PAGE` (10) a page (spec section 2,
 * "Product detail"; src/domain/catalog/reviews.ts), with the count and average over all reviews. The
 * product page reads page 1 (server-rendered) and one more page per 'Muat Lebih Banyak'; plain
 * queries, one per page, keep TanStack's infinite query out of the product page's first load.
 * @param productId - the product id.
 * @param page - the page, 1-based.
 */
export function useReviewPage(productId: number, page: number) {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.reviewPage(productId, page),
    queryFn: () => data.reviews.listByProduct(productId, { page }),
  });
}
