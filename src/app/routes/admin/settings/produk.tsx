import { LowStockCard, SettingsSectionPage } from '@/features/admin-settings';

/** /admin/settings/produk, `Produk`: the low-stock mark. */
export function Component() {
  return (
    <SettingsSectionPage slug="produk">
      {({ store }) => <LowStockCard store={store} />}
    </SettingsSectionPage>
  );
}
