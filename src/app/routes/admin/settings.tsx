import { AdminSettingsPage } from '@/features/admin-settings';

/**
 * /admin/settings (spec section 2, "Admin settings"): 'Pengaturan', the index of the settings
 * sections; each section is its own page under it (./settings/).
 */
export function Component() {
  return <AdminSettingsPage />;
}
