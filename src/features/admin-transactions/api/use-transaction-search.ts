import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';
import type { TransactionSearch } from '@/domain/back-office-search';

/**
 * One page of the transactions table (`data.orders.searchTransactions`, admin only: a non-admin
 * gets the data layer's PermissionError). While another page or filter loads, the previous page
 * stays shown (`isPlaceholderData`); refreshes when transactions change anywhere.
 */
export function useTransactionSearch(search: TransactionSearch) {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.transactionSearch(search),
    queryFn: () => data.orders.searchTransactions(search),
    placeholderData: keepPreviousData,
  });
}
