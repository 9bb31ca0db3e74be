/**
 * `Variasi` made by the owner (docs/product/decisions.md "Variations"): in the product dialog the
 * owner adds the tier `Ukuran` with `250 g` and `500 g`, fills each combination's price and stock
 * (`Terapkan ke Semua` for the stock), and saves; the products list shows the price range and the
 * summed stock; a visitor sees the picker on the product page, the range until a size is chosen,
 * then that size's price. On a 390 px phone the combinations are cards and nothing scrolls sideways.
 * Axe scans the dialog with its combinations and the product page. Then a promo and a photo per
 * variant: the owner gives `250 g` a `Harga Promo` in the product's promo window and the gallery's
 * second photo as its `Foto`; a buyer sees the card's range at the prices in force and, choosing
 * `250 g`, its promo price with the normal price struck through and the badge, and its photo.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, BUYER, addProduct, expectNoAxeViolations, gotoHydrated, login, logout, uniqueName } from './support';

test('the owner gives a product sizes in Variasi; a visitor chooses one on the product page', async ({ page }) => {
  const product = `Kopi Variasi Uji ${uniqueName('v')}`;
  await login(page, ADMIN.username, ADMIN.password);
  await addProduct(page, { name: product, category: 'Minuman', price: 50000, stock: 10, weight: 250 });
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(product);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: product }) });
  await row.getByRole('button', { name: `Ubah ${product}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Produk' });
  const section = dialog.getByRole('group', { name: 'Variasi', exact: true });

  await section.getByRole('button', { name: 'Tambah Variasi' }).click();
  const tier = section.getByRole('group', { name: 'Variasi 1' });
  await tier.getByLabel('Nama Variasi').fill('Ukuran');
  for (const option of ['250 g', '500 g']) {
    await tier.getByLabel('Pilihan', { exact: true }).fill(option);
    await tier.getByLabel('Pilihan', { exact: true }).press('Enter');
  }
  await expect(tier.getByRole('button', { name: 'Hapus pilihan 500 g' })).toBeVisible();
  // With tiers the product's own price, stock and weight follow the combinations.
  await expect(dialog.getByLabel('Harga', { exact: true })).toHaveCount(0);
  await section.getByLabel('Stok semua').fill('6');
  await section.getByRole('button', { name: 'Terapkan ke Semua' }).click();
  await expect(section.getByLabel('Stok 500 g', { exact: true })).toHaveValue('6');
  await section.getByLabel('Harga 250 g', { exact: true }).fill('45000');
  await section.getByLabel('Harga 500 g', { exact: true }).fill('85000');
  await section.getByLabel('Berat 500 g', { exact: true }).fill('500');
  await expectNoAxeViolations(page, 'product dialog with Variasi');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Produk berhasil diperbarui!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Rp 45.000 – Rp 85.000')).toBeVisible();
  await expect(row.getByText('12', { exact: true })).toBeVisible();

  // On a 390 px phone the combinations are cards, with the same names, and nothing scrolls sideways.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: `Ubah ${product}` }).click();
  const phoneSection = dialog.getByRole('group', { name: 'Variasi', exact: true });
  await expect(phoneSection.getByRole('list', { name: 'Kombinasi Variasi' })).toBeVisible();
  await expect(phoneSection.getByRole('table')).toHaveCount(0);
  await expect(phoneSection.getByLabel('Harga 500 g', { exact: true })).toHaveValue('85000');
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.setViewportSize(desktop);
  await logout(page);

  await gotoHydrated(page, `/catalog?q=${encodeURIComponent(product)}`);
  const card = page.getByRole('list', { name: 'Daftar produk' }).getByRole('article').filter({ hasText: product });
  await card.getByRole('link', { name: product }).click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByText('Rp 45.000 – Rp 85.000').first()).toBeVisible();
  const sizes = page.getByRole('radiogroup', { name: 'Ukuran' });
  await expect(sizes.getByRole('radio')).toHaveCount(2);
  await expect(page.getByText('Pilih variasi terlebih dahulu.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'product page with Variasi');
  await sizes.locator('label', { hasText: '500 g' }).click();
  await expect(sizes.getByRole('radio', { name: '500 g' })).toBeChecked();
  await expect(main.getByText('Rp 85.000', { exact: true }).first()).toBeVisible();
});

test("the owner gives one variant a promo price and a photo; a buyer sees that variant's struck price and photo", async ({ page }) => {
  const product = `Kopi Promo Variasi ${uniqueName('vp')}`;
  await login(page, ADMIN.username, ADMIN.password);
  await addProduct(page, { name: product, category: 'Minuman', price: 50000, stock: 10, weight: 250 });
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(product);
  await page.getByRole('button', { name: `Ubah ${product}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Produk' });
  // A second photo, chosen below for one size in the same edit (uploaded once on save).
  await dialog.getByLabel('Gambar Produk').setInputFiles('e2e/fixtures/avatar.png');
  await expect(dialog.getByRole('img', { name: 'Pratinjau Gambar 2' })).toBeVisible();
  const section = dialog.getByRole('group', { name: 'Variasi', exact: true });
  await section.getByRole('button', { name: 'Tambah Variasi' }).click();
  const tier = section.getByRole('group', { name: 'Variasi 1' });
  await tier.getByLabel('Nama Variasi').fill('Ukuran');
  for (const option of ['250 g', '500 g']) {
    await tier.getByLabel('Pilihan', { exact: true }).fill(option);
    await tier.getByLabel('Pilihan', { exact: true }).press('Enter');
  }
  // With tiers the product's own Harga Promo is hidden: each combination has its own.
  await expect(dialog.getByLabel('Harga Promo', { exact: true })).toHaveCount(0);
  await section.getByLabel('Stok semua').fill('5');
  await section.getByRole('button', { name: 'Terapkan ke Semua' }).click();
  await section.getByLabel('Harga 250 g', { exact: true }).fill('45000');
  await section.getByLabel('Harga 500 g', { exact: true }).fill('85000');
  await section.getByLabel('Harga Promo 250 g').fill('40000');
  await section.getByLabel('Foto 250 g').selectOption({ label: 'Gambar 2' });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  // Without a window the combination's promo is refused on its field.
  await expect(section.getByText('Harga Promo kombinasi perlu Promo Mulai atau Promo Berakhir.')).toBeVisible();
  await dialog.getByLabel('Promo Berakhir').fill('2099-01-01T00:00');
  await expectNoAxeViolations(page, 'product dialog with a promo and a photo per variant');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Produk berhasil diperbarui!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await logout(page);

  await login(page, BUYER.username, BUYER.password);
  await gotoHydrated(page, `/catalog?q=${encodeURIComponent(product)}`);
  const card = page.getByRole('list', { name: 'Daftar produk' }).getByRole('article').filter({ hasText: product });
  await expect(card.getByText('Rp 40.000 – Rp 85.000')).toBeVisible();
  await card.getByRole('link', { name: product }).click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  const main = page.locator('main');
  const thumbnails = page.getByRole('group', { name: 'Pilih gambar produk' });
  await expect(thumbnails.getByRole('button', { name: 'Gambar 1' })).toHaveAttribute('aria-pressed', 'true');
  const sizes = page.getByRole('radiogroup', { name: 'Ukuran' });
  await sizes.locator('label', { hasText: '250 g' }).click();
  await expect(sizes.getByRole('radio', { name: '250 g' })).toBeChecked();
  await expect(main.getByText('Rp 40.000', { exact: true }).first()).toBeVisible();
  await expect(main.locator('s').filter({ hasText: 'Rp 45.000' })).toHaveText('Harga normal Rp 45.000');
  await expect(main.getByText('-11%')).toBeVisible();
  await expect(thumbnails.getByRole('button', { name: 'Gambar 2' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, 'product page with a variant promo');
  await sizes.locator('label', { hasText: '500 g' }).click();
  await expect(main.getByText('Rp 85.000', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('-11%')).toHaveCount(0);
});
