import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/** Every order, newest first (admin only; the dashboard's cards, chart and 'Pesanan Terbaru'). */
export function useAllOrders() {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.allOrders, queryFn: () => data.orders.listAll() });
}
