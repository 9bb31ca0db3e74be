import { screen, within } from '@testing-library/react';
import { SiteHeader } from '@/components/layout/site-header';
import { accountMessages } from '@/shared/messages-account';
import { messages } from '@/shared/messages';
import type * as ImageModule from '@/lib/image';
import { renderApp } from '@/testing/render-app';
import { SettingsPage } from './settings-page';

const AVATAR = 'data:image/webp;base64,UklGRiIAAABXRUJQ';

// Canvas is missing in jsdom: the picture "preparation" returns a fixed data URL.
vi.mock('@/lib/image', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageModule>()),
  prepareImage: vi.fn(async () => AVATAR),
}));

function page() {
  return (
    <>
      <SiteHeader logoutButton={<span />} />
      <SettingsPage />
    </>
  );
}

describe('settings: profile', { timeout: 15_000 }, () => {
  it('shows the page heading, the three sections and the read-only username', async () => {
    await renderApp(<SettingsPage />, { user: 'pembeli', url: '/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pengaturan Akun' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Simpan Profil' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Profil',
      'Ubah Kata Sandi',
      'Alamat Tersimpan',
    ]);
    const username = screen.getByLabelText('Username');
    expect(username).toHaveValue('pembeli');
    expect(username).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('pembeli@example.com');
    expect(screen.getByRole('img', { name: 'Pratinjau Foto Profil' })).toHaveAttribute('src', '/images/avatars/pembeli.svg');
  });

  it('saves the e-mail and picture; the session and the header avatar follow at once', async () => {
    const { user, data, driver } = await renderApp(page(), { user: 'pembeli', url: '/settings' });
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByRole('img', { name: 'Foto profil pembeli' })).toHaveAttribute('src', '/images/avatars/pembeli.svg');

    await user.upload(await screen.findByLabelText('Foto Profil'), new File(['png'], 'saya.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Pratinjau Foto Profil' })).toHaveAttribute('src', AVATAR);
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'rahmat@example.com');
    await user.click(screen.getByRole('button', { name: 'Simpan Profil' }));

    expect(await screen.findByText(accountMessages.profileUpdated)).toBeInTheDocument();
    expect(await header.findByRole('img', { name: 'Foto profil pembeli' })).toHaveAttribute('src', AVATAR);
    const session = await data.auth.currentUser();
    expect(session).toMatchObject({ email: 'rahmat@example.com', profileImage: AVATAR });
    expect(driver.getItem('activityLogs')).toContain('updateProfile');
    expect(screen.getByLabelText('Email')).toHaveValue('rahmat@example.com');
  });

  it("shows the data layer's field error inline: an e-mail already in use", async () => {
    const { user, data } = await renderApp(<SettingsPage />, { user: 'pembeli', url: '/settings' });
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'admin@seulanga.id');
    await user.click(screen.getByRole('button', { name: 'Simpan Profil' }));

    const profile = within(screen.getByRole('region', { name: 'Profil' }));
    expect(await profile.findByText(messages.auth.emailTaken)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(messages.auth.emailTaken);
    expect(email).toHaveFocus();
    expect((await data.auth.currentUser())?.email).toBe('pembeli@example.com');
  });

  it('checks the e-mail format before saving', async () => {
    const { user } = await renderApp(<SettingsPage />, { user: 'pembeli', url: '/settings' });
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'bukan-email');
    await user.click(screen.getByRole('button', { name: 'Simpan Profil' }));
    expect(await screen.findByText(messages.auth.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(accountMessages.profileUpdated)).not.toBeInTheDocument();
  });
});
