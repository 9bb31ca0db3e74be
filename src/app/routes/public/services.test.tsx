import { screen, within } from '@testing-library/react';
import { routes } from '@/app/router';
import { preloadPages } from '@/testing/preload-pages';
import { renderApp } from '@/testing/render-app';

preloadPages('public/services');

describe('/layanan', () => {
  it('links to WhatsApp, Instagram, TikTok and e-mail from the store settings', async () => {
    await renderApp(null, {
      routes,
      url: '/layanan',
      stored: {
        storeContacts: { whatsapp: '0811-6800-123', instagram: '@toko.aceh', tiktok: 'tokoaceh', email: 'cs@toko.id' },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Layanan Pelanggan' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    const whatsapp = await main.findByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/628116800123');
    expect(main.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://instagram.com/toko.aceh');
    expect(main.getByRole('link', { name: /TikTok/ })).toHaveAttribute('href', 'https://www.tiktok.com/@tokoaceh');
    expect(main.getByRole('link', { name: /Email/ })).toHaveAttribute('href', 'mailto:cs@toko.id');
    for (const name of [/WhatsApp/, /Instagram/, /TikTok/]) {
      const link = main.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(membuka tab baru)'));
    }
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'WhatsApp',
      'Instagram',
      'TikTok',
      'Email',
    ]);
  });

  it('is the same page at /layanan-auth for a buyer', async () => {
    await renderApp(null, { routes, url: '/layanan-auth', user: 'pembeli' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Layanan Pelanggan' })).toBeInTheDocument();
    expect(await within(screen.getByRole('main')).findByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/6281234567890',
    );
  });
});
