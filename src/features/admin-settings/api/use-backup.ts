import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/** Reads all shop data as one backup object (`data.admin.exportBackup`, admin only). */
export function useExportBackup() {
  const data = useShopData();
  return useMutation({ mutationFn: () => data.admin.exportBackup() });
}

/**
 * Replaces the shop's data with a backup (`data.admin.restoreBackup`): everything is validated
 * first; an invalid backup changes nothing and rejects with a ValidationError saying why.
 */
export function useRestoreBackup() {
  const data = useShopData();
  return useMutation({ mutationFn: (backup: unknown) => data.admin.restoreBackup(backup) });
}
