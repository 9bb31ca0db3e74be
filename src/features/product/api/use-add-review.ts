import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';
import type { ReviewInput } from '@/domain/validation';

/**
 * Saves the signed-in buyer's review (spec section 5): a new one, or an edit of their own review
 * of the product (one per product and buyer). Throws a ValidationError (with `fieldErrors`) for
 * bad input, a PermissionError without a buyer session and a RateLimitError past the server's
 * review limit.
 */
export function useAddReview() {
  const data = useShopData();
  return useMutation({ mutationFn: (input: ReviewInput) => data.reviews.add(input) });
}
