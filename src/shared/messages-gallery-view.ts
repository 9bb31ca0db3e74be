/**
 * The product page's gallery texts (docs/product/ui-names.md), in a module of their own: the
 * storefront carries these and not the back office's editor texts (./messages-gallery.ts, which
 * includes them).
 */

/** What the product page's gallery says. */
export const galleryViewMessages = {
  /** A thumbnail's name on the product page, and a photo's in the editor: 'Gambar 1' … 'Gambar 8'. */
  image: (n: number) => `Gambar ${n}`,
  /** The product page's main view, for a screen reader: 'Gambar 2 dari 3'. */
  shown: (n: number, total: number) => `Gambar ${n} dari ${total}`,
  /** The product page's thumbnails, as a group. */
  thumbnails: 'Pilih gambar produk',
} as const;
