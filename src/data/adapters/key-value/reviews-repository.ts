import { planOrThrow } from '@/domain/decision';
import { decideAddReview } from '@/domain/reviews';
import { reviewInputSchema } from '@/domain/validation';
import type { ReviewRepository } from '@/data/ports';
import { validate, type AdapterContext } from './context';

/** Product reviews over the key-value store (spec section 5). */
export function createReviewRepository(ctx: AdapterContext): ReviewRepository {
  return {
    listByProduct: (productId) =>
      ctx.readOnly((tx) =>
        tx
          .get('reviews')
          .map((review, index) => ({ review, index }))
          .filter(({ review }) => review.productId === productId)
          .sort((a, b) => (b.review.createdAt ?? '').localeCompare(a.review.createdAt ?? '') || b.index - a.index)
          .map(({ review }) => review),
      ),
    add: (input) =>
      ctx.store.transact((tx) => {
        const user = ctx.requireRole(tx, 'buyer');
        const review = validate(reviewInputSchema, input);
        const plan = planOrThrow(
          decideAddReview({
            author: user,
            review,
            productExists: tx.get('products').some((p) => p.id === review.productId),
            now: ctx.now(),
            newReviewId: () => ctx.newId('REV'),
          }),
        );
        tx.set('reviews', [...tx.get('reviews'), plan.review]);
        ctx.log(tx, user, plan.log.type, plan.log.description, plan.log.details);
        return plan.review;
      }),
  };
}
