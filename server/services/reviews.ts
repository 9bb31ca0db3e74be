/**
 * Product reviews on the server (spec section 5; `docs/api.md` "Reviews"): anyone reads them a
 * page at a time, newest first, with the 'Pembeli Terverifikasi' mark; a signed-in buyer writes
 * one per product (a second one edits it), at most `REVIEWS_PER_ACCOUNT` an hour. The rules are
 * decided once for both modes in src/domain/catalog/reviews.ts.
 */
import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { planOrThrow } from '@/domain/core/decision';
import { normalizePageRequest } from '@/domain/core/paging';
import {
  averageRating,
  decideSaveReview,
  REVIEWS_PER_PAGE,
  toPublicReview,
  verifiedAuthorIds,
} from '@/domain/catalog/reviews';
import type { OrderStatus } from '@/domain/core/records';
import { reviewInputSchema } from '@/domain/catalog/inputs';
import type { ReviewRepository } from '@/domain/port/port';
import type { Executor } from '../db/client';
import { toReview } from '../db/records';
import { orderItems, orders, products, reviews } from '../db/schema';
import { readPage } from './lists';
import { validate, type ServiceContext } from './context';
import { applyEffects } from './effects';

/** The newest-first order of a product's reviews (`newestReviewFirst`, src/domain/catalog/reviews.ts). */
const NEWEST_FIRST = [sql`coalesce(${reviews.createdAt}, '') desc`, desc(reviews.seq)];

/**
 * The verified buyers of `productId` among `authorIds` (`verifiedAuthorIds`): their orders that
 * contain the product are read, the domain decides which of them verify.
 */
async function verifiedAmong(db: Executor, productId: number, authorIds: string[]): Promise<Set<string>> {
  if (authorIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: orders.userId, status: orders.status })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(inArray(orders.userId, authorIds), eq(orderItems.productId, productId)));
  return verifiedAuthorIds(
    rows.map((row) => ({ userId: row.userId ?? undefined, status: row.status as OrderStatus, items: [{ productId }] })),
    productId,
  );
}

/** Reviews: anyone reads; a signed-in buyer writes (one per product). */
export function createReviewService(ctx: ServiceContext): ReviewRepository {
  const { db } = ctx;
  return {
    listByProduct: async (productId, request = {}) => {
      const pageRequest = normalizePageRequest(request, REVIEWS_PER_PAGE);
      if (!Number.isSafeInteger(productId)) return { items: [], total: 0, page: 1, pageSize: pageRequest.pageSize, average: 0 };
      let average = 0;
      const page = await readPage(db, pageRequest, {
        table: reviews,
        where: eq(reviews.productId, productId),
        orderBy: NEWEST_FIRST,
        async toItems(tx, rows) {
          // Read in the page's snapshot, so the average matches its count.
          const [all] = await tx.select({ n: count(), ratings: sum(reviews.rating) }).from(reviews).where(eq(reviews.productId, productId));
          average = averageRating(Number(all?.ratings ?? 0), all?.n ?? 0);
          const authors = [...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))];
          const verified = await verifiedAmong(tx, productId, authors);
          return rows.map((row) => toPublicReview(toReview(row), verified));
        },
      });
      return { ...page, average };
    },
    own: async (productId) => {
      const user = ctx.requireRole('buyer');
      if (!Number.isSafeInteger(productId)) return null;
      const [row] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.authorId, user.id)));
      return row ? toReview(row) : null;
    },
    add: async (input) => {
      const user = ctx.requireRole('buyer');
      const review = validate(reviewInputSchema, input);
      await ctx.limits.review(user.id);
      return ctx.transact(async (tx) => {
        const [product] = await tx.db.select({ id: products.id }).from(products).where(eq(products.id, review.productId));
        const [existing] = await tx.db
          .select()
          .from(reviews)
          .where(and(eq(reviews.productId, review.productId), eq(reviews.authorId, user.id)))
          .for('update');
        const plan = planOrThrow(
          decideSaveReview({
            author: user,
            review,
            productExists: Boolean(product),
            existing: existing ? toReview(existing) : undefined,
            now: ctx.now(),
            newReviewId: () => ctx.newId('REV'),
          }),
        );
        const { review: stored } = await applyEffects(ctx, tx, plan, user);
        return stored ?? plan.review;
      });
    },
  };
}
