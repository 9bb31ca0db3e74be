import { screen } from '@testing-library/react';
import { accountMessages } from '@/shared/messages-account';
import { routes } from '@/app/router';
import { createTestData } from '@/testing/create-test-data';
import { preloadPages } from '@/testing/preload-pages';
import { renderApp } from '@/testing/render-app';

preloadPages('admin/dashboard');

/**
 * An account on its demo password, as the server flags it on a shop open to the network
 * (docs/security.md "Seeded accounts"): the memory adapter stands in for the server, its session flagged until the password changes.
 */
async function flaggedAdmin() {
  const testData = await createTestData({ user: 'admin' });
  const { auth, account } = testData.data;
  let mustChange = true;
  const currentUser = auth.currentUser.bind(auth);
  auth.currentUser = async () => {
    const user = await currentUser();
    return user && mustChange ? { ...user, mustChangePassword: true } : user;
  };
  const changePassword = account.changePassword.bind(account);
  account.changePassword = async (input) => {
    await changePassword(input);
    mustChange = false;
  };
  return testData;
}

describe('RequiredPasswordChange (no demo password on a public shop)', () => {
  it('shows only the password change, whatever the page, until the password is new', async () => {
    const { user } = await renderApp(null, { routes, url: '/admin', testData: await flaggedAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ganti Kata Sandi' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(accountMessages.passwordChangeRequiredIntro)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Beranda Toko' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Kata Sandi Lama'), 'admin123');
    await user.type(screen.getByLabelText('Kata Sandi Baru'), 'admin123');
    await user.type(screen.getByLabelText('Konfirmasi Kata Sandi Baru'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Ubah Kata Sandi' }));
    expect(await screen.findByText(accountMessages.newPasswordUnchanged, { selector: '[id$="-message"], p' }, { timeout: 10_000 })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Kata Sandi Baru'));
    await user.type(screen.getByLabelText('Kata Sandi Baru'), 'kopi-gayo-2026');
    await user.clear(screen.getByLabelText('Konfirmasi Kata Sandi Baru'));
    await user.type(screen.getByLabelText('Konfirmasi Kata Sandi Baru'), 'kopi-gayo-2026');
    await user.click(screen.getByRole('button', { name: 'Ubah Kata Sandi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beranda Toko' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ganti Kata Sandi' })).not.toBeInTheDocument();
  });
});
