import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';
import type { StoreSettingsInput } from '@/domain/validation';

/**
 * Saves the store settings (`data.settings.saveStore`: admin only, validated, logged as
 * `updateSettings`). Rejects with the data layer's error (PermissionError, ValidationError).
 */
export function useSaveStoreSettings() {
  const data = useShopData();
  return useMutation({ mutationFn: (input: StoreSettingsInput) => data.settings.saveStore(input) });
}
