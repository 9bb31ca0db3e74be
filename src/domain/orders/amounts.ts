/**
 * An order's amounts and its courier's tracking link: the pure reads of an order's shipping fields
 * that the buyer's order pages and the back office's order lists draw. Kept apart from
 * ../shipping/cost.ts, whose zod schemas (built when that module loads) would otherwise come with every
 * page that shows an order's total (zod's loading would slow `Pesanan Saya`'s start-up).
 */
import type { OrderVoucher } from '../core/records';
import type { Courier } from '../shipping/cost';
import { formatRupiah } from '@/shared/format';
import { voucherMessages } from '@/shared/messages-voucher';

/**
 * The parts of an order's amount (Rupiah): its `subtotal` (the lines), `shippingCost`, the
 * vouchers it carried with their `discount` in all, and `total` (subtotal plus shipping cost less
 * the discount). An order stored before shipping costs has neither field: its shipping cost is 0
 * and its subtotal its total (docs/product/decisions.md "Shipping cost"); one stored before
 * vouchers, none (docs/product/vouchers.md).
 */
export function orderAmounts(order: {
  total: number;
  subtotal?: number;
  shippingCost?: number;
  discount?: number;
  vouchers?: readonly OrderVoucher[];
}): {
  subtotal: number;
  shippingCost: number;
  discount: number;
  vouchers: readonly OrderVoucher[];
  total: number;
} {
  const shippingCost = order.shippingCost ?? 0;
  const discount = order.discount ?? 0;
  return {
    subtotal: order.subtotal ?? order.total - shippingCost + discount,
    shippingCost,
    discount,
    vouchers: order.vouchers ?? [],
    total: order.total,
  };
}

/**
 * The order's voucher lines as its page, invoice and e-mails show them (docs/product/ui-names.md):
 * 'Diskon Voucher ({code})' and the discount as a negative amount ('-Rp 8.500'), a shop voucher
 * first; none for an order that carried no voucher.
 */
export function discountLines(order: { vouchers?: readonly OrderVoucher[] }): { label: string; amount: string }[] {
  return (order.vouchers ?? []).map((voucher) => ({
    label: voucherMessages.discountLine(voucher.code),
    amount: `-${formatRupiah(voucher.amount)}`,
  }));
}

/**
 * The courier's tracking page for a parcel ('Nomor Resi'): the courier's `trackingUrl`
 * with `{resi}` replaced by the URL-encoded tracking number, or null when the courier has no
 * tracking page (the shop's own courier), no `{resi}` place, or the order no tracking number.
 * @param courier - the order's courier in the current shipping table, if still there.
 * @param trackingNumber - the order's tracking number.
 */
export function trackingLink(
  courier: Pick<Courier, 'trackingUrl'> | undefined,
  trackingNumber: string | undefined,
): string | null {
  if (!courier || !trackingNumber || !/^https:\/\/\S*\{resi\}/.test(courier.trackingUrl)) return null;
  return courier.trackingUrl.replace('{resi}', encodeURIComponent(trackingNumber));
}
