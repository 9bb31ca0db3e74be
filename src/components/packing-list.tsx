import { orderLines, packingLine } from '@/domain/orders/documents';
import type { Order } from '@/domain/core/records';

/**
 * What to pack for an order, one line per item: '{quantity} × {name}'
 * (src/domain/orders/documents.ts `packingLine`), or the product name of an order kept from before
 * items were stored. The back office's orders table ('Barang') and the packing label ('Isi Paket')
 * show it. Order text is rendered as text.
 * @param order - the order's items, or its `productName` when it has none.
 */
export function PackingList({ order }: { order: Pick<Order, 'items' | 'productName'> }) {
  return (
    <ul className="list-none">
      {orderLines(order).map((line, index) => (
        <li key={index} className="break-words">
          {packingLine(line)}
        </li>
      ))}
    </ul>
  );
}
