/**
 * Server mode only (project `server`): two browser contexts are two devices sharing one shop
 * server (docs/product/decisions.md "The shop server"). What one person does reaches the other's open screen
 * without a reload. Parallel tests share the server: each test's buyers and products are its own.
 */
import { expect, test } from '@playwright/test';
import {
  ADMIN,
  BUYER,
  addToCart,
  checkout,
  chatRoundTrip,
  closeDevices,
  expectNoAxeViolations,
  login,
  openCheckout,
  openDevice,
  registerAndLogin,
  shipWhileBuyerWatches,
  uniqueName,
} from '../support';

test.afterEach(closeDevices);

test('a buyer on one device orders; the admin on another sees it live and ships it; the buyer sees Dikirim', async ({ browser }) => {
  const admin = await openDevice(browser);
  await login(admin, ADMIN.username, ADMIN.password);
  await admin.goto('/admin/orders');
  await expect(admin.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();
  const bell = admin.getByRole('button', { name: 'Notifikasi' });

  const buyer = await openDevice(browser);
  await registerAndLogin(buyer, 'dev');
  await expectNoAxeViolations(buyer, 'home (server mode, buyer)');
  await addToCart(buyer, 1, 1);
  const orderId = await checkout(buyer);

  // The admin's open table and bell update without a reload. (Parallel tests' orders ring the
  // bell too; its going from quiet to ringing is checked in shop-wide/admin-dashboard.spec.ts.)
  await shipWhileBuyerWatches(admin, buyer, orderId, 'server mode');
  await expect(bell).toHaveAttribute('data-has-notification', 'true');
});

test('chat crosses devices both ways, live', async ({ browser }) => {
  const buyer = await openDevice(browser);
  const { username } = await registerAndLogin(buyer, 'lintas');
  const admin = await openDevice(browser);
  await login(admin, ADMIN.username, ADMIN.password);

  await chatRoundTrip(buyer, admin, username, `Apakah keumamah masih ada? ${Date.now()}`, `Masih ada, silakan dipesan. ${Date.now()}`);
});

test('two buyers on two devices race for the last unit: exactly one order', async ({ browser }) => {
  const admin = await openDevice(browser);
  await login(admin, ADMIN.username, ADMIN.password);
  // A product of this test's own with one unit, through the back office API as the admin's device.
  const name = `Keumamah ${uniqueName('r')}`;
  const created = await admin.evaluate(async (name) => {
    const response = await fetch('/api/admin/products', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name,
        category: 'Makanan',
        price: 45000,
        stock: 1,
        location: 'Banda Aceh',
        partnerId: 'P001',
        image: '/images/products/kopi-arabika-gayo.webp',
        description: '',
      }),
    });
    return { status: response.status, product: (await response.json()) as { id: number } };
  }, name);
  expect(created.status).toBe(201);
  const productId = created.product.id;

  const buyers = [await openDevice(browser), await openDevice(browser)];
  for (const page of buyers) {
    await registerAndLogin(page, 'race');
    await addToCart(page, productId, 1);
    await openCheckout(page, {
      name: 'Teuku Umar',
      phone: '081234567890',
      address: 'Jl. Teuku Umar No. 1, Meulaboh',
      postalCode: '23615',
    });
  }
  await Promise.all(buyers.map((page) => page.getByRole('button', { name: 'Buat Pesanan' }).click()));
  const outcomes = await Promise.all(
    buyers.map(async (page) => {
      const won = page.waitForURL(/\/payment-confirmation$/, { timeout: 10_000 }).then(() => 'order' as const);
      const lost = page
        .getByText(`Stok untuk ${name} tidak mencukupi!`)
        .first()
        .waitFor({ timeout: 10_000 })
        .then(() => 'stock' as const);
      return Promise.race([won, lost]);
    }),
  );
  expect(outcomes.sort()).toEqual(['order', 'stock']);
  const after = await admin.evaluate(async (id) => (await fetch(`/api/products/${id}`)).json(), productId);
  expect(after.stock).toBe(0);
});

test('buyer B cannot see or change buyer A\'s order, by URL or by API', async ({ browser }) => {
  const a = await openDevice(browser);
  await login(a, BUYER.username, BUYER.password);
  const mine: Array<{ id: string }> = await a.evaluate(async () => (await fetch('/api/orders/mine')).json());
  expect(mine.length).toBeGreaterThan(0);
  const orderId = mine[0]!.id;

  const b = await openDevice(browser);
  await registerAndLogin(b, 'intip');
  const probe = await b.evaluate(async (id) => {
    const list = await (await fetch('/api/orders/mine')).json();
    const confirm = await fetch(`/api/orders/${id}/confirm-payment`, { method: 'POST' });
    const all = await fetch('/api/orders');
    const chat = await (await fetch('/api/chat/messages?buyerId=USR002')).json();
    return { list, confirm: confirm.status, all: all.status, chat };
  }, orderId);
  expect(probe.list).toEqual([]);
  expect(probe.confirm).toBe(404);
  expect(probe.all).toBe(403);
  expect(probe.chat).toMatchObject({ messages: [] });
  await b.goto('/pesanan-saya');
  await expect(b.getByText('Anda belum memiliki pesanan.')).toBeVisible();
  await expect(b.getByText(orderId)).toHaveCount(0);
  // Nothing of the shop is kept in the browser's storage in server mode (only the theme).
  const stored = await b.evaluate(() => Object.keys(window.localStorage));
  expect(stored.filter((key) => key !== 'theme')).toEqual([]);
});
