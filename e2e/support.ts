/**
 * What the specs share: the axe scan, signing in and out, registering a buyer of the test's own,
 * the checkout, adding a product through the back office, and the few set-ups that differ per
 * mode (`shopMode()`). In server mode every test of a run shares one database (playwright.config.ts,
 * "Isolation"): a spec that changes a buyer's cart, orders, addresses or password registers its
 * own buyer with {@link registerAndLogin}, and names what it creates with {@link uniqueName}.
 *
 * Long on purpose: the specs' shared vocabulary (sign-in, checkout, axe, storage quota), one import
 * for every spec.
 */
import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';

/** A username and its password. */
export interface Account {
  username: string;
  password: string;
}

/** Demo accounts (README). Shared by every test of a server-mode run: use them read-only there. */
export const BUYER: Account = { username: 'pembeli', password: 'pembeli123' };
export const ADMIN: Account = { username: 'admin', password: 'admin123' };

/**
 * The mode the running project drives (its `metadata.mode` in playwright.config.ts): `'server'`
 * (the shop server, one database for the whole run) or `'browser'` (localStorage per context).
 * Call it inside a test or hook.
 */
export function shopMode(): 'server' | 'browser' {
  return test.info().project.metadata.mode === 'server' ? 'server' : 'browser';
}

/** Scans the page with axe (WCAG 2.1 A/AA) and fails on any violation, listing them. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Let any transition or animation settle: a half-transparent element fails the contrast check.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Signs in through the login form and waits to leave /login (the login resolves once the new
 * session is in the query cache, so the page it opens never bounces back; e2e/server/login-session).
 */
export async function login(page: Page, username: string, password: string): Promise<void> {
  if (!page.url().includes('/login')) await gotoHydrated(page, '/login');
  else await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
}

/** Signs out with the header's 'Keluar' button (store and back office) and waits for the toast. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Keluar', exact: true }).first().click();
  await expect(page.getByText('Anda telah keluar.').first()).toBeVisible();
}

/**
 * A name no other test of this or an earlier run uses (usernames, products, partners): `prefix`,
 * the worker index, the time and a random part; letters and digits only, at most 30 characters
 * for a prefix of up to 12 (the username rule).
 */
export function uniqueName(prefix: string): string {
  const random = Math.random().toString(36).slice(2, 6).padEnd(4, '0');
  return `${prefix}${test.info().workerIndex}${Date.now().toString(36)}${random}`;
}

/** Registers `username` through the form ('Daftar') and waits for the request to sign in. */
export async function register(page: Page, username: string, password: string): Promise<void> {
  await gotoHydrated(page, '/register');
  await submitRegistration(page, username, password);
}

/**
 * Fills the open registration form with `username` (`<username>@example.com`) and `password`,
 * sends it ('Daftar') and waits for the login page's success message.
 */
export async function submitRegistration(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Daftar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Registrasi berhasil! Silakan masuk.')).toBeVisible();
}

/**
 * Registers a new buyer of this test's own (see {@link uniqueName}) and signs in as it: for
 * tests that change a buyer's cart, orders, chat, addresses or password, which the demo buyer
 * shares with every parallel test in server mode.
 */
export async function registerAndLogin(page: Page, prefix = 'beli'): Promise<Account> {
  const account = { username: uniqueName(prefix), password: 'rahasia123' };
  await register(page, account.username, account.password);
  await login(page, account.username, account.password);
  return account;
}

/** The checkout form's shipping fields. */
export interface Shipping {
  name: string;
  phone: string;
  address: string;
  postalCode: string;
  /** `Tujuan Pengiriman` (default 'Kota Banda Aceh'). */
  destination?: string;
  /** The courier's name in the radio group `Kurir` (default 'JNE'). */
  courier?: string;
}

/** The shipping details the specs order with unless they need others. */
export const SHIPPING: Shipping = {
  name: 'Cut Meutia',
  phone: '081234567890',
  address: 'Jl. Sultan Iskandar Muda No. 5, Banda Aceh',
  postalCode: '23116',
};

