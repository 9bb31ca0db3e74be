import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/** Saves the admin's new-order notification preference (`data.settings.setNewOrderNotifications`). */
export function useSaveNotificationPreference() {
  const data = useShopData();
  return useMutation({
    mutationFn: (enabled: boolean) => data.settings.setNewOrderNotifications(enabled),
  });
}
