/**
 * Small summaries of cart lines, in a module of their own: the unit count (the header's cart link
 * and the phone's bottom bar show it on every page), the product page's quantity bound and an
 * order's line description (also written by the demo seed). Importing them from ./lines.ts would
 * put the cart's price, promo and variant rules into every first load.
 */
import type { CartItem } from '../core/records';

/** The number of units in the cart (shown in the header's cart link and the bottom bar). */
export function cartCount(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The units the product page's `Jumlah` may choose: 1 to min(stock, the store's `Maksimal per
 * Produk`); 0 when the product is sold out (src/domain/orders/limits.ts).
 * @param stock - the product's units in stock.
 * @param maxPerProduct - the store's `Maksimal per Produk`.
 */
export function maxAddQuantity(stock: number, maxPerProduct: number): number {
  return Math.max(0, Math.min(Math.floor(stock), Math.floor(maxPerProduct)));
}

/** The order's `productName` text: `'name (xN)'` for each line, joined by `', '` (spec section 3). */
export function describeLines(lines: readonly { name: string; quantity: number }[]): string {
  return lines.map((line) => `${line.name} (x${line.quantity})`).join(', ');
}
