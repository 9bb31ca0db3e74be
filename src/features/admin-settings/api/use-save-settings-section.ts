import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';
import type { SettingsSectionInputs, SettingsSectionKey } from '@/domain/settings/sections';

/**
 * Saves settings section `key` (`data.settings.saveSection`: admin only, validated by the
 * section's rules in src/domain/settings/changes.ts, logged as `updateSettings`; spec section 2).
 * Resolves with the saved store settings; rejects with the data layer's error
 * (PermissionError, ValidationError).
 * @param key - the section: `store`, `orderLimits`, `lowStock`, `shippingTable`, `orderFlow` or `paymentAccounts`.
 */
export function useSaveSettingsSection<K extends SettingsSectionKey>(key: K) {
  const data = useShopData();
  return useMutation({ mutationFn: (input: SettingsSectionInputs[K]) => data.settings.saveSection(key, input) });
}
