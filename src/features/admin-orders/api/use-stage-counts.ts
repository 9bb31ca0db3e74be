import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * The orders per owner's stage and today's (`data.orders.stageCounts`, admin only), the counts
 * of the orders page's tabs and `Hari Ini` chip; refreshes when orders change, also on another
 * device.
 */
export function useStageCounts() {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.orderStageCounts,
    queryFn: () => data.orders.stageCounts(),
    placeholderData: keepPreviousData,
  });
}
