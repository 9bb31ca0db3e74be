import { messages } from '@/domain/messages';
import { reviewInputSchema } from '@/domain/validation';
import { NotFoundError } from '@/data/errors';
import type { CatalogRepository, ReviewRepository } from '@/data/ports';
import { validate, type AdapterContext } from './context';

/** Catalogue reads over the key-value store. */
export function createCatalogRepository(ctx: AdapterContext): CatalogRepository {
  return {
    listProducts: () => ctx.readOnly((tx) => tx.get('products')),
    getProduct: (id) => ctx.readOnly((tx) => tx.get('products').find((p) => p.id === id) ?? null),
    listPartners: () => ctx.readOnly((tx) => tx.get('partners')),
  };
}

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
        const data = validate(reviewInputSchema, input);
        if (!tx.get('products').some((p) => p.id === data.productId)) {
          throw new NotFoundError(messages.catalog.productNotFound);
        }
        const review = {
          id: ctx.newId('REV'),
          productId: data.productId,
          author: user.username,
          rating: data.rating,
          text: data.text,
          createdAt: ctx.now().toISOString(),
        };
        tx.set('reviews', [...tx.get('reviews'), review]);
        ctx.log(tx, user, 'addReview', `Menulis ulasan untuk produk ${data.productId}`, {
          productId: data.productId,
          rating: data.rating,
        });
        return review;
      }),
  };
}
