// The page's own module, not the feature's index: each order page is its own chunk (the payment
// confirmation's zod and the order page's dialogs stay out of the others' first load).
import { PaymentConfirmationPage } from '@/features/orders/components/payment-confirmation-page';

/** /payment-confirmation (spec section 2): payment details of the order just placed. */
export function Component() {
  return <PaymentConfirmationPage />;
}
