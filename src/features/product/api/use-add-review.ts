import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';
import type { ReviewInput } from '@/domain/validation';

/**
 * Adds a review by the signed-in buyer (spec section 5). Throws a ValidationError (with
 * `fieldErrors`) for bad input and a PermissionError without a buyer session.
 */
export function useAddReview() {
  const data = useShopData();
  return useMutation({ mutationFn: (input: ReviewInput) => data.reviews.add(input) });
}
