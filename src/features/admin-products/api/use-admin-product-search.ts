import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';
import type { ProductAdminSearch } from '@/domain/back-office-search';

/**
 * One page of the admin's products table (`data.catalog.searchAdmin`). While another page or
 * search loads, the previous page stays shown (`isPlaceholderData`); refreshes when products
 * change anywhere.
 */
export function useAdminProductSearch(search: ProductAdminSearch) {
  const data = useShopData();
  return useQuery({
    queryKey: queryKeys.adminProductSearch(search),
    queryFn: () => data.catalog.searchAdmin(search),
    placeholderData: keepPreviousData,
  });
}
