/**
 * The owner's product form's rules (spec section 5; docs/product/decisions.md "Variations",
 * "Promo price", "Photo gallery"): the fields, their bounds and the rules across them, as both
 * modes save a product and the owner's dialog checks it. Apart from ./inputs.ts so that the
 * storefront's first load in browser mode does not carry them.
 */
import { z } from 'zod';
import { adminMessages } from '@/shared/messages-admin';
import { messages } from '@/shared/messages';
import { shippingMessages } from '@/shared/messages-shipping';
import { productWeightSchema } from '../shipping/cost';
import { PRODUCT_STATUSES } from '../core/vocabulary';
import { promoInputFields, promoPeriodInverted, refinePromo } from './promo-inputs';
import { galleryMessages } from '@/shared/messages-gallery';
import { MAX_PRODUCT_IMAGES } from './gallery';
import { variantMessages } from '@/shared/messages-variants';
import { VARIANT_LIMITS, variantIssues, variantPromoIssues } from './variants';
import { imageRef, MAX_FIELD_LENGTH, MAX_TEXT_LENGTH, numberInput, trimmed } from '../core/input-fields';

const requiredProductField = (max = MAX_FIELD_LENGTH) =>
  trimmed.min(1, adminMessages.productRequired).max(max, messages.checkout.fieldTooLong);

/** The largest stock a product may have (the database stores stock as a 32-bit integer). */
export const MAX_STOCK = 1_000_000_000;
/**
 * The highest price of a product in Rupiah (Rp 1.000.000.000). Without a bound a price such as
 * 1e308 was stored and an order of two had the total Infinity (answered as `null` in JSON).
 */
export const MAX_PRICE = 1_000_000_000;

/** Most entries of a product input's `images` read at all (more are refused without a look at each). */
const MAX_IMAGES_INPUT = 4 * MAX_PRODUCT_IMAGES;
/** One tier of `Variasi` as the owner's form sends it: `Nama Variasi` and its `Pilihan`, trimmed. */
const productVariationInputSchema = z.object({
  name: z.string({ error: variantMessages.tierNameInvalid }).trim(),
  options: z.array(z.string({ error: variantMessages.optionInvalid }).trim()).max(VARIANT_LIMITS.options, variantMessages.optionCountInvalid),
});

/** One variant as the owner's form sends it; price, stock and weight as the product's own fields. */
const productVariantInputSchema = z.object({
  id: z.string().trim().min(1, variantMessages.combinationsMismatch).max(20, variantMessages.combinationsMismatch),
  options: z.array(z.string().trim()).max(VARIANT_LIMITS.tiers, variantMessages.combinationsMismatch),
  price: numberInput(
    z.number({ error: adminMessages.priceInvalid }).min(0, adminMessages.priceInvalid).max(MAX_PRICE, adminMessages.priceTooLarge),
    adminMessages.priceInvalid,
  ),
  stock: numberInput(
    z.number({ error: adminMessages.stockInvalid }).int(adminMessages.stockInvalid).min(0, adminMessages.stockInvalid).max(MAX_STOCK, adminMessages.stockTooLarge),
    adminMessages.stockInvalid,
  ),
  weight: numberInput(productWeightSchema, shippingMessages.weightInvalid),
  sku: trimmed.default(''),
  image: imageRef.default(''),
  /** The combination's `Harga Promo` ('' or null: none), in the product's promo window. */
  promoPrice: promoInputFields.promoPrice,
});

/**
 * The admin's product form (spec section 5): all fields but the description required, image
 * included. Price (from 0 to {@link MAX_PRICE} Rupiah) and stock (a whole number from 0 to {@link MAX_STOCK}) are numbers or digit texts; '' and null are
 * refused with their field's message, never read as 0.
 */
