/** Cart feature: the /cart page (spec sections 2 and 4). */
export { CartPage } from './components/cart-page';
