import type { CartChange } from '@/domain/cart/changes';
import { planOrThrow } from '@/domain/core/decision';
import type { CartItem } from '@/domain/core/records';
import type { CartRepository } from '@/domain/port/port';
import type { AdapterContext } from './context';

/**
 * The browser's cart over the key-value store: each change loads the lines and the product,
 * lets `decideCartChange` (src/domain/cart/changes.ts) decide, and writes its plan's effects
 * (`applyEffects`: the new lines, the log entry) in one transaction (spec section 4; logged as `addToCart`, section 7).
 * The cart's rules and the effects' writer load with the first change, not with the page that
 * lists the cart.
 */
export function createCartRepository(ctx: AdapterContext): CartRepository {
  const { store } = ctx;
  const change = async (request: CartChange): Promise<CartItem[]> => {
    const [{ cartChangeProductId, decideCartChange }, { applyEffects }] = await Promise.all([import('@/domain/cart/changes'), import('./apply-effects')]);
    return store.transact((tx) => {
      const user = ctx.requireRole(tx, 'buyer');
      const productId = cartChangeProductId(request);
      const product = productId === null ? null : (tx.get('products').find((p) => p.id === productId) ?? null);
      const plan = planOrThrow(
        decideCartChange({ userId: user.id, current: tx.get('cartItems'), change: request, product, maxPerProduct: tx.get('maxPerProduct') }),
      );
      applyEffects(ctx, tx, plan, user);
      return plan.items;
    });
  };
  return {
    list: () => ctx.readOnly((tx) => tx.get('cartItems')),
    add: (productId, quantity, variantId) => change({ action: 'add', productId, quantity, variantId }),
    setQuantity: (productId, quantity, variantId) => change({ action: 'update', productId, quantity, variantId }),
    remove: (productId, variantId) => change({ action: 'remove', productId, variantId }),
    clear: async () => {
      await change({ action: 'clear' });
    },
  };
}
