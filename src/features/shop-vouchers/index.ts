/**
 * The vouchers the shop shows (`Tampilkan di Toko`, docs/product/vouchers.md "In the shop"): the
 * `Voucher Toko` cards with `Salin`, on the home page and, for the vouchers that apply to it, on
 * a product's page (composed there by the route). The rule that picks them lives in
 * `src/domain/vouchers/shown.ts` (both modes apply it).
 */
export { ShopVouchers, type ShopVouchersProps } from './components/shop-vouchers';
