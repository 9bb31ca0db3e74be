import { addProduct, removeProduct, setQuantity } from '@/domain/cart';
import { messages, activityMessages } from '@/domain/messages';
import { NotFoundError } from '@/data/errors';
import type { CartRepository } from '@/data/ports';
import type { AdapterContext } from './context';

/** The browser's cart over the key-value store; every change is logged as `addToCart` (spec section 4). */
export function createCartRepository(ctx: AdapterContext): CartRepository {
  const { store } = ctx;
  return {
    list: () => ctx.readOnly((tx) => tx.get('cartItems')),
    add: (productId) =>
      store.transact((tx) => {
        const user = ctx.requireRole(tx, 'buyer');
        const product = tx.get('products').find((p) => p.id === productId);
        if (!product) throw new NotFoundError(messages.catalog.productNotFound);
        const items = addProduct(tx.get('cartItems'), product);
        tx.set('cartItems', items);
        ctx.log(tx, user, 'addToCart', activityMessages.cartAdd(product.name), { action: 'add', productId });
        return items;
      }),
    setQuantity: (productId, quantity) =>
      store.transact((tx) => {
        const user = ctx.requireRole(tx, 'buyer');
        const current = tx.get('cartItems');
        const product = tx.get('products').find((p) => p.id === productId);
        const items = product ? setQuantity(current, productId, quantity, product.stock) : removeProduct(current, productId);
        tx.set('cartItems', items);
        ctx.log(tx, user, 'addToCart', activityMessages.cartQuantity(String(product?.name ?? productId), quantity), {
          action: 'update',
          productId,
          quantity,
        });
        return items;
      }),
    remove: (productId) =>
      store.transact((tx) => {
        const user = ctx.requireRole(tx, 'buyer');
        const current = tx.get('cartItems');
        const line = current.find((item) => item.id === productId);
        const items = removeProduct(current, productId);
        tx.set('cartItems', items);
        ctx.log(tx, user, 'addToCart', activityMessages.cartRemove(String(line?.name ?? productId)), {
          action: 'remove',
          productId,
        });
        return items;
      }),
    clear: () =>
      store.transact((tx) => {
        const user = ctx.requireRole(tx, 'buyer');
        tx.set('cartItems', []);
        ctx.log(tx, user, 'addToCart', activityMessages.cartClear, { action: 'clear' });
      }),
  };
}
