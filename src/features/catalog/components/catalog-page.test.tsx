import { act, screen, waitFor, within } from '@testing-library/react';
import { seedProducts } from '@/data/seed/products';
import type { Product } from '@/domain/schemas';
import { renderApp } from '@/testing/render-app';
import { SEARCH_URL_DELAY_MS } from '../hooks/use-search-text';
import { CatalogPage } from './catalog-page';

function renderCatalog(url = '/catalog', options: Parameters<typeof renderApp>[1] = {}) {
  return renderApp(<CatalogPage />, { path: '/catalog', url, ...options });
}

/** The product-name links of the grid, in display order. */
function productLinks() {
  return within(screen.getByRole('list', { name: 'Daftar produk' })).getAllByRole('link');
}

const byPrice = [...seedProducts].sort((a, b) => a.price - b.price);
const minuman = seedProducts.filter((p) => p.category === 'Minuman');

describe('CatalogPage', () => {
  it('shows every product with a link named by the product, its price and stock', async () => {
    await renderCatalog();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Katalog Produk' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(`${seedProducts.length} produk`)).toHaveAttribute(
      'role',
      'status',
    );
    const links = productLinks();
    expect(links).toHaveLength(seedProducts.length);
    const first = seedProducts[0]!;
    const link = screen.getByRole('link', { name: first.name });
    expect(link).toHaveAttribute('href', `/product/${first.id}`);
    const card = link.closest('article')!;
    expect(within(card).getByRole('img', { name: first.name })).toHaveAttribute('loading', 'eager');
    expect(within(card).getByText(`Stok: ${first.stock}`)).toBeInTheDocument();
    expect(within(card).getByText(/^Rp/)).toBeInTheDocument();
  });

  it("marks an out-of-stock product with 'Stok habis'", async () => {
    await renderCatalog();
    const soldOut = seedProducts.find((p) => p.stock === 0)!;
    const card = (await screen.findByRole('link', { name: soldOut.name })).closest('article')!;
    expect(within(card).getByText('Stok habis')).toBeInTheDocument();
    expect(within(card).queryByText(/^Stok:/)).not.toBeInTheDocument();
  });

  it('writes the chosen category to ?category= and filters the grid', async () => {
    const { user, router } = await renderCatalog();
    const select = await screen.findByRole('combobox', { name: 'Kategori' });
    expect(select).toHaveValue('all');
    expect(within(select).getByRole('option', { name: 'Semua' })).toBeInTheDocument();
    await user.selectOptions(select, 'Minuman');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Minuman'));
    await waitFor(() => expect(productLinks()).toHaveLength(minuman.length));
    expect(screen.getByText(`${minuman.length} produk`)).toBeInTheDocument();

    await user.selectOptions(select, 'Semua');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(productLinks()).toHaveLength(seedProducts.length));
  });

  it('preselects and filters by ?category=Minuman', async () => {
    await renderCatalog('/catalog?category=Minuman');
    expect(await screen.findByRole('combobox', { name: 'Kategori' })).toHaveValue('Minuman');
    expect(productLinks().map((link) => link.textContent)).toEqual(minuman.map((p) => p.name));
  });

  it('shows the empty message for an unknown category and resets the filters', async () => {
    const { user, router } = await renderCatalog('/catalog?category=Elektronik&q=x');
    expect(
      await screen.findByText('Tidak ada produk yang cocok dengan pencarian Anda.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Daftar produk' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atur ulang filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Cari produk' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Cari produk' })).toHaveFocus();
    await waitFor(() => expect(productLinks()).toHaveLength(seedProducts.length));
  });

  it('filters by ?q= and keeps the search box in the URL', async () => {
    const { user, router } = await renderCatalog('/catalog?q=gayo');
    const search = await screen.findByRole('searchbox', { name: 'Cari produk' });
    expect(search).toHaveValue('gayo');
    const gayo = seedProducts.filter((p) =>
      /gayo/i.test(`${p.name} ${p.description} ${p.location}`),
    );
    await waitFor(() => expect(productLinks()).toHaveLength(gayo.length));

    await user.clear(search);
    await user.type(search, 'NILAM');
    await waitFor(() => expect(router.state.location.search).toBe('?q=NILAM'));
    await waitFor(() =>
      expect(productLinks().map((l) => l.textContent)).toEqual(['Minyak Nilam Aceh']),
    );
    expect(search).toHaveValue('NILAM');
  });

  it('follows the URL when it changes elsewhere (e.g. the header link to /catalog)', async () => {
    const { user, router } = await renderCatalog();
    const search = await screen.findByRole('searchbox', { name: 'Cari produk' });
    await user.type(search, 'kopi');
    await waitFor(() => expect(router.state.location.search).toBe('?q=kopi'));
    await act(() => router.navigate('/catalog'));
    expect(search).toHaveValue('');
    await waitFor(() => expect(productLinks()).toHaveLength(seedProducts.length));
  });

  it('keeps text typed just before a category change (the ?q= write is folded into it)', async () => {
    const { user, router } = await renderCatalog();
    const search = await screen.findByRole('searchbox', { name: 'Cari produk' });
    await user.type(search, 'kopi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'Minuman');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Minuman&q=kopi'));
    expect(search).toHaveValue('kopi');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_URL_DELAY_MS + 100));
    expect(router.state.location.search).toBe('?category=Minuman&q=kopi');
  });

  it('drops a pending ?q= write when the URL changes elsewhere before it', async () => {
    const { user, router } = await renderCatalog();
    const search = await screen.findByRole('searchbox', { name: 'Cari produk' });
    await user.type(search, 'kopi');
    await act(() => router.navigate('/catalog?sort=name'));
    await new Promise((resolve) => setTimeout(resolve, SEARCH_URL_DELAY_MS + 100));
    expect(router.state.location.search).toBe('?sort=name');
    expect(search).toHaveValue('');
  });

  it('sorts with Urutkan and writes ?sort=', async () => {
    const { user, router } = await renderCatalog();
    const sort = await screen.findByRole('combobox', { name: 'Urutkan' });
    await user.selectOptions(sort, 'Harga Terendah');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-asc'));
    await waitFor(() => expect(productLinks()[0]).toHaveTextContent(byPrice[0]!.name));
    expect(productLinks().at(-1)).toHaveTextContent(byPrice.at(-1)!.name);

    await user.selectOptions(sort, 'Harga Tertinggi');
    await waitFor(() => expect(productLinks()[0]).toHaveTextContent(byPrice.at(-1)!.name));
  });

  it("shows 'Belum ada produk.' when the store has no products", async () => {
    await renderCatalog('/catalog', { stored: { products: [] } });
    expect(await screen.findByText('Belum ada produk.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Kategori' })).not.toBeInTheDocument();
  });

  it("renders 48 cards at a time with 'Tampilkan lebih banyak'", async () => {
    const many: Product[] = Array.from({ length: 100 }, (_, i) => ({
      ...seedProducts[0]!,
      id: i + 1,
      name: `Produk Uji ${i + 1}`,
    }));
    const { user } = await renderCatalog('/catalog', { stored: { products: many } });
    expect(await screen.findByText('100 produk')).toBeInTheDocument();
    expect(productLinks()).toHaveLength(48);
    await user.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    expect(productLinks()).toHaveLength(96);
    await user.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    expect(productLinks()).toHaveLength(100);
    expect(
      screen.queryByRole('button', { name: 'Tampilkan lebih banyak' }),
    ).not.toBeInTheDocument();
  });
});
