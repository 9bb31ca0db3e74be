/**
 * A partner's products off sale (src/domain/catalog/on-sale.ts): the owner adds a partner and a
 * product of it, then sets the partner `Nonaktif`; a buyer no longer finds the product in the
 * catalogue, and its page says 'Produk ini sedang tidak dijual.' without `Tambah ke Keranjang`;
 * the owner's products table marks it `Nonaktif`; re-activated, the partner's product is back.
 * Runs in both modes (projects `browser` and `server`) on a partner and product of its own
 * (`uniqueName`), so parallel specs never meet a seed partner set Nonaktif.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, BUYER, addProduct, expectNoAxeViolations, login, logout, openAdminPage, readShopList, uniqueName } from './support';

/** Adds a partner through 'Data Mitra Seulanga' → 'Tambah Mitra'. */
async function addPartner(page: Page, name: string): Promise<void> {
  await page.goto('/admin/partners');
  await page.getByRole('button', { name: 'Tambah Mitra' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Mitra Baru' });
  await dialog.getByLabel('Nama Mitra').fill(name);
  await dialog.getByLabel('Lokasi').fill('Sigli');
  await dialog.getByLabel('Alamat').fill('Jl. Iskandar Muda No. 2, Kota Sigli, Pidie');
  await dialog.getByLabel('Latitude').fill('5.3849');
  await dialog.getByLabel('Longitude').fill('95.9609');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Mitra berhasil ditambahkan!')).toBeVisible();
}

/** Sets the partner's `Status` in 'Edit Mitra'. */
async function setPartnerStatus(page: Page, name: string, status: 'Aktif' | 'Nonaktif'): Promise<void> {
  await page.goto('/admin/partners');
  await page.getByRole('button', { name: `Ubah ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Mitra' });
  await dialog.getByLabel('Status').selectOption({ label: status });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Mitra berhasil diperbarui!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Searches the catalogue for `name` as the signed-in buyer. */
async function searchCatalogue(page: Page, name: string) {
  await page.goto(`/catalog?q=${encodeURIComponent(name)}`);
  return page.getByRole('list', { name: 'Daftar produk' }).getByRole('link', { name });
}

test("a Nonaktif partner's product is off sale until the partner is active again", async ({ page }) => {
  const partner = `UD Mitra Uji ${uniqueName('m')}`;
  const product = `Keripik Uji ${uniqueName('p')}`;
  await login(page, ADMIN.username, ADMIN.password);
  await addPartner(page, partner);
  await addProduct(page, { name: product, category: 'Makanan', price: 15000, stock: 20, partner });
  const { id } = (await readShopList<{ id: number; name: string }>(page, 'products')).find((p) => p.name === product)!;
  await setPartnerStatus(page, partner, 'Nonaktif');
  // The owner still sees it, marked.
  await openAdminPage(page, 'Daftar Produk', 'Daftar Produk');
  // Searched: the shared e2e shop holds more products than one page.
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(product);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: product }) });
  await expect(row).toContainText(partner);
  await expect(row.getByText('Nonaktif')).toBeVisible();
  await logout(page);

  await login(page, BUYER.username, BUYER.password);
  await page.goto(`/catalog?q=${encodeURIComponent(product)}`);
  await expect(page.getByText('Tidak ada produk yang cocok dengan pencarian Anda.')).toBeVisible();
  // Its page says so, without purchase buttons.
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await expect(page.getByText('Produk ini sedang tidak dijual.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambah ke Keranjang' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Beli Sekarang' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'product off sale');
  await logout(page);

  await login(page, ADMIN.username, ADMIN.password);
  await setPartnerStatus(page, partner, 'Aktif');
  await logout(page);
  await login(page, BUYER.username, BUYER.password);
  await expect(await searchCatalogue(page, product)).toBeVisible();
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('button', { name: 'Tambah ke Keranjang' })).toBeEnabled();
  await expect(page.getByText('Produk ini sedang tidak dijual.')).toHaveCount(0);
});
