import { useParams } from 'react-router';
import { PackingLabelPage } from '@/features/admin-order-print';

/** /admin/pesanan/:id/label: the order's A6 packing label, printed. */
export function Component() {
  const { id = '' } = useParams();
  return <PackingLabelPage orderId={id} />;
}
