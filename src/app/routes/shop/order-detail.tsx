import { useParams } from 'react-router';
import { OrderDetailPage } from '@/features/orders';

/** /pesanan-saya/:id (docs/product/decisions.md "The order's journey"): one of the buyer's orders. */
export function Component() {
  const { id = '' } = useParams();
  return <OrderDetailPage orderId={id} />;
}
