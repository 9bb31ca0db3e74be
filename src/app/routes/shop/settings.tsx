import { SettingsPage } from '@/features/account';

/** /settings (spec section 2, buyer only): profile, password and address book. */
export function Component() {
  return <SettingsPage />;
}
