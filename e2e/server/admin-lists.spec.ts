/**
 * Server mode: the back office's long tables (orders, transactions, products, sales history) are
 * searched and paged by the server (docs/api.md, "Back-office lists"); the browser downloads the
 * page it shows, never the whole list; the dashboard and the sales report get their figures from
 * the server (docs/api.md, "Back-office figures").
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, login } from '../support';

/** The whole-list endpoints the tables must not call. */
const WHOLE_LISTS = new Set(['/api/orders', '/api/transactions', '/api/products', '/api/logs/activity', '/api/logs/email', '/api/admin/users']);

/** Records every whole-list request of `page`. */
function watchWholeLists(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (WHOLE_LISTS.has(url.pathname) && !url.searchParams.has('ids')) seen.push(request.url());
  });
  return seen;
}

test("the admin's tables search and page on the server and never load a whole list", async ({ page, request, baseURL }) => {
  // A buyer of this run orders three times with a recipient name no one else uses.
  const suffix = String(Date.now()).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const username = `tabel${suffix}`.slice(0, 30);
  const origin = { origin: baseURL! };
  expect((await request.post('/api/auth/register', { headers: origin, data: { username, email: `${username}@example.com`, password: 'rahasia123' } })).status()).toBe(201);
  expect((await request.post('/api/auth/login', { headers: origin, data: { username, password: 'rahasia123' } })).status()).toBe(200);
  const recipient = `Cut Tabel ${suffix}`;
  const orderIds: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    expect((await request.post('/api/cart/items', { headers: origin, data: { productId: 1 } })).ok()).toBe(true);
    const placed = await request.post('/api/orders', {
      headers: origin,
      data: {
        checkout: { customerName: recipient, customerPhone: '081234567890', shippingAddress: 'Jl. Teuku Umar No. 1, Banda Aceh', postalCode: '23243', paymentMethod: 'COD', destination: 'Kota Banda Aceh', courierId: 'jne' },
      },
    });
    expect(placed.status()).toBe(201);
    orderIds.push(((await placed.json()) as { order: { id: string } }).order.id);
  }

  // From the login on: the dashboard's figures are computed by the server (docs/api.md
  // "Back-office figures").
  const wholeLists = watchWholeLists(page);
  await login(page, ADMIN.username, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Beranda Toko' })).toBeVisible();

  // Orders: the search runs on the server; accents and case do not matter.
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Halaman daftar pesanan' })).toBeVisible();
  const searched = page.waitForRequest((r) => r.url().includes('/api/orders/search') && r.url().includes('q='));
  await page.getByLabel('Cari pesanan').fill(`TABÉL ${suffix}`);
  await searched;
  const rows = page.getByRole('table').getByRole('rowheader');
  await expect(rows).toHaveCount(3);
  for (const id of orderIds) await expect(page.getByRole('rowheader', { name: new RegExp(`^${id}`) })).toBeVisible();
  await expect(page.getByText('Menampilkan 1–3 dari 3 pesanan')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('Completed');
  await expect(page.getByText('Tidak ada pesanan yang cocok dengan filter.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('all');
  await expect(rows).toHaveCount(3);
  await expectNoAxeViolations(page, 'admin orders, searched (server mode)');

  // Transactions: found by the order id.
  await page.goto('/admin/transactions');
  await page.getByLabel('Cari transaksi').fill(orderIds[0]!);
  await expect(page.getByRole('table', { name: 'Daftar transaksi' }).getByRole('rowheader')).toHaveCount(1);
  await expect(page.getByText('Menampilkan 1–1 dari 1 transaksi')).toBeVisible();

  // Products: the partner's name finds its products, searched by the server.
  await page.goto('/admin/products');
  await expect(page.getByRole('navigation', { name: 'Halaman daftar produk' }).getByText(/^Halaman 1 dari \d+$/)).toBeVisible();
  const productSearch = page.waitForRequest((r) => r.url().includes('/api/products/admin-search') && /q=koperasi/i.test(r.url()));
  await page.getByLabel('Cari produk').fill('Koperasi');
  await productSearch;
  await expect(page.getByRole('table', { name: 'Daftar Produk' }).getByRole('button', { name: 'Ubah Kopi Arabika Gayo' })).toBeVisible();

  // Sales history.
  await page.goto('/admin/sales-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Log Aktivitas' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Halaman log aktivitas' }).or(page.getByText('Belum ada aktivitas yang tercatat.'))).toBeVisible();

  // The sales report's figures too; its CSV exports read the whole lists only when asked.
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Laporan Penjualan' })).toBeVisible();
  await expect(page.getByText('Total Pendapatan')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(wholeLists).toEqual([]);
});
