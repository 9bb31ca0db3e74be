import { DevicePushCard, NotificationCard, SettingsSectionPage } from '@/features/admin-settings';

/**
 * /admin/settings/notifikasi, `Notifikasi`: the new-order notification preference and this
 * device's Web Push (`Notifikasi Perangkat`).
 */
export function Component() {
  return (
    <SettingsSectionPage slug="notifikasi">
      {({ store }) => (
        <>
          <NotificationCard enabled={store.newOrderNotifications} />
          <DevicePushCard />
        </>
      )}
    </SettingsSectionPage>
  );
}
