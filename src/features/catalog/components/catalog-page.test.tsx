import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { DataError } from '@/data/errors';
import type { ShopData } from '@/domain/port/port';
import { productsOnSale } from '@/domain/catalog/on-sale';
import { seedPartners } from '@/domain/seed/partners';
import { seedProducts as allSeedProducts } from '@/domain/seed/products';
import type { Product } from '@/domain/core/records';
import { createTestData } from '@/testing/create-test-data';
import { renderApp } from '@/testing/render-app';
import { SEARCH_URL_DELAY_MS } from '../hooks/use-search-text';
import { CATALOG_PAGE_SIZE, CatalogPage } from './catalog-page';
import { expectPageHeading } from '@/testing/list-page';

function renderCatalog(url = '/catalog', options: Parameters<typeof renderApp>[1] = {}) {
  return renderApp(<CatalogPage />, { path: '/catalog', url, ...options });
}

/** Opens /catalog and types `text` into 'Cari produk'; the render and the search field. */
async function typeSearch(text: string) {
  const rendered = await renderCatalog();
  const search = await screen.findByRole('combobox', { name: 'Cari produk' });
  await rendered.user.type(search, text);
  return { ...rendered, search };
}

/** The product-name links of the grid, in display order. */
function productLinks() {
  return within(screen.getByRole('list', { name: 'Daftar produk' })).getAllByRole('link');
}

/** The seed's products the catalogue lists: those on sale (a `Nonaktif` partner's are not). */
const seedProducts = productsOnSale(allSeedProducts, seedPartners);
const byPrice = [...seedProducts].sort((a, b) => a.price - b.price);
const minuman = seedProducts.filter((p) => p.category === 'Minuman');

