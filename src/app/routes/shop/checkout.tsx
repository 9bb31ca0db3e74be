import { CheckoutPage } from '@/features/checkout';

/** /checkout (spec section 2): shipping details, payment method and order summary. */
export function Component() {
  return <CheckoutPage />;
}
