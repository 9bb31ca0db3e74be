import { CartPage } from '@/features/cart';

/** /cart (spec section 2): the buyer's cart. */
export function Component() {
  return <CartPage />;
}
