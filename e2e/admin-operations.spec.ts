/**
 * The back office's operations that touch only what the test itself made: a
 * buyer's order moved to delivered and completed, a buyer's role changed and back, transactions
 * and reports — with an axe scan of every screen. Runs in both modes (projects `browser` and
 * `server`); the buyers are registered by the test. The operations that change or count the whole
 * shop (maintenance mode, backup and restore, the admin's profile, the new-order bell) are in
 * shop-wide/.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  addToCart,
  checkout,
  expectNoAxeViolations,
  login,
  logout,
  register,
  registerAndLogin,
  shipWithTrackingNumber,
  uniqueName,
  openAdminPage,
  openSettingsSection,
} from './support';

function orderRow(page: Page, orderId: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${orderId}`) }) });
}

test('the admin moves a buyer’s order to delivered and completed; the buyer sees it', async ({
  page,
}) => {
  // A new buyer orders product 1.
  const buyer = await registerAndLogin(page, 'pesan');
  await addToCart(page, 1, 1);
  const orderId = await checkout(page);
  await logout(page);

  // The admin confirms the shipment, marks it delivered, then completed.
  await login(page, ADMIN.username, ADMIN.password);
  await openAdminPage(page, 'Pesanan', 'Pesanan');
  const row = orderRow(page, orderId);
  await expect(row.getByText('Menunggu Konfirmasi Admin')).toBeVisible();
  await expect(row.getByText('Cut Meutia')).toBeVisible();
  await expect(row.getByText('Kode Pos 23116')).toBeVisible();
  await expectNoAxeViolations(page, 'admin orders (menu closed)');

  await page.getByRole('button', { name: `Aksi ${orderId}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page, 'admin orders (action menu open)');
  await page.getByRole('menuitem', { name: 'Konfirmasi Pengiriman' }).click();
  await expect(page.getByText(`Pesanan ${orderId} berhasil diperbarui!`)).toBeVisible();
  await expect(row.getByText('Dikemas')).toBeVisible();

  await page.getByRole('button', { name: `Aksi ${orderId}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Konfirmasi Pengiriman' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Tiba di Tujuan' }).click();
  // A shipped status asks the tracking number first (docs/product/decisions.md "The order's journey").
  await expect(page.getByRole('dialog', { name: `Kirim Pesanan ${orderId}` })).toBeVisible();
  await expectNoAxeViolations(page, 'admin orders (tracking number dialog)');
  await shipWithTrackingNumber(page, orderId, 'JP1234567890');
  await expect(row.getByText('Tiba di Tujuan')).toBeVisible();
  await page.getByRole('button', { name: `Aksi ${orderId}` }).click();
  await page.getByRole('menuitem', { name: 'Selesai', exact: true }).click();
  await expect(row.locator('[data-status="Completed"]')).toBeVisible();
  // Kept: a reload shows the same.
  await page.reload();
  await expect(row.locator('[data-status="Completed"]')).toBeVisible();
  await expect(row.getByText('Tiba di Tujuan')).toBeVisible();

  // Filter and search narrow the table.
  await page.getByLabel('Cari pesanan').fill(orderId);
  await expect(
    page.getByRole('table', { name: 'Daftar pesanan' }).getByRole('rowheader'),
  ).toHaveCount(1);
  await page.getByLabel('Status', { exact: true }).selectOption('Cancelled');
  await expect(page.getByText('Tidak ada pesanan yang cocok dengan filter.')).toBeVisible();
  await logout(page);

  // The buyer's Pesanan Saya shows the new state.
  await login(page, buyer.username, buyer.password);
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Pesanan Saya' })
    .click();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Pesanan ${orderId}` }) });
  // One stage per order: completed, whatever the parcel's last status.
  await expect(card.locator('[data-stage="Selesai"]')).toHaveText('Selesai');
});

test('the admin makes a buyer an admin and back', async ({ page }) => {
  const username = uniqueName('peran');
  await register(page, username, 'rahasia123');
  await login(page, ADMIN.username, ADMIN.password);
  await openSettingsSection(page, 'Pengguna');
  const users = page.getByRole('region', { name: 'Akun Pengguna' });
  const buyerRow = users
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${username}`) }) });
  const adminRow = users
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^admin/ }) });
  await expect(buyerRow.getByText('Pembeli', { exact: true })).toBeVisible();
  await expect(adminRow.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'admin settings');

  await buyerRow.getByRole('button', { name: 'Jadikan admin' }).click();
  await expect(page.getByText('Peran pengguna berhasil diperbarui menjadi Admin!')).toBeVisible();
  await expect(buyerRow.getByText('Admin', { exact: true })).toBeVisible();
  await buyerRow.getByRole('button', { name: 'Jadikan pembeli' }).click();
  await expect(page.getByText('Peran pengguna berhasil diperbarui menjadi Pembeli!')).toBeVisible();
  await expect(buyerRow.getByText('Pembeli', { exact: true })).toBeVisible();
  // Kept: after a reload the account is a buyer again.
  await page.reload();
  await expect(buyerRow.getByText('Pembeli', { exact: true })).toBeVisible();
  await expect(buyerRow.getByRole('button', { name: 'Jadikan admin' })).toBeVisible();
});

test('transactions and reports pass axe; the orders export as CSV', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await openAdminPage(page, 'Transaksi & Pembayaran', 'Transaksi & Pembayaran');
  // Newest first, 20 a page: the seed's TRX001 is found by search (server mode has many more).
  await page.getByLabel('Cari transaksi').fill('TRX001');
  await expect(
    page
      .getByRole('table', { name: 'Daftar transaksi' })
      .getByRole('rowheader', { name: 'TRX001' }),
  ).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('Success');
  await expect(page.getByRole('rowheader', { name: 'TRX001' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'transactions');

  await openAdminPage(page, 'Laporan Penjualan', 'Laporan Penjualan');
  await expect(page.getByRole('heading', { name: 'Total Pendapatan' })).toBeVisible();
  // The seed is dated from its writing (a paid order of today): this month's report, the one it
  // opens on, has revenue and draws its chart.
  await expect(page.getByText(/^Bulan ini: .+, dibandingkan dengan .+\.$/)).toBeVisible();
  await expect(page.locator('.recharts-surface')).toBeVisible();
  await expect(page.getByText('Belum ada data untuk periode ini.')).toHaveCount(0);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor Pesanan (CSV)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^seulanga-pesanan-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('ID Pesanan');
  expect(csv).toContain('ORD001');
  await expectNoAxeViolations(page, 'reports');
});
