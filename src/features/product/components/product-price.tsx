import { priceRangeText } from '@/domain/catalog/variants';
import type { Product, ProductVariant } from '@/domain/core/records';
import { formatRupiah } from '@/shared/format';

/**
 * The product page's price, in one place: the chosen variant's, else the product's price range
 * ("Rp 45.000 – Rp 160.000" while its variants' prices differ), else its one price.
 */
export function ProductPrice({ product, variant }: { product: Pick<Product, 'price' | 'variants'>; variant?: ProductVariant }) {
  return <p className="text-2xl font-bold text-primary sm:text-3xl">{variant ? formatRupiah(variant.price) : priceRangeText(product)}</p>;
}
