/**
 * The cart use cases' decision (spec section 4, "Keranjang"), written once for both modes
 * (docs/decisions/014-use-cases-once.md): the browser's key-value cart and the server's cart
 * service load the buyer's lines and the product, call {@link decideCartChange}, and write its
 * plan's effects (src/domain/core/effects.ts) in their own transaction.
 */
import { addProduct, isAddQuantity, isCartLine, removeProduct, setQuantity } from './lines';
import { lineName, sellableUnit } from '../catalog/variant-read';
import { accept, refuse, type Decision, type LogEntry } from '../core/decision';
import type { CartEffect } from '../core/effects';
import { NotFoundError, ShopError, ValidationError } from '../core/errors';
import { activityMessages } from '@/shared/messages-activity';
import { messages } from '@/shared/messages';
import type { CartItem, Product } from '../core/records';

/** One change a buyer makes to their cart (the port's `cart.add/setQuantity/remove/clear`). */
export type CartChange =
  | { action: 'add'; productId: number; quantity?: number; variantId?: string }
  | { action: 'update'; productId: number; quantity: number; variantId?: string }
  | { action: 'remove'; productId: number; variantId?: string }
  | { action: 'clear' };

/**
 * What an accepted cart change answers: its effects — `setCartLines` (the buyer's new lines) then
 * `log` — and the new lines themselves, in the order added (the use case's answer).
 */
export interface CartChangePlan {
  effects: CartEffect[];
  items: CartItem[];
}

/**
 * The product a change needs loaded: its id for `add` and `update` (a whole, safe id; anything
 * else can match no product), else null.
 */
export function cartChangeProductId(change: CartChange): number | null {
  if (change.action !== 'add' && change.action !== 'update') return null;
  return Number.isSafeInteger(change.productId) ? change.productId : null;
}

/**
 * Decides a cart change, logged `addToCart` with its action (spec section 7).
 * - `add`: `quantity` more units of `product` (1 when left out; the product page's `Jumlah`): a
 *   new line, or the line grows by that much.
 * - `update`: the line's quantity (0 or less removes it; a product no longer sold is removed).
 * A line never holds more than min(`maxPerProduct`, stock) units, a cart never more than
 * `MAX_ORDER_LINES` products (src/domain/orders/limits.ts).
 * - `remove`: the line goes (an absent line changes nothing); `clear`: every line goes.
 * @param facts.userId - the buyer's account id (whose cart `setCartLines` sets).
 * @param facts.current - the buyer's lines now.
 * @param facts.product - the product {@link cartChangeProductId} named, or null when it is gone.
 * @param facts.maxPerProduct - the store's `Maksimal per Produk` (the shell loads the setting).
 * @returns the plan (`setCartLines` of the new lines, then `log`), or a refusal: ValidationError 'Jumlah harus bilangan
 * bulat 1 sampai 999.' (an add `quantity` that is no whole number from 1 to 999), NotFoundError
 * NOT_FOUND 'Produk tidak ditemukan.' (add of a missing product), InsufficientStockError INSUFFICIENT_STOCK when the
 * line would exceed the product's stock, ValidationError QUANTITY_LIMIT when it would exceed
 * `maxPerProduct`, ORDER_LINES_LIMIT when an added product would be the cart's 21st.
 */
export function decideCartChange(facts: {
  userId: string;
  current: readonly CartItem[];
  change: CartChange;
  product: Product | null;
  maxPerProduct: number;
}): Decision<CartChangePlan> {
  const { userId, current, change, product, maxPerProduct } = facts;
  const log = (description: string, details: Record<string, unknown>): LogEntry => ({
    type: 'addToCart',
    description,
    details,
  });
  const plan = (items: CartItem[], entry: LogEntry): Decision<CartChangePlan> =>
    accept({ effects: [{ kind: 'setCartLines', userId, items }, { kind: 'log', entry }], items });
  try {
    switch (change.action) {
      case 'add': {
        const units = change.quantity ?? 1;
        if (!isAddQuantity(units)) {
          return refuse(new ValidationError(messages.cart.quantityInvalid, { quantity: messages.cart.quantityInvalid }));
        }
        if (!product) return refuse(new NotFoundError(messages.catalog.productNotFound));
        const variant = change.variantId ? { variantId: change.variantId } : {};
        return plan(
          addProduct(current, product, maxPerProduct, units, change.variantId),
          log(
            activityMessages.cartAdd(lineName(product, change.variantId)),
            units === 1 ? { action: 'add', productId: change.productId, ...variant } : { action: 'add', productId: change.productId, quantity: units, ...variant },
          ),
        );
      }
      case 'update': {
        // A product gone, or its variant gone, takes the line with it.
        const unit = product && sellableUnit(product, change.variantId);
        return plan(
          unit
            ? setQuantity(current, change.productId, change.quantity, unit.stock, maxPerProduct, change.variantId)
            : removeProduct(current, change.productId, change.variantId),
          log(activityMessages.cartQuantity(String(product?.name ?? change.productId), change.quantity), {
            action: 'update',
            productId: change.productId,
            quantity: change.quantity,
            ...(change.variantId ? { variantId: change.variantId } : {}),
          }),
        );
      }
      case 'remove': {
        const line = current.find((item) => isCartLine(item, change.productId, change.variantId));
        return plan(
          removeProduct(current, change.productId, change.variantId),
          log(activityMessages.cartRemove(String(line?.name ?? change.productId)), {
            action: 'remove',
            productId: change.productId,
          }),
        );
      }
      case 'clear':
        return plan([], log(activityMessages.cartClear, { action: 'clear' }));
    }
  } catch (error) {
    // The cart maths throws its stock refusal; a decision returns it.
    if (error instanceof ShopError) return refuse(error);
    throw error;
  }
}
