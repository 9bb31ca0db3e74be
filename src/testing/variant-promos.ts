/**
 * Products compared across modes and stores: a variant stored before variant promos has no
 * `promoPrice` (the seed's, browser mode's records) while the server answers null for it; both
 * read as no promo (src/domain/catalog/promo.ts `priceInForceOf`).
 */
import type { Product } from '@/domain/core/records';

/** `products` with each variant's absent `promoPrice` as null. */
export function withVariantPromos(products: readonly Product[]): Product[] {
  return products.map((product) => ({ ...product, variants: product.variants.map((variant) => ({ ...variant, promoPrice: variant.promoPrice ?? null })) }));
}
