import { planOrThrow } from '@/domain/core/decision';
import { normalizePageRequest, pageOf } from '@/domain/core/paging';
import {
  averageRating,
  decideSaveReview,
  findOwnReview,
  newestReviewFirst,
  REVIEWS_PER_PAGE,
  toPublicReview,
  verifiedAuthorIds,
} from '@/domain/catalog/reviews';
import { reviewInputSchema } from '@/domain/catalog/inputs';
import type { ReviewRepository } from '@/domain/port/port';
import { validate, type AdapterContext } from './context';

/**
 * Product reviews over the key-value store (spec section 5; the rules in src/domain/catalog/reviews.ts):
 * one per product and buyer, read a page at a time with the 'Pembeli Terverifikasi' mark.
 */
export function createReviewRepository(ctx: AdapterContext): ReviewRepository {
  return {
    listByProduct: (productId, request = {}) =>
      ctx.readOnly((tx) => {
        const all = tx
          .get('reviews')
          .map((review, index) => ({ review, index }))
          .filter(({ review }) => review.productId === productId)
          .sort(newestReviewFirst)
          .map(({ review }) => review);
        const page = pageOf(all, normalizePageRequest(request, REVIEWS_PER_PAGE));
        const verified = verifiedAuthorIds(tx.get('orders'), productId);
        return {
          ...page,
          items: page.items.map((review) => toPublicReview(review, verified)),
          average: averageRating(all.reduce((sum, review) => sum + review.rating, 0), all.length),
        };
      }),
    own: (productId) =>
      ctx.readOnly((tx) => findOwnReview(tx.get('reviews'), productId, ctx.requireRole(tx, 'buyer').id) ?? null),
    add: async (input) => {
      // The effects' writer loads with the first review, not with the product page.
      const { applyEffects } = await import('./apply-effects');
      return ctx.store.transact((tx) => {
        const user = ctx.requireRole(tx, 'buyer');
        const review = validate(reviewInputSchema, input);
        const stored = tx.get('reviews');
        const plan = planOrThrow(
          decideSaveReview({
            author: user,
            review,
            productExists: tx.get('products').some((p) => p.id === review.productId),
            existing: findOwnReview(stored, review.productId, user.id),
            now: ctx.now(),
            newReviewId: () => ctx.newId('REV'),
          }),
        );
        applyEffects(ctx, tx, plan, user);
        return plan.review;
      });
    },
  };
}
