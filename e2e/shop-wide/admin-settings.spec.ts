/**
 * The back office's shop-wide switches: maintenance mode, backup and restore of the whole shop,
 * the admin's own profile in the sales history, and the store's payment accounts that every
 * buyer's payment instructions show. Runs in both modes: with the rest in
 * `browser`, and in `server-shop-wide` in server mode, after every parallel server test and one
 * test at a time (playwright.config.ts, "Isolation"): maintenance mode shuts every buyer out, a
 * restore replaces every table, and the sales history lists every admin's changes newest first.
 * Each test puts back what it switched.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seedPaymentAccounts } from '../../src/domain/seed/payment-accounts';
import {
  ADMIN,
  addProduct,
  addToCart,
  openCheckout,
  placedOrderId,
  registerAndLogin,
  apiAs,
  expectNoAxeViolations,
  login,
  logout,
  shopMode,
  uniqueName,
  openAdminPage,
  openSettingsSection,
} from '../support';

interface BackupFile {
  format: string;
  data: { products: Array<{ name: string; stock: number }>; orders: Array<{ id: string }> };
}

/** Downloads the backup ('Unduh Cadangan Data') into the test's output folder and reads it. */
async function downloadBackup(page: Page, file: string): Promise<BackupFile> {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Cadangan Data' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^seulanga-cadangan-\d{4}-\d{2}-\d{2}\.json$/);
  await download.saveAs(file);
  return JSON.parse(await readFile(file, 'utf8')) as BackupFile;
}

// Server mode: a test that failed half-way must not leave the shared shop in maintenance mode
// for the runs that reuse the server.
test.afterAll(async ({ playwright }) => {
  if (shopMode() !== 'server') return;
  const api = await apiAs(playwright, ADMIN);
  const store = (await (await api.get('/api/settings/store')).json()) as { maintenanceMode: boolean };
  if (store.maintenanceMode) {
    const saved = await api.put('/api/settings/store', { data: { ...store, maintenanceMode: false } });
    expect(saved.status()).toBe(200);
  }
  await api.dispose();
});

test('maintenance mode blocks a visitor but not the admin', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ADMIN.username, ADMIN.password);
  await openSettingsSection(page, 'Toko');
  const store = page.getByRole('region', { name: 'Pengaturan Toko' });
  const maintenance = store.getByRole('switch', { name: 'Mode Pemeliharaan' });
  await expect(maintenance).toHaveAttribute('aria-checked', 'false');
  await maintenance.click();
  await store.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(page.getByText('Pengaturan toko berhasil disimpan!')).toBeVisible();

  // The admin still reaches the shop.
  await page.goto('/catalog');
  await expect(page.getByRole('heading', { name: 'Toko sedang dalam pemeliharaan' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('link', { name: 'Kopi Arabika Gayo' })).toBeVisible();

  // A visitor does not.
  await logout(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Toko sedang dalam pemeliharaan' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'maintenance page');
  await page.goto('/catalog');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Toko sedang dalam pemeliharaan' }),
  ).toBeVisible();

  // /login stays open; the admin switches maintenance off again.
  await login(page, ADMIN.username, ADMIN.password);
  await openSettingsSection(page, 'Toko');
  await expect(store.getByRole('switch', { name: 'Mode Pemeliharaan' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await store.getByRole('switch', { name: 'Mode Pemeliharaan' }).click();
  await store.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(page.getByText('Pengaturan toko berhasil disimpan!')).toBeVisible();
  await logout(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Toko sedang dalam pemeliharaan' })).toHaveCount(
    0,
  );
});

test('backup, a deleted product and a restore give back the same data', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await login(page, ADMIN.username, ADMIN.password);
  // A product of this test's own, so the backup holds something the test then deletes.
  const name = `Kopi Cadangan ${uniqueName('b')}`;
  await addProduct(page, { name, category: 'Minuman', price: 55000, stock: 7 });
  await page.goto('/admin/settings/cadangan');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadangan' })).toBeVisible();

  // Download.
  const file = testInfo.outputPath('cadangan.json');
  const backup = await downloadBackup(page, file);
  expect(backup.format).toBe('seulanga-backup');
  expect(backup.data.products.find((p) => p.name === name)?.stock).toBe(7);
  expect(backup.data.orders.some((o) => o.id === 'ORD001')).toBe(true);

  // Delete the product.
  await openAdminPage(page, 'Daftar Produk', 'Daftar Produk');
  const search = page.getByRole('searchbox', { name: 'Cari produk' });
  await search.fill(name);
  await page.getByRole('button', { name: `Hapus ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Produk berhasil dihapus!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Ubah ${name}` })).toHaveCount(0);

  // A file that is not a backup changes nothing.
  await openSettingsSection(page, 'Cadangan');
  const restoreField = page.getByLabel('Pulihkan Cadangan Data');
  await restoreField.setInputFiles({
    name: 'bukan.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"halo": 1}'),
  });
  await expect(
    page.getByText(/Berkas cadangan tidak valid: bukan berkas cadangan Seulanga/).first(),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Restore from the downloaded file, after confirming.
  await restoreField.setInputFiles(file);
  const dialog = page.getByRole('alertdialog', { name: 'Pulihkan cadangan data?' });
  await expect(
    dialog.getByText('Semua data toko akan diganti dengan isi cadangan. Lanjutkan?'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'restore confirmation');
  await dialog.getByRole('button', { name: 'Pulihkan' }).click();
  await expect(page.getByText('Cadangan data berhasil dipulihkan!')).toBeVisible();

  // The product is back, and a new backup holds the same products and orders as the first.
  const again = await downloadBackup(page, testInfo.outputPath('cadangan-lagi.json'));
  expect(again.data.products).toEqual(backup.data.products);
  expect(again.data.orders).toEqual(backup.data.orders);
  await openAdminPage(page, 'Daftar Produk', 'Daftar Produk');
  await search.fill(name);
  await expect(page.getByRole('button', { name: `Ubah ${name}` })).toBeVisible();
});

test('the sales history lists the admin’s profile change first', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, ADMIN.username, ADMIN.password);
  await openSettingsSection(page, 'Akun Saya');
  const profile = page.getByRole('region', { name: 'Profil' });
  const email = profile.getByLabel('Email', { exact: true });
  const original = await email.inputValue();
  expect(original).toMatch(/@/);
  await email.fill(`pemilik.${uniqueName('e')}@seulanga.id`);
  await profile.getByRole('button', { name: 'Simpan Profil' }).click();
  await expect(page.getByText('Profil admin berhasil diperbarui!')).toBeVisible();

  await openAdminPage(page, 'Log Aktivitas', 'Log Aktivitas');
  const table = page.getByRole('table', { name: 'Log aktivitas admin' });
  const first = table.getByRole('row').nth(1);
  await expect(first.getByText('Ubah Profil')).toBeVisible();
  await expect(first.getByText('admin', { exact: true })).toBeVisible();
  await expect(first.getByText('Email diubah:')).toBeVisible();
  await expect(table.getByText('Tambah Produk').first()).toBeVisible();
  await expectNoAxeViolations(page, 'sales history');

  // Put the admin's e-mail back.
  await openSettingsSection(page, 'Akun Saya');
  await email.fill(original);
  await profile.getByRole('button', { name: 'Simpan Profil' }).click();
  await expect(page.getByText('Profil admin berhasil diperbarui!').first()).toBeVisible();
  await page.reload();
  await expect(email).toHaveValue(original);
});

