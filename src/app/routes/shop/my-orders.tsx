// The page's own module, not the feature's index: each order page is its own chunk (the payment
// confirmation's zod and the order page's dialogs stay out of the others' first load).
import { MyOrdersPage } from '@/features/orders/components/my-orders-page';

/** /pesanan-saya (spec section 2): the buyer's orders with payment confirmation. */
export function Component() {
  return <MyOrdersPage />;
}
