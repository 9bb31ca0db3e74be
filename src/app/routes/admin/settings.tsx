import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/data/react';
import { accountMessages } from '@/shared/messages';
import { PasswordCard, ProfileCard } from '@/features/account';
import { AdminSettingsPage } from '@/features/admin-settings';
import { SignOutEverywhereCard } from '@/features/auth';

/**
 * /admin/settings (spec section 2, "Admin settings"): 'Pengaturan'. The admin's profile
 * ('Profil admin berhasil diperbarui!') and password ('Kata sandi admin berhasil diubah!') use
 * the account feature's sections; the rest is the admin-settings feature.
 */
export function Component() {
  const user = useCurrentUser();
  return (
    <AdminSettingsPage
      accountSections={
        user.data ? (
          <>
            <ProfileCard user={user.data} successMessage={accountMessages.adminProfileUpdated} />
            <PasswordCard successMessage={accountMessages.adminPasswordChanged} />
            <SignOutEverywhereCard />
          </>
        ) : (
          <Spinner label="Memuat profil..." />
        )
      }
    />
  );
}
