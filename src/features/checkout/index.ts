/** Checkout feature: the /checkout page (spec sections 2, 4, 5 and 7). */
export { CheckoutPage } from './components/checkout-page';
