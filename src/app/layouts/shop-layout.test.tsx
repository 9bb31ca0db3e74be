import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { seed } from '@/testing/seed';
import type { CartItem } from '@/domain/core/records';
import { routes } from '@/app/router';
import { AppProvider, createQueryClient } from '@/app/provider';
import { createTestData } from '@/testing/create-test-data';
import { preloadPages } from '@/testing/preload-pages';
import { renderApp } from '@/testing/render-app';
import { expectPageHeading } from '@/testing/list-page';
import { jakartaYear } from '@/lib/render-year';

const cart: CartItem[] = seed.products
  .slice(0, 2)
  .map((product, index) => ({ ...product, quantity: index + 2 }));

/** The header, once the lazy layout has loaded. */
async function findHeader() {
  return within(await screen.findByRole('banner', {}, { timeout: 5000 }));
}

preloadPages('public/home', 'shop/my-orders');

describe('shop layout', () => {
  it('renders the skip link, header, main and footer around the page', async () => {
    await renderApp(null, { routes, url: '/' });
    const header = await findHeader();
    expect(header.getByRole('link', { name: 'Seulanga' })).toHaveAttribute('href', '/');
    const main = await screen.findByRole('main', {}, { timeout: 5000 });
    expect(main).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Lewati ke konten' })).toHaveAttribute('href', '#main');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(`© ${jakartaYear(new Date())} Seulanga`)).toBeInTheDocument();
    expect(await footer.findByText(/Jl\. Teuku Umar No\. 12/)).toBeInTheDocument();
    // Active partners only, with their location.
    expect(await footer.findByText('Koperasi Kopi Gayo Lestari')).toBeInTheDocument();
    const inactive = seed.partners.filter((p) => p.status !== 'Active');
    for (const partner of inactive)
      expect(footer.queryByText(partner.name)).not.toBeInTheDocument();
    expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/6281234567890',
    );
  });

  it('shows a visitor the public links, Masuk and Daftar, and no cart', async () => {
    await renderApp(null, { routes, url: '/' });
    const header = await findHeader();
    const nav = within(
      await screen.findByRole('navigation', { name: 'Navigasi utama' }, { timeout: 5000 }),
    );
    expect(
      nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Beranda', '/'],
      ['Katalog', '/catalog'],
      ['Layanan', '/layanan'],
      ['Tentang Kami', '/tentang-kami'],
      ['Lokasi Toko', '/lokasi-toko'],
    ]);
    expect(header.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    expect(header.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
    expect(header.getByRole('link', { name: 'Seulanga' })).toHaveAttribute('href', '/');
    expect(header.queryByRole('link', { name: /Keranjang/ })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Keluar' })).not.toBeInTheDocument();
  });

  it('shows a buyer the cart count, settings, avatar, buyer links and Keluar', async () => {
    await renderApp(null, { routes, url: '/', user: 'pembeli', stored: { cartItems: cart } });
    const header = await findHeader();
    expect(
      await header.findByRole('link', { name: 'Keranjang (5)' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/cart');
    expect(header.getByRole('link', { name: 'Pengaturan' })).toHaveAttribute('href', '/settings');
    expect(header.getByRole('img', { name: 'Foto profil pembeli' })).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Masuk' })).not.toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Navigasi utama' }));
    const buyerLinks = [
      ['Pesanan Saya', '/pesanan-saya'],
      ['Layanan', '/layanan-auth'],
      ['Tentang Kami', '/tentang-kami-auth'],
      ['Lokasi Toko', '/lokasi-toko-auth'],
    ] as const;
    for (const [name, href] of buyerLinks)
      expect(nav.getByRole('link', { name }), name).toHaveAttribute('href', href);
    // The purchase history is Pesanan Saya's `Selesai` tab, no link of its own.
    expect(nav.queryByRole('link', { name: 'Riwayat Pembelian' })).not.toBeInTheDocument();
  });

  it('updates the cart count when the cart changes', async () => {
    const { data } = await renderApp(null, { routes, url: '/', user: 'pembeli' });
    const header = await findHeader();
    expect(
      await header.findByRole('link', { name: 'Keranjang (0)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await data.cart.add(cart[0]!.id);
    expect(await header.findByRole('link', { name: 'Keranjang (1)' })).toBeInTheDocument();
  });

  it('logs out with Keluar from a buyer-only page: toast, back to / (not /login), signed-out header', async () => {
    // As in the app (react-router/dom), the router may commit a flushSync navigation synchronously.
    const { data } = await createTestData({ user: 'pembeli' });
    const router = createMemoryRouter(routes, { initialEntries: ['/pesanan-saya'] });
    const user = userEvent.setup();
    render(
      <AppProvider data={data} queryClient={createQueryClient()}>
        <RouterProvider router={router} flushSync={(fn) => void flushSync(fn)} />
      </AppProvider>,
    );
    const header = await findHeader();
    await user.click(await header.findByRole('button', { name: 'Keluar' }, { timeout: 5000 }));
    expect(await screen.findByText('Anda telah keluar.')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5_000 });
    expect(await header.findByRole('link', { name: 'Masuk' })).toBeInTheDocument();
    expect(await data.auth.currentUser()).toBeNull();
  });

  it('shows an admin on shop pages a Beranda Toko link and Keluar, but no cart', async () => {
    await renderApp(null, { routes, url: '/', user: 'admin' });
    const header = await findHeader();
    expect(
      await header.findByRole('link', { name: 'Beranda Toko' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/admin');
    expect(header.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: /Keranjang/ })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Pesanan Saya' })).not.toBeInTheDocument();
  });

  it('toggles the theme: aria-pressed flips, the choice is stored and the dark class applied', async () => {
    const { user, data } = await renderApp(null, { routes, url: '/' });
    const header = await findHeader();
    const toggle = await header.findByRole('button', { name: 'Ganti tema' }, { timeout: 5000 });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'), { timeout: 5_000 });
    expect(await data.settings.getTheme()).toBe('dark');
    await vi.waitFor(() => expect(document.documentElement).toHaveClass('dark'), { timeout: 5_000 });
    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'), { timeout: 5_000 });
    expect(await data.settings.getTheme()).toBe('light');
    await vi.waitFor(() => expect(document.documentElement).not.toHaveClass('dark'), { timeout: 5_000 });
  });

  it('opens the phone menu with Buka menu and closes it when a link is followed', async () => {
    const { user, router } = await renderApp(null, { routes, url: '/' });
    const header = await findHeader();
    await user.click(await header.findByRole('button', { name: 'Buka menu' }, { timeout: 5000 }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    expect(menu.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
    await user.click(menu.getByRole('link', { name: 'Lokasi Toko' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/lokasi-toko'), { timeout: 5_000 });
  });

  it('closes the phone menu with Escape and gives the focus back to Buka menu', async () => {
    const { user } = await renderApp(null, { routes, url: '/' });
    const header = await findHeader();
    const button = await header.findByRole('button', { name: 'Buka menu' }, { timeout: 5000 });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // It opens again.
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('logs out from the phone menu too', async () => {
    const { user, router } = await renderApp(null, { routes, url: '/catalog', user: 'pembeli' });
    const header = await findHeader();
    await user.click(await header.findByRole('button', { name: 'Buka menu' }, { timeout: 5000 }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'Pengaturan' })).toHaveAttribute('href', '/settings');
    await user.click(menu.getByRole('button', { name: 'Keluar' }));
    expect(await screen.findByText('Anda telah keluar.')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5_000 });
  });

  describe('maintenance mode', () => {
    it('shows visitors and buyers the maintenance notice instead of the page, except on /login', async () => {
      const { router } = await renderApp(null, {
        routes,
        url: '/',
        user: 'pembeli',
        stored: { maintenanceMode: true },
      });
      await expectPageHeading('Toko sedang dalam pemeliharaan', 5000);
      await router.navigate('/login');
      await expectPageHeading('Masuk', 5000);
    });

    it('lets an admin through with a banner', async () => {
      await renderApp(null, {
        routes,
        url: '/tentang-kami',
        user: 'admin',
        stored: { maintenanceMode: true },
      });
      await expectPageHeading('Tentang Kami', 5000);
      expect(await screen.findByText(/Mode pemeliharaan aktif/)).toBeInTheDocument();
    });
  });
});
