import { queryKeys } from '@/data';
import { usePagedQuery } from '@/data/react';
import type { OrderSearch } from '@/domain/back-office/lists';

/**
 * One page of the orders table (`data.orders.searchAll`, admin only: a non-admin gets the data
 * layer's PermissionError). While another page or filter loads, the previous page stays shown
 * (`isPlaceholderData`); refreshes when orders change in another tab or on another device.
 */
export function useOrderSearch(search: OrderSearch) {
  return usePagedQuery(queryKeys.orderSearch(search), (data) => data.orders.searchAll(search));
}
