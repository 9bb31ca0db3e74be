import { PriceTag } from '@/components/price-tag';
import { priceRangeText } from '@/domain/catalog/variants';
import type { Product, ProductVariant } from '@/domain/core/records';
import { formatRupiah } from '@/shared/format';

const PRICE_CLASS = 'text-2xl font-bold text-primary sm:text-3xl';

/**
 * The product page's price, in one place: the chosen variant's, else the product's price range
 * ("Rp 45.000 – Rp 160.000" while its variants' prices differ), else its one price in force at
 * `now` — with a running `Harga Promo`, the promo price, the normal price struck through and the
 * badge (`PriceTag`; a product's promo is its own price's, never a variant's).
 */
export function ProductPrice({
  product,
  variant,
  now,
}: {
  product: Pick<Product, 'price' | 'variants' | 'promoPrice' | 'promoStart' | 'promoEnd'>;
  variant?: ProductVariant;
  /** The instant to price at (`usePriceNow`, src/lib/render-now.ts). */
  now: Date;
}) {
  if (variant) return <p className={PRICE_CLASS}>{formatRupiah(variant.price)}</p>;
  if (product.variants.length > 0) return <p className={PRICE_CLASS}>{priceRangeText(product)}</p>;
  return <PriceTag item={product} now={now} className={PRICE_CLASS} />;
}
