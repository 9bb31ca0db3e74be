/**
 * The back office's chrome and catalogue: the dashboard with its menus, dark theme and phone
 * menu under axe; a product added with an image, seen by a visitor, edited and deleted; a partner
 * added and offered in the product form. Runs in both modes (projects `browser` and `server`);
 * what it creates carries a name of its own (`uniqueName`). The dashboard's figures, which count
 * the whole shop, are checked in shop-wide/admin-dashboard.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, login, uniqueName } from './support';

async function loginAsAdmin(page: Page) {
  await login(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Navigasi admin' });
}

test('the dashboard, its menus, the dark theme and the phone menu pass axe', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Beranda Toko' })).toBeVisible();
  await expect(page).toHaveTitle('Beranda Toko — Seulanga');
  await expect(sidebar(page).getByRole('link', { name: 'Beranda Toko' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The chart (lazy recharts) draws seven months; its numbers are also a table for screen readers.
  // The seed is dated from its writing (orders of today and the weeks before), so it always has
  // sales to draw and this month's revenue (never 'Belum ada data untuk periode ini.').
  const chart = page.locator('.recharts-wrapper > svg.recharts-surface');
  // The chart loads when its place comes near the screen, as when the admin scrolls to it.
  await page.getByText('Produk terjual dan pesanan baru per bulan').scrollIntoViewIfNeeded();
  await expect(chart).toBeVisible();
  await expect(page.getByText('Belum ada data untuk periode ini.')).toHaveCount(0);
  await expect(page.locator('.recharts-bar-rectangles')).toHaveCount(2);
  await expect(
    page.getByRole('table', { name: 'Aktivitas Penjualan Bulanan' }).getByRole('row'),
  ).toHaveCount(8);
  const revenue = page.getByRole('region', { name: 'Pendapatan Bulan Ini' });
  await expect(revenue).toContainText(/dibanding bulan lalu|Tidak ada pendapatan bulan lalu/);
  await expect(revenue.locator('[data-slot="stat-value"]')).toHaveText(/^Rp\s[1-9]/);
  await expect(page.getByRole('table', { name: 'Pesanan Terbaru' })).toBeVisible();
  await page.getByRole('button', { name: 'Log Email', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Log Notifikasi Email Terbaru' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Halaman log email' })).toBeVisible();
  await expectNoAxeViolations(page, 'admin dashboard');
  // Only the failures not sent since (the seed's ORD001 notice, unless another spec sent it again).
  const failuresOnly = page.getByRole('button', { name: 'Hanya yang Gagal' });
  await failuresOnly.click();
  await expect(failuresOnly).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: 'Log Notifikasi Email Terbaru' }).or(page.getByText('Tidak ada e-mail yang gagal'))).toBeVisible();
  await expect(page.getByRole('table', { name: 'Log Notifikasi Email Terbaru' }).getByText('Berhasil', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'admin dashboard, failed e-mails only');
  await page.locator('.recharts-wrapper').hover();
  await expect(page.locator('.recharts-tooltip-item-name').first()).toBeVisible();
  await expectNoAxeViolations(page, 'admin dashboard, chart tooltip');

  // The bell and avatar menus, open.
  const bell = page.getByRole('button', { name: 'Notifikasi' });
  await bell.click();
  await expect(page.getByRole('menuitem', { name: /notifikasi baru|pesanan baru/ })).toBeVisible();
  await expectNoAxeViolations(page, 'admin dashboard, notification menu open');
  await page.keyboard.press('Escape');
  // Once the bell has its focus back: a focus returning later would close the next menu.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(bell).toBeFocused();
  await page.getByRole('button', { name: 'Menu akun' }).click();
  await expect(page.getByRole('menuitem', { name: 'Pengaturan Profil' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectNoAxeViolations(page, 'admin dashboard, account menu open');
  await page.keyboard.press('Escape');

  // Dark theme.
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page, 'admin dashboard, dark theme');
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  // On a phone the sidebar becomes the 'Buka menu' sheet.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(sidebar(page)).toBeHidden();
  // Nothing sticks out sideways at 375 px (wide tables scroll inside their own region).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu Admin' });
  await expect(sheet.getByRole('link', { name: 'Daftar Produk' })).toBeVisible();
  await expectNoAxeViolations(page, 'admin phone menu');
  await sheet.getByRole('link', { name: 'Data Mitra Seulanga' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data Mitra Seulanga' })).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('list', { name: 'Data Mitra Seulanga' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'admin partners on a phone');
});


test('the admin adds a product with an image, a visitor sees it, the admin edits and deletes it', async ({
  page,
}) => {
  const name = `Kopi Uji ${uniqueName('p')}`;
  await loginAsAdmin(page);
  await sidebar(page).getByRole('link', { name: 'Daftar Produk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar Produk' })).toBeVisible();
  await expect(page).toHaveTitle('Daftar Produk — Seulanga');
  await expect(page.getByRole('button', { name: 'Ubah Kopi Arabika Gayo' })).toBeVisible();
  await expectNoAxeViolations(page, 'admin products');

  // Add, with validation first.
  await page.getByRole('button', { name: 'Tambah Produk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Produk Baru' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Mitra')).toHaveValue('P001');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    dialog.getByText('Harap lengkapi semua bidang, termasuk gambar produk.').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'add product dialog with errors');
  await dialog.getByLabel('Nama Produk').fill(name);
  await dialog.getByLabel('Kategori').selectOption('Minuman');
  await dialog.getByLabel('Harga', { exact: true }).fill('65000');
  await dialog.getByLabel('Stok').fill('12');
  await dialog.getByLabel('Lokasi').fill('Sigli');
  await dialog.getByLabel('Mitra').selectOption({ label: 'Dapur Kue Nek Limah' });
  await dialog.getByLabel('Gambar Produk').setInputFiles('e2e/fixtures/product.png');
  await expect(dialog.getByRole('img', { name: 'Pratinjau Gambar 1' })).toHaveAttribute(
    'src',
    /^data:image\/webp;base64,/,
  );
  await dialog.getByLabel('Deskripsi').fill('Kopi robusta dari dataran tinggi Pidie.');
  await expectNoAxeViolations(page, 'add product dialog filled');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Produk berhasil ditambahkan!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // New products come last, on the table's last page: search it.
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(name);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  await expect(row).toContainText('Rp 65.000');
  await expect(row).toContainText('Dapur Kue Nek Limah');
  // Saved as entered: the edit dialog shows the values and the image back.
  await page.getByRole('button', { name: `Ubah ${name}` }).click();
  const saved = page.getByRole('dialog', { name: 'Edit Produk' });
  await expect(saved.getByLabel('Harga', { exact: true })).toHaveValue('65000');
  await expect(saved.getByLabel('Stok')).toHaveValue('12');
  await expect(saved.getByLabel('Lokasi')).toHaveValue('Sigli');
  await expect(saved.getByLabel('Mitra')).toHaveValue('P005');
  await expect(saved.getByRole('img', { name: 'Pratinjau Gambar 1' })).toHaveAttribute(
    'src',
    /^(data:image\/webp;base64,|\/api\/images\/)/,
  );
  await page.keyboard.press('Escape');
  await expect(saved).toBeHidden();

  // A visitor sees it in the catalogue.
  await page.getByRole('button', { name: 'Menu akun' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Anda telah keluar.')).toBeVisible();
  await page.goto('/catalog');
  await page.getByLabel('Cari produk').fill(name);
  await expect(page.getByRole('link', { name })).toBeVisible();

  // Edit its price.
  await loginAsAdmin(page);
  await page.goto('/admin/products');
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(name);
  await expect(page.getByRole('table', { name: 'Daftar Produk' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Ubah ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Produk' });
  await expect(edit.getByLabel('Nama Produk')).toHaveValue(name);
  await edit.getByLabel('Harga', { exact: true }).fill('70000');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Produk berhasil diperbarui!')).toBeVisible();
  await expect(row).toContainText('Rp 70.000');

  // Delete it after the confirmation.
  await page.getByRole('button', { name: `Hapus ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Apakah Anda yakin ingin menghapus produk ini?')).toBeVisible();
  await expectNoAxeViolations(page, 'delete product confirmation');
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Produk berhasil dihapus!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Hapus ${name}` })).toHaveCount(0);
  // Gone for visitors too.
  await page.goto(`/catalog?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('Tidak ada produk yang cocok dengan pencarian Anda.')).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});

test('the admin adds a partner', async ({ page }) => {
  const partner = `UD Kopi Pidie ${uniqueName('m')}`;
  await loginAsAdmin(page);
  await sidebar(page).getByRole('link', { name: 'Data Mitra Seulanga' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data Mitra Seulanga' })).toBeVisible();
  await expect(page).toHaveTitle('Data Mitra Seulanga — Seulanga');
  await expect(page.getByRole('rowheader', { name: /^Koperasi Kopi Gayo Lestari/ })).toBeVisible();
  await expectNoAxeViolations(page, 'admin partners');

  await page.getByRole('button', { name: 'Tambah Mitra' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Mitra Baru' });
  await dialog.getByLabel('Nama Mitra').fill(partner);
  await dialog.getByLabel('Lokasi').fill('Sigli');
  await dialog.getByLabel('Alamat').fill('Jl. Iskandar Muda No. 1, Kota Sigli, Pidie');
  await dialog.getByLabel('Latitude').fill('5.3849');
  await dialog.getByLabel('Longitude').fill('95.9609');
  await dialog.getByLabel('Produk Unggulan').fill('Kopi Robusta');
  await expectNoAxeViolations(page, 'add partner dialog');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Mitra berhasil ditambahkan!')).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${partner}`) }) });
  await expect(row).toContainText('Kopi Robusta');
  await expect(row).toContainText('Aktif');

  // The new partner is offered in the product form.
  await sidebar(page).getByRole('link', { name: 'Daftar Produk' }).click();
  await page.getByRole('button', { name: 'Tambah Produk' }).click();
  await expect(
    page.getByRole('dialog').getByLabel('Mitra').getByRole('option', { name: partner }),
  ).toHaveCount(1);
});
