// The page's own module, not the feature's index: each order page is its own chunk (the payment
// confirmation's zod and the order page's dialogs stay out of the others' first load).
import { PurchaseHistoryPage } from '@/features/orders/components/purchase-history-page';

/** /purchase-history (spec section 2): the buyer's order history. */
export function Component() {
  return <PurchaseHistoryPage />;
}
