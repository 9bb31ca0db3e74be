/**
 * Which products a voucher applies to (docs/product/vouchers.md "Discounts"): every product when
 * it names none and no category, else the products and categories it names. Its own module, so
 * the storefront's voucher cards (./shown.ts) carry it without the discount maths of ./discount.ts.
 */

/**
 * Whether the voucher applies to a line: it names no product and no category, or names the
 * line's product id or its category.
 */
export function appliesToLine(
  terms: { productIds: readonly number[]; categories: readonly string[] },
  line: { productId: number; category: string },
): boolean {
  if (terms.productIds.length === 0 && terms.categories.length === 0) return true;
  return terms.productIds.includes(line.productId) || terms.categories.includes(line.category);
}
