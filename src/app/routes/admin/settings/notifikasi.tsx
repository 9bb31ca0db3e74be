import { NotificationCard, SettingsSectionPage } from '@/features/admin-settings';

/** /admin/settings/notifikasi, `Notifikasi`: the new-order notification preference. */
export function Component() {
  return (
    <SettingsSectionPage slug="notifikasi">
      {({ store }) => <NotificationCard enabled={store.newOrderNotifications} />}
    </SettingsSectionPage>
  );
}
