import type { ReactNode } from 'react';
import { PageLoading } from '@/components/ui/page-loading';
import { SectionNav } from '@/components/ui/section-nav';
import { errorMessage } from '@/data/errors';
import { useCurrentUser } from '@/data/react';
import { messages } from '@/shared/messages';
import { AddressBookCard } from './address-book-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';

const SECTIONS = [
  { id: 'profil', label: 'Profil' },
  { id: 'kata-sandi', label: 'Ubah Kata Sandi' },
  { id: 'sesi', label: 'Sesi' },
  { id: 'alamat', label: 'Alamat Tersimpan' },
] as const;

/**
 * /settings, the buyer's account settings (spec section 2, "Settings"): the h1
 * 'Pengaturan Akun' and three sections — {@link ProfileCard} 'Profil', {@link PasswordCard}
 * 'Ubah Kata Sandi' and {@link AddressBookCard} 'Alamat Tersimpan'. On phones they stack below an
 * in-page navigation; from `lg` up profile and password sit in the left column, the address book
 * in the right. The route's guard lets only buyers in.
 * @param sessionSection - a section under the password (the route gives the auth feature's
 *   'Sesi', `Keluar dari semua perangkat`).
 */
export function SettingsPage({ sessionSection }: { sessionSection?: ReactNode } = {}) {
  const user = useCurrentUser();

  let body;
  if (user.isPending) {
    body = (
      <PageLoading
        label="Memuat pengaturan..."
        heights={['h-96', 'h-72']}
        className="grid items-start gap-6 lg:grid-cols-2"
      />
    );
  } else if (user.isError || !user.data) {
    body = (
      <p role="alert" className="text-destructive">
        {user.isError ? errorMessage(user.error) : messages.permission.signInRequired}
      </p>
    );
  } else {
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <ProfileCard user={user.data} />
          <PasswordCard />
          {sessionSection}
        </div>
        <div className="min-w-0">
          <AddressBookCard addresses={user.data.addresses} />
        </div>
      </div>
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Pengaturan Akun</h1>
      <SectionNav
        label="Bagian pengaturan"
        sections={SECTIONS.filter((section) => sessionSection || section.id !== 'sesi')}
        className="lg:hidden"
      />
      {body}
    </section>
  );
}
