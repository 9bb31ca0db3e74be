/**
 * The browser's storage under stress: two tabs racing for the last unit (the store's cross-tab
 * Web Lock), a full quota at checkout, corrupted products, users and cart, and a browser that
 * blocks site storage. Browser mode only (project `browser`): server mode keeps nothing of the
 * shop in localStorage; its race between devices is server/two-devices.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { BUYER, fillQuota, freeQuota, login, openCheckout, readStored } from '../support';

interface StoredProduct {
  id: number;
  name: string;
  stock: number;
}

async function setStock(page: Page, id: number, stock: number) {
  await page.evaluate(
    ([productId, value]) => {
      const products = JSON.parse(window.localStorage.getItem('products') ?? '[]') as Array<{ id: number; stock: number }>;
      window.localStorage.setItem(
        'products',
        JSON.stringify(products.map((p) => (p.id === productId ? { ...p, stock: value } : p))),
      );
    },
    [id, stock] as const,
  );
}

test('two tabs racing for the last unit give exactly one order', async ({ context }) => {
  const tabA = await context.newPage();
  await tabA.goto('/');
  await login(tabA, BUYER.username, BUYER.password);
  await setStock(tabA, 102, 1);
  await tabA.goto('/product/102');
  await tabA.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(tabA.getByRole('link', { name: /Keranjang \(1\)/ })).toBeVisible();
  const ordersBefore = (await readStored<unknown[]>(tabA, 'orders')).length;

  const tabB = await context.newPage();
  for (const tab of [tabA, tabB]) {
    await openCheckout(tab);
  }
  // Hold the store's cross-tab lock from a third tab while both tabs submit, so both orders are
  // truly in flight at once; releasing it lets them race for the lock (Web Locks).
  const holder = await context.newPage();
  await holder.goto('/');
  await holder.evaluate(
    () =>
      new Promise<void>((held) => {
        void navigator.locks.request('seulanga-store', () => {
          held();
          return new Promise<void>((release) => {
            (window as unknown as { releaseStoreLock: () => void }).releaseStoreLock = release;
          });
        });
      }),
  );
  for (const tab of [tabA, tabB]) {
    const button = tab.getByRole('button', { name: 'Buat Pesanan' });
    await button.click();
    await expect(button).toBeDisabled();
  }
  await holder.evaluate(() => (window as unknown as { releaseStoreLock: () => void }).releaseStoreLock());

  // Each tab ends either on the payment page (its order went through) or with the stock message.
  const outcome = (tab: Page) =>
    Promise.race([
      tab.waitForURL(/\/payment-confirmation$/, { timeout: 20_000 }).then(() => 'order'),
      tab
        .getByText('Stok untuk Miniatur Rumoh Aceh tidak mencukupi!')
        .waitFor({ timeout: 20_000 })
        .then(() => 'stock'),
    ]);
  const outcomes = await Promise.all([outcome(tabA), outcome(tabB)]);
  expect(outcomes.sort()).toEqual(['order', 'stock']);
  expect((await readStored<unknown[]>(tabA, 'orders')).length).toBe(ordersBefore + 1);
  const products = await readStored<StoredProduct[]>(tabA, 'products');
  expect(products.find((p) => p.id === 102)?.stock).toBe(0);
});

test('a full storage quota at checkout changes nothing and says so', async ({ page }) => {
  await page.goto('/');
  await login(page, BUYER.username, BUYER.password);
  await page.goto('/product/1');
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByRole('link', { name: /Keranjang \(1\)/ })).toBeVisible();
  await openCheckout(page);
  const before = await page.evaluate(() => ({
    products: window.localStorage.getItem('products'),
    orders: window.localStorage.getItem('orders'),
    transactions: window.localStorage.getItem('transactions'),
  }));

  await fillQuota(page);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page.getByText(/Penyimpanan browser penuh/)).toBeVisible();
  await freeQuota(page);

  const after = await page.evaluate(() => ({
    products: window.localStorage.getItem('products'),
    orders: window.localStorage.getItem('orders'),
    transactions: window.localStorage.getItem('transactions'),
  }));
  expect(after).toEqual(before);
  await expect(page).toHaveURL(/\/checkout$/);
});

test('corrupted products, users and cart recover and the user is told', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    window.localStorage.setItem('products', '{"rusak":');
    window.localStorage.setItem('users', '[{"id":1}]');
    window.localStorage.setItem('cartItems', 'bukan json');
  });
  await page.goto('/catalog');
  await expect(page.getByText(/Data produk di browser ini rusak dan telah dipulihkan/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kopi Arabika Gayo' })).toBeVisible();
  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  expect(keys.some((k) => k.startsWith('products.corrupt.'))).toBe(true);

  // The re-seeded users still let the demo buyer in, and the reset cart is empty.
  await login(page, BUYER.username, BUYER.password);
  await expect(page.getByRole('link', { name: /Keranjang \(0\)/ })).toBeVisible();
  for (const key of ['users', 'cartItems']) expect(keys.some((k) => k.startsWith(`${key}.corrupt.`))).toBe(true);
});

test('a browser that blocks site storage shows what to do instead of a blank page', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText(
    'Penyimpanan browser tidak dapat digunakan. Aktifkan penyimpanan situs lalu muat ulang halaman.',
  );
});
