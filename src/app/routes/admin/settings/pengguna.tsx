import { SettingsSectionPage, UserAccountsCard } from '@/features/admin-settings';

/** /admin/settings/pengguna, `Pengguna`: the user accounts with the role toggle. */
export function Component() {
  return (
    <SettingsSectionPage slug="pengguna">
      {({ user }) => <UserAccountsCard currentUserId={user.id} />}
    </SettingsSectionPage>
  );
}
