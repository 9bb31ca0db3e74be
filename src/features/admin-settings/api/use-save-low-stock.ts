import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';
import type { LowStockInput } from '@/domain/validation';

/**
 * Saves `Batas Stok Menipis` (`data.settings.saveLowStock`: admin only, validated, logged as
 * `updateSettings`; issue 20). Rejects with the data layer's error (PermissionError, ValidationError).
 */
export function useSaveLowStock() {
  const data = useShopData();
  return useMutation({ mutationFn: (input: LowStockInput) => data.settings.saveLowStock(input) });
}
