import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * The newest e-mail log entries (admin only; spec section 2, dashboard 'Log Notifikasi Email
 * Terbaru'): the first page of `data.logs.emailLogPage`, so no more than `count` entries are read.
 * Refreshes when the e-mail log changes.
 * @param count - how many (1–100).
 */
export function useEmailLogs(count: number) {
  const data = useShopData();
  const request = { pageSize: count };
  return useQuery({
    queryKey: queryKeys.emailLogPage(request),
    queryFn: () => data.logs.emailLogPage(request),
  });
}
