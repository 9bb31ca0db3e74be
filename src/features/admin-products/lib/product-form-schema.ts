import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { variantMessages } from '@/shared/messages-variants';
import { VARIANT_LIMITS } from '@/domain/catalog/variants';
import { adminMessages } from '@/shared/messages-admin';
import type { Product } from '@/domain/core/records';
import { withGallery } from '@/domain/core/gallery-record';
import { DEFAULT_PRODUCT_WEIGHT } from '@/domain/shipping/cost';
import { productInputSchema, refineProductSave, type ProductInput } from '@/domain/catalog/product-inputs';
import { instantToWibLocal } from '@/domain/vouchers/inputs';
import { DEFAULT_PRODUCT_STATUS } from '@/domain/core/vocabulary';

/**
 * A typed amount as a number text: 'Rp', spaces and Indonesian thousands dots are dropped
 * ('Rp 25.000' → '25000'); anything else is left for the number check.
 */
export function normalizeAmount(text: string): string {
  const compact = text.replace(/^rp\.?/i, '').replace(/\s/g, '');
  return /^\d{1,3}(\.\d{3})+$/.test(compact) ? compact.replace(/\./g, '') : compact;
}

// The shared number schemas accept a text of decimal digits, so they take the normalised text
// (and refuse any other text with the field's message).
const amountField = (numberSchema: z.ZodType<number>) =>
  z
    .string()
    .trim()
    .min(1, adminMessages.productRequired)
    .transform(normalizeAmount)
    .pipe(numberSchema as z.ZodType<number, string>);

// `Harga Promo` as typed: optional ('' none), normalised like `Harga`.
const promoAmountField = z
  .string()
  .trim()
  .transform(normalizeAmount)
  .pipe(productInputSchema.shape.promoPrice as z.ZodType<number | null, string>);

// One combination's row of `Variasi` as the form types it: price, stock, weight and promo price as text.
const variantInputSchema = productInputSchema.shape.variants.unwrap().element;
const variantFormSchema = variantInputSchema.extend({
  price: amountField(variantInputSchema.shape.price),
  stock: amountField(variantInputSchema.shape.stock),
  weight: amountField(variantInputSchema.shape.weight),
  promoPrice: promoAmountField.optional().transform((value) => value ?? null),
});

/**
 * The product form's rules: {@link productInputSchema} (spec section 5: every field but the
 * description required, image included, 'Harap lengkapi semua bidang, termasuk gambar produk.'),
 * with price and stock typed as text, the promo's fields (`Harga Promo` under `Harga`, an end
 * after its start) — an empty one is missing (not 0), a non-number gets
 * 'Harga harus berupa angka 0 atau lebih.' / 'Stok harus berupa bilangan bulat 0 atau lebih.' —
 * and `Variasi` with each combination's price, stock, weight and promo price typed as text; the
 * rules across fields are the save's (`refineProductSave`: the promo — per combination with
 * tiers — and the variants).
 */
export const productFormSchema = productInputSchema.extend({
  price: amountField(productInputSchema.shape.price),
  stock: amountField(productInputSchema.shape.stock),
  // `Berat (gram)`: required in the form; a new product starts at 1,000 g.
  weight: amountField(productInputSchema.shape.weight.unwrap()),
  // `Status Produk`: always sent by the form; a new product starts `Aktif`.
  status: productInputSchema.shape.status.unwrap(),
  // `Harga Promo`: optional ('' none), typed like `Harga`; `Promo Mulai` / `Promo Berakhir` as the
  // `datetime-local` fields give them, in WIB (src/domain/catalog/promo.ts).
  promoPrice: promoAmountField,
  promoStart: productInputSchema.shape.promoStart,
  promoEnd: productInputSchema.shape.promoEnd,
  variations: productInputSchema.shape.variations,
  variants: z.array(variantFormSchema).max(VARIANT_LIMITS.combinations, variantMessages.tooManyCombinations).optional(),
}).superRefine(refineProductSave);

/** The form's values as typed. */
export type ProductFormValues = z.input<typeof productFormSchema>;

/**
 * The form's starting values (spec section 2, "Admin products"): a product's fields when editing;
 * empty with the partner preset to the first partner and `Status Produk` `Aktif` when adding
 * (docs/product/decisions.md "A product's status").
 */
