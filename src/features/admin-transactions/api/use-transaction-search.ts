import { queryKeys } from '@/data';
import { usePagedQuery } from '@/data/react';
import type { TransactionSearch } from '@/domain/back-office/lists';

/**
 * One page of the transactions table (`data.orders.searchTransactions`, admin only: a non-admin
 * gets the data layer's PermissionError). While another page or filter loads, the previous page
 * stays shown (`isPlaceholderData`); refreshes when transactions change anywhere.
 */
export function useTransactionSearch(search: TransactionSearch) {
  return usePagedQuery(queryKeys.transactionSearch(search), (data) =>
    data.orders.searchTransactions(search),
  );
}
