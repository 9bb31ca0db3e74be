import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useCurrentUser, useShopData } from '@/data/react';

/** The request of the products table the `Stok Menipis` card counts: its total only. */
const LOW_STOCK_COUNT = { stock: 'low', pageSize: 1 } as const;

/**
 * What the dashboard's to-do cards count, each a query of its own so one slow answer does not hold
 * the others: the orders per owner's stage and today's (`data.orders.stageCounts`), the products
 * at or below `Batas Stok Menipis` (the total of the products table's `stock=low` filter) and the
 * admin's unread chat messages. Each refreshes when its data changes, also on another device.
 */
export function useTodoCounts() {
  const data = useShopData();
  const { data: user } = useCurrentUser();
  const stages = useQuery({ queryKey: queryKeys.orderStageCounts, queryFn: () => data.orders.stageCounts() });
  const lowStock = useQuery({
    queryKey: queryKeys.adminProductSearch(LOW_STOCK_COUNT),
    queryFn: () => data.products.searchAdmin(LOW_STOCK_COUNT),
  });
  const unread = useQuery({
    // The chat launcher's key, so both read one cached count.
    queryKey: [...queryKeys.chatUnread, user?.username ?? ''],
    queryFn: () => data.chat.unreadCount(),
    enabled: user !== undefined && user !== null,
  });
  return { stages, lowStock: lowStock.data?.total, unread: unread.data, error: stages.error ?? lowStock.error };
}
