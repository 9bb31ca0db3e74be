import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * Several orders with their items at once, for the admin's bulk packing labels
 * (`data.orders.getMany`, admin only, one read: the orders of `orderIds` in that order, an unknown
 * id left out). Not run for no id. Refreshed when orders change.
 * @param orderIds - at most `MAX_LABELS_PER_PRINT` ids (src/domain/orders/labels.ts).
 */
export function useAdminOrders(orderIds: readonly string[]) {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.adminOrders(orderIds),
    queryFn: () => data.orders.getMany(orderIds),
    enabled: orderIds.length > 0,
    retry: false,
  });
}
