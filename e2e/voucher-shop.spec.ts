/**
 * Vouchers shown in the shop (docs/product/vouchers.md "In the shop"): the owner adds a voucher
 * for the category Minuman with `Tampilkan di Toko` on (as a new voucher starts); a visitor sees
 * its card under 'Voucher Toko' on the home page with its terms, presses `Salin` (the code is on
 * the clipboard and the toast says so), sees it on Kopi Arabika Gayo (Minuman) and not on Keumamah
 * (Makanan); both pages pass axe, and on a phone (390 px) `Salin` is a 44 px tap target. Runs in
 * both modes (projects `browser` and `server`); in server mode the voucher is deleted at the end.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, gotoHydrated, login, logout } from './support';
import { addVoucher, uniqueVoucherCode } from './voucher-form';

const PHONE = { width: 390, height: 844 };

/** The voucher card of `code` in the section 'Voucher Toko'. */
function cardOf(page: Page, code: string) {
  return page
    .getByRole('region', { name: 'Voucher Toko' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Salin kode ${code}` }) });
}

test('a visitor sees the shop’s voucher on the home page and on a product it applies to, and copies its code', async ({ page }) => {
  const code = uniqueVoucherCode(`TOKO${test.info().workerIndex}`);
  await login(page, ADMIN.username, ADMIN.password);
  await addVoucher(page, { code, categories: ['Minuman'] });
  await logout(page);

  // The home page, as a visitor.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/');
  const card = cardOf(page, code);
  await expect(card).toContainText(code);
  await expect(card).toContainText('Diskon 10% hingga Rp 20.000 dengan min. belanja Rp 50.000');
  await expectNoAxeViolations(page, 'the home page with a voucher');
  await card.getByRole('button', { name: `Salin kode ${code}` }).click();
  await expect(page.getByText(`Kode voucher ${code} disalin.`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // On a phone: `Salin` is a 44 px tap target on screen once scrolled to; the row may scroll sideways, the page not.
  await page.setViewportSize(PHONE);
  const copy = card.getByRole('button', { name: `Salin kode ${code}` });
  await copy.scrollIntoViewIfNeeded();
  const box = await copy.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.height, 'Salin is a 44 px tap target').toBeGreaterThanOrEqual(44);
  expect(box!.x + box!.width, 'Salin lies on screen').toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Kopi Arabika Gayo is Minuman: the voucher applies; Keumamah (Makanan) does not get it.
  await gotoHydrated(page, '/product/1');
  await expect(cardOf(page, code)).toContainText('Diskon 10% hingga Rp 20.000');
  await expectNoAxeViolations(page, 'a product page with a voucher');
  await gotoHydrated(page, '/product/2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: `Salin kode ${code}` })).toHaveCount(0);

  // Server mode keeps the vouchers of every run: this one goes (it was never used).
  await login(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/vouchers');
  await page.getByRole('button', { name: `Hapus ${code}` }).first().click();
  await page.getByRole('alertdialog', { name: 'Hapus voucher?' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Voucher berhasil dihapus!')).toBeVisible();
});
