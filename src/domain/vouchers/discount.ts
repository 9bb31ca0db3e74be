/**
 * What a voucher takes off an order (docs/product/vouchers.md "Discounts"), in whole Rupiah. Pure
 * and zod-free: the checkout's summary shows it as the buyer types, and ./redeem.ts decides it
 * again at `Buat Pesanan` in both modes — the browser's figure is never trusted.
 */

/** The kinds of `Jenis Diskon`: `Persen`, `Nominal` and `Gratis Ongkir`. */
export const DISCOUNT_TYPES = ['percent', 'fixed', 'freeShipping'] as const;
/** One kind of `Jenis Diskon`. */
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** The part of a voucher that decides its discount. */
export interface VoucherTerms {
  discountType: DiscountType;
  /**
   * `Nilai Diskon`: a percentage (1–100) for `percent`, Rupiah for `fixed`; not used by
   * `freeShipping`, whose cap is `maxDiscount`.
   */
  value: number;
  /** `Maksimal Diskon` in Rupiah: the cap of a `percent` or `freeShipping` voucher; null for none. */
  maxDiscount: number | null;
  /** `Minimal Belanja` in Rupiah, compared with the subtotal of the lines the voucher applies to (0: none). */
  minSpend: number;
  /** The products it applies to (ids); empty with `categories` empty: every product. */
  productIds: readonly number[];
  /** The categories it applies to; a line applies when its product or its category is named. */
  categories: readonly string[];
}

/** One line of the order as the discount sees it. */
export interface DiscountLine {
  productId: number;
  category: string;
  /** Unit price, Rupiah. */
  price: number;
  quantity: number;
}

/** What an order's discount is computed from. */
export interface DiscountBasket {
  lines: readonly DiscountLine[];
  /** The order's ongkos kirim, Rupiah. */
  shippingCost: number;
}

/** Whether the voucher applies to a line: it names no product and no category, or names the line's. */
export function appliesToLine(terms: Pick<VoucherTerms, 'productIds' | 'categories'>, line: Pick<DiscountLine, 'productId' | 'category'>): boolean {
  if (terms.productIds.length === 0 && terms.categories.length === 0) return true;
  return terms.productIds.includes(line.productId) || terms.categories.includes(line.category);
}

/** The subtotal (Rupiah) of the lines the voucher applies to: what `Minimal Belanja` and `Persen` are measured on. */
export function eligibleSubtotal(terms: Pick<VoucherTerms, 'productIds' | 'categories'>, basket: Pick<DiscountBasket, 'lines'>): number {
  return basket.lines.reduce((sum, line) => (appliesToLine(terms, line) ? sum + line.price * line.quantity : sum), 0);
}

/** A voucher's discount, split by what it comes off. */
export interface Discount {
  /** Off the goods (`Persen`, `Nominal`), Rupiah: never above the lines it applies to. */
  goods: number;
  /** Off the ongkos kirim (`Gratis Ongkir`), Rupiah: never above it. */
  shipping: number;
}

/**
 * The discount of `terms` on `basket`, whole Rupiah (a percentage is rounded down), never more
 * than what it comes off, so no total goes below zero. It does not check `Minimal Belanja`, the
 * period or the quota: ./redeem.ts does, and refuses with the reason.
 * - `percent`: `value` % of the eligible subtotal, at most `maxDiscount`;
 * - `fixed`: `value`, at most the eligible subtotal;
 * - `freeShipping`: the ongkos kirim, at most `maxDiscount`.
 */
export function voucherDiscount(terms: VoucherTerms, basket: DiscountBasket): Discount {
  const eligible = eligibleSubtotal(terms, basket);
  const cap = terms.maxDiscount ?? Number.POSITIVE_INFINITY;
  switch (terms.discountType) {
    case 'percent':
      return { goods: Math.min(Math.floor((eligible * terms.value) / 100), cap, eligible), shipping: 0 };
    case 'fixed':
      return { goods: Math.min(terms.value, eligible), shipping: 0 };
    case 'freeShipping':
      return { goods: 0, shipping: eligible > 0 ? Math.min(basket.shippingCost, cap) : 0 };
  }
}
