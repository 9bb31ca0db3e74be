/**
 * Cart rules (spec section 4, docs/product/decisions.md "Checkout, orders, payment"). Pure functions over
 * cart lines; prices in Rupiah.
 */
import { lineQuantityRefusal, MAX_PER_PRODUCT, orderLinesRefusal } from '../orders/limits';
import type { CartItem, Product } from '../core/records';
import { priceInForce } from '../catalog/promo';

/**
 * Adds `units` of a product (one by default; the product page's `Jumlah`): an existing line grows
 * by `units`, a new product gets a line of `units`. The line takes the product's current fields
 * (price, stock, name).
 * @param maxPerProduct - the store's `Maksimal per Produk` (src/domain/orders/limits.ts); no cap when left out.
 * @param units - the units to add, a whole number ≥ 1 (the caller checks it: {@link isAddQuantity}).
 * @throws InsufficientStockError when the new quantity would exceed the stock (also when stock is
 * 0); ValidationError QUANTITY_LIMIT above `maxPerProduct`, ORDER_LINES_LIMIT for a product
 * beyond `MAX_ORDER_LINES` lines.
 */
export function addProduct(
  items: readonly CartItem[],
  product: Product,
  maxPerProduct = Number.POSITIVE_INFINITY,
  units = 1,
): CartItem[] {
  const existing = items.find((item) => item.id === product.id);
  const quantity = (existing?.quantity ?? 0) + units;
  const refusal =
    lineQuantityRefusal(product.name, quantity, product.stock, maxPerProduct) ??
    (existing ? null : orderLinesRefusal(items.length + 1));
  if (refusal) throw refusal;
  if (!existing) return [...items, { ...product, quantity }];
  return items.map((item) => (item.id === product.id ? { ...product, quantity } : item));
}

/**
 * Whether `units` may be added to a cart at once: a whole number from 1 to `MAX_PER_PRODUCT.max`
 * (999; the store's cap and the stock bound it further, see {@link addProduct}).
 */
export function isAddQuantity(units: number): boolean {
  return Number.isSafeInteger(units) && units >= 1 && units <= MAX_PER_PRODUCT.max;
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

/**
 * Sets a line's quantity. A quantity of 0 or less removes the line (spec section 4).
 * @param stock - the product's current stock; the quantity may not exceed it.
 * @param maxPerProduct - the store's `Maksimal per Produk`; no cap when left out.
 * @throws InsufficientStockError when `quantity` exceeds `stock`; ValidationError QUANTITY_LIMIT
 * when it exceeds `maxPerProduct` while the stock has more (src/domain/orders/limits.ts).
 */
export function setQuantity(
  items: readonly CartItem[],
  productId: number,
  quantity: number,
  stock: number,
  maxPerProduct = Number.POSITIVE_INFINITY,
): CartItem[] {
  const line = items.find((item) => item.id === productId);
  if (!line) return [...items];
  const whole = Math.floor(quantity);
  if (!Number.isFinite(whole) || whole <= 0) return removeProduct(items, productId);
  const refusal = lineQuantityRefusal(line.name, whole, stock, maxPerProduct);
  if (refusal) throw refusal;
  return items.map((item) => (item.id === productId ? { ...item, stock, quantity: whole } : item));
}

/** Removes a product's line; unknown ids leave the cart unchanged. */
export function removeProduct(items: readonly CartItem[], productId: number): CartItem[] {
  return items.filter((item) => item.id !== productId);
}

/**
 * Merges order lines per product: repeated lines of one product become one line whose quantity is
 * their sum, in the order each product first appears (docs/product/decisions.md "Checkout, orders, payment").
 * Stock must be checked against the merged quantity, so `[{ 1, 3 }, { 1, 3 }]` asks for 6 units,
 * not twice 3.
 * @param lines - order lines (`productId`, `quantity` in units); not changed.
 * @returns new lines, one per product.
 */
export function mergeOrderLines(
  lines: readonly { productId: number; quantity: number }[],
): { productId: number; quantity: number }[] {
  const merged = new Map<number, number>();
  for (const line of lines)
    merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * The cart total in Rupiah: the sum of each line's price in force at `now` (a running promo's
 * price, ../catalog/promo.ts) × its quantity — what an order placed at `now` is charged.
 */
export function cartTotal(items: readonly CartItem[], now: Date): number {
  return items.reduce((sum, item) => sum + priceInForce(item, now).unitPrice * item.quantity, 0);
}

/** The number of units in the cart (shown in the header's cart link). */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The order's `productName` text: `'name (xN)'` for each line, joined by `', '` (spec section 3). */
export function describeLines(lines: readonly { name: string; quantity: number }[]): string {
  return lines.map((line) => `${line.name} (x${line.quantity})`).join(', ');
}

/**
 * The cart lines with the catalogue's current name, price (Rupiah) and promo, image, stock, partner and status: a line keeps
 * the product fields of the moment it was added, but the order is priced and stock-checked against
 * the catalogue (see `data.orders.place`). Lines of products no longer in the catalogue keep their
 * own fields.
 * @param products - the catalogue, or undefined while it loads.
 */
export function withCurrentProducts(
  items: readonly CartItem[],
  products: readonly Product[] | undefined,
): CartItem[] {
  if (!products) return [...items];
  const byId = new Map(products.map((product) => [product.id, product]));
  return items.map((item) => {
    const product = byId.get(item.id);
    return product
      ? {
          ...item,
          name: product.name,
          price: product.price,
          image: product.image,
          stock: product.stock,
          weight: product.weight,
          partnerId: product.partnerId,
          status: product.status,
          promoPrice: product.promoPrice,
          promoStart: product.promoStart,
          promoEnd: product.promoEnd,
        }
      : item;
  });
}
