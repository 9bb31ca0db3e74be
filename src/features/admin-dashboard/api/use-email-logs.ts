import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { usePagedQuery, useShopData } from '@/data/react';
import type { EmailLogSearch } from '@/domain/back-office/lists';

/**
 * A page of the e-mail log, newest first (admin only; spec section 2, dashboard 'Log Notifikasi
 * Email Terbaru'): `data.logs.emailLogPage`, so no more than a page is read; with `unresolved`,
 * only the failures not sent since. Refreshes when the e-mail log changes; the previous page stays
 * shown while the next loads.
 * @param request - the page, its size (1–100) and the filter.
 */
export function useEmailLogs(request: EmailLogSearch) {
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
