/**
 * Admin settings feature: the index `Pengaturan` and its sections' pages (store settings with
 * maintenance mode, payment accounts, order flow and limits, shipping table, low stock,
 * notification preference, user roles, the data backup; spec section 2, "Admin settings";
 * docs/product/decisions.md "Back office"). Each section's route (src/app/routes/admin/settings/)
 * puts its cards into {@link SettingsSectionPage}; the admin's own profile and password cards
 * come from the account feature.
 */
export { AdminSettingsPage } from './components/admin-settings-page';
export {
  SettingsSectionPage,
  type SettingsSectionData,
  type SettingsSectionPageProps,
} from './components/settings-section-page';
export { OrderFlowCard } from './components/order-flow-card';
export { LowStockCard } from './components/low-stock-card';
export { ShippingTableCard } from './components/shipping-table-card';
export { PaymentAccountsCard } from './components/payment-accounts-card';
export { StoreSettingsCard } from './components/store-settings-card';
export { OrderLimitsCard } from './components/order-limits-card';
export { NotificationCard } from './components/notification-card';
export { DevicePushCard } from './components/device-push-card';
export { UserAccountsCard } from './components/user-accounts-card';
export { BackupCard } from './components/backup-card';
export { backupFileName, SETTINGS_TEXT } from './lib/texts';
export { SETTINGS_SECTIONS, type SettingsSlug } from './lib/settings-sections';
