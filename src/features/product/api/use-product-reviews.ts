import { useInfiniteQuery } from '@tanstack/react-query';
import { pageCountOf } from '@/domain/paging';
import { queryKeys } from '@/data/query-keys';
import { useShopData } from '@/data/react';

/**
 * A product's reviews, newest first, a page of `REVIEWS_PER_PAGE` (10) at a time (spec section 2,
 * "Product detail"; src/domain/reviews.ts): the first page loads (and is server-rendered), each
 * `fetchNextPage` adds the next; every page carries the count and average over all reviews.
 * @param productId - the product id.
 */
export function useProductReviews(productId: number) {
  const data = useShopData();
  return useInfiniteQuery({
    queryKey: queryKeys.reviews(productId),
    queryFn: ({ pageParam }) => data.reviews.listByProduct(productId, { page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < pageCountOf(last) ? last.page + 1 : undefined),
  });
}
