/**
 * Server mode only (project `server`): the storefront's public pages, and a buyer's cart,
 * checkout and orders for that buyer, arrive rendered with their data, readable before any JavaScript runs,
 * with the visitor's own session, cart count and theme; then the browser takes each page over
 * (hydrates it) without a hydration error
 * (docs/decisions/013-server-rendered-storefront.md).
 */
import { expect, test, type Browser, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { ADMIN, apiAs, expectNoAxeViolations, fillShipping, placedOrderId, uniqueName } from '../support';

/** Each server-rendered page, with a text only its data shows. */
const PAGES: Array<{ path: string; heading: string | RegExp; shows: string | RegExp }> = [
  { path: '/', heading: /Cita rasa dan kriya Aceh/, shows: 'Kopi Arabika Gayo' },
  { path: '/catalog', heading: 'Katalog Produk', shows: /\d+ produk/ },
  { path: '/catalog?category=Makanan&sort=price-asc', heading: 'Katalog Produk', shows: 'Keumamah (Ikan Kayu)' },
  { path: '/product/1', heading: 'Kopi Arabika Gayo', shows: /Rp\s?\d/ },
  { path: '/tentang-kami', heading: 'Tentang Kami', shows: 'Seulanga menghubungkan pembeli' },
  { path: '/layanan', heading: 'Layanan Pelanggan', shows: /./ },
  { path: '/lokasi-toko', heading: 'Lokasi Toko', shows: /./ },
  { path: '/product/987654321', heading: 'Produk tidak ditemukan.', shows: /./ },
  { path: '/halaman-yang-tidak-ada', heading: 'Halaman tidak ditemukan', shows: 'Kembali ke beranda' },
  // Rendered once for every unknown path, at an address of its own (server/pages/page-routes.ts
  // `renderedAddressOf`): the browser takes it over at the visitor's address.
  { path: '/tidak/ada/lagi?utm_source=x', heading: 'Halaman tidak ditemukan', shows: 'Kembali ke beranda' },
  { path: '/Catalog/tidak-ada', heading: 'Halaman tidak ditemukan', shows: 'Kembali ke beranda' },
  { path: '/catalog?category=Makanan&utm_source=x&sort=price-asc', heading: 'Katalog Produk', shows: 'Keumamah (Ikan Kayu)' },
];

/** A page whose errors (uncaught, hydration ones among them, and console errors) are recorded. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    // The 404 pages answer 404 (the document), and the app logs the unknown path, on purpose.
    if (message.type() === 'error' && !/status of 404|404 Error: User attempted/.test(text)) errors.push(`console: ${text}`);
  });
  return errors;
}

async function pageWithoutJavaScript(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test('every public page arrives rendered with its data, before any JavaScript runs', async ({ browser }) => {
  const { context, page } = await pageWithoutJavaScript(browser);
  for (const { path, heading, shows } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByRole('main').getByText(shows).first(), path).toBeVisible();
  }
  // The catalogue's URL filters are applied by the server: only that category's products.
  await page.goto('/catalog?category=Fashion');
  await expect(page.getByRole('main').getByRole('link', { name: 'Kain Songket Aceh' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Kopi Arabika Gayo' })).toHaveCount(0);
  await context.close();
});

test('the browser takes over every server-rendered page without a hydration error', async ({ browser }) => {
  // The shop's own time zone and language, as a buyer in Aceh has them: a date or number the
  // server formatted differently from the browser would show here as a hydration error.
  const context = await browser.newContext({ timezoneId: 'Asia/Jakarta', locale: 'id-ID' });
  const page = await context.newPage();
  const errors = recordErrors(page);
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
  // Taken over: the page answers clicks (the theme control and a link through the router).
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.getByRole('main').getByRole('link', { name: 'Lihat Semua Produk' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Katalog Produk' })).toBeVisible();
  await expectNoAxeViolations(page, 'catalogue after a server-rendered home');
  expect(errors).toEqual([]);
  await context.close();
});

/**
 * A new buyer registered and signed in over the API, with one unit of each of `productIds` in the
 * cart: its API client (dispose of it) and the browser state that carries its session.
 */
async function newBuyerWithCart(playwright: PlaywrightWorkerArgs['playwright'], prefix: string, productIds: number[]) {
  const baseURL = test.info().project.use.baseURL!;
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const account = { username: uniqueName(prefix), password: 'rahasia123' };
  expect((await api.post('/api/auth/register', { data: { ...account, email: `${account.username}@example.com` } })).status()).toBe(201);
  expect((await api.post('/api/auth/login', { data: account })).status()).toBe(200);
  for (const productId of productIds) expect((await api.post('/api/cart/items', { data: { productId } })).status()).toBe(200);
  return { api, storageState: await api.storageState() };
}

test("a signed-in buyer's page arrives with their header and cart count, and hydrates", async ({ browser, playwright }) => {
  const { api, storageState } = await newBuyerWithCart(playwright, 'ssr', [1, 2]);

  const plain = await pageWithoutJavaScript(browser, { storageState });
  await plain.page.goto('/product/2');
  await expect(plain.page.getByRole('link', { name: 'Keranjang (2)' })).toBeVisible();
  await expect(plain.page.getByRole('link', { name: 'Masuk' })).toHaveCount(0);
  await plain.context.close();

  const context = await browser.newContext({ storageState, timezoneId: 'Asia/Jakarta' });
  const page = await context.newPage();
  const errors = recordErrors(page);
  await page.goto('/product/2');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByRole('link', { name: 'Keranjang (3)' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
  await api.dispose();
});

test("a buyer's cart and orders arrive rendered for that buyer, and hydrate", async ({ browser, playwright }) => {
  const { api, storageState } = await newBuyerWithCart(playwright, 'ssrb', [1]);

  // Without JavaScript: the page is the server's, with the buyer's own data.
  const plain = await pageWithoutJavaScript(browser, { storageState });
  await plain.page.goto('/cart');
  await expect(plain.page.getByRole('heading', { level: 1, name: 'Keranjang Belanja' })).toBeVisible();
  await expect(plain.page.getByRole('main').getByRole('link', { name: 'Kopi Arabika Gayo' })).toBeVisible();
  // The old purchase history: the server's redirect to Pesanan Saya's Selesai tab, rendered too.
  for (const [path, lands] of [['/pesanan-saya', /\/pesanan-saya$/], ['/purchase-history', /\/pesanan-saya\?status=Selesai$/]] as const) {
    await plain.page.goto(path);
    await expect(plain.page, path).toHaveURL(lands);
    await expect(plain.page.getByRole('heading', { level: 1, name: 'Pesanan Saya' }), path).toBeVisible();
  }
  await plain.context.close();
  // A visitor gets no rendered cart: the browser's role guard sends them to the login.
  const visitor = await pageWithoutJavaScript(browser);
  await visitor.page.goto('/cart');
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Keranjang Belanja' })).toHaveCount(0);
  await visitor.context.close();

  const context = await browser.newContext({ storageState, timezoneId: 'Asia/Jakarta', locale: 'id-ID' });
  const page = await context.newPage();
  const errors = recordErrors(page);
  for (const path of ['/pesanan-saya', '/purchase-history', '/cart']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // Taken over: the cart's + button changes the line and the header's count.
  await page.getByRole('button', { name: 'Tambah Kopi Arabika Gayo' }).click();
  await expect(page.getByRole('link', { name: 'Keranjang (2)' })).toBeVisible();
  await expectNoAxeViolations(page, 'server-rendered cart');
  expect(errors).toEqual([]);
  await context.close();
  await api.dispose();
});

test("a buyer's checkout arrives rendered, its form waiting for the browser, and an order is placed from it", async ({ browser, playwright }) => {
  const { api, storageState } = await newBuyerWithCart(playwright, 'ssrc', [1]);

  // Without JavaScript: the buyer's line and the store's choices, nothing to type into or submit.
  const plain = await pageWithoutJavaScript(browser, { storageState });
  await plain.page.goto('/checkout');
  await expect(plain.page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  const summary = plain.page.getByRole('list', { name: 'Produk yang dipesan' });
  await expect(summary.getByText('Kopi Arabika Gayo')).toBeVisible();
  await expect(plain.page.getByRole('radio', { name: 'GoPay' })).toBeVisible();
  await expect(plain.page.getByLabel('Nama Lengkap')).toBeDisabled();
  await expect(plain.page.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled();
  await plain.context.close();

  const context = await browser.newContext({ storageState, timezoneId: 'Asia/Jakarta', locale: 'id-ID' });
  const page = await context.newPage();
  const errors = recordErrors(page);
  await page.goto('/checkout');
  await page.waitForLoadState('networkidle');
  // Taken over: the form opens, and the order is placed from the server-rendered page.
  await expect(page.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled();
  await expectNoAxeViolations(page, 'server-rendered checkout');
  await fillShipping(page);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await placedOrderId(page);
  // The cart is empty now: the checkout sends the buyer home, as before.
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
  await context.close();
  await api.dispose();
});

test('a dark theme is rendered by the server and kept by the browser', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL!;
  const cookies = [{ name: 'theme', value: 'dark', url: baseURL }];

  const plain = await pageWithoutJavaScript(browser);
  await plain.context.addCookies(cookies);
  await plain.page.goto('/catalog');
  await expect(plain.page.getByRole('button', { name: 'Ganti tema' })).toHaveAttribute('aria-pressed', 'true');
  await plain.context.close();

  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  const errors = recordErrors(page);
  await page.goto('/catalog');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Ganti tema' })).toHaveAttribute('aria-pressed', 'true');
  // Switching back writes the cookie the server reads: the next page arrives light.
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ganti tema' })).toHaveAttribute('aria-pressed', 'false');
  expect(errors).toEqual([]);
  await context.close();
});

test('a dark theme chosen before the cookie existed is copied into it, and the next page arrives dark', async ({ browser }) => {
  const context = await browser.newContext();
  // The choice as the browser's theme store kept it before server mode wrote the cookie.
  await context.addInitScript(() => {
    if (!window.localStorage.getItem('theme-seeded')) {
      window.localStorage.setItem('theme', '"dark"');
      window.localStorage.setItem('theme-seeded', '1');
    }
  });
  const page = await context.newPage();
  const errors = recordErrors(page);
  const first = await page.goto('/catalog');
  // The server knew no theme: the page arrives light and turns dark once the app has read the choice.
  expect(await first!.text()).toMatch(/<html lang="id">/);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'theme')?.value).toBe('dark');
  const next = await page.goto('/product/1');
  expect(await next!.text()).toMatch(/<html lang="id" class="dark">/);
  await expect(page.getByRole('button', { name: 'Ganti tema' })).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
  await context.close();
});

test("the admin's storefront pages (their header and chat) and dashboard hydrate without an error", async ({ browser, playwright }) => {
  const api = await apiAs(playwright, ADMIN);
  const storageState = await api.storageState();
  // The dashboard arrives rendered, figures and recent orders included, before any JavaScript.
  const plain = await pageWithoutJavaScript(browser, { storageState });
  await plain.page.goto('/admin');
  await expect(plain.page.getByRole('heading', { level: 1, name: 'Beranda Toko' })).toBeVisible();
  await expect(plain.page.getByRole('table', { name: 'Pesanan Terbaru' })).toBeVisible();
  await plain.context.close();

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ storageState, timezoneId: 'Asia/Jakarta', locale: 'id-ID', viewport });
    const page = await context.newPage();
    const errors = recordErrors(page);
    for (const path of ['/', '/catalog', '/product/1', '/admin']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Beranda Toko' })).toBeVisible();
    await expectNoAxeViolations(page, `server-rendered dashboard ${viewport.width} px`);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Masuk' })).toHaveCount(0);
    expect(errors, `${viewport.width} px`).toEqual([]);
    await context.close();
  }
  await api.dispose();
});
