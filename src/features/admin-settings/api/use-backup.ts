import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/** Reads all shop data as one backup object (`data.backup.export`, admin only). */
export function useExportBackup() {
  const data = useShopData();
  return useMutation({ mutationFn: () => data.backup.export() });
}

/**
 * Replaces the shop's data with a backup (`data.backup.restore`): everything is validated
 * first; an invalid backup changes nothing and rejects with a ValidationError saying why.
 */
export function useRestoreBackup() {
  const data = useShopData();
  return useMutation({ mutationFn: (backup: unknown) => data.backup.restore(backup) });
}
