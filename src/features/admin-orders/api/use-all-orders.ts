import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * Every order, newest first (`data.orders.listAll`, admin only: a non-admin gets the data layer's
 * PermissionError). Refreshes by itself when orders change, also in another tab.
 */
export function useAllOrders() {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.allOrders, queryFn: () => data.orders.listAll() });
}
