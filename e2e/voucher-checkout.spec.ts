/**
 * A voucher from the owner's page to the buyer's order (docs/product/vouchers.md): the owner adds
 * a 10 % voucher (at most Rp 20.000, from Rp 50.000, one per buyer); a new buyer applies it at the
 * checkout with `Pakai`, sees `Diskon Voucher ({code})` and the discounted `Total`, places the
 * order and finds the discount on the payment confirmation and the order's page; the same buyer's
 * second `Pakai` is refused with 'Anda sudah memakai voucher ini.'; the owner's `Voucher` page then
 * shows `Terpakai 1/50`, the Rupiah given and the order in `Pesanan {code}`. Axe on the checkout
 * with the voucher applied and on the open `Pesanan {code}` dialog. Runs in both modes (projects `browser` and `server`); in server mode each run
 * adds a voucher of its own code.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, addToCart, expectNoAxeViolations, fillShipping, login, logout, placedOrderId, registerAndLogin } from './support';
import { addVoucher } from './voucher-form';

test('a buyer applies the owner’s voucher at checkout, pays the discounted total, and cannot use it twice', async ({ page }) => {
  const code = `HEMAT${test.info().workerIndex}${Date.now().toString(36).slice(-6)}`.toUpperCase();
  await login(page, ADMIN.username, ADMIN.password);
  await addVoucher(page, { code: code.toLowerCase() });
  await logout(page);

  await registerAndLogin(page, 'voucher');
  // Kopi Arabika Gayo, Rp 85.000: 10 % is Rp 8.500.
  await addToCart(page, 1, 1);
  await page.goto('/checkout');
  await fillShipping(page);
  const field = page.getByRole('textbox', { name: 'Kode Voucher' });
  await field.fill('TIDAKADA');
  await field.press('Enter');
  await expect(page.getByText('Voucher tidak ditemukan.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Pakai' }).click();
  const summary = page.locator('dl').filter({ hasText: 'Subtotal' });
  await expect(summary).toContainText(`Diskon Voucher (${code})`);
  await expect(summary).toContainText('-Rp 8.500');
  const totalText = (await summary.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd').innerText()).trim();
  await expectNoAxeViolations(page, 'the checkout with a voucher applied');

  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  const orderId = await placedOrderId(page);
  await expect(page.getByText(totalText).first()).toBeVisible();
  await expect(page.getByText(`Diskon Voucher (${code}) -Rp 8.500`)).toBeVisible();

  await page.goto(`/pesanan-saya/${orderId}`);
  await expect(page.getByText(`Diskon Voucher (${code})`)).toBeVisible();

  // The same buyer again: one use per buyer.
  await addToCart(page, 1, 1);
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Kode Voucher' }).fill(code);
  await page.getByRole('button', { name: 'Pakai' }).click();
  await expect(page.getByText('Anda sudah memakai voucher ini.')).toBeVisible();

  // The owner sees the use, the Rupiah it gave and the order in `Pesanan {code}`.
  await logout(page);
  await login(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/vouchers');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${code}`) }) });
  await expect(row).toContainText('Terpakai 1/50');
  // `Diskon Diberikan`: the order's Rp 8.500 (the other amounts of the row are Rp 20.000 and Rp 50.000).
  await expect(row).toContainText('Rp 8.500');
  await row.getByRole('button', { name: `Pesanan ${code}` }).click();
  const orders = page.getByRole('dialog', { name: `Pesanan dengan voucher ${code}` });
  const orderLink = orders.getByRole('link', { name: orderId });
  await expect(orderLink).toHaveAttribute('href', `/admin/pesanan/${orderId}/invoice`);
  await expect(orders.getByRole('row').filter({ hasText: orderId })).toContainText('Rp 8.500');
  await expectNoAxeViolations(page, 'the orders of a voucher');
  await page.keyboard.press('Escape');
  await expect(row.getByRole('button', { name: `Pesanan ${code}` })).toBeFocused();
});
