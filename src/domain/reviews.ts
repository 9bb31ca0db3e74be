/**
 * The review use case's decision (spec section 5, "Ulasan"), written once for both modes
 * (docs/decisions/014-use-cases-once.md).
 */
import { accept, refuse, type Decision, type LogEntry } from './decision';
import { NotFoundError } from './errors';
import { activityMessages, messages } from './messages';
import type { Review, SessionUser } from './schemas';
import type { reviewInputSchema } from './validation';
import type { z } from 'zod';

/** A review after `reviewInputSchema` accepted it (rating 1–5, text trimmed and not empty). */
export type ReviewDetails = z.output<typeof reviewInputSchema>;

/**
 * Decides a signed-in buyer's review of a product: written under their username, logged
 * `addReview` with the product and rating.
 * @param facts.productExists - whether the catalogue still has `review.productId`.
 * @param facts.newReviewId - makes the review's id (called only when accepted).
 * @returns the review to store and its log entry, or NotFoundError NOT_FOUND 'Produk tidak
 * ditemukan.' for a product that is not in the catalogue.
 */
export function decideAddReview(facts: {
  author: Pick<SessionUser, 'username'>;
  review: ReviewDetails;
  productExists: boolean;
  now: Date;
  newReviewId: () => string;
}): Decision<{ review: Review; log: LogEntry }> {
  const { review, author } = facts;
  if (!facts.productExists) return refuse(new NotFoundError(messages.catalog.productNotFound));
  return accept({
    review: {
      id: facts.newReviewId(),
      productId: review.productId,
      author: author.username,
      rating: review.rating,
      text: review.text,
      createdAt: facts.now.toISOString(),
    },
    log: {
      type: 'addReview',
      description: activityMessages.addReview(review.productId),
      details: { productId: review.productId, rating: review.rating },
    },
  });
}
