/**
 * Admin settings feature: store settings with maintenance mode, notification preference, user
 * roles and the data backup (spec section 2, "Admin settings"; docs/product/decisions.md "Back office").
 * The admin's own profile and password sections come from the account feature and are
 * passed in by the route as `accountSections`.
 */
export { AdminSettingsPage, type AdminSettingsPageProps } from './components/admin-settings-page';
export { StoreSettingsCard } from './components/store-settings-card';
export { OrderLimitsCard } from './components/order-limits-card';
export { NotificationCard } from './components/notification-card';
export { UserAccountsCard } from './components/user-accounts-card';
export { BackupCard } from './components/backup-card';
export { backupFileName, SETTINGS_TEXT } from './lib/texts';
