import { screen, waitFor, within } from '@testing-library/react';
import { seedUsers } from '@/testing/seed';
import type { User } from '@/domain/core/records';
import { renderApp } from '@/testing/render-app';
import { replaceText } from '@/testing/replace-text';
import { Component as AdminSettingsRoute } from './settings';

/**
 * The admin with a prototype-style plain password, so the old-password check is instant (the
 * seed's hash takes 600,000 PBKDF2 iterations); new hashes use the tests' 1,000 iterations.
 */
const usersWithPlainPassword: User[] = seedUsers.map((u) => {
  if (u.username !== 'admin') return u;
  const { passwordHash: _hash, ...rest } = u;
  return { ...rest, password: 'admin123' };
});

describe('/admin/settings route', () => {
  it('saves the admin profile with the admin’s message', async () => {
    const { user, data } = await renderApp(<AdminSettingsRoute />, {
      url: '/admin/settings',
      user: 'admin',
    });
    const profile = await screen.findByRole('region', { name: 'Profil' });
    expect(within(profile).getByLabelText('Username')).toHaveAttribute('readonly');
    expect(within(profile).getByLabelText('Username')).toHaveValue('admin');
    await replaceText(user, within(profile).getByLabelText('Email'), 'pemilik@seulanga.id');
    await user.click(within(profile).getByRole('button', { name: 'Simpan Profil' }));
    expect(await screen.findByText('Profil admin berhasil diperbarui!')).toBeInTheDocument();
    expect((await data.auth.currentUser())?.email).toBe('pemilik@seulanga.id');
  });

  it('changes the admin password: errors inline, success toast, fields cleared', async () => {
    const { user } = await renderApp(<AdminSettingsRoute />, {
      url: '/admin/settings',
      user: 'admin',
      stored: { users: usersWithPlainPassword },
    });
    const card = await screen.findByRole('region', { name: 'Ubah Kata Sandi' });
    await replaceText(user, within(card).getByLabelText('Kata Sandi Lama'), 'salah');
    await replaceText(user, within(card).getByLabelText('Kata Sandi Baru'), 'rahasia-baru');
    await replaceText(user, within(card).getByLabelText('Konfirmasi Kata Sandi Baru'), 'rahasia-baru');
    await user.click(within(card).getByRole('button', { name: 'Ubah Kata Sandi' }));
    expect(await within(card).findByText('Kata sandi lama salah.')).toBeInTheDocument();

    await replaceText(user, within(card).getByLabelText('Kata Sandi Lama'), 'admin123');
    await user.click(within(card).getByRole('button', { name: 'Ubah Kata Sandi' }));
    expect(await screen.findByText('Kata sandi admin berhasil diubah!')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByLabelText('Kata Sandi Lama')).toHaveValue(''));
    expect(within(card).getByLabelText('Kata Sandi Baru')).toHaveValue('');
  });

  it('shows every section under one h1', async () => {
    await renderApp(<AdminSettingsRoute />, { url: '/admin/settings', user: 'admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pengaturan' }),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Profil' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'Ubah Kata Sandi',
      'Pengaturan Toko',
      'Notifikasi',
      'Akun Pengguna',
      'Cadangan Data',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });
});
