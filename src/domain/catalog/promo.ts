/**
 * A product's promo price (`Harga Promo`, `Promo Mulai`, `Promo Berakhir`; docs/product/decisions.md
 * "Promo price"): which unit price is charged at an instant (the owner's promo fields'
 * validation: ./promo-inputs.ts, apart so that pricing loads without zod). One rule for the storefront's price, the cart, the checkout and placing an order in
 * both modes. It reads any `{ price, promoPrice?, promoStart?, promoEnd? }`; a variant's own
 * `promoPrice` runs in its product's window ({@link priceInForceOf}).
 */

/** What {@link priceInForce} reads: a normal price and an optional promo (absent fields: no promo). */
export interface PromoPriced {
  /** The normal unit price (`Harga`), Rupiah. */
  price: number;
  /** `Harga Promo`, whole Rupiah; null or absent: no promo. */
  promoPrice?: number | null;
  /** `Promo Mulai` as an ISO instant; null or absent: running from any time before. */
  promoStart?: string | null;
  /** `Promo Berakhir` as an ISO instant (excluded); null or absent: no end. */
  promoEnd?: string | null;
}

/** The price of an item at an instant. */
export interface PriceInForce {
  /** The unit price charged now, Rupiah: the promo price while a promo runs, else the normal price. */
  unitPrice: number;
  /** The normal unit price (`Harga`), Rupiah. */
  normalPrice: number;
  /** Whether a promo runs now. */
  promoRunning: boolean;
  /**
   * The badge's discount (`-{n}%`), a whole percent rounded down from
   * `(normal − promo) / normal`, so the badge never shows more than the buyer saves; 0 without a
   * running promo.
   */
  discountPercent: number;
}

/** An ISO instant's time in milliseconds; null when absent or not a date (read as no bound). */
function boundOf(instant: string | null | undefined): number | null {
  if (instant === null || instant === undefined) return null;
  const time = Date.parse(instant);
  return Number.isNaN(time) ? null : time;
}

/**
 * Whether `item`'s promo runs at `now`: its promo price is set and lower than its price, and
 * `now` is in [promoStart, promoEnd) — an absent bound leaves that side open.
 */
export function isPromoRunning(item: PromoPriced, now: Date): boolean {
  const { price, promoPrice } = item;
  if (promoPrice === null || promoPrice === undefined || !(promoPrice < price) || promoPrice < 0)
    return false;
  const at = now.getTime();
  const start = boundOf(item.promoStart);
  const end = boundOf(item.promoEnd);
  return (start === null || at >= start) && (end === null || at < end);
}

/**
 * The price of `item` at `now` (docs/product/decisions.md "Promo price"): while its promo runs
 * ({@link isPromoRunning}) the promo price is charged and the badge shows the discount, rounded
 * down so it never overstates (Rp 120.000 → Rp 99.999 shows `-16%`, not `-17%`); otherwise the
 * normal price, no badge.
 * @param item - a product (or anything priced the same way), prices in Rupiah.
 * @param now - the instant of the price: the order's time when placing an order, the page's
 * agreed "now" on a server-rendered page.
 */
export function priceInForce(item: PromoPriced, now: Date): PriceInForce {
  const normalPrice = item.price;
  if (!isPromoRunning(item, now))
    return { unitPrice: normalPrice, normalPrice, promoRunning: false, discountPercent: 0 };
  const unitPrice = item.promoPrice as number;
  const discountPercent =
    normalPrice > 0 ? Math.floor(((normalPrice - unitPrice) * 100) / normalPrice) : 0;
  return { unitPrice, normalPrice, promoRunning: true, discountPercent };
}

/**
 * The price in force of one sellable unit of a product at `now`: its variant `variant`'s (the
 * variant's `price` and `promoPrice` in the product's `Promo Mulai`–`Promo Berakhir` window —
 * one window for every variant, docs/product/decisions.md "Promo price"), or the product's own
 * without a variant. One rule for the product page's picker, the cart and placing an order.
 * @param product - the product's window (and its own price and promo, read without a variant).
 * @param variant - the chosen variant; undefined for a product without tiers.
 */
export function priceInForceOf(
  product: PromoPriced,
  variant: { price: number; promoPrice?: number | null } | undefined,
  now: Date,
): PriceInForce {
  return priceInForce(promoPricedOf(product, variant), now);
}

/**
 * What {@link priceInForce} reads of `product`'s variant `variant`: the variant's price and promo
 * price in the product's window — none without a window (a variant's promo needs one, so one left
 * behind by a window cleared never runs for ever); the product itself without a variant (for
 * `PriceTag`).
 */
export function promoPricedOf(product: PromoPriced, variant: { price: number; promoPrice?: number | null } | undefined): PromoPriced {
  if (!variant) return product;
  const promoStart = product.promoStart ?? null;
  const promoEnd = product.promoEnd ?? null;
  const promoPrice = promoStart === null && promoEnd === null ? null : (variant.promoPrice ?? null);
  return { price: variant.price, promoPrice, promoStart, promoEnd };
}

/**
 * The lowest and highest unit price in force at `now` of `product`: over its variants' prices in
 * force ({@link priceInForceOf}), or its own price in force without variants (then equal).
 */
export function priceRangeInForce(
  product: PromoPriced & { variants: readonly { price: number; promoPrice?: number | null }[] },
  now: Date,
): { low: number; high: number } {
  if (product.variants.length === 0) {
    const price = priceInForce(product, now).unitPrice;
    return { low: price, high: price };
  }
  const prices = product.variants.map((variant) => priceInForceOf(product, variant, now).unitPrice);
  return { low: Math.min(...prices), high: Math.max(...prices) };
}
