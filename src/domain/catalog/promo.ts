/**
 * A product's promo price (`Harga Promo`, `Promo Mulai`, `Promo Berakhir`; docs/product/decisions.md
 * "Promo price"): which unit price is charged at an instant, and the owner's promo fields'
 * validation. One rule for the storefront's price, the cart, the checkout and placing an order in
 * both modes. It reads any `{ price, promoPrice?, promoStart?, promoEnd? }`; a variant's own
 * `promoPrice` runs in its product's window ({@link priceInForceOf}).
 */
import { z } from 'zod';
import { adminMessages } from '@/shared/messages';
import { wibLocalToInstant } from '../vouchers/inputs';

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

/** An ISO instant with its offset (`2026-12-01T01:00:00.000Z`, `…+07:00`), as the API answers it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A typed promo bound as an ISO instant in UTC: '' gives null, a WIB `datetime-local` text (the
 * form's) its instant, an ISO instant with an offset (an API client's, or a body the browser
 * checked already) itself; anything else undefined.
 */
function promoBound(typed: string): string | null | undefined {
  if (!ISO_INSTANT.test(typed)) return wibLocalToInstant(typed);
  const time = Date.parse(typed);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A `Promo Mulai` / `Promo Berakhir` field: '' or null (no bound), a WIB `datetime-local` text or an ISO instant; as an ISO instant or null. */
const promoInstant = z
  .union([z.string({ error: adminMessages.promoDateInvalid }), z.null()], {
    error: adminMessages.promoDateInvalid,
  })
  .transform((typed, ctx) => {
    const instant = typed === null ? null : promoBound(typed.trim());
    if (instant === undefined) {
      ctx.addIssue({ code: 'custom', message: adminMessages.promoDateInvalid });
      return z.NEVER;
    }
    return instant;
  })
  .default(null);

/** `Harga Promo`: '' or null (none), or a whole Rupiah ≥ 1 as a number or its digits. */
const promoPriceField = z
  .union(
    [
      z.string({ error: adminMessages.promoPriceInvalid }),
      z.number({ error: adminMessages.promoPriceInvalid }),
      z.null(),
    ],
    {
      error: adminMessages.promoPriceInvalid,
    },
  )
  .transform((typed, ctx) => {
    if (typed === null || (typeof typed === 'string' && typed.trim() === '')) return null;
    const value =
      typeof typed === 'number'
        ? typed
        : /^\d+$/.test(typed.trim())
          ? Number(typed.trim())
          : Number.NaN;
    if (!Number.isSafeInteger(value) || value < 1) {
      ctx.addIssue({ code: 'custom', message: adminMessages.promoPriceInvalid });
      return z.NEVER;
    }
    return value;
  })
  .default(null);

/**
 * The product form's promo fields (`productInputSchema`, ./inputs.ts): absent reads none, so a
 * client of before the promo saves a product without one. The rules across fields are
 * {@link promoIssues}.
 */
export const promoInputFields = {
  promoPrice: promoPriceField,
  promoStart: promoInstant,
  promoEnd: promoInstant,
};

/**
 * The promo's rules across fields, as field errors (empty when valid): `Harga Promo` lower than
 * `Harga`, `Promo Berakhir` after `Promo Mulai`, and no period without a promo price.
 * @param fields - the validated price and promo fields (instants as ISO).
 */
export function promoIssues(fields: {
  price: number;
  promoPrice: number | null;
  promoStart: string | null;
  promoEnd: string | null;
}): Partial<Record<'promoPrice' | 'promoEnd', string>> {
  const { price, promoPrice, promoStart, promoEnd } = fields;
  if (promoPrice === null) {
    return promoStart !== null || promoEnd !== null
      ? { promoPrice: adminMessages.promoPriceRequired }
      : {};
  }
  if (promoPrice >= price) return { promoPrice: adminMessages.promoPriceNotLower };
  if (promoPeriodInverted(promoStart, promoEnd)) return { promoEnd: adminMessages.promoPeriodInvalid };
  return {};
}

/** Whether a promo window ends at or before it starts (both bounds set, ISO instants). */
export function promoPeriodInverted(promoStart: string | null, promoEnd: string | null): boolean {
  return promoStart !== null && promoEnd !== null && Date.parse(promoEnd) <= Date.parse(promoStart);
}

/**
 * {@link promoIssues} as a zod refinement, for an object schema whose output carries the price
 * and promo fields (the product's save in both modes, the owner's form).
 */
export function refinePromo(
  fields: {
    price: number;
    promoPrice: number | null;
    promoStart: string | null;
    promoEnd: string | null;
  },
  ctx: z.RefinementCtx,
): void {
  for (const [path, message] of Object.entries(promoIssues(fields)))
    ctx.addIssue({ code: 'custom', path: [path], message });
}
