import { lineName } from '@/domain/catalog/variant-read';
import { cartTotal } from '@/domain/cart/current-lines';
import { priceInForce } from '@/domain/catalog/promo';
import { formatRupiah } from '@/shared/format';
import { voucherMessages } from '@/shared/messages-voucher';
import type { CartItem } from '@/domain/core/records';
import type { ShippingQuote } from '@/domain/shipping/cost';

/** A voucher's discount as the summary previews it: its code and Rupiah off. */
export interface SummaryDiscount {
  code: string;
  amount: number;
}

/**
 * The total the summary shows, in Rupiah: the lines at their prices in force at `now`, plus the chosen courier's
 * cost (none before a choice), less the previewed discounts.
 */
export function summaryTotal(items: readonly CartItem[], now: Date, shipping: ShippingQuote | null, discounts: readonly SummaryDiscount[] = []): number {
  return cartTotal(items, now) + (shipping?.cost ?? 0) - discounts.reduce((sum, d) => sum + d.amount, 0);
}

/**
 * The checkout's order summary: each line as name × quantity with its amount, then `Subtotal`
 * (the lines), `Ongkos Kirim` (the chosen courier's cost for the parcel; 'Pilih kurir'
 * until one is chosen), each voucher's `Diskon Voucher ({code})` and `Total` (the lines and
 * ongkir less the discounts), in Rupiah. The order's own figures are the data layer's, which
 * prices the shipping and decides the vouchers again.
 * @param items - the cart lines at the catalogue's current prices.
 * @param now - the instant they are priced at (a running promo's price: src/domain/catalog/promo.ts).
 * @param shipping - the chosen courier's quote, or null before a choice.
 * @param discounts - the applied vouchers' previewed discounts (none: no voucher).
 */
export function OrderSummary({
  items,
  now,
  shipping,
  discounts = [],
}: {
  items: readonly CartItem[];
  now: Date;
  shipping: ShippingQuote | null;
  discounts?: readonly SummaryDiscount[];
}) {
  const subtotal = cartTotal(items, now);
  return (
    <div className="flex flex-col gap-3 text-sm">
      <ul className="flex flex-col gap-2" aria-label="Produk yang dipesan">
        {items.map((item) => (
          <li key={`${item.id}:${item.variantId ?? ''}`} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">
              {lineName(item, item.variantId)} <span className="text-muted-foreground">× {item.quantity}</span>
            </span>
            <span className="shrink-0">{formatRupiah(priceInForce(item, now).unitPrice * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t pt-3">
        <div className="flex justify-between gap-3">
          <dt>Subtotal</dt>
          <dd>{formatRupiah(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>
            Ongkos Kirim
            {shipping && (
              <span className="block text-xs text-muted-foreground">
                {shipping.courierName}, {shipping.chargedKg} kg ke {shipping.destination}
              </span>
            )}
          </dt>
          <dd>{shipping ? formatRupiah(shipping.cost) : <span className="text-muted-foreground">Pilih kurir</span>}</dd>
        </div>
        {discounts.map((d) => (
          <div key={d.code} className="flex justify-between gap-3 text-green-700 dark:text-green-400">
            <dt>{voucherMessages.discountLine(d.code)}</dt>
            <dd>-{formatRupiah(d.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t pt-3 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-bold">{formatRupiah(summaryTotal(items, now, shipping, discounts))}</dd>
        </div>
      </dl>
    </div>
  );
}
