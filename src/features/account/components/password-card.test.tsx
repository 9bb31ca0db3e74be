import { screen, waitFor, within } from '@testing-library/react';
import { seedUsers } from '@/testing/seed';
import { accountMessages } from '@/shared/messages-account';
import type { ActivityLog, User } from '@/domain/core/records';
import { renderApp } from '@/testing/render-app';
import { SettingsPage } from './settings-page';

/**
 * The buyer with a prototype-style plain password, so the old-password check is instant (the
 * seed's hash takes 600,000 PBKDF2 iterations); new hashes use the tests' 1,000 iterations.
 */
const usersWithPlainPassword: User[] = seedUsers.map((u) => {
  if (u.username !== 'pembeli') return u;
  const { passwordHash: _hash, ...rest } = u;
  return { ...rest, password: 'pembeli123' };
});

function passwordLogs(raw: string | null) {
  return (JSON.parse(raw ?? '[]') as ActivityLog[])
    .filter((l) => l.type === 'changePassword')
    .map((l) => (l.details as { success?: boolean } | undefined)?.success);
}

describe('settings: change password', () => {
  it('reports each failed check in the spec order inline and as a toast, then succeeds and clears the fields', async () => {
    const { user, data, driver } = await renderApp(<SettingsPage />, {
      user: 'pembeli',
      url: '/settings',
      stored: { users: usersWithPlainPassword },
    });
    const section = within(await screen.findByRole('region', { name: 'Ubah Kata Sandi' }));
    const oldField = section.getByLabelText('Kata Sandi Lama');
    const newField = section.getByLabelText('Kata Sandi Baru');
    const confirmField = section.getByLabelText('Konfirmasi Kata Sandi Baru');
    expect(oldField).toHaveAttribute('type', 'password');
    expect(oldField).toHaveAttribute('autocomplete', 'current-password');
    expect(newField).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmField).toHaveAttribute('autocomplete', 'new-password');
    const submit = section.getByRole('button', { name: 'Ubah Kata Sandi' });

    // 1. Wrong old password (even with a too-short, mismatched new one): the old one is checked first.
    await user.type(oldField, 'salah');
    await user.type(newField, '123');
    await user.type(confirmField, '456');
    await user.click(submit);
    expect(await section.findByText(accountMessages.oldPasswordWrong)).toBeInTheDocument();
    expect(oldField).toHaveAttribute('aria-invalid', 'true');
    expect(oldField).toHaveFocus();
    // Inline + toast (the toast shows once sonner has loaded, a moment after the first toast).
    await vi.waitFor(() => expect(screen.getAllByText(accountMessages.oldPasswordWrong)).toHaveLength(2), { timeout: 5_000 });

    // 2. Right old password, new one too short.
    await user.clear(oldField);
    await user.type(oldField, 'pembeli123');
    await user.click(submit);
    expect(await section.findByText(accountMessages.newPasswordTooShort)).toBeInTheDocument();
    expect(section.queryByText(accountMessages.oldPasswordWrong)).not.toBeInTheDocument();
    expect(newField).toHaveAttribute('aria-invalid', 'true');
    expect(newField).toHaveFocus();

    // 3. Long enough, confirmation differs.
    await user.clear(newField);
    await user.type(newField, 'rahasia99');
    await user.click(submit);
    expect(await section.findByText(accountMessages.confirmMismatch)).toBeInTheDocument();
    expect(confirmField).toHaveAttribute('aria-invalid', 'true');

    // 4. Success: toast, all three fields cleared, every attempt logged, the new password works.
    await user.clear(confirmField);
    await user.type(confirmField, 'rahasia99');
    await user.click(submit);
    expect(await screen.findByText(accountMessages.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(oldField).toHaveValue(''));
    expect(newField).toHaveValue('');
    expect(confirmField).toHaveValue('');
    expect(section.queryByText(accountMessages.confirmMismatch)).not.toBeInTheDocument();
    expect(passwordLogs(driver.getItem('activityLogs')).slice(-4)).toEqual([false, false, false, true]);
    expect(driver.getItem('users')).not.toContain('rahasia99');
    await data.auth.logout();
    expect((await data.auth.login('pembeli', 'rahasia99')).username).toBe('pembeli');
  }, 20_000);

  it('shows progress while the seeded password hash is checked', async () => {
    const { user } = await renderApp(<SettingsPage />, { user: 'pembeli', url: '/settings' });
    const section = within(await screen.findByRole('region', { name: 'Ubah Kata Sandi' }));
    await user.type(section.getByLabelText('Kata Sandi Lama'), 'bukan-sandi');
    await user.type(section.getByLabelText('Kata Sandi Baru'), 'rahasia99');
    await user.type(section.getByLabelText('Konfirmasi Kata Sandi Baru'), 'rahasia99');
    const submit = section.getByRole('button', { name: 'Ubah Kata Sandi' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(await section.findByText(accountMessages.oldPasswordWrong)).toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(section.getByLabelText('Kata Sandi Baru')).toHaveValue('rahasia99');
  });
});
