/**
 * What the cart and checkout pages read of the cart (spec section 4): each line with the
 * catalogue's current fields and the total at the prices in force. Apart from ./lines.ts (the
 * cart's changes, with their refusals and messages) so those pages do not carry the changes in
 * their first load. Prices in Rupiah.
 */
import type { CartItem, Product } from '../core/records';
import { priceInForce, promoPricedOf } from '../catalog/promo';
import { sellableUnit } from '../catalog/variant-read';

/** The promo price a line of `unit` carries beside its product's window (../catalog/promo.ts `promoPricedOf`: a variant's needs the window). */
export function linePromo(product: Product, unit: { variantId: string; price: number; promoPrice: number | null }): number | null {
  return unit.variantId ? (promoPricedOf(product, unit).promoPrice ?? null) : unit.promoPrice;
}

/**
 * The cart total in Rupiah: the sum of each line's price in force at `now` (a running promo's
 * price, ../catalog/promo.ts) × its quantity — what an order placed at `now` is charged.
 */
export function cartTotal(items: readonly CartItem[], now: Date): number {
  return items.reduce((sum, item) => sum + priceInForce(item, now).unitPrice * item.quantity, 0);
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
    // A variant's line takes its variant's price, promo, stock and weight; a variant gone keeps the line's.
    const unit = product && (sellableUnit(product, item.variantId) ?? item);
    return product && unit
      ? {
          ...item,
          name: product.name,
          price: unit.price,
          image: product.image,
          stock: unit.stock,
          weight: unit.weight,
          partnerId: product.partnerId,
          status: product.status,
          promoPrice: linePromo(product, { variantId: item.variantId ?? '', price: unit.price, promoPrice: unit.promoPrice ?? null }),
          promoStart: product.promoStart,
          promoEnd: product.promoEnd,
          variations: product.variations,
          variants: product.variants,
        }
      : item;
  });
}
