import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { usePagedQuery, useShopData } from '@/data/react';

/**
 * The newest e-mail log entries (admin only; spec section 2, dashboard 'Log Notifikasi Email
 * Terbaru'): the first page of `data.logs.emailLogPage`, so no more than `count` entries are read.
 * Refreshes when the e-mail log changes.
 * @param count - how many (1–100).
 */
export function useEmailLogs(count: number) {
  const request = { pageSize: count };
  return usePagedQuery(queryKeys.emailLogPage(request), (data) => data.logs.emailLogPage(request));
}

/**
 * How many order e-mails failed and were not sent since (`data.logs.failedEmailCount`; admin only),
 * for the dashboard's banner: every one, not only those among the newest entries. Refreshes when
 * the e-mail log changes.
 */
export function useFailedEmailCount() {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.failedEmailCount, queryFn: () => data.logs.failedEmailCount() });
}
