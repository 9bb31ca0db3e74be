import { PaymentAccountsCard, SettingsSectionPage } from '@/features/admin-settings';

/** /admin/settings/pembayaran, `Pembayaran`: the payment accounts the buyers' payment instructions show. */
export function Component() {
  return (
    <SettingsSectionPage slug="pembayaran">
      {({ store }) => <PaymentAccountsCard store={store} />}
    </SettingsSectionPage>
  );
}
