import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * One of the signed-in buyer's orders with its items and history (`data.orders.getMine`), for
 * its page /pesanan-saya/{id}. Fails with NotFoundError ('Pesanan tidak ditemukan.') for an
 * unknown order or another buyer's; refreshes by itself when orders change, also in another tab.
 * @param orderId - the order's id, as in the page's address.
 */
export function useMyOrder(orderId: string) {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.myOrder(orderId), queryFn: () => data.orders.getMine(orderId) });
}
