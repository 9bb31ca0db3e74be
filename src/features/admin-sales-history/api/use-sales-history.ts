import { queryKeys } from '@/data';
import { usePagedQuery } from '@/data/react';
import type { PageRequest } from '@/domain/core/paging';

/**
 * One page of the sales history (`data.logs.salesHistory`, admin only: a non-admin gets the data
 * layer's PermissionError). While another page loads, the previous one stays shown; refreshes
 * when the activity log changes, also in another tab or on another device.
 */
export function useSalesHistory(request: PageRequest) {
  return usePagedQuery(queryKeys.salesHistory(request), (data) => data.logs.salesHistory(request));
}
