/**
 * The owner's promo fields (`Harga Promo`, `Promo Mulai`, `Promo Berakhir`; docs/product/decisions.md
 * "Promo price"): their zod fields and the rules across them, for the product's save in both modes
 * and the owner's form. Apart from ./promo.ts, the pricing every storefront page reads, because
 * zod is no part of the storefront's first load.
 */
import { z } from 'zod';
import { adminMessages } from '@/shared/messages-admin';
import { wibLocalToInstant } from '../vouchers/inputs';

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