describe('CatalogPage', () => {
  it('shows every product with a link named by the product, its price and stock', async () => {
    await renderCatalog();
    await expectPageHeading('Katalog Produk');
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
    const soldOut = { ...seedProducts[1]!, stock: 0 };
    await renderCatalog('/catalog', { stored: { products: seedProducts.map((p) => (p.id === soldOut.id ? soldOut : p)) } });
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
    expect(screen.getByRole('combobox', { name: 'Cari produk' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Cari produk' })).toHaveFocus();
    await waitFor(() => expect(productLinks()).toHaveLength(seedProducts.length));
  });

  it('filters by ?q= and keeps the search box in the URL', async () => {
    const { user, router } = await renderCatalog('/catalog?q=gayo');
    const search = await screen.findByRole('combobox', { name: 'Cari produk' });
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
    const { router, search } = await typeSearch('kopi');
    await waitFor(() => expect(router.state.location.search).toBe('?q=kopi'));
    await act(() => router.navigate('/catalog'));
    expect(search).toHaveValue('');
    await waitFor(() => expect(productLinks()).toHaveLength(seedProducts.length));
  });

  it('keeps text typed just before a category change (the ?q= write is folded into it)', async () => {
    const { user, router, search } = await typeSearch('kopi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'Minuman');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Minuman&q=kopi'));
    expect(search).toHaveValue('kopi');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_URL_DELAY_MS + 100));
    expect(router.state.location.search).toBe('?category=Minuman&q=kopi');
  });

  it('drops a pending ?q= write when the URL changes elsewhere before it', async () => {
    const { router, search } = await typeSearch('kopi');
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

  describe('pages', () => {
    const many: Product[] = Array.from({ length: 100 }, (_, i) => ({
      ...seedProducts[0]!,
      id: i + 1,
      name: `Produk Uji ${i + 1}`,
      category: i % 2 ? 'Makanan' : 'Minuman',
    }));
    const names = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `Produk Uji ${from + i}`);

    it(`shows ${CATALOG_PAGE_SIZE} cards a page and moves through ?page= with Berikutnya / Sebelumnya`, async () => {
      const { user, router } = await renderCatalog('/catalog', { stored: { products: many } });
      expect(await screen.findByText('100 produk')).toBeInTheDocument();
      expect(productLinks().map((l) => l.textContent)).toEqual(names(1, 24));
      const pages = screen.getByRole('navigation', { name: 'Halaman katalog' });
      expect(within(pages).getByText('Halaman 1 dari 5')).toBeInTheDocument();
      expect(within(pages).getByText('Menampilkan 1–24 dari 100 produk')).toBeInTheDocument();
      expect(within(pages).getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();

      await user.click(within(pages).getByRole('button', { name: 'Berikutnya' }));
      await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
      await waitFor(() => expect(productLinks()[0]).toHaveTextContent('Produk Uji 25'));
      expect(productLinks()).toHaveLength(24);
      // The next page starts at the top: the keyboard user is taken there.
      expect(screen.getByRole('heading', { level: 1, name: 'Katalog Produk' })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Sebelumnya' }));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      await waitFor(() => expect(productLinks()[0]).toHaveTextContent('Produk Uji 1'));
    });

    it('opens ?page=5 directly, and shows the last page for a page beyond the end', async () => {
      await renderCatalog('/catalog?page=5', { stored: { products: many } });
      await waitFor(() => expect(productLinks().map((l) => l.textContent)).toEqual(names(97, 100)));
      expect(screen.getByText('Menampilkan 97–100 dari 100 produk')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
    });

    it('shows the last page for ?page=99', async () => {
      await renderCatalog('/catalog?page=99', { stored: { products: many } });
      expect(await screen.findByText('Halaman 5 dari 5')).toBeInTheDocument();
    });

    it('returns to page 1 when a filter changes, and keeps the filters when paging', async () => {
      const { user, router } = await renderCatalog('/catalog?category=Minuman&page=2', {
        stored: { products: many },
      });
      expect(await screen.findByText('50 produk')).toBeInTheDocument();
      await waitFor(() => expect(productLinks()[0]).toHaveTextContent('Produk Uji 49'));
      await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
      await waitFor(() => expect(router.state.location.search).toBe('?category=Minuman&page=3'));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Urutkan' }), 'Nama (A–Z)');
      await waitFor(() => expect(router.state.location.search).toBe('?category=Minuman&sort=name'));
      await waitFor(() => expect(productLinks()[0]).toHaveTextContent('Produk Uji 1'));
      expect(productLinks()[1]).toHaveTextContent('Produk Uji 3');
    });

    it('shows more than 1.000 results as "1.000+" and still pages through to the last one', async () => {
      const thousands = Array.from({ length: 1100 }, (_, i) => ({ ...many[0]!, id: i + 1, name: `Produk Uji ${i + 1}` }));
      const { user, router } = await renderCatalog('/catalog?page=42', { stored: { products: thousands } });
      expect(await screen.findByText('1.000+ produk')).toBeInTheDocument();
      const pages = screen.getByRole('navigation', { name: 'Halaman katalog' });
      expect(within(pages).getByText('Menampilkan 985–1.008 dari 1.000+ produk')).toBeInTheDocument();
      expect(within(pages).getByText('Halaman 42')).toBeInTheDocument();
      await user.click(within(pages).getByRole('button', { name: 'Berikutnya' }));
      await waitFor(() => expect(router.state.location.search).toBe('?page=43'));
      await act(() => router.navigate('/catalog?page=46'));
      expect(await screen.findByText('Menampilkan 1.081–1.100 dari 1.100 produk')).toBeInTheDocument();
      expect(screen.getByText('1.100 produk')).toBeInTheDocument();
      expect(screen.getByText('Halaman 46 dari 46')).toBeInTheDocument();
    });

    it('has no page switcher when one page holds every result', async () => {
      await renderCatalog();
      expect(await screen.findByText(`${seedProducts.length} produk`)).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Halaman katalog' })).not.toBeInTheDocument();
    });
  });

  it("shows the error with 'Coba lagi', which loads the catalogue again", async () => {
    const testData = await createTestData();
    const search = vi
      .spyOn(testData.data.products, 'search')
      .mockRejectedValueOnce(new DataError('Server toko tidak menjawab.'));
    const { user } = await renderCatalog('/catalog', { testData });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server toko tidak menjawab.');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(productLinks()).toHaveLength(seedProducts.length));
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('in server mode asks the data layer once typing pauses, not at every keystroke', async () => {
    const { data, driver } = await createTestData();
    const server: ShopData = { ...data, mode: 'server' };
    const search = vi.spyOn(server.products, 'search');
    const { user, router } = await renderCatalog('/catalog', {
      testData: { data: server, driver },
    });
    const box = await screen.findByRole('combobox', { name: 'Cari produk' });
    await user.type(box, 'nilam');
    await waitFor(() => expect(router.state.location.search).toBe('?q=nilam'));
    await waitFor(() =>
      expect(productLinks().map((l) => l.textContent)).toEqual(['Minyak Nilam Aceh']),
    );
    expect(search.mock.calls.map(([query]) => query.q)).toEqual(['', 'nilam']);
  });
});
