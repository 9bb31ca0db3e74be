import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, BUYER, expectNoAxeViolations, login, readStored } from './support';

/**
 * The back office's operations (issue 4, part B): orders, the new-order bell, roles, maintenance
 * mode, backup and restore, sales history, transactions and reports — with an axe scan of every
 * screen and of the restore confirmation.
 */

interface StoredOrder {
  id: string;
  username?: string;
  createdAt?: string;
  status: string;
  shippingStatus: string;
}

interface StoredProduct {
  id: number;
  stock: number;
}

/** An order as another tab (a buyer's checkout) would have written it. */
function simulatedOrder(id: string) {
  const now = new Date();
  return {
    id,
    customerName: 'Cut Nyak Dhien',
    customerPhone: '081234567890',
    shippingAddress: 'Jl. Inong Balee No. 4, Darussalam, Banda Aceh',
    postalCode: '23111',
    productName: 'Kopi Arabika Gayo (x1)',
    date: now.toISOString().slice(0, 10),
    status: 'Pending',
    shippingStatus: 'Menunggu Konfirmasi Admin',
    paymentMethod: 'GoPay',
    paymentCode: 'TJ-20251120-1234',
    total: 85000,
    userId: 'USR002',
    username: 'pembeli',
    items: [{ productId: 1, name: 'Kopi Arabika Gayo', price: 85000, quantity: 1 }],
    createdAt: now.toISOString(),
  };
}

/** Appends orders to localStorage (as another tab's write would). */
async function appendOrders(
  page: Page,
  orders: unknown[],
  raiseNotification = false,
): Promise<void> {
  await page.evaluate(
    ({ added, raise }) => {
      const stored = JSON.parse(window.localStorage.getItem('orders') ?? '[]') as unknown[];
      window.localStorage.setItem('orders', JSON.stringify([...stored, ...added]));
      if (raise) window.localStorage.setItem('newOrderNotification', 'true');
    },
    { added: orders, raise: raiseNotification },
  );
}

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page.getByText('Anda telah keluar.')).toBeVisible();
}

async function openAdminPage(page: Page, link: string, heading: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navigasi admin' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

function orderRow(page: Page, orderId: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${orderId}`) }) });
}

test('a new order written in another tab raises the bell without a reload', async ({ context }) => {
  const admin = await context.newPage();
  await login(admin, ADMIN.username, ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);
  const bell = admin.getByRole('button', { name: 'Notifikasi' });
  await expect(bell).toHaveAttribute('data-has-notification', 'false');

  // Another tab of the same browser writes a new order and raises the flag.
  const other = await context.newPage();
  await other.goto('/tentang-kami');
  const orderId = `ORD${Date.now()}zz`;
  await appendOrders(other, [simulatedOrder(orderId)], true);
  await other.close();

  await expect(bell).toHaveAttribute('data-has-notification', 'true');
  await bell.click();
  await admin.getByRole('menuitem', { name: 'Lihat pesanan baru' }).click();
  await expect(admin).toHaveURL(/\/admin\/orders$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();
  await expect(orderRow(admin, orderId)).toBeVisible();
  await expect(bell).toHaveAttribute('data-has-notification', 'false');
  expect(await readStored<boolean>(admin, 'newOrderNotification')).toBe(false);
  await bell.click();
  await expect(admin.getByRole('menuitem', { name: 'Tidak ada notifikasi baru' })).toBeVisible();
  await admin.keyboard.press('Escape');
  await expectNoAxeViolations(admin, 'admin orders');
});

test('the admin moves a buyer’s order to delivered and completed; the buyer sees it', async ({
  page,
}) => {
  // Three sign-ins (600,000 PBKDF2 iterations each) and two axe scans on a shared 2-core machine.
  test.setTimeout(120_000);
  // The buyer orders product 1.
  await login(page, BUYER.username, BUYER.password);
  await page.goto('/product/1');
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByRole('link', { name: /Keranjang \(1\)/ })).toBeVisible();
  await page.goto('/checkout');
  await page.getByLabel('Nama Lengkap').fill('Cut Meutia');
  await page.getByLabel('Nomor Telepon').fill('081234567890');
  await page.getByLabel('Alamat Lengkap').fill('Jl. Sultan Iskandar Muda No. 5, Banda Aceh');
  await page.getByLabel('Kode Pos').fill('23116');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page).toHaveURL(/\/payment-confirmation$/);
  const orders = await readStored<StoredOrder[]>(page, 'orders');
  const placed = orders
    .filter((o) => o.username === BUYER.username && o.createdAt)
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))[0]!;
  const orderId = placed.id;
  await logout(page);

  // The admin confirms the shipment, marks it delivered, then completed.
  await login(page, ADMIN.username, ADMIN.password);
  await openAdminPage(page, 'Pesanan', 'Pesanan');
  const row = orderRow(page, orderId);
  await expect(row.getByText('Menunggu Konfirmasi Admin')).toBeVisible();
  await expect(row.getByText('Cut Meutia')).toBeVisible();
  await expect(row.getByText('Kode Pos 23116')).toBeVisible();
  await expectNoAxeViolations(page, 'admin orders (menu closed)');

  await page.getByRole('button', { name: `Aksi ${orderId}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page, 'admin orders (action menu open)');
  await page.getByRole('menuitem', { name: 'Konfirmasi Pengiriman' }).click();
  await expect(page.getByText(`Pesanan ${orderId} berhasil diperbarui!`)).toBeVisible();
  await expect(row.getByText('Dikemas')).toBeVisible();

  await page.getByRole('button', { name: `Aksi ${orderId}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Konfirmasi Pengiriman' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Tiba di Tujuan' }).click();
  await expect(row.getByText('Tiba di Tujuan')).toBeVisible();
  await page.getByRole('button', { name: `Aksi ${orderId}` }).click();
  await page.getByRole('menuitem', { name: 'Completed' }).click();
  await expect(row.locator('[data-status="Completed"]')).toBeVisible();
  const updated = (await readStored<StoredOrder[]>(page, 'orders')).find((o) => o.id === orderId);
  expect(updated).toMatchObject({ status: 'Completed', shippingStatus: 'Tiba di Tujuan' });

  // Filter and search narrow the table.
  await page.getByLabel('Cari pesanan').fill(orderId);
  await expect(
    page.getByRole('table', { name: 'Daftar pesanan' }).getByRole('rowheader'),
  ).toHaveCount(1);
  await page.getByLabel('Status', { exact: true }).selectOption('Cancelled');
  await expect(page.getByText('Tidak ada pesanan yang cocok dengan filter.')).toBeVisible();
  await logout(page);

  // The buyer's Pesanan Saya shows the new state.
  await login(page, BUYER.username, BUYER.password);
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Pesanan Saya' })
    .click();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Pesanan ${orderId}` }) });
  await expect(card.getByText('Tiba di Tujuan')).toBeVisible();
  await expect(card.getByText('Selesai')).toBeVisible();
});

