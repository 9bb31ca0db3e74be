/**
 * Server mode only (project `server`): Web Push to the owner's device (docs/decisions/026-web-push.md).
 * Headless Chromium cannot reach a real push service (no internet), so the owner's subscription is
 * made through the API with keys generated here and an endpoint on this spec's own HTTP server
 * (`PUSH_ALLOW_LOOPBACK`, playwright.config.ts); a buyer orders on a second device, and the shop
 * server's worker posts a push there, encrypted for those keys (RFC 8291), which the spec decrypts.
 * The settings page's section is opened and scanned too; the browser's own subscribe is the
 * component test's (device-push-card.test.tsx).
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, BUYER, closeDevices, expectNoAxeViolations, login, openDevice, orderFirstProduct } from '../support';

test.afterEach(closeDevices);

/** Decrypts an aes128gcm push body with the device's key pair and auth secret. */
function decrypt(ecdh: ReturnType<typeof createECDH>, auth: Buffer, body: Buffer): { title: string; body: string; url: string } {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdh.computeSecret(serverKey), auth, info, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const plain = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  return JSON.parse(plain.subarray(0, plain.lastIndexOf(2)).toString('utf8'));
}

/** A same-origin API call from `page` (its session cookie; the server's CSRF rule met). */
function api(page: Page, method: string, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => (await fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { method, path, body },
  );
}

test("the owner's device receives a push naming the buyer's new order", async ({ browser }) => {
  const bodies: Buffer[] = [];
  const service: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(Buffer.concat(chunks));
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const endpoint = `http://127.0.0.1:${(service.address() as AddressInfo).port}/push/owner-phone`;

  const owner = await openDevice(browser);
  await login(owner, ADMIN.username, ADMIN.password);
  await owner.goto('/admin/settings/notifikasi');
  const section = owner.getByRole('region', { name: 'Notifikasi Perangkat' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('status')).not.toBeEmpty();
  await expectNoAxeViolations(owner, 'Pengaturan › Notifikasi');
  const subscription = { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
  expect(await api(owner, 'POST', '/api/push/subscriptions', subscription)).toBe(201);

  try {
    const buyer = await openDevice(browser);
    await login(buyer, BUYER.username, BUYER.password);
    const orderId = await orderFirstProduct(buyer);
    // Other specs order on the same shop meanwhile: the push of this order is among those received.
    await expect
      .poll(() => bodies.map((body) => decrypt(ecdh, auth, body)).find((push) => push.body.includes(orderId)), { timeout: 30_000 })
      .toMatchObject({ title: 'Pesanan Baru', body: expect.stringMatching(new RegExp(`^Pesanan baru ${orderId} — Rp`)), url: '/admin/orders' });
  } finally {
    await api(owner, 'DELETE', '/api/push/subscriptions', { endpoint });
    await new Promise<void>((resolve) => service.close(() => resolve()));
  }
});
