import { queryKeys } from '@/data';
import { usePagedQuery } from '@/data/react';
import type { ProductAdminSearch } from '@/domain/back-office/lists';

/**
 * One page of the admin's products table (`data.products.searchAdmin`). While another page or
 * search loads, the previous page stays shown (`isPlaceholderData`); refreshes when products
 * change anywhere.
 */
export function useAdminProductSearch(search: ProductAdminSearch) {
  return usePagedQuery(queryKeys.adminProductSearch(search), (data) =>
    data.products.searchAdmin(search),
  );
}
