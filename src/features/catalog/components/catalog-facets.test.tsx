import { screen, waitFor, within } from '@testing-library/react';
import { productsOnSale } from '@/domain/catalog/on-sale';
import { seedPartners } from '@/domain/seed/partners';
import { seedProducts as allSeedProducts } from '@/domain/seed/products';
import { renderApp } from '@/testing/render-app';
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
    const expected = seedProducts.filter((p) => p.price >= middle).length;
    await waitFor(() => expect(productNames()).toHaveLength(expected));
    expect(screen.getByLabelText('Harga Minimum')).toHaveValue(middle);

    await user.click(screen.getByRole('button', { name: 'Hapus filter harga' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(productNames()).toHaveLength(seedProducts.length));
    expect(screen.getByLabelText('Harga Minimum')).toHaveValue(null);
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
});
