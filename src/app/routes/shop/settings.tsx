import { SettingsPage } from '@/features/account';
import { SignOutEverywhereCard } from '@/features/auth';

/** /settings (spec section 2, buyer only): profile, password, sessions and address book. */
export function Component() {
  return <SettingsPage sessionSection={<SignOutEverywhereCard />} />;
}
