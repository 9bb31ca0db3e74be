import { screen, waitFor, within } from '@testing-library/react';
import { productsOnSale } from '@/domain/catalog/on-sale';
import { seedPartners } from '@/domain/seed/partners';
import { seedProducts as allSeedProducts } from '@/domain/seed/products';
import { renderApp } from '@/testing/render-app';
import { renderOnServer } from '@/testing/server-rendered';
import { useHydrated } from '@/lib/use-hydrated';
import { CatalogFacets } from './catalog-facets';
import { CatalogPage } from './catalog-page';

function renderCatalog(url = '/catalog') {
  return renderApp(<CatalogPage />, { path: '/catalog', url });
}

/** The product-name links of the grid. */
function productNames() {
  return within(screen.getByRole('list', { name: 'Daftar produk' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

const seedProducts = productsOnSale(allSeedProducts, seedPartners);
const minuman = seedProducts.filter((p) => p.category === 'Minuman');
const prices = seedProducts.map((p) => p.price).sort((a, b) => a - b);
const middle = prices[Math.floor(prices.length / 2)]!;

describe('CatalogPage facets', () => {
  it('names each category button with its count and sets ?category= with it', async () => {
    const { user, router } = await renderCatalog();
    const group = await screen.findByRole('group', { name: 'Kategori hasil' });
    const button = within(group).getByRole('button', { name: `Minuman (${minuman.length})` });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(router.state.location.search).toBe('?category=Minuman'));
    await waitFor(() => expect(productNames()).toEqual(minuman.map((p) => p.name)));
    // The counts leave the category filter out: the other categories stay, Minuman pressed.
    const pressed = within(screen.getByRole('group', { name: 'Kategori hasil' })).getByRole(
      'button',
      {
        name: `Minuman (${minuman.length})`,
      },
    );
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await user.click(pressed);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('writes the price range to the URL with Terapkan Harga and clears it', async () => {
    const { user, router } = await renderCatalog();
    await user.type(await screen.findByLabelText('Harga Minimum'), String(middle));
    await user.click(screen.getByRole('button', { name: 'Terapkan Harga' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?minPrice=${middle}`));
    // Applied, the form stays: the focus stays on its button.
    expect(screen.getByRole('button', { name: 'Terapkan Harga' })).toHaveFocus();
    const expected = seedProducts.filter((p) => p.price >= middle).length;
    await waitFor(() => expect(productNames()).toHaveLength(expected));
    expect(screen.getByLabelText('Harga Minimum')).toHaveValue(middle);

    await user.click(screen.getByRole('button', { name: 'Hapus filter harga' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(productNames()).toHaveLength(seedProducts.length));
    expect(screen.getByLabelText('Harga Minimum')).toHaveValue(null);
    expect(screen.getByLabelText('Harga Minimum')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Hapus filter harga' })).not.toBeInTheDocument();
  });

  it('reads the range from a shared link', async () => {
    await renderCatalog(`/catalog?maxPrice=${middle}`);
    expect(await screen.findByLabelText('Harga Maksimum')).toHaveValue(middle);
    await waitFor(() =>
      expect(productNames()).toHaveLength(seedProducts.filter((p) => p.price <= middle).length),
    );
  });

  it("refuses a minimum above the maximum with 'Rentang harga tidak valid.'", async () => {
    const { user, router } = await renderCatalog();
    await user.type(await screen.findByLabelText('Harga Minimum'), '50000');
    await user.type(screen.getByLabelText('Harga Maksimum'), '1000');
    await user.click(screen.getByRole('button', { name: 'Terapkan Harga' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rentang harga tidak valid.');
    expect(screen.getByLabelText('Harga Minimum')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
  });

  it('applies the range when the focus leaves the form', async () => {
    const { user, router } = await renderCatalog();
    await user.type(await screen.findByLabelText('Harga Maksimum'), String(middle));
    await user.click(screen.getByRole('heading', { level: 1, name: 'Katalog Produk' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?maxPrice=${middle}`));
  });

  it("lives in the phone's Filter sheet too, a price range counting on the Filter button", async () => {
    const { user, router } = await renderCatalog();
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(sheet).getByRole('group', { name: 'Kategori hasil' })).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText('Harga Maksimum'), String(middle));
    await user.click(within(sheet).getByRole('button', { name: 'Terapkan Harga' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?maxPrice=${middle}`));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
  });
});

describe('CatalogPage Saran pencarian', () => {
  it('searches for the suggestion chosen with the arrows and Enter', async () => {
    const { user, router } = await renderCatalog();
    const box = await screen.findByRole('combobox', { name: 'Cari produk' });
    await user.type(box, 'songk');
    const list = await screen.findByRole('listbox', { name: 'Saran pencarian' });
    const first = within(list).getAllByRole('option')[0]!;
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Enter}');
    const name = first.textContent!;
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(name));
    expect(box).toHaveValue(name);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(productNames()).toContain(name));
  });
});

describe('CatalogFacets rendered by the server (/catalog, docs/decisions/013)', () => {
  it('renders the same counts and range, its controls enabled once hydrated, without a mismatch', async () => {
    function Facets() {
      const hydrated = useHydrated();
      return (
        <CatalogFacets
          facets={{ categories: [{ category: 'Kopi', count: 12 }], price: { min: 15000, max: 90000 } }}
          category="Kopi"
          minPrice="20000"
          maxPrice=""
          onCategoryChange={() => {}}
          onPriceChange={() => {}}
          disabled={!hydrated}
        />
      );
    }
    const page = renderOnServer(() => <Facets />);
    const facets = within(page.container);
    try {
      const kopi = facets.getByRole('button', { name: 'Kopi (12)' });
      expect(kopi).toHaveAttribute('aria-pressed', 'true');
      expect(facets.getByLabelText('Harga Minimum')).toHaveValue(20000);
      const controls = [kopi, facets.getByRole('button', { name: 'Terapkan Harga' }), facets.getByRole('button', { name: 'Hapus filter harga' })];
      for (const control of controls) expect(control).toBeDisabled();
      expect(await page.hydrate()).toEqual([]);
      for (const control of controls) expect(control).toBeEnabled();
    } finally {
      page.remove();
    }
  });
});
