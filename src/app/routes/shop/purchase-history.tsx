import { PurchaseHistoryPage } from '@/features/orders';

/** /purchase-history (spec section 2): the buyer's order history. */
export function Component() {
  return <PurchaseHistoryPage />;
}
