/**
 * The figures a catalogue card shows next to a product (docs/product/ui-names.md "Catalogue and
 * product"): units sold by the rule of ./units-sold.ts and the reviews' count and mean rating as
 * the product page computes them ({@link meanRating}, as the product page's `averageRating`). Browser mode computes them here
 * over its stored orders and reviews; the server sums the same rows in the catalogue search's
 * statement (server/services/catalog-search.ts). Pure and zod-free.
 */
import type { Order, Product, Review } from '../core/records';
import { countsAsSold } from './units-sold';

/** What a catalogue card shows of a product's sales and reviews. */
export interface CatalogFigures {
  /** Units sold (`unitsSold`, ./units-sold.ts): whole units, 0 when none. */
  unitsSold: number;
  /** How many reviews the product has. */
  reviewCount: number;
  /** The mean rating of its reviews (1–5), 0 when there is none. */
  ratingAverage: number;
}

/** A product as the catalogue search answers it: the product and its {@link CatalogFigures}. */
export type CatalogProduct = Product & CatalogFigures;

/**
 * The mean of `ratings`' sum over `count` reviews, 0 without reviews: ./reviews.ts
 * `averageRating`, written again here so the storefront's first load (browser mode's adapter)
 * does not carry the reviews' module.
 */
export function meanRating(ratingSum: number, count: number): number {
  return count > 0 ? ratingSum / count : 0;
}

/**
 * The figures of `products` in one pass over the orders and one over the reviews (a catalogue
 * page's few products, not one scan per product).
 * @param products - the page's products, in order.
 * @param orders - every stored order (only `status` and `items` are read).
 * @param reviews - every stored review (only `productId` and `rating` are read).
 * @returns the products, in the same order, each with its figures.
 */
export function withCatalogFigures(
  products: readonly Product[],
  orders: readonly Pick<Order, 'status' | 'items'>[],
  reviews: readonly Pick<Review, 'productId' | 'rating'>[],
): CatalogProduct[] {
  const sums = new Map<number, { units: number; ratingSum: number; count: number }>(
    products.map((product) => [product.id, { units: 0, ratingSum: 0, count: 0 }]),
  );
  for (const order of orders) {
    if (!countsAsSold(order.status)) continue;
    for (const line of order.items ?? []) {
      const sum = sums.get(line.productId);
      if (sum) sum.units += line.quantity;
    }
  }
  for (const review of reviews) {
    const sum = sums.get(review.productId);
    if (!sum) continue;
    sum.ratingSum += review.rating;
    sum.count += 1;
  }
  return products.map((product) => {
    const sum = sums.get(product.id)!;
    return { ...product, unitsSold: sum.units, reviewCount: sum.count, ratingAverage: meanRating(sum.ratingSum, sum.count) };
  });
}
