import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';
import type { ShippingTableInput } from '@/domain/shipping';

/**
 * Saves the shipping table `Ongkos Kirim` (`data.settings.saveShippingTable`: admin only,
 * validated, logged as `updateSettings`; issue 20). Rejects with the data layer's error
 * (PermissionError, ValidationError).
 */
export function useSaveShippingTable() {
  const data = useShopData();
  return useMutation({ mutationFn: (input: ShippingTableInput) => data.settings.saveShippingTable(input) });
}