export const productInputSchema = z.object({
  name: requiredProductField(),
  category: requiredProductField(50),
  price: numberInput(
    z.number({ error: adminMessages.priceInvalid }).min(0, adminMessages.priceInvalid).max(MAX_PRICE, adminMessages.priceTooLarge),
    adminMessages.priceInvalid,
  ),
  stock: numberInput(
    z
      .number({ error: adminMessages.stockInvalid })
      .int(adminMessages.stockInvalid)
      .min(0, adminMessages.stockInvalid)
      .max(MAX_STOCK, adminMessages.stockTooLarge),
    adminMessages.stockInvalid,
  ),
  /** Grams, 1–50,000 (`Berat (gram)`); absent: 1,000 g on a new product, unchanged on an edit. */
  weight: numberInput(productWeightSchema, shippingMessages.weightInvalid).optional(),
  location: requiredProductField(),
  partnerId: requiredProductField(20),
  image: imageRef.refine((v) => v !== '', adminMessages.productRequired),
  /**
   * The photo gallery in order (./gallery.ts): given, it is stored and `image` becomes its first;
   * absent (a client of before the gallery), the gallery follows `image`. More than
   * `MAX_PRODUCT_IMAGES` is refused by the save (`PRODUCT_IMAGES_LIMIT`); the bound here only
   * keeps an abusive list from being checked entry by entry.
   */
  images: z
    .array(imageRef.refine((v) => v !== '', adminMessages.productRequired), { error: adminMessages.productRequired })
    .max(MAX_IMAGES_INPUT, galleryMessages.tooMany(MAX_PRODUCT_IMAGES))
    .optional(),
  description: trimmed.max(MAX_TEXT_LENGTH, messages.checkout.fieldTooLong).default(''),
  /**
   * `Status Produk` ('draft', 'active' or 'archived'); absent: `active` on a new product (what a
   * client of before the status sends), unchanged on an edit.
   */
  status: z.enum(PRODUCT_STATUSES, { error: adminMessages.productRequired }).optional(),
  /** `Harga Promo`, `Promo Mulai`, `Promo Berakhir` (./promo.ts); absent: no promo. */
  ...promoInputFields,
  /** `Variasi` (./variants.ts): 0–2 tiers; absent: none on a new product, unchanged on an edit. */
  variations: z.array(productVariationInputSchema).max(VARIANT_LIMITS.tiers, variantMessages.tooManyTiers).optional(),
  /** One variant per combination of `variations`; absent as `variations`. */
  variants: z.array(productVariantInputSchema).max(VARIANT_LIMITS.combinations, variantMessages.tooManyCombinations).optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;

/**
 * The rules across a product input's fields — the promo's (`refinePromo`, ./promo-inputs.ts) without
 * tiers, or with tiers the promo per combination (./variants.ts `variantPromoIssues`) and the
 * window's order, and the variants against their tiers (./variants.ts `variantIssues`) — as a zod
 * refinement: {@link productSaveSchema} applies it, and so does the owner's form, which shows each
 * issue on the field of its path.
 */
export function refineProductSave(
  input: Pick<z.output<typeof productInputSchema>, 'price' | 'promoPrice' | 'promoStart' | 'promoEnd' | 'variations' | 'variants'>,
  ctx: z.RefinementCtx,
): void {
  if ((input.variations?.length ?? 0) === 0) refinePromo(input, ctx);
  else {
    // With tiers each combination has its own promo price, in the product's one window.
    for (const issue of variantPromoIssues(input)) ctx.addIssue({ code: 'custom', ...issue });
    if (promoPeriodInverted(input.promoStart, input.promoEnd))
      ctx.addIssue({ code: 'custom', path: ['promoEnd'], message: adminMessages.promoPeriodInvalid });
  }
  if (input.variations === undefined && input.variants === undefined) return;
  for (const issue of variantIssues(input.variations ?? [], input.variants ?? [])) ctx.addIssue({ code: 'custom', ...issue });
}

/**
 * A product as both modes save it: {@link productInputSchema} and {@link refineProductSave}. Kept
 * apart from the plain object because zod refuses to `extend` an object schema that carries
 * refinements, and the owner's form extends it.
 */
export const productSaveSchema = productInputSchema.superRefine(refineProductSave);
