import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * The sales report and its six-month revenue chart for a Jakarta day (`data.reports.sales`,
 * admin only: a non-admin gets the data layer's PermissionError). Computed where the data lives;
 * refreshes when orders, transactions or accounts change, also on another device.
 * @param day - `YYYY-MM-DD` in Asia/Jakarta.
 */
export function useSalesFigures(day: string) {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.salesFigures(day),
    queryFn: () => data.reports.sales({ day }),
  });
}
