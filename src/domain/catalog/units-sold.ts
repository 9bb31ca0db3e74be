/**
 * Units sold of a product, shown as `Terjual N` on the product page (docs/product/decisions.md
 * "Checkout, orders, payment", units sold). The rule of which orders count lives here once: the browser's key-value adapter
 * sums with {@link unitsSold}, the server's read query (server/services/products.ts) keeps the
 * orders whose status is in {@link SOLD_ORDER_STATUSES}. Pure and zod-free.
 */
import type { Order, OrderStatus } from '../core/records';
import { ORDER_STATUSES } from '../core/vocabulary';

/**
 * The order statuses whose units count as sold: every status but `Cancelled` (a cancelled order
 * gave its units back). A Pending order counts: its units left the stock when it was placed.
 */
export const SOLD_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'Cancelled');

/** Whether the units of an order in `status` count as sold (see {@link SOLD_ORDER_STATUSES}). */
export function countsAsSold(status: OrderStatus): boolean {
  return SOLD_ORDER_STATUSES.includes(status);
}

/**
 * The units of `productId` in the orders that count as sold: the sum of the quantities of its
 * lines. Prototype orders without line items (docs/product/decisions.md "Whose order is it") name
 * their products only in text and count nothing.
 * @param orders - every stored order (only `status` and `items` are read).
 * @param productId - the product's id.
 * @returns whole units, 0 when none sold.
 */
export function unitsSold(orders: readonly Pick<Order, 'status' | 'items'>[], productId: number): number {
  let units = 0;
  for (const order of orders) {
    if (!countsAsSold(order.status)) continue;
    for (const line of order.items ?? []) if (line.productId === productId) units += line.quantity;
  }
  return units;
}
