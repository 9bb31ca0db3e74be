import { formatRupiah } from '@/shared/format';
import { discountLines, orderAmounts } from '@/domain/orders/amounts';
import type { OrderVoucher } from '@/domain/core/records';

/** What {@link OrderAmountsNote} shows: an order's amounts and shipping fields. */
export interface OrderAmountsNoteProps {
  total: number;
  subtotal?: number;
  shippingCost?: number;
  discount?: number;
  vouchers?: readonly OrderVoucher[];
  courierName?: string;
  destination?: string;
}

/**
 * The small line under an order's total: 'Subtotal Rp … · Ongkos Kirim Rp … (courier,
 * destination)', then each voucher's 'Diskon Voucher ({code}) -Rp …'. Nothing for an order of before shipping costs (no `shippingCost`): its total is
 * its subtotal (docs/product/decisions.md "Shipping cost").
 */
export function OrderAmountsNote(order: OrderAmountsNoteProps) {
  if (order.shippingCost === undefined) return null;
  const { subtotal, shippingCost } = orderAmounts(order);
  const via = [order.courierName, order.destination].filter(Boolean).join(', ');
  return (
    <p className="text-xs text-muted-foreground">
      Subtotal {formatRupiah(subtotal)} · Ongkos Kirim {formatRupiah(shippingCost)}
      {via && ` (${via})`}
      {discountLines(order).map((line) => ` · ${line.label} ${line.amount}`)}
    </p>
  );
}
