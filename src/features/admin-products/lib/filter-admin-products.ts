import type { Partner, Product } from '@/domain/schemas';
import { createSearchMatcher } from '@/domain/search';

/**
 * The products whose name, category, location and partner name contain every word of `query`
 * (case- and accent-insensitive, the shop's one search rule in src/domain/search.ts); all of them
 * for an empty query. Keeps order.
 * @param partnerNames - partner id → name.
 */
export function filterAdminProducts(
  products: readonly Product[],
  query: string,
  partnerNames: ReadonlyMap<Partner['id'], string>,
): readonly Product[] {
  if (!query.trim()) return products;
  const matches = createSearchMatcher(query);
  return products.filter((product) =>
    matches([product.name, product.category, product.location, partnerNames.get(product.partnerId) ?? '']),
  );
}
