import { z } from 'zod';
import { adminMessages } from '@/shared/messages';
import type { Product } from '@/domain/core/records';
import { withGallery } from '@/domain/core/gallery-record';
import { DEFAULT_PRODUCT_WEIGHT } from '@/domain/shipping/cost';
import { productInputSchema } from '@/domain/catalog/inputs';
import { refinePromo } from '@/domain/catalog/promo';
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

/**
 * The product form's rules: {@link productInputSchema} (spec section 5: every field but the
 * description required, image included, 'Harap lengkapi semua bidang, termasuk gambar produk.'),
 * with price and stock typed as text, and the promo's fields (`Harga Promo` under `Harga`, an end
 * after its start) — an empty one is missing (not 0), a non-number gets
 * 'Harga harus berupa angka 0 atau lebih.' / 'Stok harus berupa bilangan bulat 0 atau lebih.'.
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
  promoPrice: z
    .string()
    .trim()
    .transform(normalizeAmount)
    .pipe(productInputSchema.shape.promoPrice as z.ZodType<number | null, string>),
  promoStart: productInputSchema.shape.promoStart,
  promoEnd: productInputSchema.shape.promoEnd,
}).superRefine(refinePromo);

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
  };
}
