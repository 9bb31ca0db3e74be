import { screen, within } from '@testing-library/react';
import { seed } from '@/testing/seed';
import { CATEGORIES } from '@/domain/core/records';
import { routes } from '@/app/router';
import { vi } from 'vitest';
import { createTestData } from '@/testing/create-test-data';
import { preloadPages } from '@/testing/preload-pages';
import { renderApp } from '@/testing/render-app';

preloadPages('public/home');

describe('/ (home)', () => {
  it('has one h1 in a hero banner and a page title', async () => {
    await renderApp(null, { routes, url: '/' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/Aceh/);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Beranda — Seulanga');
  });

  it('shows the first six stored products', async () => {
    await renderApp(null, { routes, url: '/' });
    const list = await screen.findByRole('list', { name: 'Produk pilihan' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    seed.products.slice(0, 6).forEach((product, index) => {
      expect(within(items[index]!).getByRole('heading', { name: product.name })).toBeInTheDocument();
    });
    expect(within(list).queryByRole('heading', { name: seed.products[6]!.name })).not.toBeInTheDocument();
  });

  it('asks the data layer for one page of six, never for the whole catalogue', async () => {
    const testData = await createTestData();
    const search = vi.spyOn(testData.data.products, 'search');
    const listProducts = vi.spyOn(testData.data.products, 'list');
    await renderApp(null, { routes, url: '/', testData });
    await screen.findByRole('list', { name: 'Produk pilihan' });
    expect(search).toHaveBeenCalledWith({ pageSize: 6 });
    expect(listProducts).not.toHaveBeenCalled();
  });

  it('links each of the six categories to the filtered catalogue', async () => {
    await renderApp(null, { routes, url: '/' });
    const section = within((await screen.findByRole('heading', { name: 'Kategori Produk' })).closest('section')!);
    for (const category of CATEGORIES) {
      expect(section.getByRole('link', { name: category })).toHaveAttribute('href', `/catalog?category=${category}`);
    }
    expect(section.getAllByRole('link')).toHaveLength(6);
  });

  it('has an about text and links to the catalogue', async () => {
    await renderApp(null, { routes, url: '/' });
    expect(await screen.findByRole('heading', { name: 'Tentang Seulanga' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Semua Produk' })).toHaveAttribute('href', '/catalog');
    expect(screen.getByRole('link', { name: 'Jelajahi Katalog' })).toHaveAttribute('href', '/catalog');
    expect(screen.getByRole('link', { name: 'Selengkapnya tentang kami' })).toHaveAttribute('href', '/tentang-kami');
  });

  it('shows the empty state when no product is stored', async () => {
    await renderApp(null, { routes, url: '/', stored: { products: [] } });
    expect(await screen.findByText('Belum ada produk.')).toBeInTheDocument();
  });
});
