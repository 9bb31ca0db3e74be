import { useQueries } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * What the sales report reads, all admin-only: every order (`data.orders.listAll`), every
 * transaction (`data.orders.listTransactions`) and every user (`data.admin.listUsers`).
 * `data` is undefined until all three have loaded; `error` is the first failure.
 */
export function useReportData() {
  const data = useShopData();
  return useQueries({
    queries: [
      { queryKey: queryKeys.allOrders, queryFn: () => data.orders.listAll() },
      { queryKey: queryKeys.transactions, queryFn: () => data.orders.listTransactions() },
      { queryKey: queryKeys.users, queryFn: () => data.admin.listUsers() },
    ],
    combine: ([orders, transactions, users]) => ({
      data:
        orders.data && transactions.data && users.data
          ? { orders: orders.data, transactions: transactions.data, users: users.data }
          : undefined,
      error: orders.error ?? transactions.error ?? users.error,
      isPending: orders.isPending || transactions.isPending || users.isPending,
    }),
  });
}
