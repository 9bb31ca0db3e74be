/**
 * Server mode on PostgreSQL only: two shop servers (instances) on one database, as behind a
 * reverse proxy (README, "Several instances"). A buyer's device talks to instance 1, the admin's
 * to instance 2: the order, its shipping and the chat cross between them live (the change channel
 * is PostgreSQL's LISTEN/NOTIFY), and a session made on one instance is good on the other. The
 * second instance runs only in the PostgreSQL pass (playwright.config.ts, `secondInstance`): an
 * embedded database belongs to one process, so the PGlite pass skips this file.
 */
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  addToCart,
  checkout,
  closeDevices,
  expectNoAxeViolations,
  login,
  logout,
  openDevice,
  registerAndLogin,
} from '../support';

/** The second instance's origin, or null when this run has none. */
const secondInstance = (): string | null =>
  (test.info().project.metadata as { secondInstance?: string | null }).secondInstance ?? null;

test.beforeEach(() => {
  test.skip(!secondInstance(), 'a second instance runs only on PostgreSQL (npm run test:postgres)');
});
test.afterEach(closeDevices);

test('a buyer on instance 1 orders and chats; the admin on instance 2 sees both live and ships', async ({ browser, baseURL }) => {
  const second = secondInstance()!;
  expect(second).not.toBe(baseURL);
  const admin = await openDevice(browser, { baseURL: second });
  await login(admin, ADMIN.username, ADMIN.password);
  await admin.goto('/admin/orders');
  await expect(admin.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();

  const buyer = await openDevice(browser);
  const { username } = await registerAndLogin(buyer, 'inst');
  await addToCart(buyer, 1, 1);
  const orderId = await checkout(buyer);

  // The order placed through instance 1 appears on instance 2's open table without a reload.
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: new RegExp(`^${orderId}`) }) });
  await expect(row).toBeVisible({ timeout: 5_000 });
  await expectNoAxeViolations(admin, 'admin orders (second instance)');

  // Shipped on instance 2, seen on instance 1's open "Pesanan Saya".
  await buyer.goto('/pesanan-saya');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible();
  await admin.getByRole('button', { name: `Aksi ${orderId}` }).click();
  await admin.getByRole('menuitem', { name: 'Dikirim', exact: true }).click();
  await expect(admin.getByText(`Pesanan ${orderId} berhasil diperbarui!`)).toBeVisible();
  await expect(buyer.getByText('Dikirim').first()).toBeVisible({ timeout: 5_000 });

  // Chat: the buyer writes on instance 1, the admin's button on instance 2 counts it live.
  const question = `Dikirim lewat kurir apa? ${Date.now()}`;
  await buyer.getByRole('button', { name: /^Buka chat/ }).click();
  const buyerPanel = buyer.getByRole('dialog', { name: 'Hubungi Admin' });
  await buyerPanel.getByRole('textbox', { name: 'Pesan' }).fill(question);
  await buyerPanel.getByRole('button', { name: 'Kirim', exact: true }).click();
  await admin.getByRole('button', { name: /^Buka chat/ }).click();
  const adminPanel = admin.getByRole('dialog', { name: 'Chat Pembeli' });
  await adminPanel.getByRole('button', { name: `${username} (1 belum dibaca)`, exact: true }).click({ timeout: 5_000 });
  await expect(adminPanel.getByRole('log').getByText(question)).toBeVisible();
  const reply = `JNE, resi menyusul. ${Date.now()}`;
  await adminPanel.getByRole('textbox', { name: 'Pesan' }).fill(reply);
  await adminPanel.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(buyerPanel.getByRole('log').getByText(reply)).toBeVisible({ timeout: 5_000 });
});

test('a session made on instance 1 is good on instance 2, and a logout on 2 ends it on 1', async ({ browser, baseURL }) => {
  const second = secondInstance()!;
  const buyer = await openDevice(browser);
  await registerAndLogin(buyer, 'sesi');
  await addToCart(buyer, 1, 1);
  const orderId = await checkout(buyer);

  // Cookies belong to the host, not the port: the same device opens instance 2, signed in.
  await buyer.goto(`${second}/pesanan-saya`);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible();
  await expect(buyer.getByText(orderId).first()).toBeVisible();

  // Signing out on instance 2 ends the session that instance 1 made.
  await logout(buyer);
  await buyer.goto(`${baseURL}/pesanan-saya`);
  await expect(buyer).toHaveURL(/\/login/);
});
