/**
 * Product reviews on the server (spec section 5; `docs/api.md` "Reviews"): anyone reads them,
 * newest first; a signed-in buyer writes one, decided once for both modes in
 * src/domain/reviews.ts.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { planOrThrow } from '@/domain/decision';
import { decideAddReview } from '@/domain/reviews';
import { reviewInputSchema } from '@/domain/validation';
import type { ReviewRepository } from '@/data/ports';
import { toReview } from '../db/records';
import { products, reviews } from '../db/schema';
import { validate, type ServiceContext } from './context';

/** Reviews: anyone reads; a signed-in buyer writes. */
export function createReviewService(ctx: ServiceContext): ReviewRepository {
  const { db } = ctx;
  return {
    listByProduct: async (productId) => {
      if (!Number.isSafeInteger(productId)) return [];
      const rows = await db
        .select()
        .from(reviews)
        .where(eq(reviews.productId, productId))
        .orderBy(sql`coalesce(${reviews.createdAt}, '') desc`, desc(reviews.seq));
      return rows.map(toReview);
    },
    add: async (input) => {
      const user = ctx.requireRole('buyer');
      const review = validate(reviewInputSchema, input);
      return ctx.transact(async (tx) => {
        const [product] = await tx.db.select({ id: products.id }).from(products).where(eq(products.id, review.productId));
        const plan = planOrThrow(
          decideAddReview({
            author: user,
            review,
            productExists: Boolean(product),
            now: ctx.now(),
            newReviewId: () => ctx.newId('REV'),
          }),
        );
        const [row] = await tx.db.insert(reviews).values(plan.review).returning();
        tx.changed(['reviews'], { kind: 'public' });
        await ctx.log(tx, user, plan.log.type, plan.log.description, plan.log.details);
        return toReview(row!);
      });
    },
  };
}
