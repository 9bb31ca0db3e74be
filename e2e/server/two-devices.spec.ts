/**
 * Server mode: two browser contexts are two devices sharing one shop server (issue: one shop for
 * every device). What one person does reaches the other's open screen without a reload.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, BUYER, expectNoAxeViolations, login } from '../support';

async function device(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function register(page: Page, username: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText('Registrasi berhasil! Silakan login.')).toBeVisible();
  await login(page, username, password);
}

async function checkout(page: Page) {
  await page.goto('/checkout');
  await page.getByLabel('Nama Lengkap').fill('Cut Meutia');
  await page.getByLabel('Nomor Telepon').fill('081234567890');
  await page.getByLabel('Alamat Lengkap').fill('Jl. Sultan Iskandar Muda No. 5, Banda Aceh');
  await page.getByLabel('Kode Pos').fill('23116');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
}

test('a buyer on one device orders; the admin on another sees it live and ships it; the buyer sees Dikirim', async ({ browser }) => {
  const admin = await device(browser);
  await login(admin, ADMIN.username, ADMIN.password);
  await admin.goto('/admin/orders');
  await expect(admin.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();
  const bell = admin.getByRole('button', { name: 'Notifikasi' });
  await bell.click();
  await admin.keyboard.press('Escape');
  await expect(bell).toHaveAttribute('data-has-notification', 'false');

  const buyer = await device(browser);
  const username = `dev${Date.now() % 1_000_000}`;
  await register(buyer, username, 'rahasia123');
  await expectNoAxeViolations(buyer, 'home (server mode, buyer)');
  await buyer.goto('/product/1');
  await buyer.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(buyer.getByText('Kopi Arabika Gayo ditambahkan ke keranjang!')).toBeVisible();
  await checkout(buyer);
  await expect(buyer).toHaveURL(/\/payment-confirmation$/);
  const orderId = (await buyer.getByText(/^ORD\d+[0-9a-z]*$/).first().textContent())?.trim() ?? '';
  expect(orderId).toMatch(/^ORD/);

  // The admin's open table and bell update without a reload.
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: new RegExp(`^${orderId}`) }) });
  await expect(row).toBeVisible({ timeout: 5_000 });
  await expect(bell).toHaveAttribute('data-has-notification', 'true');
  await expectNoAxeViolations(admin, 'admin orders (server mode)');

  // The buyer watches "Pesanan Saya" while the admin ships.
  await buyer.goto('/pesanan-saya');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible();
  await admin.getByRole('button', { name: `Aksi ${orderId}` }).click();
  await admin.getByRole('menuitem', { name: 'Dikirim', exact: true }).click();
  await expect(admin.getByText(`Pesanan ${orderId} berhasil diperbarui!`)).toBeVisible();
  await expect(buyer.getByText('Dikirim').first()).toBeVisible({ timeout: 5_000 });
  await expectNoAxeViolations(buyer, 'pesanan saya (server mode)');
});

test('chat crosses devices both ways, live', async ({ browser }) => {
  const buyer = await device(browser);
  await login(buyer, BUYER.username, BUYER.password);
  const admin = await device(browser);
  await login(admin, ADMIN.username, ADMIN.password);

  const question = `Apakah keumamah masih ada? ${Date.now()}`;
  await buyer.getByRole('button', { name: /^Buka chat/ }).click();
  const buyerPanel = buyer.getByRole('dialog', { name: 'Hubungi Admin' });
  await buyerPanel.getByRole('textbox', { name: 'Pesan' }).fill(question);
  await buyerPanel.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(buyerPanel.getByRole('log').getByText(question)).toBeVisible();

  // The admin's chat button counts the new message without a reload.
  await expect(admin.getByRole('button', { name: /^Buka chat \(\d+ belum dibaca\)/ })).toBeVisible({ timeout: 5_000 });
  await admin.getByRole('button', { name: /^Buka chat/ }).click();
  const adminPanel = admin.getByRole('dialog', { name: 'Chat Pembeli' });
  await adminPanel.getByRole('button', { name: /^pembeli/ }).click();
  await expect(adminPanel.getByRole('log').getByText(question)).toBeVisible();
  const reply = `Masih ada, silakan dipesan. ${Date.now()}`;
  await adminPanel.getByRole('textbox', { name: 'Pesan' }).fill(reply);
  await adminPanel.getByRole('button', { name: 'Kirim', exact: true }).click();

  // The buyer's open panel shows the reply.
  await expect(buyerPanel.getByRole('log').getByText(reply)).toBeVisible({ timeout: 5_000 });
});

test('two buyers on two devices race for the last unit: exactly one order', async ({ browser }) => {
  const admin = await device(browser);
  await login(admin, ADMIN.username, ADMIN.password);
  // Set the stock of Keumamah (id 2) to 1 through the back office API as the admin's device.
  const product = await admin.evaluate(async () => (await fetch('/api/products/2')).json());
  const saved = await admin.evaluate(async (p) => {
    const response = await fetch('/api/admin/products/2', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: p.name,
        category: p.category,
        price: p.price,
        stock: 1,
        location: p.location,
        partnerId: p.partnerId,
        image: p.image,
        description: p.description,
      }),
    });
    return response.status;
  }, product);
  expect(saved).toBe(200);

  const buyers = [await device(browser), await device(browser)];
  const stamp = Date.now() % 1_000_000;
  for (const [index, page] of buyers.entries()) {
    await register(page, `race${stamp}${index}`, 'rahasia123');
    await page.goto('/product/2');
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await expect(page.getByRole('link', { name: /Keranjang \(1\)/ })).toBeVisible();
    await page.goto('/checkout');
    await page.getByLabel('Nama Lengkap').fill('Teuku Umar');
    await page.getByLabel('Nomor Telepon').fill('081234567890');
    await page.getByLabel('Alamat Lengkap').fill('Jl. Teuku Umar No. 1, Meulaboh');
    await page.getByLabel('Kode Pos').fill('23615');
  }
  await Promise.all(buyers.map((page) => page.getByRole('button', { name: 'Buat Pesanan' }).click()));
  const outcomes = await Promise.all(
    buyers.map(async (page) => {
      const won = page.waitForURL(/\/payment-confirmation$/, { timeout: 10_000 }).then(() => 'order' as const);
      const lost = page
        .getByText(`Stok untuk ${product.name} tidak mencukupi!`)
        .first()
        .waitFor({ timeout: 10_000 })
        .then(() => 'stock' as const);
      return Promise.race([won, lost]);
    }),
  );
  expect(outcomes.sort()).toEqual(['order', 'stock']);
  const after = await admin.evaluate(async () => (await fetch('/api/products/2')).json());
  expect(after.stock).toBe(0);
});

test('buyer B cannot see or change buyer A\'s order, by URL or by API', async ({ browser }) => {
  const a = await device(browser);
  await login(a, BUYER.username, BUYER.password);
  const mine: Array<{ id: string }> = await a.evaluate(async () => (await fetch('/api/orders/mine')).json());
  expect(mine.length).toBeGreaterThan(0);
  const orderId = mine[0]!.id;

  const b = await device(browser);
  await register(b, `intip${Date.now() % 1_000_000}`, 'rahasia123');
  const probe = await b.evaluate(async (id) => {
    const list = await (await fetch('/api/orders/mine')).json();
    const confirm = await fetch(`/api/orders/${id}/confirm-payment`, { method: 'POST' });
    const all = await fetch('/api/orders');
    const chat = await (await fetch('/api/chat/messages?buyer=pembeli')).json();
    return { list, confirm: confirm.status, all: all.status, chat };
  }, orderId);
  expect(probe.list).toEqual([]);
  expect(probe.confirm).toBe(404);
  expect(probe.all).toBe(403);
  expect(probe.chat).toEqual([]);
  await b.goto('/pesanan-saya');
  await expect(b.getByText('Anda belum memiliki pesanan.')).toBeVisible();
  await expect(b.getByText(orderId)).toHaveCount(0);
  // Nothing of the shop is kept in the browser's storage in server mode (only the theme).
  const stored = await b.evaluate(() => Object.keys(window.localStorage));
  expect(stored.filter((key) => key !== 'theme')).toEqual([]);
});
