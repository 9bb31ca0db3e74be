import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * Any one order with its items, for the admin's packing label and invoice
 * (`data.orders.get`, admin only: a non-admin gets the data layer's PermissionError, an unknown id
 * its NotFoundError 'Pesanan tidak ditemukan.'). Refreshed when orders change.
 */
export function useAdminOrder(orderId: string) {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.adminOrder(orderId),
    queryFn: () => data.orders.get(orderId),
    retry: false,
  });
}
