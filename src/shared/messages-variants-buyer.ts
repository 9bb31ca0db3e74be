/**
 * The buyer's texts of product variations (docs/product/ui-names.md), in a module of their own:
 * the product and cart pages carry these and not the owner's rules' texts
 * (./messages-variants.ts, which includes them).
 */

/** What the buyer reads of variations. */
export const variantBuyerMessages = {
  /** Add-to-cart or checkout of a product with tiers before a full combination is chosen. */
  chooseVariant: 'Pilih variasi terlebih dahulu.',
  /** A cart line or order of a variant the owner deleted, or one of another product. */
  variantGone: (name: string) => `Variasi ${name} sudah tidak tersedia. Hapus dari keranjang lalu pilih lagi.`,
} as const;
