import { pageTitle } from '@/shared/page-titles';
import { accountMessages } from '@/shared/messages-account';
import type { SessionUser } from '@/domain/core/records';
import { PasswordCard } from '@/features/account';
import { LogoutButton } from '@/features/auth';

/** Props of {@link RequiredPasswordChange}. */
export interface RequiredPasswordChangeProps {
  /** The signed-in account that must change its password (its name is shown). */
  user: Pick<SessionUser, 'username'>;
}

/**
 * 'Ganti Kata Sandi' (docs/security.md "Seeded accounts"): what an account sees
 * instead of any page while its password is one others know — its published demo password on a
 * shop open to the network, or one the shop made up and showed once (the first start's generated
 * admin password, a reset) — (`SessionUser.mustChangePassword`, server mode only). It may change its password (the account's
 * own password section) or sign out; the server refuses everything else until then. Once the
 * password is changed the session is read again without the flag and the page asked for shows.
 */
export default function RequiredPasswordChange({ user }: RequiredPasswordChangeProps) {
  const title = accountMessages.passwordChangeRequiredTitle;
  return (
    <main id="main" className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-10 sm:py-16">
      <title>{pageTitle(title)}</title>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{accountMessages.passwordChangeRequiredIntro}</p>
        <p className="text-sm">
          Masuk sebagai <strong>{user.username}</strong>.
        </p>
      </header>
      <PasswordCard id="ganti-kata-sandi" />
      <LogoutButton variant="outline" className="self-start" />
    </main>
  );
}
