import { PasswordCard, ProfileCard } from '@/features/account';
import { SettingsSectionPage } from '@/features/admin-settings';
import { SignOutEverywhereCard } from '@/features/auth';
import { accountMessages } from '@/shared/messages-account';

/**
 * /admin/settings/akun, `Akun Saya`: the admin's profile ('Profil admin berhasil diperbarui!'),
 * password ('Kata sandi admin berhasil diubah!') and `Keluar dari semua perangkat`, the account
 * and auth features' cards.
 */
export function Component() {
  return (
    <SettingsSectionPage slug="akun">
      {({ user }) => (
        <>
          <ProfileCard user={user} successMessage={accountMessages.adminProfileUpdated} />
          <PasswordCard successMessage={accountMessages.adminPasswordChanged} />
          <SignOutEverywhereCard />
        </>
      )}
    </SettingsSectionPage>
  );
}
