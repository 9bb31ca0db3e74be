/**
 * The owner's orders page on a laptop (1,366 × 768): the orders table fits without scrolling
 * sideways, every row's actions inside the screen; and the bulk `Cetak Label ({n})`: two orders
 * ticked, one print page with both packing labels and their resi barcodes, axe clean. Runs in both
 * modes; it only reads the seed's completed orders (ORD003, ORD004), whose resi are set.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, gotoHydrated, login, stubPrint } from './support';

const LAPTOP = { width: 1366, height: 768 };

test.use({ viewport: LAPTOP });

/** The seed's shipped and completed orders and their resi (src/domain/seed/orders.ts). */
const LABELLED = [
  { id: 'ORD003', resi: 'JNE4417009823' },
  { id: 'ORD004', resi: 'P2411039884' },
] as const;

test('the orders table fits a 1,366 px laptop: no sideways scroll, every row’s actions on screen', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await gotoHydrated(page, '/admin/orders');
  const region = page.getByRole('region', { name: 'Tabel pesanan' });
  const table = page.getByRole('table', { name: 'Daftar pesanan' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, 'the orders table scrolls sideways').toBeLessThanOrEqual(clientWidth);
  const pageWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(LAPTOP.width);
  await expect(table.getByRole('columnheader', { name: 'Status Pengiriman' })).toBeVisible();
  const menus = table.getByRole('button', { name: /^Aksi ORD/ });
  const count = await menus.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await menus.nth(i).boundingBox();
    expect(box, `row ${i}: the action menu has no box`).not.toBeNull();
    expect(box!.x, `row ${i}: the action menu starts left of the screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `row ${i}: the action menu ends right of the screen`).toBeLessThanOrEqual(LAPTOP.width);
  }
  await expectNoAxeViolations(page, 'the orders page at 1,366 px');
});

test('the owner ticks two orders and prints both packing labels at once with `Cetak Label (2)`', async ({ page }) => {
  await stubPrint(page);
  await login(page, ADMIN.username, ADMIN.password);
  await gotoHydrated(page, '/admin/orders?stage=Selesai');
  // Found one at a time: the ticks stay while the list changes.
  for (const { id } of LABELLED) {
    await page.getByLabel('Cari pesanan').fill(id);
    const table = page.getByRole('table', { name: 'Daftar pesanan' });
    await expect(table.getByRole('rowheader')).toHaveCount(1);
    await expect(table.getByRole('rowheader')).toContainText(id);
    await page.getByRole('checkbox', { name: `Pilih pesanan ${id}` }).check();
  }
  const bar = page.getByRole('group', { name: 'Pilihan pesanan' });
  await expect(bar).toContainText('2 dipilih');
  await expectNoAxeViolations(page, 'the orders page with two orders ticked');
  await bar.getByRole('link', { name: 'Cetak Label (2)' }).click();

  await expect(page).toHaveURL(/\/admin\/orders\/labels\?ids=ORD003%2CORD004$/);
  await expect(page).toHaveTitle(/^Label Pengiriman \(2\)/);
  for (const { id, resi } of LABELLED) {
    const label = page.getByRole('article', { name: `Label Pengiriman ${id}` });
    await expect(label).toContainText(resi);
    await expect(label.getByRole('img', { name: `Barcode resi ${resi}` })).toBeVisible();
  }
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expectNoAxeViolations(page, 'the packing labels of two orders');

  // Printed, each label on its own sheet.
  await page.emulateMedia({ media: 'print' });
  const breaks = await page
    .locator('[data-print-document]')
    .evaluateAll((sheets) => sheets.map((sheet) => getComputedStyle(sheet).breakAfter));
  expect(breaks).toEqual(['page', 'auto']);
  await page.emulateMedia({ media: 'screen' });

  // An id of no order is named; a page of none says so and shows the way back.
  await gotoHydrated(page, '/admin/orders/labels?ids=ORD003,ORD-TIDAK-ADA');
  await expect(page.getByRole('status').filter({ hasText: 'Pesanan tidak ditemukan: ORD-TIDAK-ADA.' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Label Pengiriman ORD003' })).toBeVisible();
  await gotoHydrated(page, '/admin/orders/labels?ids=');
  await expect(page.getByText('Tidak ada pesanan yang dipilih untuk dicetak.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali ke Pesanan' })).toBeVisible();
});
