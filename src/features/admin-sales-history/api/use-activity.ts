import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * Every activity log entry, newest first (`data.logs.listActivity`, admin only: a non-admin gets
 * the data layer's PermissionError). Refreshes when the log changes, also in another tab.
 */
export function useActivity() {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.activity, queryFn: () => data.logs.listActivity() });
}
