import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';
import type { OrderLimitsInput } from '@/domain/validation';

/**
 * Saves the order limits (`data.settings.saveOrderLimits`: admin only, validated, logged as
 * `updateSettings`; issue 21). Rejects with the data layer's error (PermissionError, ValidationError).
 */
export function useSaveOrderLimits() {
  const data = useShopData();
  return useMutation({ mutationFn: (input: OrderLimitsInput) => data.settings.saveOrderLimits(input) });
}
