/**
 * The vouchers the storefront shows (`Tampilkan di Toko`, docs/product/vouchers.md "In the
 * shop"): which, in what order, in what public shape, on which product, and their text. Pure and
 * zod-free: both modes pick them with {@link shownVouchers} and the storefront's cards use the
 * rest, so the home page carries no validation library for them.
 */
import { formatRupiah } from '@/shared/format';
import { shownVoucherMessages } from '@/shared/messages-voucher-shown';
import { appliesToLine } from './discount';
import type { Voucher } from './redeem';

/** Most vouchers the shop shows at once (docs/security.md "Limits"): the newest ones. */
export const MAX_SHOWN_VOUCHERS = 6;

/**
 * A voucher as anyone may see it in the shop: its code and terms and when it ends (ISO instant,
 * excluded, or null: no end); never its `Kuota`, uses or per-buyer limit.
 */
export type ShownVoucher = Pick<
  Voucher,
  'code' | 'discountType' | 'value' | 'maxDiscount' | 'minSpend' | 'productIds' | 'categories' | 'endsAt'
>;

/** The public shape of `voucher` ({@link ShownVoucher}): its counts, quota and period start left out. */
export function shownVoucherOf(voucher: Voucher): ShownVoucher {
  const { code, discountType, value, maxDiscount, minSpend, productIds, categories, endsAt } = voucher;
  return { code, discountType, value, maxDiscount, minSpend, productIds: [...productIds], categories: [...categories], endsAt };
}

/** Whether the shop shows `voucher` at `now`: `Tampilkan di Toko` on, active, within its period, its `Kuota` not used up. */
export function isShownAt(voucher: Voucher, now: Date): boolean {
  const at = now.getTime();
  return (
    voucher.showInStore &&
    voucher.active &&
    (voucher.startsAt === null || at >= Date.parse(voucher.startsAt)) &&
    (voucher.endsAt === null || at < Date.parse(voucher.endsAt)) &&
    voucher.used < voucher.quota
  );
}

/**
 * The vouchers the storefront shows at `now` ({@link isShownAt}), newest first, at most
 * {@link MAX_SHOWN_VOUCHERS} (ties by code), in their public shape.
 * @param vouchers - the stored vouchers with their creation instants (ISO), in any order.
 * @param now - the shop's clock.
 */
export function shownVouchers(vouchers: readonly (Voucher & { createdAt: string })[], now: Date): ShownVoucher[] {
  return vouchers
    .filter((voucher) => isShownAt(voucher, now))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .slice(0, MAX_SHOWN_VOUCHERS)
    .map(shownVoucherOf);
}

/**
 * Whether a shown voucher applies to a product: it names no product and no category (every
 * product), or names the product's id or its category.
 */
export function shownVoucherAppliesTo(voucher: Pick<ShownVoucher, 'productIds' | 'categories'>, product: { id: number; category: string }): boolean {
  return appliesToLine(voucher, { productId: product.id, category: product.category });
}

/**
 * A voucher's terms as buyers read them, amounts in Rupiah ('Voucher Rp 10.000 dengan min.
 * belanja Rp 100.000', 'Diskon 10% hingga Rp 20.000', 'Gratis Ongkir hingga Rp 15.000'); the
 * minimum spend only when above zero.
 */
export function shownVoucherText(voucher: ShownVoucher): string {
  const text = shownVoucherMessages;
  const cap = voucher.maxDiscount === null ? '' : text.upTo(formatRupiah(voucher.maxDiscount));
  const terms =
    voucher.discountType === 'fixed'
      ? text.fixed(formatRupiah(voucher.value))
      : voucher.discountType === 'percent'
        ? text.percent(voucher.value) + cap
        : text.freeShipping + cap;
  return voucher.minSpend > 0 ? terms + text.minSpend(formatRupiah(voucher.minSpend)) : terms;
}
