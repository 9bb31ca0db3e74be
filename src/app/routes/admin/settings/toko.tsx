import { SettingsSectionPage, StoreSettingsCard } from '@/features/admin-settings';

/** /admin/settings/toko, `Toko`: the store settings with maintenance mode. */
export function Component() {
  return (
    <SettingsSectionPage slug="toko">
      {({ store }) => <StoreSettingsCard store={store} />}
    </SettingsSectionPage>
  );
}
