/**
 * Low stock in the back office: a product at or below `Batas Stok Menipis` (the
 * default 5; the spec never changes the shop-wide setting) carries the badge 'Stok menipis' in
 * 'Daftar Produk' and is found by the filter 'Stok' → 'Stok menipis'; a well-stocked one is not.
 * Runs in both modes; the products it adds carry names of their own.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, addProduct, expectNoAxeViolations, login, uniqueName } from './support';

test("a product low on stock is marked 'Stok menipis' and found by the filter", async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  const low = uniqueName('Tipis');
  const plenty = uniqueName('Banyak');
  await addProduct(page, { name: low, category: 'Makanan', price: 15000, stock: 2 });
  await addProduct(page, { name: plenty, category: 'Makanan', price: 15000, stock: 80 });

  const products = page.getByRole('table', { name: 'Daftar Produk' });
  const rowOf = (name: string) => products.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(low);
  await expect(rowOf(low).getByText('Stok menipis')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cari produk' }).fill('');
  await page.getByRole('combobox', { name: 'Stok' }).selectOption({ label: 'Stok menipis' });
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(plenty);
  await expect(page.getByText('Tidak ada produk yang cocok dengan pencarian Anda.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(low);
  await expect(rowOf(low)).toBeVisible();
  await expectNoAxeViolations(page, "products filtered 'Stok menipis'");
});
