/**
 * Catalogue and review reads and the buyer's review on the server (spec section 5;
 * `docs/api.md`). Same answers as the browser adapter: products in stored order, reviews
 * newest first.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { messages } from '@/domain/messages';
import { reviewInputSchema } from '@/domain/validation';
import { NotFoundError } from '@/data/errors';
import type { CatalogRepository, ReviewRepository } from '@/data/ports';
import { toPartner, toProduct, toReview } from '../db/records';
import { partners, products, reviews } from '../db/schema';
import { validate, type ServiceContext } from './context';

/** Catalogue reads for anyone. */
export function createCatalogService(ctx: ServiceContext): CatalogRepository {
  const { db } = ctx;
  return {
    listProducts: async () => (await db.select().from(products).orderBy(asc(products.seq))).map(toProduct),
    getProduct: async (id) => {
      if (!Number.isSafeInteger(id)) return null;
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row ? toProduct(row) : null;
    },
    listPartners: async () => (await db.select().from(partners).orderBy(asc(partners.seq))).map(toPartner),
  };
}

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
      const data = validate(reviewInputSchema, input);
      return ctx.transact(async (tx) => {
        const [product] = await tx.db.select({ id: products.id }).from(products).where(eq(products.id, data.productId));
        if (!product) throw new NotFoundError(messages.catalog.productNotFound);
        const [row] = await tx.db
          .insert(reviews)
          .values({
            id: ctx.newId('REV'),
            productId: data.productId,
            author: user.username,
            rating: data.rating,
            text: data.text,
            createdAt: ctx.now().toISOString(),
          })
          .returning();
        tx.changed(['reviews'], { kind: 'public' });
        await ctx.log(tx, user, 'addReview', `Menulis ulasan untuk produk ${data.productId}`, {
          productId: data.productId,
          rating: data.rating,
        });
        return toReview(row!);
      });
    },
  };
}
