import { PaymentConfirmationPage } from '@/features/orders';

/** /payment-confirmation (spec section 2): payment details of the order just placed. */
export function Component() {
  return <PaymentConfirmationPage />;
}
