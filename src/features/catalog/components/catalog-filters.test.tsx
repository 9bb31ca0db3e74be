import { within } from '@testing-library/react';
import { renderOnServer } from '@/testing/server-rendered';
import { CatalogFilters } from './catalog-filters';

describe('CatalogFilters rendered by the server (/catalog, docs/decisions/013)', () => {
  it('keeps the search box, both selects and the phone\'s chips disabled until the browser has taken the page over', async () => {
    const page = renderOnServer(() => (
      <CatalogFilters
        categories={['Minuman', 'Fashion']}
        category="all"
        searchText="kopi"
        sort="newest"
        onCategoryChange={() => {}}
        onSearchTextChange={() => {}}
        onSortChange={() => {}}
        onFiltersApply={() => {}}
      />
    ));
    const filters = within(page.container);
    try {
      const controls = [
        filters.getByRole('combobox', { name: 'Cari produk' }),
        filters.getByRole('combobox', { name: 'Kategori' }),
        filters.getByRole('combobox', { name: 'Urutkan' }),
        filters.getByRole('button', { name: 'Filter (1)' }),
        ...within(filters.getByRole('group', { name: 'Pilih kategori' })).getAllByRole('button'),
      ];
      // Typed or picked in the server's HTML, it would be put back and never searched.
      for (const control of controls) expect(control).toBeDisabled();
      expect(await page.hydrate()).toEqual([]);
      for (const control of controls) expect(control).toBeEnabled();
    } finally {
      page.remove();
    }
  });
});
