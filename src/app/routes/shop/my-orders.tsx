import { MyOrdersPage } from '@/features/orders';

/** /pesanan-saya (spec section 2): the buyer's orders with payment confirmation. */
export function Component() {
  return <MyOrdersPage />;
}
