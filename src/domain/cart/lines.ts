/**
 * Cart rules (spec section 4, docs/product/decisions.md "Checkout, orders, payment"). Pure functions over
 * cart lines; prices in Rupiah.
 */
import { lineQuantityRefusal, MAX_PER_PRODUCT, orderLinesRefusal } from '../orders/limits';
import type { CartItem, Product } from '../core/records';
import { lineName, sellableUnit, variantRefusal } from '../catalog/variant-read';
import { linePromo } from './current-lines';

/** Whether `item` is the line of product `productId`'s variant `variantId` (absent or '': the product itself). */
export function isCartLine(item: Pick<CartItem, 'id' | 'variantId'>, productId: number, variantId?: string): boolean {
  return item.id === productId && (item.variantId ?? '') === (variantId ?? '');
}

/**
 * The cart line of `product`'s variant `variantId` holding `quantity`: the product's current
 * fields with the variant's price, promo price, stock and weight (../catalog/variants.ts
 * `sellableUnit`); the product's promo window stays the line's, so `priceInForce` of the line is
 * what an order placed then charges (src/domain/orders/place.ts).
 */
function lineOf(product: Product, variantId: string | undefined, quantity: number): CartItem {
  const unit = sellableUnit(product, variantId);
  const variant = variantId ? { variantId } : {};
  return unit
    ? { ...product, price: unit.price, promoPrice: linePromo(product, unit), stock: unit.stock, weight: unit.weight, quantity, ...variant }
    : { ...product, quantity, ...variant };
}

/**
 * Adds `units` of a product (one by default; the product page's `Jumlah`), of its variant
 * `variantId` for a product with tiers: an existing line grows by `units`, a new one gets a line of
 * `units`. The line takes the product's current fields (name, and the variant's price, stock).
 * @param maxPerProduct - the store's `Maksimal per Produk` (src/domain/orders/limits.ts); no cap when left out.
 * @param units - the units to add, a whole number ≥ 1 (the caller checks it: {@link isAddQuantity}).
 * @throws ValidationError VARIANT_REQUIRED or VARIANT_GONE (../catalog/variants.ts
 * `variantRefusal`); InsufficientStockError when the new quantity would exceed the stock (also when
 * stock is 0); ValidationError QUANTITY_LIMIT above `maxPerProduct`, ORDER_LINES_LIMIT for a line
 * beyond `MAX_ORDER_LINES` lines.
 */
export function addProduct(
  items: readonly CartItem[],
  product: Product,
  maxPerProduct = Number.POSITIVE_INFINITY,
  units = 1,
  variantId?: string,
): CartItem[] {
  const wrongVariant = variantRefusal(product, variantId);
  if (wrongVariant) throw wrongVariant;
  const existing = items.find((item) => isCartLine(item, product.id, variantId));
  const quantity = (existing?.quantity ?? 0) + units;
  const line = lineOf(product, variantId, quantity);
  const refusal =
    lineQuantityRefusal(lineName(product, variantId), quantity, line.stock, maxPerProduct) ??
    (existing ? null : orderLinesRefusal(items.length + 1));
  if (refusal) throw refusal;
  if (!existing) return [...items, line];
  return items.map((item) => (item === existing ? line : item));
}

/**
 * Whether `units` may be added to a cart at once: a whole number from 1 to `MAX_PER_PRODUCT.max`
 * (999; the store's cap and the stock bound it further, see {@link addProduct}).
 */
export function isAddQuantity(units: number): boolean {
  return Number.isSafeInteger(units) && units >= 1 && units <= MAX_PER_PRODUCT.max;
}

/**
 * Sets a line's quantity. A quantity of 0 or less removes the line (spec section 4).
 * @param stock - the product's (its variant's) current stock; the quantity may not exceed it.
 * @param maxPerProduct - the store's `Maksimal per Produk`; no cap when left out.
 * @param variantId - the line's variant; absent or '' for a product without tiers.
 * @throws InsufficientStockError when `quantity` exceeds `stock`; ValidationError QUANTITY_LIMIT
 * when it exceeds `maxPerProduct` while the stock has more (src/domain/orders/limits.ts).
 */
export function setQuantity(
  items: readonly CartItem[],
  productId: number,
  quantity: number,
  stock: number,
  maxPerProduct = Number.POSITIVE_INFINITY,
  variantId?: string,
): CartItem[] {
  const line = items.find((item) => isCartLine(item, productId, variantId));
  if (!line) return [...items];
  const whole = Math.floor(quantity);
  if (!Number.isFinite(whole) || whole <= 0) return removeProduct(items, productId, variantId);
  const refusal = lineQuantityRefusal(lineName(line, variantId), whole, stock, maxPerProduct);
  if (refusal) throw refusal;
  return items.map((item) => (item === line ? { ...item, stock, quantity: whole } : item));
}

/** Removes the line of a product (of its variant `variantId`); unknown ids leave the cart unchanged. */
export function removeProduct(items: readonly CartItem[], productId: number, variantId?: string): CartItem[] {
  return items.filter((item) => !isCartLine(item, productId, variantId));
}

/**
 * Merges order lines per product and variant: repeated lines of one product's variant become one
 * line whose quantity is their sum, in the order each first appears (docs/product/decisions.md
 * "Checkout, orders, payment"). Stock must be checked against the merged quantity, so
 * `[{ 1, 3 }, { 1, 3 }]` asks for 6 units, not twice 3.
 * @param lines - order lines (`productId`, `quantity` in units, `variantId` absent or '' for a
 *   product without tiers); not changed.
 * @returns new lines, one per product and variant (`variantId` only where one was named).
 */
export function mergeOrderLines(
  lines: readonly { productId: number; quantity: number; variantId?: string }[],
): { productId: number; quantity: number; variantId?: string }[] {
  const merged = new Map<string, { productId: number; quantity: number; variantId?: string }>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.variantId ?? ''}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { productId: line.productId, quantity: line.quantity, ...(line.variantId ? { variantId: line.variantId } : {}) });
  }
  return [...merged.values()];
}

export { cartCount, describeLines, maxAddQuantity } from './summary';
export { cartTotal, withCurrentProducts } from './current-lines';

