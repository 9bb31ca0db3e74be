/**
 * The texts of a product's photo gallery (docs/product/decisions.md "Photo gallery"): the product
 * page's thumbnails and the back office's gallery editor. A catalogue of its own
 * (src/shared/messages.ts holds the rest), so that the helpers extending the product at the same
 * time do not edit the same lines.
 */
import { galleryViewMessages } from './messages-gallery-view';

export { galleryViewMessages };

/** Every gallery text: the product page's and the back office's editor. */
export const galleryMessages = {
  ...galleryViewMessages,
  /** The gallery editor's group label in the product dialog. */
  editorLabel: 'Galeri Gambar',
  /** Under the editor: how many photos, and the rule of the first one. */
  editorHint: (count: number, max: number) => `${count} dari ${max} gambar. Gambar pertama menjadi gambar utama.`,
  add: 'Tambah Gambar',
  moveLeft: 'Geser ke kiri',
  moveRight: 'Geser ke kanan',
  makeMain: 'Jadikan Gambar Utama',
  remove: 'Hapus Gambar',
  /** The badge on the first photo of the editor. */
  main: 'Utama',
  /** The refusal of a ninth photo (`PRODUCT_IMAGES_LIMIT`), in the editor and from both modes. */
  tooMany: (max: number) => `Maksimal ${max} gambar per produk.`,
  /** A save naming one photo twice. */
  duplicate: 'Gambar yang sama tidak boleh dipakai dua kali.',
} as const;
