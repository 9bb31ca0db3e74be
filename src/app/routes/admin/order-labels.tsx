import { useSearchParams } from 'react-router';
import { PackingLabelsPage } from '@/features/admin-order-print';

/** /admin/orders/labels?ids=ORD1,ORD2: the selected orders' A6 packing labels, printed at once. */
export function Component() {
  const [params] = useSearchParams();
  return <PackingLabelsPage idsParam={params.get('ids')} />;
}
