import { screen, within } from '@testing-library/react';
import { seed } from '@/testing/seed';
import type { CartItem } from '@/domain/core/records';
import { OPEN_CHAT_EVENT } from '@/shared/open-chat-event';
import { renderApp } from '@/testing/render-app';
import { AdminBottomNav } from '@/components/admin-layout/admin-bottom-nav';
import { ShopBottomNav } from './shop-bottom-nav';

const cart: CartItem[] = seed.products.slice(0, 2).map((product, index) => ({ ...product, quantity: index + 2 }));

/** The bar's links as [text, name, href, current]. */
async function barLinks() {
  const bar = within(await screen.findByRole('navigation', { name: 'Navigasi bawah' }));
  return bar.getAllByRole('link').map((link) => [
    link.textContent,
    link.getAttribute('aria-label') ?? link.textContent,
    link.getAttribute('href'),
    link.getAttribute('aria-current'),
  ]);
}

describe('the bottom bars on a phone', () => {
  it("gives a visitor Beranda, Katalog and Masuk, the current page's marked", async () => {
    await renderApp(<ShopBottomNav />, { url: '/catalog' });
    expect(await barLinks()).toEqual([
      ['Beranda', 'Beranda', '/', null],
      ['Katalog', 'Katalog', '/catalog', 'page'],
      ['Masuk', 'Masuk', '/login', null],
    ]);
  });

  it('gives a buyer Beranda, Katalog, Keranjang with the count, Pesanan and Akun', async () => {
    await renderApp(<ShopBottomNav />, { url: '/pesanan-saya', user: 'pembeli', stored: { cartItems: cart } });
    await screen.findByRole('link', { name: 'Keranjang (5)' });
    expect(await barLinks()).toEqual([
      ['Beranda', 'Beranda', '/', null],
      ['Katalog', 'Katalog', '/catalog', null],
      ['5Keranjang', 'Keranjang (5)', '/cart', null],
      ['Pesanan', 'Pesanan', '/pesanan-saya', 'page'],
      ['Akun', 'Akun', '/settings', null],
    ]);
  });

  it("gives the owner Beranda Toko, Pesanan, Produk, Chat (opening the chat) and Lainnya (the admin menu)", async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_CHAT_EVENT, opened);
    const { user } = await renderApp(<AdminBottomNav unread={2} />, { url: '/admin/orders', user: 'admin' });
    expect(await barLinks()).toEqual([
      ['Beranda Toko', 'Beranda Toko', '/admin', null],
      ['Pesanan', 'Pesanan', '/admin/orders', 'page'],
      ['Produk', 'Produk', '/admin/products', null],
    ]);
    await user.click(screen.getByRole('button', { name: 'Chat (2 belum dibaca)' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_CHAT_EVENT, opened);
    await user.click(screen.getByRole('button', { name: 'Lainnya' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu Admin' }));
    expect(menu.getByRole('link', { name: 'Laporan Penjualan' })).toHaveAttribute('href', '/admin/reports');
  });
});