test('the admin makes the buyer an admin and back', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await openAdminPage(page, 'Pengaturan', 'Pengaturan');
  const users = page.getByRole('region', { name: 'Akun Pengguna' });
  const buyerRow = users
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^pembeli/ }) });
  const adminRow = users
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^admin/ }) });
  await expect(adminRow.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'admin settings');

  await buyerRow.getByRole('button', { name: 'Jadikan admin' }).click();
  await expect(page.getByText('Peran pengguna berhasil diperbarui menjadi Admin!')).toBeVisible();
  await expect(buyerRow.getByText('Admin', { exact: true })).toBeVisible();
  await buyerRow.getByRole('button', { name: 'Jadikan pembeli' }).click();
  await expect(page.getByText('Peran pengguna berhasil diperbarui menjadi Pembeli!')).toBeVisible();
  await expect(buyerRow.getByText('Pembeli', { exact: true })).toBeVisible();
  const stored = await readStored<Array<{ username: string; role: string }>>(page, 'users');
  expect(stored.find((u) => u.username === 'pembeli')?.role).toBe('buyer');
});

test('maintenance mode blocks a visitor but not the admin', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ADMIN.username, ADMIN.password);
  await openAdminPage(page, 'Pengaturan', 'Pengaturan');
  const store = page.getByRole('region', { name: 'Pengaturan Toko' });
  const maintenance = store.getByRole('switch', { name: 'Mode Pemeliharaan' });
  await expect(maintenance).toHaveAttribute('aria-checked', 'false');
  await maintenance.click();
  await store.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(page.getByText('Pengaturan toko berhasil disimpan!')).toBeVisible();
  expect(await readStored<boolean>(page, 'maintenanceMode')).toBe(true);

  // The admin still reaches the shop.
  await page.goto('/catalog');
  await expect(page.getByRole('heading', { name: 'Toko sedang dalam pemeliharaan' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('link', { name: 'Kopi Arabika Gayo' })).toBeVisible();

  // A visitor does not.
  await logout(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Toko sedang dalam pemeliharaan' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'maintenance page');
  await page.goto('/catalog');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Toko sedang dalam pemeliharaan' }),
  ).toBeVisible();

  // /login stays open; the admin switches maintenance off again.
  await login(page, ADMIN.username, ADMIN.password);
  await openAdminPage(page, 'Pengaturan', 'Pengaturan');
  await store.getByRole('switch', { name: 'Mode Pemeliharaan' }).click();
  await store.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(page.getByText('Pengaturan toko berhasil disimpan!')).toBeVisible();
  await logout(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Toko sedang dalam pemeliharaan' })).toHaveCount(
    0,
  );
});

