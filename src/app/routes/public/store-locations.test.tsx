import { screen, within } from '@testing-library/react';
import { seed } from '@/testing/seed';
import { routes } from '@/app/router';
import { preloadPages } from '@/testing/preload-pages';
import { renderApp } from '@/testing/render-app';

preloadPages('public/store-locations');

describe('/lokasi-toko', () => {
  it('shows the main store and every partner with address, location, coordinates and a map link', async () => {
    await renderApp(null, { routes, url: '/lokasi-toko' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lokasi Toko' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(await main.findByText(/Jl\. Teuku Umar No\. 12/)).toBeInTheDocument();

    const list = main.getAllByRole('list').find((ul) => within(ul).queryAllByRole('heading', { level: 3 }).length > 0)!;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(seed.partners.length);
    for (const partner of seed.partners) {
      const card = within(main.getByRole('heading', { level: 3, name: partner.name }).closest('li')!);
      expect(card.getByText(partner.address)).toBeInTheDocument();
      expect(card.getByText(partner.location)).toBeInTheDocument();
      const { lat, lng } = partner.coordinates;
      expect(card.getByText(`${lat.toFixed(4)}, ${lng.toFixed(4)}`)).toBeInTheDocument();
      const link = card.getByRole('link', { name: new RegExp(`^Lihat peta ${partner.name}`) });
      expect(link).toHaveAttribute('href', `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('marks an inactive partner', async () => {
    await renderApp(null, { routes, url: '/lokasi-toko' });
    const inactive = seed.partners.find((p) => p.status !== 'Active');
    if (!inactive) return;
    const heading = await screen.findByRole('heading', { level: 3, name: inactive.name });
    expect(within(heading.closest('li')!).getByText('Nonaktif')).toBeInTheDocument();
  });

  it('shows an empty state without partners', async () => {
    await renderApp(null, { routes, url: '/lokasi-toko', stored: { partners: [] } });
    expect(await screen.findByText('Belum ada mitra yang terdaftar.')).toBeInTheDocument();
  });
});