test('the admin sets the bank account and a buyer sees it on the payment confirmation and the order page', async ({ page, context, playwright }) => {
  test.setTimeout(150_000);
  try {
    await login(page, ADMIN.username, ADMIN.password);
    await openSettingsSection(page, 'Pembayaran');
    const card = page.getByRole('region', { name: 'Rekening Pembayaran' });
    await expect(card.getByLabel('Kode QRIS (teks)')).toHaveValue(seedPaymentAccounts.qrisPayload);
    await card.getByLabel('Nama Bank').fill('Bank Syariah Indonesia');
    await card.getByLabel('Nomor Rekening').fill('7123-4567-890');
    await card.getByLabel('Atas Nama').fill('Seulanga Uji (Demo)');
    await card.getByRole('button', { name: 'Simpan Rekening' }).click();
    await expect(page.getByText('Rekening pembayaran berhasil disimpan!').first()).toBeVisible();
    await expectNoAxeViolations(page, 'settings with the payment accounts');
    await logout(page);

    // A new buyer on a phone pays by bank transfer.
    await page.setViewportSize({ width: 390, height: 844 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerAndLogin(page, 'bayar');
    await addToCart(page, 1, 1);
    await openCheckout(page);
    await page.getByRole('radio', { name: 'Transfer Bank' }).click();
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    const orderId = await placedOrderId(page);
    const account = page.locator('dt', { hasText: 'Nomor Rekening' }).locator('xpath=following-sibling::dd');
    await expect(account).toContainText('71234567890');
    await expect(page.locator('dt', { hasText: 'Bank Tujuan' }).locator('xpath=following-sibling::dd')).toHaveText('Bank Syariah Indonesia');
    await expect(page.locator('dt', { hasText: 'Atas Nama' }).locator('xpath=following-sibling::dd')).toHaveText('Seulanga Uji (Demo)');
    await expect(page.locator('dt', { hasText: 'Jumlah Pembayaran' }).locator('xpath=following-sibling::dd')).toContainText('Rp');
    await account.getByRole('button', { name: 'Salin Nomor Rekening' }).click();
    await expect(page.getByText('Nomor rekening disalin.').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('71234567890');
    await expectNoAxeViolations(page, 'payment confirmation with the bank account');

    await page.goto(`/pesanan-saya/${orderId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Cara Pembayaran' })).toBeVisible();
    await expect(page.getByText('71234567890')).toBeVisible();
    await expectNoAxeViolations(page, 'order page with the bank account');
  } finally {
    // Server mode: put the demo accounts back for the runs that reuse the server.
    if (shopMode() === 'server') {
      const api = await apiAs(playwright, ADMIN);
      expect((await api.put('/api/settings/payment-accounts', { data: seedPaymentAccounts })).status()).toBe(200);
      await api.dispose();
    }
  }
});
