import { SettingsSectionPage, ShippingTableCard } from '@/features/admin-settings';

/** /admin/settings/pengiriman, `Pengiriman`: the shipping table. */
export function Component() {
  return (
    <SettingsSectionPage slug="pengiriman">
      {({ store }) => <ShippingTableCard store={store} />}
    </SettingsSectionPage>
  );
}
