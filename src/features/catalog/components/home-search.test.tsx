import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { useLocation } from 'react-router';
import { createTestData } from '@/testing/create-test-data';
import { renderApp } from '@/testing/render-app';
import { HomeSearch } from './home-search';

function CatalogStub() {
  const location = useLocation();
  return <p>Katalog {new URLSearchParams(location.search).get('q')}</p>;
}

/** The home search over the seed, `products.suggest` watched. */
async function renderSearch() {
  const testData = await createTestData();
  const suggest = vi.spyOn(testData.data.products, 'suggest');
  const rendered = await renderApp(null, {
    testData,
    routes: [
      { path: '/', element: <HomeSearch /> },
      { path: '/catalog', element: <CatalogStub /> },
    ],
  });
  const box = await screen.findByRole('combobox', { name: 'Cari produk' });
  return { ...rendered, suggest, box };
}

describe('HomeSearch suggestions', () => {
  it('asks nothing under two letters, then lists Saran pencarian', async () => {
    const { user, suggest, box } = await renderSearch();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'k');
    // Longer than the pause before asking: still nothing asked for one letter.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(suggest).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(box, 'opi');
    const list = await screen.findByRole('listbox', { name: 'Saran pencarian' });
    expect(suggest).toHaveBeenLastCalledWith('kopi');
    expect(within(list).getAllByRole('option').length).toBeGreaterThan(0);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
  });

  it('moves with the arrows and opens the search for the chosen name with Enter', async () => {
    const { user, box, router } = await renderSearch();
    await user.type(box, 'kopi gayu');
    const list = await screen.findByRole('listbox', { name: 'Saran pencarian' });
    const options = within(list).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveFocus();
    if (options.length > 1) {
      await user.keyboard('{ArrowDown}');
      expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
      await user.keyboard('{ArrowUp}');
    }
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    const name = options[0]!.textContent!;
    expect(name).toBe('Kopi Arabika Gayo');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(name);
  });

  it('closes the list with Escape, keeping the text', async () => {
    const { user, box } = await renderSearch();
    await user.type(box, 'songk');
    await screen.findByRole('listbox', { name: 'Saran pencarian' });
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('songk');
  });
});
