import { useParams } from 'react-router';
// The page's own module, not the feature's index: each order page is its own chunk (the payment
// confirmation's zod and the order page's dialogs stay out of the others' first load).
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';

/** /pesanan-saya/:id (docs/product/decisions.md "The order's journey"): one of the buyer's orders. */
export function Component() {
  const { id = '' } = useParams();
  return <OrderDetailPage orderId={id} />;
}
