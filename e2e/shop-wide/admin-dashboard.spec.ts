/**
 * What the admin sees of the whole shop: the dashboard's figures, counted over every order,
 * product and transaction, and the new-order bell, which any buyer's order rings. Runs in both
 * modes: with the rest in `browser`, and in `server-shop-wide` in server mode, after every
 * parallel server test and one test at a time (playwright.config.ts, "Isolation"), so no other
 * test's order moves a figure or rings the bell meanwhile.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, login, newOrderFromElsewhere, openAdminPage, readShopList } from '../support';

/** The number a dashboard card shows. */
async function cardValue(page: Page, title: string): Promise<number> {
  const value = page.getByRole('region', { name: title }).locator('[data-slot="stat-value"]');
  await expect(value).toBeVisible();
  return Number((await value.textContent())?.replace(/\./g, ''));
}

test('the dashboard shows figures computed from the stored data', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beranda Toko' })).toBeVisible();

  const orders = await readShopList<{ status: string }>(page, 'orders');
  const products = await readShopList<{ stock: number; status?: string }>(page, 'products');
  expect(orders.length).toBeGreaterThan(0);
  expect(await todoCount(page, 'Belum Bayar')).toBe(orders.filter((o) => o.status === 'Pending').length);
  expect(await cardValue(page, 'Total Produk Aktif')).toBe(
    // `Aktif` products in stock (a draft or an archived one is not sold).
    products.filter((p) => p.stock > 0 && (p.status ?? 'active') === 'active').length,
  );
  expect(await cardValue(page, 'Produk Terjual Hari Ini')).toBeGreaterThanOrEqual(0);
  expect(await cardValue(page, 'Pesanan Hari Ini')).toBeGreaterThanOrEqual(0);
  await expect(page.getByRole('region', { name: 'Pendapatan Hari Ini' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pesanan Baru' })).toHaveCount(0);
});

/** The count of a to-do card (`Perlu Dikemas 3`), once it has loaded. */
async function todoCount(page: Page, title: string): Promise<number> {
  const card = page.getByRole('region', { name: 'Perlu Dilakukan' }).getByRole('link', { name: new RegExp(`^${title} [\\d.]+$`) });
  await expect(card).toBeVisible();
  return Number((await card.textContent())!.replace(title, '').replace(/\D/g, ''));
}

test('the owner opens the dashboard on Perlu Dikemas, follows it and packs an order, the count going down', async ({ page, context }) => {
  const orderId = await newOrderFromElsewhere(context);
  await login(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  // The buyer's payment arrives: the owner marks the order paid, it now waits to be packed.
  await page.goto('/admin/orders?stage=Belum+Bayar');
  await page.getByRole('button', { name: `Aksi ${orderId}` }).click();
  await page.getByRole('menuitem', { name: 'Diproses', exact: true }).click();
  const updated = page.getByText(`Pesanan ${orderId} berhasil diperbarui!`);
  await expect(updated).toBeVisible();
  // The packing below shows the same words: this toast is closed first, so the next one is that step's.
  await page.getByRole('button', { name: 'Tutup pemberitahuan' }).click();
  await expect(updated).toHaveCount(0);

  await openAdminPage(page, 'Beranda Toko', 'Beranda Toko');
  const before = await todoCount(page, 'Perlu Dikemas');
  expect(before).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(page, 'admin dashboard (to-do cards)');
  await page.getByRole('region', { name: 'Perlu Dilakukan' }).getByRole('link', { name: /^Perlu Dikemas / }).click();

  await expect(page).toHaveURL(/\/admin\/orders\?stage=Perlu\+Dikemas$/);
  const tabs = page.getByRole('navigation', { name: 'Tahap pesanan' });
  await expect(tabs.getByRole('link', { name: `Perlu Dikemas (${before})` })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page, 'admin orders (Perlu Dikemas tab)');
  await page.getByRole('button', { name: `Kemas ${orderId}` }).click();
  await expect(updated).toBeVisible();
  await expect(tabs.getByRole('link', { name: `Perlu Dikemas (${before - 1})` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Kemas ${orderId}` })).toHaveCount(0);

  // On the Perlu Dikirim tab its next step is the resi.
  await tabs.getByRole('link', { name: /^Perlu Dikirim / }).click();
  await expect(page.getByRole('button', { name: `Input Resi ${orderId}` })).toBeVisible();

  await openAdminPage(page, 'Beranda Toko', 'Beranda Toko');
  await expect.poll(() => todoCount(page, 'Perlu Dikemas')).toBe(before - 1);

  // On a phone the packing and shipping counts are in the first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const todo = page.getByRole('region', { name: 'Perlu Dilakukan' });
  await expect(todo.getByRole('link', { name: /^Perlu Dikemas \d+$/ })).toBeInViewport({ ratio: 1 });
  await expect(todo.getByRole('link', { name: /^Perlu Dikirim \d+$/ })).toBeInViewport({ ratio: 1 });
});

test('a new order placed elsewhere raises the bell without a reload; both bell menus pass axe', async ({
  context,
}) => {
  const admin = await context.newPage();
  await login(admin, ADMIN.username, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);
  const bell = admin.getByRole('button', { name: 'Notifikasi' });
  const orderRow = (orderId: string) =>
    admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: new RegExp(`^${orderId}`) }) });

  // A first order rings the bell (in server mode earlier tests' orders may have rung it already).
  const first = await newOrderFromElsewhere(context);
  await expect(bell).toHaveAttribute('data-has-notification', 'true');
  await bell.click();
  await expect(admin.getByRole('menuitem', { name: 'Lihat pesanan baru' })).toBeVisible();
  await expectNoAxeViolations(admin, 'admin dashboard, bell open (new order)');
  await admin.getByRole('menuitem', { name: 'Lihat pesanan baru' }).click();
  await expect(admin).toHaveURL(/\/admin\/orders$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();
  await expect(orderRow(first)).toBeVisible();
  await expect(bell).toHaveAttribute('data-has-notification', 'false');
  await bell.click();
  await expect(admin.getByRole('menuitem', { name: 'Tidak ada notifikasi baru' })).toBeVisible();
  await expectNoAxeViolations(admin, 'admin orders, bell open (nothing new)');
  await admin.keyboard.press('Escape');

  // From a quiet bell, the next order rings it on the open page; the new row appears too.
  const second = await newOrderFromElsewhere(context);
  await expect(bell).toHaveAttribute('data-has-notification', 'true');
  await expect(orderRow(second)).toBeVisible();
  await bell.click();
  await admin.getByRole('menuitem', { name: 'Lihat pesanan baru' }).click();
  await expect(bell).toHaveAttribute('data-has-notification', 'false');
  // Cleared for good: after a reload (and every request it makes) the bell stays quiet.
  await admin.reload();
  await expect(orderRow(second)).toBeVisible();
  await expectNoAxeViolations(admin, 'admin orders');
  await expect(bell).toHaveAttribute('data-has-notification', 'false');
});
