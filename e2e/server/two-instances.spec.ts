/**
 * Server mode on PostgreSQL only: two shop servers (instances) on one database, as behind a
 * reverse proxy (docs/deploy.md, "Several instances"). A buyer's device talks to instance 1, the admin's
 * to instance 2: the order, its shipping and the chat cross between them live (the change channel
 * is PostgreSQL's LISTEN/NOTIFY), and a session made on one instance is good on the other. The
 * second instance runs only in the PostgreSQL pass (playwright.config.ts, `secondInstance`): an
 * embedded database belongs to one process, so the PGlite pass skips this file.
 */
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  addToCart,
  chatRoundTrip,
  checkout,
  closeDevices,
  login,
  logout,
  openDevice,
  registerAndLogin,
  shipWhileBuyerWatches,
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

  // The order placed through instance 1 appears on instance 2's open table without a reload;
  // shipped on instance 2, it shows on instance 1's open "Pesanan Saya".
  await shipWhileBuyerWatches(admin, buyer, orderId, 'second instance');

  // Chat: the buyer writes on instance 1, the admin's button on instance 2 counts it live.
  await chatRoundTrip(buyer, admin, username, `Dikirim lewat kurir apa? ${Date.now()}`, `JNE, resi menyusul. ${Date.now()}`);
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
