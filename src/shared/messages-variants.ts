/**
 * The texts of product variations (`Variasi`; src/domain/catalog/variants.ts, docs/product/ui-names.md):
 * the limits' refusals, the buyer's prompt to choose, and the line of a variant gone. A catalogue
 * of its own beside src/shared/messages.ts, so the variations' texts sit in one place.
 */
import { variantBuyerMessages } from './messages-variants-buyer';

export { variantBuyerMessages };

/** What the variations' rules and screens say: the owner's and the buyer's. */
export const variantMessages = {
  tooManyTiers: 'Paling banyak 2 variasi.',
  tierNameInvalid: 'Nama variasi wajib diisi (1–20 karakter).',
  tierNameDuplicate: 'Nama variasi tidak boleh sama.',
  optionCountInvalid: 'Setiap variasi perlu 1–20 pilihan.',
  optionInvalid: 'Pilihan wajib diisi (1–20 karakter).',
  optionDuplicate: 'Pilihan dalam satu variasi tidak boleh sama.',
  tooManyCombinations: 'Paling banyak 50 kombinasi variasi.',
  combinationsMismatch: 'Setiap kombinasi variasi harus punya tepat satu baris harga, stok dan berat.',
  skuTooLong: 'SKU maksimal 40 karakter.',
  skuTaken: (sku: string) => `SKU ${sku} sudah dipakai produk lain.`,
  /** A product-level `Harga Promo` on a product with tiers: each combination has its own. */
  promoPerVariant: 'Dengan Variasi, Harga Promo diisi per kombinasi.',
  /** A combination's `Harga Promo` without the product's window. */
  promoNeedsWindow: 'Harga Promo kombinasi perlu Promo Mulai atau Promo Berakhir.',
  /** A promo window on a product with tiers and no combination's `Harga Promo`. */
  promoWindowWithoutPrice: 'Isi Harga Promo pada minimal satu kombinasi untuk mengatur periode promo.',
  /** The rule beside the combinations' `Harga Promo` fields. */
  promoHint: 'Harga Promo kombinasi (opsional) berlaku selama Promo Mulai–Promo Berakhir produk; isi minimal salah satunya.',
  /** A combination's `Foto`: no photo of its own (the product's gallery as it is). */
  noOwnPhoto: 'Tanpa foto khusus',
  ...variantBuyerMessages,
} as const;
