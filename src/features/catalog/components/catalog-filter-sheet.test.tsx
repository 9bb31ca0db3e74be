import { screen, waitFor, within } from '@testing-library/react';
import { seedProducts } from '@/domain/seed/products';
import { renderApp } from '@/testing/render-app';
import { CatalogPage } from './catalog-page';

function renderCatalog(url = '/catalog') {
  return renderApp(<CatalogPage />, { path: '/catalog', url });
}

/** The product-name links of the grid, in display order. */
function productNames() {
  return within(screen.getByRole('list', { name: 'Daftar produk' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe("the catalogue's phone chip row and Filter sheet", () => {
  it('applies Kategori and Urutkan from the sheet in one URL change and counts them on the Filter button', async () => {
    const { user, router } = await renderCatalog();
    const filter = await screen.findByRole('button', { name: 'Filter' });
    expect(filter).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(filter);
    const sheet = await screen.findByRole('dialog', { name: 'Filter' });
    const category = within(sheet).getByRole('combobox', { name: 'Kategori' });
    // Focus moves into the sheet.
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await user.selectOptions(category, 'Minuman');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Urutkan' }), 'price-asc');
    // Nothing applies before Terapkan.
    expect(router.state.location.search).toBe('');
    await user.click(within(sheet).getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Minuman&sort=price-asc'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const filterTwo = screen.getByRole('button', { name: 'Filter (2)' });
    await waitFor(() => expect(filterTwo).toHaveFocus());
    const minuman = seedProducts.filter((p) => p.category === 'Minuman').sort((a, b) => a.price - b.price);
    await waitFor(() => expect(productNames()).toEqual(minuman.map((p) => p.name)));
    expect(screen.getByRole('button', { name: 'Minuman' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Atur Ulang puts both selects back to Semua and the default order; Escape closes without applying', async () => {
    const { user, router } = await renderCatalog('/catalog?category=Minuman&sort=newest');
    await user.click(await screen.findByRole('button', { name: 'Filter (2)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(sheet).getByRole('combobox', { name: 'Kategori' })).toHaveValue('Minuman');
    await user.click(within(sheet).getByRole('button', { name: 'Atur Ulang' }));
    expect(within(sheet).getByRole('combobox', { name: 'Kategori' })).toHaveValue('all');
    expect(within(sheet).getByRole('combobox', { name: 'Urutkan' })).toHaveValue('default');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?category=Minuman&sort=newest');
    // Opened again, the sheet starts from the URL.
    await user.click(screen.getByRole('button', { name: 'Filter (2)' }));
    const again = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(again).getByRole('combobox', { name: 'Kategori' })).toHaveValue('Minuman');
    await user.click(within(again).getByRole('button', { name: 'Atur Ulang' }));
    await user.click(within(again).getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it('filters by a category chip (aria-pressed) and takes it off when pressed again', async () => {
    const { user, router } = await renderCatalog();
    const chips = within(await screen.findByRole('group', { name: 'Pilih kategori' }));
    expect(chips.getByRole('button', { name: 'Semua' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(chips.getByRole('button', { name: 'Minuman' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Minuman'));
    expect(chips.getByRole('button', { name: 'Minuman' })).toHaveAttribute('aria-pressed', 'true');
    expect(chips.getByRole('button', { name: 'Semua' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    await user.click(chips.getByRole('button', { name: 'Minuman' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
