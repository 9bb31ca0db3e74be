import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * The dashboard's four cards and monthly chart for a Jakarta day (`data.reports.dashboard`,
 * admin only: a non-admin gets the data layer's PermissionError). Computed where the data lives;
 * refreshes when orders, products or transactions change, also on another device.
 * @param day - `YYYY-MM-DD` in Asia/Jakarta.
 */
export function useDashboardFigures(day: string) {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.dashboardFigures(day),
    queryFn: () => data.reports.dashboard({ day }),
    // At midnight the day changes: the last figures stay until the new day's arrive.
    placeholderData: keepPreviousData,
  });
}