test('backup, wipe and restore give back the same data', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await login(page, ADMIN.username, ADMIN.password);
  // A new order and a stock change, so the backup differs from the seed.
  const orderId = `ORD${Date.now()}bk`;
  await appendOrders(page, [simulatedOrder(orderId)]);
  await page.evaluate(() => {
    const products = JSON.parse(window.localStorage.getItem('products') ?? '[]') as Array<{
      id: number;
      stock: number;
    }>;
    window.localStorage.setItem(
      'products',
      JSON.stringify(products.map((p) => (p.id === 1 ? { ...p, stock: 7 } : p))),
    );
  });
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();

  // Download.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Cadangan Data' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^seulanga-cadangan-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath('cadangan.json');
  await download.saveAs(file);
  const backup = JSON.parse(await readFile(file, 'utf8')) as {
    format: string;
    data: { products: StoredProduct[]; orders: StoredOrder[] };
  };
  expect(backup.format).toBe('seulanga-backup');
  expect(backup.data.orders.some((o) => o.id === orderId)).toBe(true);
  expect(backup.data.products.find((p) => p.id === 1)?.stock).toBe(7);

  // Wipe products and orders: the seed comes back, the new order is gone.
  await page.evaluate(() => {
    window.localStorage.removeItem('products');
    window.localStorage.removeItem('orders');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
  await expect
    .poll(async () => (await readStored<StoredProduct[] | null>(page, 'products'))?.length)
    .toBe(15);
  expect(
    (await readStored<StoredProduct[]>(page, 'products')).find((p) => p.id === 1)?.stock,
  ).not.toBe(7);
  expect((await readStored<StoredOrder[]>(page, 'orders')).some((o) => o.id === orderId)).toBe(
    false,
  );

  // A file that is not a backup changes nothing.
  const restoreField = page.getByLabel('Pulihkan Cadangan Data');
  await restoreField.setInputFiles({
    name: 'bukan.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"halo": 1}'),
  });
  await expect(
    page.getByText(/Berkas cadangan tidak valid: bukan berkas cadangan Seulanga/).first(),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Restore from the downloaded file, after confirming.
  await restoreField.setInputFiles(file);
  const dialog = page.getByRole('alertdialog', { name: 'Pulihkan cadangan data?' });
  await expect(
    dialog.getByText('Semua data toko akan diganti dengan isi cadangan. Lanjutkan?'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'restore confirmation');
  await dialog.getByRole('button', { name: 'Pulihkan' }).click();
  await expect(page.getByText('Cadangan data berhasil dipulihkan!')).toBeVisible();
  expect(await readStored<StoredProduct[]>(page, 'products')).toEqual(backup.data.products);
  expect(await readStored<StoredOrder[]>(page, 'orders')).toEqual(backup.data.orders);
  await openAdminPage(page, 'Pesanan', 'Pesanan');
  await expect(orderRow(page, orderId)).toBeVisible();
});

test('sales history lists the admin’s changes; transactions and reports pass axe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, ADMIN.username, ADMIN.password);
  await openAdminPage(page, 'Pengaturan', 'Pengaturan');
  const profile = page.getByRole('region', { name: 'Profil' });
  await profile.getByLabel('Email', { exact: true }).fill('pemilik@seulanga.id');
  await profile.getByRole('button', { name: 'Simpan Profil' }).click();
  await expect(page.getByText('Profil admin berhasil diperbarui!')).toBeVisible();

  await openAdminPage(page, 'Riwayat Penjualan', 'Riwayat Penjualan');
  const table = page.getByRole('table', { name: 'Riwayat aktivitas penjualan' });
  const first = table.getByRole('row').nth(1);
  await expect(first.getByText('Ubah Profil')).toBeVisible();
  await expect(first.getByText('admin', { exact: true })).toBeVisible();
  await expect(first.getByText('Email diubah:')).toBeVisible();
  await expect(table.getByText('Tambah Produk')).toBeVisible();
  await expectNoAxeViolations(page, 'sales history');

  await openAdminPage(page, 'Transaksi & Pembayaran', 'Transaksi & Pembayaran');
  await expect(
    page
      .getByRole('table', { name: 'Daftar transaksi' })
      .getByRole('rowheader', { name: 'TRX001' }),
  ).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('Success');
  await expect(page.getByRole('rowheader', { name: 'TRX001' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'transactions');

  await openAdminPage(page, 'Laporan Penjualan', 'Laporan Penjualan');
  await expect(page.getByRole('heading', { name: 'Total Pendapatan' })).toBeVisible();
  await expect(page.locator('.recharts-surface')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor Pesanan (CSV)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^seulanga-pesanan-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('ID Pesanan');
  expect(csv).toContain('ORD001');
  await expectNoAxeViolations(page, 'reports');
});
