import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { seed } from '@/testing/seed';
import { renderApp } from '@/testing/render-app';
import { RequireRole } from '../require-role';
import type { RenderAppOptions } from '@/testing/render-app';
import { Component as AdminLayout } from './admin-layout';
import { RootLayout } from './root-layout';

const routes: RouteObject[] = [
  {
    // The root layout completes a sign-out once `/` is on screen.
    element: <RootLayout />,
    children: [
      { path: '/', element: <h1>Beranda toko</h1> },
      { path: '/login', element: <h1>Halaman login</h1> },
      {
        path: '/admin',
        element: <RequireRole />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { index: true, element: <h1>Halaman dashboard</h1> },
              { path: 'products', element: <h1>Halaman produk</h1> },
              { path: 'orders', element: <h1>Halaman pesanan</h1> },
              { path: 'settings', element: <h1>Halaman pengaturan</h1> },
              { path: 'settings/akun', element: <h1>Halaman akun saya</h1> },
            ],
          },
        ],
      },
    ],
  },
];

function renderAdmin(
  url = '/admin',
  options: Omit<RenderAppOptions, 'routes' | 'url' | 'user'> = {},
) {
  return renderApp(null, { routes, url, user: 'admin', ...options });
}

const LINKS: [string, string][] = [
  ['Beranda Toko', '/admin'],
  ['Daftar Produk', '/admin/products'],
  ['Data Mitra Seulanga', '/admin/partners'],
  ['Voucher', '/admin/vouchers'],
  ['Pesanan', '/admin/orders'],
  ['Transaksi & Pembayaran', '/admin/transactions'],
  ['Laporan Penjualan', '/admin/reports'],
  ['Log Aktivitas', '/admin/sales-history'],
  ['Pengaturan', '/admin/settings'],
];

