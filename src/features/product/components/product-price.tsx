import { PriceTag } from '@/components/price-tag';
import { priceRangeText } from '@/domain/catalog/variant-read';
import type { Product, ProductVariant } from '@/domain/core/records';
import { promoPricedOf } from '@/domain/catalog/promo';

const PRICE_CLASS = 'text-2xl font-bold text-primary sm:text-3xl';

/**
 * The product page's price, in one place, in force at `now` (`PriceTag`: with a running promo the
 * promo price, the normal price struck through and the badge): the chosen variant's (its own
 * `Harga Promo` in the product's window), else the product's range of prices in force
 * ("Rp 45.000 – Rp 160.000" while its variants' prices differ), else its one price.
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
  if (variant) return <PriceTag item={promoPricedOf(product, variant)} now={now} className={PRICE_CLASS} />;
  if (product.variants.length > 0) return <p className={PRICE_CLASS}>{priceRangeText(product, now)}</p>;
  return <PriceTag item={product} now={now} className={PRICE_CLASS} />;
}
