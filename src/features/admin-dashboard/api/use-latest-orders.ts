import { queryKeys } from '@/data';
import { usePagedQuery } from '@/data/react';

/**
 * The newest orders for 'Pesanan Terbaru' (spec section 2): the first page of the admin's order
 * list (`data.orders.searchAll`, newest first by `createdAt`, else `date`; ties keep the
 * later-stored first), so no more than `count` orders are read. Admin only.
 * @param count - how many (1–100).
 */
export function useLatestOrders(count: number) {
  const request = { pageSize: count };
  return usePagedQuery(queryKeys.orderSearch(request), (data) => data.orders.searchAll(request));
}
