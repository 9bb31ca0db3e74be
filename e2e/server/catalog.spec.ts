/**
 * Server mode only (project `server`): the storefront's catalogue is filtered, searched, sorted
 * and paged by the server (docs/api.md, "Catalogue search"); the browser downloads the page it
 * shows, the cart's products and the categories, never the whole catalogue (`GET /api/products`
 * is the back office's). The products it pages are in a category of this run's own.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, closeDevices, expectNoAxeViolations, gotoHydrated, login, openDevice, registerAndLogin } from '../support';

test.afterEach(closeDevices);

/** Records every request of `page` for the whole catalogue. */
function watchWholeCatalogue(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/products' && !url.searchParams.has('ids')) seen.push(request.url());
  });
  return seen;
}

test('the server searches and pages the catalogue; the storefront never loads every product', async ({
  browser,
}) => {
  // 25 products in a category of this run, through the back office API as the admin.
  const admin = await openDevice(browser);
  await login(admin, ADMIN.username, ADMIN.password);
  // Letters only, so a search for a number matches the names only.
  const category = `Uji Halaman ${String(Date.now()).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const statuses = await admin.evaluate(async (category) => {
    const results: number[] = [];
    for (let i = 1; i <= 25; i += 1) {
      const response = await fetch('/api/admin/products', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: `Produk Halaman ${i}`,
          category,
          price: 10000 + i,
          stock: 5,
          location: 'Banda Aceh',
          partnerId: 'P001',
          image: '/images/products/kopi-arabika-gayo.webp',
          description: '',
        }),
      });
      results.push(response.status);
    }
    return results;
  }, category);
  expect(statuses.every((status) => status === 201)).toBe(true);

  const page = await openDevice(browser);
  const wholeCatalogue = watchWholeCatalogue(page);

  // A filtered, searched link works as in browser mode.
  await page.goto('/catalog?category=Minuman&q=gayo');
  await expect(page.getByRole('link', { name: 'Kopi Arabika Gayo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bubuk Kopi Ulee Kareeng' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Kategori' })).toHaveValue('Minuman');
  await expect(page.getByLabel('Cari produk')).toHaveValue('gayo');

  // Pages of the run's category, by name (numbers by value).
  await page.goto(`/catalog?category=${encodeURIComponent(category)}&sort=name`);
  await expect(page.getByRole('status').filter({ hasText: '25 produk' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Daftar produk' }).getByRole('link');
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toHaveText('Produk Halaman 1');
  await expect(cards.nth(1)).toHaveText('Produk Halaman 2');
  await page
    .getByRole('navigation', { name: 'Halaman katalog' })
    .getByRole('button', { name: 'Berikutnya' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveText('Produk Halaman 25');
  await expectNoAxeViolations(page, 'catalogue page 2 (server mode)');
  await page.goBack();
  await expect(cards).toHaveCount(24);

  // Typing searches once the typing pauses; words match whole, a long one with a typo.
  await page.getByLabel('Cari produk').fill('halamn 2');
  await expect(page).toHaveURL(/q=halamn\+2/);
  await expect(cards).toHaveText(['Produk Halaman 2']);

  // Home and the cart ask for what they show only (a buyer of this test's own: an empty cart).
  await registerAndLogin(page, 'katalog');
  await expect(
    page.getByRole('list', { name: 'Produk pilihan' }).getByRole('listitem'),
  ).toHaveCount(6);
  await gotoHydrated(page, '/product/1');
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByText('Kopi Arabika Gayo ditambahkan ke keranjang!')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Kopi Arabika Gayo' })).toBeVisible();
  expect(wholeCatalogue).toEqual([]);
});
