import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { useShopData } from '@/data/react';
import type { ReviewInput } from '@/domain/catalog/inputs';

/**
 * Saves the signed-in buyer's review (spec section 5): a new one, or an edit of their own review
 * of the product (one per product and buyer). The saved review becomes the buyer's own review in
 * the cache at once, so the form edits it without waiting for it to be read again (text typed
 * meanwhile is not replaced). Throws a ValidationError (with `fieldErrors`) for bad input, a
 * PermissionError without a buyer session and a RateLimitError past the server's review limit.
 */
export function useAddReview() {
  const data = useShopData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => data.reviews.add(input),
    onSuccess: (saved, input) => queryClient.setQueryData(queryKeys.ownReview(input.productId), saved),
  });
}
