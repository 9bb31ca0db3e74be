import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { useShopData } from '@/data/react';

/**
 * A product's units sold (`Terjual N`: units in orders not Cancelled, src/domain/catalog/units-sold.ts).
 * @param productId - the product's id.
 */
export function useUnitsSold(productId: number) {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.unitsSold(productId), queryFn: () => data.products.unitsSold(productId) });
}
