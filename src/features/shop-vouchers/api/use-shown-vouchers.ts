import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/**
 * The vouchers the shop shows anyone (`data.vouchers.listShown`, docs/product/vouchers.md "In the
 * shop"): newest first, at most six; refreshed when the `vouchers` key changes anywhere (an owner's
 * change in this tab, another tab or, in server mode, on the server).
 */
export function useShownVouchers() {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.shownVouchers, queryFn: () => data.vouchers.listShown() });
}
