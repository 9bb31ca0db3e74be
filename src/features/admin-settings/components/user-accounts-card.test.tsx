import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { stubMatchMedia } from '@/testing/stub-match-media';
import { UserAccountsCard } from './user-accounts-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UserAccountsCard on a phone', () => {
  it('shows a card per account with its role and role button, none on the admin’s own', async () => {
    stubMatchMedia(false);
    const { user, data } = await renderApp(<UserAccountsCard currentUserId="USR001" />, {
      user: 'admin',
    });
    const list = await screen.findByRole('list', { name: 'Daftar akun pengguna' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = (name: RegExp) =>
      within(within(list).getByRole('heading', { level: 3, name }).closest('li') as HTMLElement);

    expect(card(/^admin/).getByText('(Anda)')).toBeInTheDocument();
    expect(card(/^admin/).queryByRole('button')).not.toBeInTheDocument();
    expect(card(/^pembeli$/).getByText('Pembeli')).toBeInTheDocument();
    const promote = card(/^pembeli$/).getByRole('button', { name: 'Jadikan admin' });
    expect(promote).toHaveAccessibleDescription('pembeli');
    await user.click(promote);
    expect(
      await screen.findByText('Peran pengguna berhasil diperbarui menjadi Admin!'),
    ).toBeInTheDocument();
    expect(
      await card(/^pembeli$/).findByRole('button', { name: 'Jadikan pembeli' }),
    ).toBeInTheDocument();
    expect((await data.users.list()).find((u) => u.username === 'pembeli')?.role).toBe(
      'admin',
    );
  });
});
