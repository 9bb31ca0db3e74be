import { screen, waitFor, within } from '@testing-library/react';
import { seedUsers } from '@/testing/seed';
import type { User } from '@/domain/core/records';
import type { ComponentType } from 'react';
import { SETTINGS_SECTIONS, type SettingsSlug } from '@/features/admin-settings';
import { pageTitle } from '@/shared/page-titles';
import { ROUTES } from '@/shared/routes';
import { renderApp } from '@/testing/render-app';
import { replaceText } from '@/testing/replace-text';
import { Component as AdminSettingsRoute } from './settings';
import { Component as AccountSection } from './settings/akun';

/**
 * The admin with a prototype-style plain password, so the old-password check is instant (the
 * seed's hash takes 600,000 PBKDF2 iterations); new hashes use the tests' 1,000 iterations.
 */
const usersWithPlainPassword: User[] = seedUsers.map((u) => {
  if (u.username !== 'admin') return u;
  const { passwordHash: _hash, ...rest } = u;
  return { ...rest, password: 'admin123' };
});

describe('/admin/settings/akun route', () => {
  it('saves the admin profile with the admin’s message', async () => {
    const { user, data } = await renderApp(<AccountSection />, {
      url: '/admin/settings/akun',
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
    const { user } = await renderApp(<AccountSection />, {
      url: '/admin/settings/akun',
      user: 'admin',
      stored: { users: usersWithPlainPassword },
    });
    const card = await screen.findByRole('region', { name: 'Ubah Kata Sandi' });
    await replaceText(user, within(card).getByLabelText('Kata Sandi Lama'), 'salah');
    await replaceText(user, within(card).getByLabelText('Kata Sandi Baru'), 'rahasia-baru');
    await replaceText(
      user,
      within(card).getByLabelText('Konfirmasi Kata Sandi Baru'),
      'rahasia-baru',
    );
    await user.click(within(card).getByRole('button', { name: 'Ubah Kata Sandi' }));
    expect(await within(card).findByText('Kata sandi lama salah.')).toBeInTheDocument();

    await replaceText(user, within(card).getByLabelText('Kata Sandi Lama'), 'admin123');
    await user.click(within(card).getByRole('button', { name: 'Ubah Kata Sandi' }));
    expect(await screen.findByText('Kata sandi admin berhasil diubah!')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByLabelText('Kata Sandi Lama')).toHaveValue(''));
    expect(within(card).getByLabelText('Kata Sandi Baru')).toHaveValue('');
  });
});

/** Each section's page module. */
const SECTION_PAGES = import.meta.glob<{ Component: ComponentType }>([
  './settings/*.tsx',
  '!**/*.test.tsx',
]);

/** The cards (regions) each section's page shows. */
const SECTION_CARDS: Record<SettingsSlug, string[]> = {
  akun: ['Profil', 'Ubah Kata Sandi', 'Sesi'],
  notifikasi: ['Notifikasi'],
  toko: ['Pengaturan Toko'],
  pembayaran: ['Rekening Pembayaran'],
  pesanan: ['Alur Pesanan', 'Batas Pesanan'],
  pengiriman: ['Ongkos Kirim'],
  produk: ['Batas Stok Menipis'],
  pengguna: ['Akun Pengguna'],
  cadangan: ['Cadangan Data'],
};

describe('/admin/settings and its sections', () => {
  it('lists every section on the index', async () => {
    await renderApp(<AdminSettingsRoute />, { url: '/admin/settings', user: 'admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pengaturan' }),
    ).toBeInTheDocument();
    for (const { name } of SETTINGS_SECTIONS) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('gives each section a titled page of the route manifest, with its module', () => {
    const sectionRoutes = ROUTES.filter((route) => route.path.startsWith('/admin/settings/'));
    expect(sectionRoutes).toEqual(
      SETTINGS_SECTIONS.map(({ slug, name }) => ({
        path: `/admin/settings/${slug}`,
        page: `admin/settings/${slug}`,
        access: 'admin',
        title: `${name} — Pengaturan`,
      })),
    );
    expect(Object.keys(SECTION_PAGES).sort()).toEqual(
      SETTINGS_SECTIONS.map(({ slug }) => `./settings/${slug}.tsx`).sort(),
    );
    expect(pageTitle(sectionRoutes[0]!.title!)).toBe('Akun Saya — Pengaturan — Seulanga');
  });

  it.each(SETTINGS_SECTIONS.map((s) => [s.slug, s.name] as const))(
    '%s: its cards under one h1, and the way back',
    async (slug, name) => {
      const { Component } = await SECTION_PAGES[`./settings/${slug}.tsx`]!();
      await renderApp(<Component />, { url: `/admin/settings/${slug}`, user: 'admin' });
      expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
      for (const region of SECTION_CARDS[slug]) {
        expect(await screen.findByRole('region', { name: region })).toBeInTheDocument();
      }
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('link', { name: 'Kembali ke Pengaturan' })).toHaveAttribute(
        'href',
        '/admin/settings',
      );
    },
  );
});
