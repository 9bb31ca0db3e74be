import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * The signed-in buyer's orders, newest first (`data.orders.listMine()`; docs/product/decisions.md, "Whose
 * order is it"). An empty list when signed out. Refreshes by itself when orders change, also in
 * another tab.
 */
export function useMyOrders() {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.myOrders, queryFn: () => data.orders.listMine() });
}
