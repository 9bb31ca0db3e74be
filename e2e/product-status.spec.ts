/**
 * A product's status (`Status Produk`, src/domain/catalog/on-sale.ts): the owner saves a new
 * product as `Draf`; a buyer does not find it in the catalogue, and its page says 'Produk ini
 * sedang tidak dijual.' without `Tambah ke Keranjang`; the owner's list shows it `Draf` and finds
 * it by the `Status` filter; `Aktifkan {name}` puts it on sale and the buyer finds it. Runs in both
 * modes (projects `browser` and `server`) on a product of its own (`uniqueName`).
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, BUYER, addProduct, expectNoAxeViolations, login, logout, openAdminPage, readShopList, uniqueName } from './support';

/** The owner's products table searched for `name`, and its row. */
async function productRow(page: Page, name: string) {
  await openAdminPage(page, 'Daftar Produk', 'Daftar Produk');
  // Searched: the shared e2e shop holds more products than one page.
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(name);
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
}

test('a Draf product is off sale until the owner sets it Aktif', async ({ page }) => {
  const product = `Dodol Uji ${uniqueName('s')}`;
  await login(page, ADMIN.username, ADMIN.password);
  await addProduct(page, { name: product, category: 'Makanan', price: 12000, stock: 20, status: 'Draf' });
  const { id } = (await readShopList<{ id: number; name: string }>(page, 'products')).find((p) => p.name === product)!;
  const row = await productRow(page, product);
  await expect(row.getByText('Draf', { exact: true })).toBeVisible();
  // The `Status` filter: `Draf` keeps it, `Aktif` leaves it out.
  await page.getByLabel('Status').selectOption({ label: 'Aktif' });
  await expect(row).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'Draf' });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page, 'products list with a draft');
  await logout(page);

  await login(page, BUYER.username, BUYER.password);
  await page.goto(`/catalog?q=${encodeURIComponent(product)}`);
  await expect(page.getByText('Tidak ada produk yang cocok dengan pencarian Anda.')).toBeVisible();
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await expect(page.getByText('Produk ini sedang tidak dijual.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambah ke Keranjang' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'draft product page');
  await logout(page);

  await login(page, ADMIN.username, ADMIN.password);
  const again = await productRow(page, product);
  await again.getByRole('button', { name: `Aktifkan ${product}` }).click();
  await expect(page.getByText('Produk berhasil diperbarui!').first()).toBeVisible();
  await expect(again.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(again.getByRole('button', { name: `Arsipkan ${product}` })).toBeVisible();
  await logout(page);

  await login(page, BUYER.username, BUYER.password);
  await page.goto(`/catalog?q=${encodeURIComponent(product)}`);
  await expect(page.getByRole('list', { name: 'Daftar produk' }).getByRole('link', { name: product })).toBeVisible();
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('button', { name: 'Tambah ke Keranjang' })).toBeEnabled();
  await expect(page.getByText('Produk ini sedang tidak dijual.')).toHaveCount(0);
});
