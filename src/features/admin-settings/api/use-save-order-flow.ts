import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';
import type { OrderFlowInput } from '@/domain/validation';

/**
 * Saves 'Alur Pesanan' (`data.settings.saveOrderFlow`: admin only, validated, logged as
 * `updateSettings`; issue 20). Rejects with the data layer's error (PermissionError, ValidationError).
 */
export function useSaveOrderFlow() {
  const data = useShopData();
  return useMutation({ mutationFn: (input: OrderFlowInput) => data.settings.saveOrderFlow(input) });
}
