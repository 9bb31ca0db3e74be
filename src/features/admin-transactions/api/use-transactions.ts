import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * Every payment transaction, newest first (`data.orders.listTransactions`, admin only: a
 * non-admin gets the data layer's PermissionError). Refreshes when transactions change.
 */
export function useTransactions() {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.transactions,
    queryFn: () => data.orders.listTransactions(),
  });
}
