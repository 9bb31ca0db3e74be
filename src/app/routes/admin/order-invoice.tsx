import { useParams } from 'react-router';
import { InvoicePage } from '@/features/admin-order-print';

/** /admin/pesanan/:id/invoice: the order's A4 invoice, printed. */
export function Component() {
  const { id = '' } = useParams();
  return <InvoicePage orderId={id} />;
}
