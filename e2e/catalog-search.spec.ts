/**
 * The catalogue's search by words (docs/decisions/028-search-index.md): a typo still finds,
 * `Saran pencarian` under the search box by keyboard, the facets beside the results (a category
 * narrows and stays in the URL, the price range too), each page scanned with axe.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated } from './support';

test('"kopi gayu" finds Kopi Arabika Gayo, and Saran pencarian work by keyboard', async ({ page }) => {
  await gotoHydrated(page, '/catalog');
  const box = page.getByRole('combobox', { name: 'Cari produk' });
  await box.fill('kopi gayu');
  await expect(page).toHaveURL(/q=kopi\+gayu/);
  await expect(page.getByRole('list', { name: 'Daftar produk' }).getByRole('link', { name: 'Kopi Arabika Gayo' })).toBeVisible();

  // The home page's box: half a word, the arrows, Enter.
  await gotoHydrated(page, '/');
  const home = page.getByRole('combobox', { name: 'Cari produk' });
  await home.click();
  await home.pressSequentially('songk');
  const list = page.getByRole('listbox', { name: 'Saran pencarian' });
  await expect(list).toBeVisible();
  await expect(home).toHaveAttribute('aria-expanded', 'true');
  const first = list.getByRole('option').first();
  await expect(first).toHaveText('Kain Songket Aceh');
  await home.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(home).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(home).toBeFocused();
  await expectNoAxeViolations(page, 'Saran pencarian');
  await home.press('Escape');
  await expect(list).toBeHidden();
  await expect(home).toHaveAttribute('aria-expanded', 'false');
  await home.press('ArrowDown');
  await expect(list).toBeVisible();
  await home.press('Enter');
  await expect(page).toHaveURL(/\/catalog\?q=Kain\+Songket\+Aceh$/);
  await expect(page.getByRole('combobox', { name: 'Cari produk' })).toHaveValue('Kain Songket Aceh');
  await expect(page.getByRole('list', { name: 'Daftar produk' }).getByRole('link', { name: 'Kain Songket Aceh' })).toBeVisible();
});

test('a category facet narrows the results and stays in the URL, with the price range', async ({ page }) => {
  await gotoHydrated(page, '/catalog?q=aceh');
  const results = page.getByRole('list', { name: 'Daftar produk' });
  await expect(results.getByRole('link', { name: 'Dendeng Aceh' })).toBeVisible();
  const facets = page.getByRole('region', { name: 'Saring hasil' });
  const fashion = facets.getByRole('group', { name: 'Kategori hasil' }).getByRole('button', { name: /^Fashion \(\d+\)$/ });
  await expect(fashion).toHaveAttribute('aria-pressed', 'false');
  await fashion.click();
  await expect(page).toHaveURL(/category=Fashion/);
  await expect(page).toHaveURL(/q=aceh/);
  await expect(results.getByRole('link', { name: 'Kain Songket Aceh' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Dendeng Aceh' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the catalogue with a category facet');

  // A shared link keeps the facet; the price range joins it.
  await gotoHydrated(page, new URL(page.url()).pathname + new URL(page.url()).search);
  await expect(fashion).toHaveAttribute('aria-pressed', 'true');
  await facets.getByLabel('Harga Minimum').fill('900000000');
  await facets.getByLabel('Harga Maksimum').fill('1');
  await facets.getByRole('button', { name: 'Terapkan Harga' }).click();
  await expect(facets.getByRole('alert')).toHaveText('Rentang harga tidak valid.');
  await expect(page).not.toHaveURL(/minPrice/);
  await facets.getByLabel('Harga Maksimum').fill('');
  await facets.getByRole('button', { name: 'Terapkan Harga' }).click();
  await expect(page).toHaveURL(/minPrice=900000000/);
  await expect(page.getByText('Tidak ada produk yang cocok dengan pencarian Anda.')).toBeVisible();
  await expectNoAxeViolations(page, 'the catalogue with a price range');
  await facets.getByRole('button', { name: 'Hapus filter harga' }).click();
  await expect(page).not.toHaveURL(/minPrice/);
  await expect(results.getByRole('link', { name: 'Kain Songket Aceh' })).toBeVisible();
});