/**
 * Opens the checkout's shipping fields: a buyer with a saved default address sees it as one card
 * until `Ubah` (named 'Ubah alamat pengiriman'); a buyer without one sees the fields at once.
 */
export async function openAddressFields(page: Page): Promise<void> {
  const change = page.getByRole('button', { name: 'Ubah alamat pengiriman' });
  await expect(change.or(page.getByLabel('Nama Lengkap'))).toBeVisible();
  if (await change.isVisible()) await change.click();
  await expect(page.getByLabel('Nama Lengkap')).toBeVisible();
}

/**
 * Fills the checkout's shipping fields (replacing what a saved address put there), then chooses
 * the destination and the courier ({@link chooseShipping}).
 */
export async function fillShipping(page: Page, shipping: Shipping = SHIPPING): Promise<void> {
  await openAddressFields(page);
  await page.getByLabel('Nama Lengkap').fill(shipping.name);
  await page.getByLabel('Nomor Telepon').fill(shipping.phone);
  await page.getByLabel('Alamat Lengkap').fill(shipping.address);
  await page.getByLabel('Kode Pos').fill(shipping.postalCode);
  await chooseShipping(page, shipping.destination, shipping.courier);
}

/**
 * Chooses `Tujuan Pengiriman` and, in the radio group `Kurir`, the courier whose option starts
 * with `courier` (its name, then '·' and its cost).
 */
export async function chooseShipping(page: Page, destination = 'Kota Banda Aceh', courier = 'JNE'): Promise<void> {
  await page.getByLabel('Tujuan Pengiriman').selectOption(destination);
  const option = page
    .getByRole('radiogroup', { name: 'Kurir' })
    .getByRole('radio', { name: new RegExp(`^${courier.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')} ·`) });
  await option.click();
  await expect(option).toBeChecked();
}

/** Opens the checkout and fills its shipping fields with {@link SHIPPING} (or `shipping`), not yet ordering. */
export async function openCheckout(page: Page, shipping: Shipping = SHIPPING): Promise<void> {
  await page.goto('/checkout');
  await fillShipping(page, shipping);
}

/**
 * Opens `path` and waits until the app has taken the page over (`html[data-hydrated]`, set by
 * `AppProvider`): a server-rendered page shows its buttons before its script runs, and a click
 * before then does nothing.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Opens a product's page, adds it to the cart and waits for the toast and for the header's cart
 * link to count `cartCount` units.
 */
