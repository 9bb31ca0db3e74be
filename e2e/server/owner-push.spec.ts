/**
 * Server mode only (project `server`): Web Push to the owner's device (docs/decisions/026-web-push.md).
 * Headless Chromium cannot reach a real push service (no internet), so the owner's subscription is
 * made through the API with keys generated here and an endpoint on this spec's own HTTP server
 * (`PUSH_ALLOW_LOOPBACK`, playwright.config.ts); a buyer orders on a second device, and the shop
 * server's worker posts a push there, encrypted for those keys (RFC 8291), which the spec decrypts.
 * The settings page's section is opened and scanned too; the browser's own subscribe is the
 * component test's (device-push-card.test.tsx).
 */
import { expect, test, type Page } from '@playwright/test';
import { createPushDevice, decryptPush, pushSubscriptionOf, startLocalPushService } from '../../src/testing/push-device';
import { ADMIN, BUYER, closeDevices, expectNoAxeViolations, login, openDevice, orderFirstProduct } from '../support';

test.afterEach(closeDevices);

/** A same-origin API call from `page` (its session cookie; the server's CSRF rule met). */
function api(page: Page, method: string, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => (await fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { method, path, body },
  );
}

test("the owner's device receives a push naming the buyer's new order", async ({ browser }) => {
  const service = await startLocalPushService();
  const device = createPushDevice(`${service.origin}/push/owner-phone`);
  const { endpoint } = device;

  const owner = await openDevice(browser);
  await login(owner, ADMIN.username, ADMIN.password);
  await owner.goto('/admin/settings/notifikasi');
  const section = owner.getByRole('region', { name: 'Notifikasi Perangkat' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('status')).not.toBeEmpty();
  await expectNoAxeViolations(owner, 'Pengaturan › Notifikasi');
  expect(await api(owner, 'POST', '/api/push/subscriptions', pushSubscriptionOf(device))).toBe(201);

  try {
    const buyer = await openDevice(browser);
    await login(buyer, BUYER.username, BUYER.password);
    const orderId = await orderFirstProduct(buyer);
    // Other specs order on the same shop meanwhile: the push of this order is among those received.
    await expect
      .poll(() => service.received.map(({ body }) => decryptPush(device, body) as { body: string }).find((push) => push.body.includes(orderId)), { timeout: 30_000 })
      .toMatchObject({ title: 'Pesanan Baru', body: expect.stringMatching(new RegExp(`^Pesanan baru ${orderId} — Rp`)), url: '/admin/orders' });
  } finally {
    await api(owner, 'DELETE', '/api/push/subscriptions', { endpoint });
    await service.close();
  }
});
