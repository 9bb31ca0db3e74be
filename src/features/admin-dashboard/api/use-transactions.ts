import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/** Every transaction, newest first (admin only; the dashboard's 'Transaksi Pending' card). */
export function useTransactions() {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.transactions,
    queryFn: () => data.orders.listTransactions(),
  });
}