describe('admin layout', () => {
  it('renders the skip link, the sidebar with logo, nine links and Keluar, and main#main', async () => {
    await renderAdmin();
    const nav = within(await screen.findByRole('navigation', { name: 'Navigasi admin' }));
    expect(nav.getByRole('link', { name: 'Seulanga' })).toHaveAttribute('href', '/');
    const links = nav.getAllByRole('link').slice(1);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(LINKS);
    expect(nav.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Halaman dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lewati ke konten' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ganti tema' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /pemeliharaan/i })).not.toBeInTheDocument();
  });

  it('marks only the current page: Beranda Toko matches /admin exactly', async () => {
    const { user } = await renderAdmin();
    const nav = within(await screen.findByRole('navigation', { name: 'Navigasi admin' }));
    expect(nav.getByRole('link', { name: 'Beranda Toko' })).toHaveAttribute('aria-current', 'page');
    await user.click(nav.getByRole('link', { name: 'Daftar Produk' }));
    expect(await screen.findByRole('heading', { name: 'Halaman produk' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Daftar Produk' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav.getByRole('link', { name: 'Beranda Toko' })).not.toHaveAttribute('aria-current');
  });

  it('opens the phone menu with Buka menu; following a link closes it', async () => {
    const { user } = await renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Buka menu' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Menu Admin' }));
    expect(
      sheet
        .getAllByRole('link')
        .slice(1)
        .map((link) => link.textContent),
    ).toEqual(LINKS.map(([name]) => name));
    expect(sheet.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    await user.click(sheet.getByRole('link', { name: 'Pesanan' }));
    expect(await screen.findByRole('heading', { name: 'Halaman pesanan' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu Admin' })).not.toBeInTheDocument(),
    );
  });

  it('shows the maintenance banner while maintenance mode is on', async () => {
    await renderAdmin('/admin', { stored: { maintenanceMode: true } });
    expect(await screen.findByText(/Mode pemeliharaan aktif/)).toBeInTheDocument();
  });

  describe('notification bell', () => {
    it("says 'Tidak ada notifikasi baru' without a new order", async () => {
      const { user } = await renderAdmin();
      const bell = await screen.findByRole('button', { name: 'Notifikasi' });
      expect(bell).toHaveAttribute('data-has-notification', 'false');
      await user.click(bell);
      expect(
        await screen.findByRole('menuitem', { name: 'Tidak ada notifikasi baru' }),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('menuitem', { name: 'Lihat pesanan baru' }),
      ).not.toBeInTheDocument();
    });

    it("shows the dot and 'Lihat pesanan baru', which opens /admin/orders and clears it", async () => {
      const { user, data } = await renderAdmin('/admin', {
        stored: { newOrderNotification: true },
      });
      const bell = await screen.findByRole('button', { name: 'Notifikasi' });
      await waitFor(() => expect(bell).toHaveAttribute('data-has-notification', 'true'));
      expect(bell).toHaveAccessibleDescription('Ada pesanan baru');
      await user.click(bell);
      await user.click(await screen.findByRole('menuitem', { name: 'Lihat pesanan baru' }));
      expect(await screen.findByRole('heading', { name: 'Halaman pesanan' })).toBeInTheDocument();
      await waitFor(async () => expect(await data.settings.hasNewOrderNotification()).toBe(false));
      await waitFor(() => expect(bell).toHaveAttribute('data-has-notification', 'false'));
    });

    it('stays quiet when the admin turned new-order notifications off', async () => {
      const { user } = await renderAdmin('/admin', {
        stored: { newOrderNotification: true, newOrderNotifications: false },
      });
      const bell = await screen.findByRole('button', { name: 'Notifikasi' });
      await user.click(bell);
      expect(
        await screen.findByRole('menuitem', { name: 'Tidak ada notifikasi baru' }),
      ).toBeInTheDocument();
      expect(bell).toHaveAttribute('data-has-notification', 'false');
    });

    it('rises without reload when a new order arrives from another tab', async () => {
      const { driver } = await renderAdmin();
      const bell = await screen.findByRole('button', { name: 'Notifikasi' });
      expect(bell).toHaveAttribute('data-has-notification', 'false');
      driver.writeExternally('newOrderNotification', 'true');
      await waitFor(() => expect(bell).toHaveAttribute('data-has-notification', 'true'));
    });
  });

  describe('account menu', () => {
    it("opens 'Pengaturan Profil' at the settings section /admin/settings/akun", async () => {
      const { user } = await renderAdmin();
      await user.click(await screen.findByRole('button', { name: 'Menu akun' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Pengaturan Profil' }));
      expect(
        await screen.findByRole('heading', { name: 'Halaman akun saya' }),
      ).toBeInTheDocument();
    });

    it("signs out with 'Logout' and goes to / (not /login)", async () => {
      const { user, data } = await renderAdmin();
      await user.click(await screen.findByRole('button', { name: 'Menu akun' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
      expect(await screen.findByRole('heading', { name: 'Beranda toko' })).toBeInTheDocument();
      expect(await screen.findByText('Anda telah keluar.')).toBeInTheDocument();
      expect(await data.auth.currentUser()).toBeNull();
    });

    it("signs out with the sidebar's Keluar as well", async () => {
      const { user, data } = await renderAdmin('/admin/products');
      const nav = within(await screen.findByRole('navigation', { name: 'Navigasi admin' }));
      await user.click(nav.getByRole('button', { name: 'Keluar' }));
      expect(await screen.findByRole('heading', { name: 'Beranda toko' })).toBeInTheDocument();
      expect(await screen.findByText('Anda telah keluar.')).toBeInTheDocument();
      expect(await data.auth.currentUser()).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Halaman login' })).not.toBeInTheDocument();
    });

    it('shows a generic icon when the admin has no profile image', async () => {
      await renderAdmin('/admin', {
        stored: {
          users: seed.users.map((u) => (u.username === 'admin' ? { ...u, profileImage: '' } : u)),
        },
      });
      const button = await screen.findByRole('button', { name: 'Menu akun' });
      await waitFor(() =>
        expect(within(button).queryByRole('img', { name: 'Foto profil admin' })?.tagName).toBe(
          'SPAN',
        ),
      );
    });
  });
});
