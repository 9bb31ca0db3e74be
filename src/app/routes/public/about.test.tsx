import { screen } from '@testing-library/react';
import { routes } from '@/app/router';
import { preloadPages } from '@/testing/preload-pages';
import { renderApp } from '@/testing/render-app';

preloadPages('public/about');

describe('/tentang-kami', () => {
  it('describes the shop and counts its active partners', async () => {
    await renderApp(null, { routes, url: '/tentang-kami' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cara kami bekerja' })).toBeInTheDocument();
    expect(await screen.findByText(/bekerja sama dengan 6 mitra UMKM aktif/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat lokasi toko dan mitra' })).toHaveAttribute('href', '/lokasi-toko');
    expect(document.title).toBe('Tentang Kami — Seulanga');
  });

  it('is served at /tentang-kami-auth for a buyer', async () => {
    await renderApp(null, { routes, url: '/tentang-kami-auth', user: 'pembeli' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeInTheDocument();
  });
});
