/**
 * 'Verifikasi Pembayaran oleh Admin' (docs/product/decisions.md "Payment deadline,
 * verification and automatic completion"), in both modes: the admin switches it on in 'Alur
 * Pesanan'; a buyer's 'Konfirmasi Pembayaran' then leaves the order 'Menunggu Verifikasi' with its
 * payment deadline gone; the admin rejects it with a reason the buyer reads next to a new
 * deadline, the buyer confirms again and the admin accepts it ('Diproses'). A shop-wide switch,
 * so it runs with the other shop-wide specs (playwright.config.ts "Isolation") and puts the
 * setting back. Every new screen and dialog is scanned with axe.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  apiAs,
  chooseOrderAction,
  expectNoAxeViolations,
  gotoHydrated,
  login,
  logout,
  openAdminPage,
  openSettingsSection,
  orderFirstProduct,
  registerAndLogin,
  searchAdminOrder,
  shopMode,
} from '../support';

/** Switches 'Verifikasi Pembayaran oleh Admin' to `on` in the admin's 'Alur Pesanan'. */
async function setVerification(page: Page, on: boolean): Promise<void> {
  await openSettingsSection(page, 'Pesanan');
  const card = page.getByRole('region', { name: 'Alur Pesanan' });
  const verify = card.getByRole('switch', { name: 'Verifikasi Pembayaran oleh Admin' });
  if ((await verify.getAttribute('aria-checked')) !== String(on)) await verify.click();
  await expect(verify).toHaveAttribute('aria-checked', String(on));
  await card.getByRole('button', { name: 'Simpan Alur Pesanan' }).click();
  await expect(page.getByText('Alur pesanan berhasil disimpan!').first()).toBeVisible();
}

/**
 * Signs in as the admin, opens the orders on `orderId` (waiting for 'Menunggu Verifikasi'), picks
 * `item` from its row's menu and scans the dialog it opens (`{item} {orderId}`), which it returns.
 */
async function openPaymentDecision(page: Page, orderId: string, item: 'Tolak Pembayaran' | 'Terima Pembayaran', label: string): Promise<Locator> {
  await login(page, ADMIN.username, ADMIN.password);
  await openAdminPage(page, 'Pesanan', 'Pesanan');
  const table = await searchAdminOrder(page, orderId);
  await expect(table.locator('[data-status="Verifying"]')).toBeVisible();
  await chooseOrderAction(page, orderId, item);
  const dialog = page.getByRole('dialog', { name: `${item} ${orderId}` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, `admin orders (${label})`);
  return dialog;
}

// Server mode: a test that failed half-way must not leave the shared shop verifying payments.
test.afterAll(async ({ playwright }) => {
  if (shopMode() !== 'server') return;
  const api = await apiAs(playwright, ADMIN);
  const store = (await (await api.get('/api/settings/store')).json()) as { orderFlow: { verifyPayments: boolean } };
  if (store.orderFlow.verifyPayments) {
    const saved = await api.put('/api/settings/order-flow', { data: { ...store.orderFlow, verifyPayments: false } });
    expect(saved.status()).toBe(200);
  }
  await api.dispose();
});

test('with verification on, the admin rejects a payment with a reason, then accepts the next one', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await setVerification(page, true);
  await expectNoAxeViolations(page, 'admin settings (Alur Pesanan)');
  await logout(page);

  const buyer = await registerAndLogin(page, 'verif');
  const orderId = await orderFirstProduct(page);
  // The payment page says until when the buyer may pay.
  await expect(page.getByText(/Bayar sebelum .+ WIB/)).toBeVisible();
  await page.getByRole('button', { name: 'Konfirmasi Pembayaran' }).click();
  await expect(page.getByText(`Konfirmasi pembayaran pesanan ${orderId} terkirim.`, { exact: false }).first()).toBeVisible();
  await gotoHydrated(page, `/pesanan-saya/${orderId}`);
  await expect(page.locator('[data-stage="Menunggu Verifikasi"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan Pesanan' })).toHaveCount(0);
  await logout(page);

  const reject = await openPaymentDecision(page, orderId, 'Tolak Pembayaran', 'reject payment dialog');
  await reject.getByLabel('Alasan Penolakan').fill('Dana belum masuk ke rekening toko.');
  await reject.getByRole('button', { name: 'Tolak Pembayaran' }).click();
  await expect(page.getByText(`Pembayaran pesanan ${orderId} ditolak.`, { exact: false }).first()).toBeVisible();
  await logout(page);

  await login(page, buyer.username, buyer.password);
  await gotoHydrated(page, `/pesanan-saya/${orderId}`);
  await expect(page.getByRole('note').filter({ hasText: 'Pembayaran ditolak oleh toko: Dana belum masuk ke rekening toko.' })).toBeVisible();
  await expect(page.getByText(/Bayar sebelum .+ WIB/)).toBeVisible();
  await expectNoAxeViolations(page, 'order page (payment rejected)');
  await page.getByRole('button', { name: 'Konfirmasi Pembayaran' }).click();
  await expect(page.locator('[data-stage="Menunggu Verifikasi"]')).toBeVisible();
  await logout(page);

  const accept = await openPaymentDecision(page, orderId, 'Terima Pembayaran', 'accept payment dialog');
  await accept.getByRole('button', { name: 'Terima Pembayaran' }).click();
  await expect(page.getByText(`Pembayaran pesanan ${orderId} diterima. Pesanan diproses.`).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Daftar pesanan' }).locator('[data-status="Processed"]')).toBeVisible();
  await setVerification(page, false);
});
