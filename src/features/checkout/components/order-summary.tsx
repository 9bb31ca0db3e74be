import { cartTotal } from '@/domain/cart';
import { formatRupiah } from '@/domain/format';
import type { CartItem } from '@/domain/schemas';

/**
 * The checkout's order summary: each line as name × quantity with its subtotal, and the total
 * in Rupiah (no shipping fee or tax: spec section 9).
 * @param items - the cart lines at the catalogue's current prices.
 */
export function OrderSummary({ items }: { items: readonly CartItem[] }) {
  return (
    <div className="flex flex-col gap-3 text-sm">
      <ul className="flex flex-col gap-2" aria-label="Produk yang dipesan">
        {items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">
              {item.name} <span className="text-muted-foreground">× {item.quantity}</span>
            </span>
            <span className="shrink-0">{formatRupiah(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex justify-between gap-3 border-t pt-3 text-base">
        <dt className="font-semibold">Total</dt>
        <dd className="font-bold">{formatRupiah(cartTotal(items))}</dd>
      </dl>
    </div>
  );
}
