import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/** All e-mail log entries, newest first (admin only; spec section 2, dashboard). */
export function useEmailLogs() {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.emailLogs, queryFn: () => data.logs.listEmailLogs() });
}
