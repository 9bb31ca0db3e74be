import { productAdminSearchSchema, searchAdminProducts } from '@/domain/back-office-search';
import { createCatalogIndex, normalizeCatalogSearch, pickProducts, type CatalogIndex } from '@/domain/catalog';
import { catalogSearchSchema } from '@/domain/validation';
import { planOrThrow } from '@/domain/decision';
import { decideAddReview } from '@/domain/reviews';
import type { Product } from '@/domain/schemas';
import { reviewInputSchema } from '@/domain/validation';
import type { CatalogRepository, ReviewRepository } from '@/data/ports';
import { validate, type AdapterContext } from './context';

/**
 * Catalogue reads over the key-value store. Searches run in memory over an index of the stored
 * product list (`createCatalogIndex`, src/domain/catalog.ts), built once per stored list: the
 * store hands back the same list until the products change.
 */
export function createCatalogRepository(ctx: AdapterContext): CatalogRepository {
  const indexes = new WeakMap<readonly Product[], CatalogIndex>();
  function indexOf(products: readonly Product[]): CatalogIndex {
    let index = indexes.get(products);
    if (!index) {
      index = createCatalogIndex(products);
      indexes.set(products, index);
    }
    return index;
  }
  return {
    listProducts: () => ctx.readOnly((tx) => tx.get('products')),
    search: async (input) => {
      const query = normalizeCatalogSearch(validate(catalogSearchSchema, input));
      return ctx.readOnly((tx) => indexOf(tx.get('products')).search(query));
    },
    searchAdmin: async (input) => {
      const query = validate(productAdminSearchSchema, input);
      return ctx.readOnly((tx) => searchAdminProducts(tx.get('products'), tx.get('partners'), query));
    },
    getProducts: (ids) => ctx.readOnly((tx) => pickProducts(tx.get('products'), ids)),
    listCategories: () => ctx.readOnly((tx) => indexOf(tx.get('products')).categories()),
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
