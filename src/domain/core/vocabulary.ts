/**
 * The shop's fixed value lists (spec section 3, "Data"; section 4, "Status"), apart from the
 * schemas in ./records.ts that check records against them, so the storefront can name a category
 * or a theme without loading the schema library (zod is not part of the first load).
 * ./records.ts builds its enums from these lists and re-exports them.
 */

/** Product categories of spec section 3, in display order. */
export const CATEGORIES = ['Makanan', 'Minuman', 'Fashion', 'Aksesoris', 'Souvenir', 'Herbal'] as const;

/**
 * A product's status (`Status Produk`; docs/product/decisions.md "A product's status"), stored as
 * these codes: only an `active` product is sold (../catalog/on-sale.ts); a `draft` is being
 * prepared, an `archived` one retired without deleting it. Labels: `PRODUCT_STATUS_LABELS`.
 */
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;

/** A product's status code. */
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The status of a product stored before products had one (every older record was on sale). */
export const DEFAULT_PRODUCT_STATUS: ProductStatus = 'active';

/** The one table of the product statuses' Indonesian labels, in {@link PRODUCT_STATUSES} order. */
export const PRODUCT_STATUS_LABELS: Readonly<Record<ProductStatus, string>> = {
  draft: 'Draf',
  active: 'Aktif',
  archived: 'Arsip',
};

/**
 * Whether `value` is one of {@link PRODUCT_STATUSES}.
 * @param value - anything, e.g. a URL parameter.
 */
export function isProductStatus(value: unknown): value is ProductStatus {
  return (PRODUCT_STATUSES as readonly unknown[]).includes(value);
}

/**
 * Order status (spec section 4), in lifecycle order; 'Verifying' (a confirmed payment the owner
 * has still to verify, 'Menunggu Verifikasi') is used only when the store setting
 * `Verifikasi Pembayaran oleh Admin` is on.
 */
export const ORDER_STATUSES = ['Pending', 'Verifying', 'Processed', 'Completed', 'Cancelled'] as const;

/** Shipping status (spec section 4), in delivery order. */
export const SHIPPING_STATUSES = [
  'Menunggu Konfirmasi Admin',
  'Dikemas',
  'Dikirim',
  'Dalam Perjalanan',
  'Tiba di Tujuan',
] as const;

/** The colour themes (spec section 2, "Theme"). */
export const THEMES = ['light', 'dark'] as const;

/** A colour theme. */
export type Theme = (typeof THEMES)[number];

/**
 * Whether `value` is one of {@link THEMES}.
 * @param value - anything, e.g. a stored preference.
 */
export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/**
 * The stages of an order as the buyer reads them, in the order of `Pesanan Saya`'s tabs; the
 * rules that map the stored statuses to them are src/domain/orders/stage.ts's.
 */
export const BUYER_STAGES = ['Belum Bayar', 'Menunggu Verifikasi', 'Dikemas', 'Dikirim', 'Selesai', 'Dibatalkan'] as const;

/** A stage as the buyer reads it. */
export type BuyerStage = (typeof BUYER_STAGES)[number];

/** The owner's stages, in the order of the back office's order tabs and to-do cards (rules: src/domain/orders/stage.ts). */
export const OWNER_STAGES = ['Belum Bayar', 'Menunggu Verifikasi', 'Perlu Dikemas', 'Perlu Dikirim', 'Dikirim', 'Selesai', 'Dibatalkan'] as const;

/** A stage as the owner reads it. */
export type OwnerStage = (typeof OWNER_STAGES)[number];

/**
 * A product's weight in grams: a whole number from 1 to 50,000 (`Berat (gram)`). Here rather than
 * in ./records.ts so the shipping cost rule, which the checkout page carries, needs no record schema.
 */
export const PRODUCT_WEIGHT = { min: 1, max: 50_000 } as const;

/**
 * The weight in grams of a product stored before products had one (browser-mode data, a restored
 * older backup; the server's column default is the same): 1 kg.
 */
export const DEFAULT_PRODUCT_WEIGHT = 1000;
