import { OrderFlowCard, OrderLimitsCard, SettingsSectionPage } from '@/features/admin-settings';

/**
 * /admin/settings/pesanan, `Pesanan`: the order flow (payment deadline, automatic completion,
 * payment verification) and the order limits.
 */
export function Component() {
  return (
    <SettingsSectionPage slug="pesanan">
      {({ store }) => (
        <>
          <OrderFlowCard store={store} />
          <OrderLimitsCard store={store} />
        </>
      )}
    </SettingsSectionPage>
  );
}