export async function addToCart(page: Page, productId: number, cartCount: number): Promise<void> {
  await gotoHydrated(page, `/product/${productId}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByText(`${name} ditambahkan ke keranjang!`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `Keranjang (${cartCount})` })).toBeVisible();
}

/** The order id shown on the payment confirmation page ('ID Pesanan'). */
export async function placedOrderId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/payment-confirmation$/, { timeout: 15_000 });
  const id = (
    await page.locator('dt', { hasText: 'ID Pesanan' }).locator('xpath=following-sibling::dd').innerText()
  ).trim();
  expect(id).toMatch(/^ORD\w+$/);
  return id;
}

/**
 * Checks out what the signed-in buyer's cart holds with {@link SHIPPING} (or `shipping`) and the
 * default payment method; returns the new order's id from the payment confirmation page.
 */
export async function checkout(page: Page, shipping: Shipping = SHIPPING): Promise<string> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  await fillShipping(page, shipping);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  return placedOrderId(page);
}

/**
 * The signed-in buyer orders one unit of product 1 (Kopi Arabika Gayo): its page, 'Tambah ke
 * Keranjang' and its toast, then {@link checkout}; returns the new order's id.
 */
export async function orderFirstProduct(page: Page): Promise<string> {
  await gotoHydrated(page, '/product/1');
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByText('ditambahkan ke keranjang!').first()).toBeVisible();
  return checkout(page);
}

/** A product as the back office's 'Tambah Produk' dialog takes it. */
export interface NewProduct {
  name: string;
  category: 'Makanan' | 'Minuman' | 'Fashion' | 'Aksesoris' | 'Souvenir' | 'Herbal';
  price: number;
  stock: number;
  location?: string;
  description?: string;
  /** `Berat (gram)`; the form's 1,000 g when absent. */
  weight?: number;
  /** The `Mitra` option's name; the seed's P001 when absent. */
  partner?: string;
  /** `Status Produk`; the form's `Aktif` when absent. */
  status?: 'Draf' | 'Aktif' | 'Arsip';
}

/**
 * Adds a product through the back office ('Daftar Produk' → 'Tambah Produk', with the fixture
 * image); the page must be signed in as an admin. For tests that count a product's stock: seed
 * products are ordered by parallel tests in server mode.
 */
export async function addProduct(page: Page, product: NewProduct): Promise<void> {
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Tambah Produk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Produk Baru' });
  await dialog.getByLabel('Nama Produk').fill(product.name);
  await dialog.getByLabel('Kategori').selectOption(product.category);
  // The form appears once the partners have loaded (the dialog says 'Memuat daftar mitra...').
  await dialog.getByLabel('Mitra').selectOption(product.partner ? { label: product.partner } : 'P001');
  await dialog.getByLabel('Harga', { exact: true }).fill(String(product.price));
  await dialog.getByLabel('Stok').fill(String(product.stock));
  if (product.weight !== undefined) await dialog.getByLabel('Berat (gram)').fill(String(product.weight));
  await dialog.getByLabel('Lokasi').fill(product.location ?? 'Banda Aceh');
  if (product.status) await dialog.getByLabel('Status Produk').selectOption({ label: product.status });
  await dialog.getByLabel('Gambar Produk').setInputFiles('e2e/fixtures/product.png');
  await expect(dialog.getByRole('img', { name: 'Pratinjau Gambar 1' })).toHaveAttribute('src', /^data:image\//);
  await dialog.getByLabel('Deskripsi').fill(product.description ?? `${product.name}, dibuat oleh uji e2e.`);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Produk berhasil ditambahkan!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The contexts {@link openDevice} opened in this worker's running test. */
const devices: BrowserContext[] = [];

/**
 * Opens another device: a browser context of its own (its own cookies and storage), with the
 * project's options. Close them with {@link closeDevices} in the spec's `test.afterEach`, or their
 * live connections to the shop outlive the test. `baseURL` points it at another shop server (a
 * second instance, e2e/server/two-instances.spec.ts).
 */
export async function openDevice(browser: Browser, options: { baseURL?: string } = {}): Promise<Page> {
  const context = await browser.newContext(options);
  devices.push(context);
  return context.newPage();
}

/** Closes every context {@link openDevice} opened (for `test.afterEach`). */
export async function closeDevices(): Promise<void> {
  await Promise.all(devices.splice(0).map((context) => context.close()));
}

/**
 * Completes the dialog a shipped status opens on /admin/orders ('Kirim Pesanan {id}'): types the
 * courier's tracking number into `Nomor Resi`, saves, and waits for the update's toast.
 */
export async function shipWithTrackingNumber(admin: Page, orderId: string, trackingNumber: string): Promise<void> {
  const dialog = admin.getByRole('dialog', { name: `Kirim Pesanan ${orderId}` });
  await dialog.getByLabel('Nomor Resi').fill(trackingNumber);
  await dialog.getByRole('button', { name: 'Simpan', exact: true }).click();
  // `.first()`: an earlier update of the same order may still show its toast.
  await expect(admin.getByText(`Pesanan ${orderId} berhasil diperbarui!`).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * Searches the admin's open 'Pesanan' list for `orderId` (`Cari pesanan`) and waits until it is the
 * one row left; returns the table ('Daftar pesanan').
 */
export async function searchAdminOrder(admin: Page, orderId: string): Promise<Locator> {
  await admin.getByLabel('Cari pesanan').fill(orderId);
  const table = admin.getByRole('table', { name: 'Daftar pesanan' });
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  return table;
}

/** Opens the row menu `Aksi {orderId}` of the admin's orders and picks `item` (its exact name). */
export async function chooseOrderAction(admin: Page, orderId: string, item: string): Promise<void> {
  await admin.getByRole('button', { name: `Aksi ${orderId}` }).click();
  await admin.getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * What crosses devices after an order (server mode): the order's row appears on the admin's open
 * `/admin/orders` without a reload; then, while the buyer watches `Pesanan Saya`, the admin marks
 * it paid (`Diproses`) and ships it (`Dikirim`), and the buyer's open page shows its stage
 * `Dikirim` (an unpaid order stays `Belum Bayar` whatever its parcel's status).
 * @param admin - a device on `/admin/orders`, signed in as the admin.
 * @param buyer - the device of the buyer who placed `orderId`.
 * @param label - names the axe scans of the two pages.
 */
export async function shipWhileBuyerWatches(admin: Page, buyer: Page, orderId: string, label: string): Promise<void> {
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: new RegExp(`^${orderId}`) }) });
  await expect(row).toBeVisible({ timeout: 5_000 });
  await expectNoAxeViolations(admin, `admin orders (${label})`);
  await buyer.goto('/pesanan-saya');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible();
  const card = buyer.getByRole('list', { name: 'Daftar pesanan' }).getByRole('listitem').filter({ hasText: orderId });
  await chooseOrderAction(admin, orderId, 'Diproses');
  await expect(card.locator('[data-stage="Dikemas"]')).toBeVisible({ timeout: 5_000 });
  await chooseOrderAction(admin, orderId, 'Dikirim');
  await shipWithTrackingNumber(admin, orderId, `JNE${Date.now()}`);
  await expect(card.locator('[data-stage="Dikirim"]')).toBeVisible({ timeout: 5_000 });
  await expectNoAxeViolations(buyer, `pesanan saya (${label})`);
}

/**
 * A chat round trip between devices (server mode): the buyer writes `question` in `Hubungi
 * Admin`; the admin's chat button counts it live, the admin opens the buyer's thread (1 unread),
 * reads it and answers `reply`, which the buyer's open panel shows.
 * @param buyerName - the buyer's username, as the admin's thread list names it.
 */
export async function chatRoundTrip(buyer: Page, admin: Page, buyerName: string, question: string, reply: string): Promise<void> {
  await buyer.getByRole('button', { name: /^Buka chat/ }).click();
  const buyerPanel = buyer.getByRole('dialog', { name: 'Hubungi Admin' });
  await buyerPanel.getByRole('textbox', { name: 'Pesan' }).fill(question);
  await buyerPanel.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(buyerPanel.getByRole('log').getByText(question)).toBeVisible();
  await expect(admin.getByRole('button', { name: /^Buka chat \(\d+ belum dibaca\)/ })).toBeVisible({ timeout: 5_000 });
  await admin.getByRole('button', { name: /^Buka chat/ }).click();
  const adminPanel = admin.getByRole('dialog', { name: 'Chat Pembeli' });
  await adminPanel.getByRole('button', { name: `${buyerName} (1 belum dibaca)`, exact: true }).click();
  await expect(adminPanel.getByRole('log').getByText(question)).toBeVisible();
  await adminPanel.getByRole('textbox', { name: 'Pesan' }).fill(reply);
  await adminPanel.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(buyerPanel.getByRole('log').getByText(reply)).toBeVisible({ timeout: 5_000 });
}

/** Reads a stored JSON value from the page's localStorage (browser mode only). */
export async function readStored<T>(page: Page, key: string): Promise<T> {
  return page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? 'null') as unknown, key) as Promise<T>;
}

/**
 * The shop's orders, products or transactions as the data layer holds them, for checking figures
 * on screen: localStorage in browser mode, the admin's API (`GET /api/<key>`, with the page's
 * session) in server mode. The page must be signed in as an admin.
 */
export async function readShopList<T>(page: Page, key: 'orders' | 'products' | 'transactions'): Promise<T[]> {
  if (shopMode() === 'browser') return readStored<T[]>(page, key);
  if (key !== 'products') {
    const response = await page.request.get(`/api/${key}`);
    expect(response.status(), `GET /api/${key}`).toBe(200);
    return (await response.json()) as T[];
  }
  // The catalogue answers pages of at most 100 (docs/api.md "Products").
  const all: T[] = [];
  for (let n = 1; ; n += 1) {
    const response = await page.request.get(`/api/products?pageSize=100&page=${n}`);
    expect(response.status(), `GET /api/products page ${n}`).toBe(200);
    const { items, total } = (await response.json()) as { items: T[]; total: number };
    all.push(...items);
    if (items.length === 0 || all.length >= total) return all;
  }
}

/**
 * A new order arrives while the admin's pages of `context` stay open, as the bell expects it: in
 * server mode a new buyer on another device (a browser context of its own) orders Kopi Arabika
 * Gayo through the store; in browser mode, where one browser is one session, another tab of the
 * same browser writes the order and raises the flag, as a buyer's checkout in that browser would.
 * @returns the order's id.
 */
export async function newOrderFromElsewhere(context: BrowserContext): Promise<string> {
  if (shopMode() === 'server') {
    const device = await context.browser()!.newContext();
    try {
      const buyer = await device.newPage();
      await registerAndLogin(buyer, 'lain');
      await addToCart(buyer, 1, 1);
      return await checkout(buyer);
    } finally {
      await device.close();
    }
  }
  const tab = await context.newPage();
  await tab.goto('/tentang-kami');
  const id = `ORD${Date.now()}zz`;
  const now = new Date();
  const order = {
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
  await tab.evaluate((added) => {
    const stored = JSON.parse(window.localStorage.getItem('orders') ?? '[]') as unknown[];
    window.localStorage.setItem('orders', JSON.stringify([...stored, added]));
    window.localStorage.setItem('newOrderNotification', 'true');
  }, order);
  await tab.close();
  return id;
}

/**
 * Server mode only: an HTTP client of the shop server signed in as `account`, for clean-ups that
 * must work even when the screen a test left behind does not. State-changing requests carry the
 * `Origin` the server's CSRF check asks for. Dispose of it when done.
 */
export async function apiAs(
  playwright: PlaywrightWorkerArgs['playwright'],
  account: Account,
): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL!;
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const response = await api.post('/api/auth/login', { data: account });
  expect(response.status(), `login of ${account.username}`).toBe(200);
  return api;
}

/** Makes every localStorage write throw QuotaExceededError, as a full browser storage does (browser mode). */
export async function fillQuota(page: Page) {
  await page.evaluate(() => {
    const original = Storage.prototype.setItem;
    (window as unknown as { restoreSetItem: () => void }).restoreSetItem = () => {
      Storage.prototype.setItem = original;
    };
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}
/** Undoes {@link fillQuota}. */
export const freeQuota = (page: Page) => page.evaluate(() => (window as unknown as { restoreSetItem: () => void }).restoreSetItem());

/** Opens a back-office page through the admin sidebar link `link` and waits for its `h1`. */
export async function openAdminPage(page: Page, link: string, heading: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navigasi admin' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * Opens `Pengaturan` from the admin's navigation, then its section `name` (`Toko`, `Pesanan`,
 * `Cadangan`, ...) from the index's links, and waits for the section page's h1.
 */
export async function openSettingsSection(page: Page, name: string): Promise<void> {
  await openAdminPage(page, 'Pengaturan', 'Pengaturan');
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

/**
 * Replaces `window.print` in every page of the test by a counter, so no print dialog blocks it
 * (`window.printed` counts the calls).
 */
export async function stubPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
}