export function productFormDefaults(
  product: Product | null,
  firstPartnerId: string | undefined,
): ProductFormValues {
  if (!product) {
    return {
      name: '',
      category: '',
      price: '',
      stock: '',
      weight: String(DEFAULT_PRODUCT_WEIGHT),
      location: '',
      partnerId: firstPartnerId ?? '',
      image: '',
      images: [],
      description: '',
      status: DEFAULT_PRODUCT_STATUS,
      promoPrice: '',
      promoStart: '',
      promoEnd: '',
      variations: [],
      variants: [],
    };
  }
  return {
    name: product.name,
    category: product.category,
    price: String(product.price),
    stock: String(product.stock),
    weight: String(product.weight),
    location: product.location,
    partnerId: product.partnerId,
    image: product.image,
    images: withGallery(product).images,
    description: product.description,
    status: product.status,
    promoPrice: product.promoPrice === null ? '' : String(product.promoPrice),
    promoStart: instantToWibLocal(product.promoStart),
    promoEnd: instantToWibLocal(product.promoEnd),
    variations: product.variations.map((tier) => ({ name: tier.name, options: [...tier.options] })),
    variants: product.variants.map((v) => ({
      id: v.id,
      options: [...v.options],
      price: String(v.price),
      stock: String(v.stock),
      weight: String(v.weight),
      sku: v.sku,
      image: v.image,
      promoPrice: v.promoPrice === null || v.promoPrice === undefined ? '' : String(v.promoPrice),
    })),
  };
}

/** One combination's row of the form's `Variasi` table, as typed. */
export interface VariantFormRow {
  id: string;
  options: string[];
  price: string;
  stock: string;
  weight: string;
  sku: string;
  image: string;
  /** `Harga Promo {combination}` as typed ('' none). */
  promoPrice: string;
}

/** A typed amount as a whole number, or null when it is none (the schema then says why). */
function typedAmount(text: string): number | null {
  const normalized = normalizeAmount(text.trim());
  return /^\d+$/.test(normalized) ? Number(normalized) : null;
}

/**
 * `values` with, when the product has tiers, `Harga`, `Stok` and `Berat (gram)` derived from the
 * combinations as the domain derives them on save (src/domain/catalog/variants.ts
 * `withDerivedFields`: lowest price, summed stock, first weight), so the fields hidden then pass
 * the product's own rules; a combination's mistyped amount is left out (its row shows the error).
 * The product's own `Harga Promo`, hidden with tiers too, goes empty: each combination has its own;
 * a combination's photo no longer in the gallery goes too (its `Foto` reads `Tanpa foto khusus`).
 * Without tiers, `values` as they are.
 */
export function withDerivedFormFields(values: ProductFormValues): ProductFormValues {
  if ((values.variations?.length ?? 0) === 0) return values;
  const gallery = new Set(values.images ?? []);
  const variants = (values.variants ?? []).map((row) => (row.image && !gallery.has(row.image) ? { ...row, image: '' } : row));
  if (variants.length === 0) return { ...values, promoPrice: '' };
  const amounts = (pick: (row: (typeof variants)[number]) => string) =>
    variants.map((row) => typedAmount(pick(row))).filter((n): n is number => n !== null);
  const prices = amounts((row) => row.price);
  const stocks = amounts((row) => row.stock);
  const firstWeight = typedAmount(variants[0]!.weight);
  return {
    ...values,
    price: String(prices.length > 0 ? Math.min(...prices) : 0),
    stock: String(stocks.reduce((sum, n) => sum + n, 0)),
    weight: String(firstWeight ?? DEFAULT_PRODUCT_WEIGHT),
    promoPrice: '',
    variants,
  };
}

const schemaResolver = zodResolver(productFormSchema);

/**
 * The product form's resolver: {@link productFormSchema} over {@link withDerivedFormFields}, so a
 * product with `Variasi` is checked and saved with the product fields its combinations make.
 */
export const productFormResolver: Resolver<ProductFormValues, unknown, ProductInput> = (values, context, options) =>
  schemaResolver(withDerivedFormFields(values), context, options);
