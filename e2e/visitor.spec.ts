/**
 * A visitor's journeys: the public pages, the way to login and back, the 404 page and the theme.
 * Runs in both modes (projects `browser` and `server`); the one sign-in is a buyer of its own.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, register, uniqueName } from './support';

test.describe('visitor', () => {
  test('browses the public pages, each without axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'home');

    for (const [name, path] of [
      ['Tentang Kami', '/tentang-kami'],
      ['Layanan', '/layanan'],
      ['Lokasi Toko', '/lokasi-toko'],
    ] as const) {
      await page.getByRole('banner').getByRole('link', { name, exact: true }).first().click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, path);
    }
    await expect(page.getByRole('link', { name: /openstreetmap|Lihat peta/i }).first()).toBeVisible();

    await page.goto('/login');
    await expectNoAxeViolations(page, 'login');
    await page.goto('/register');
    await expectNoAxeViolations(page, 'register');
  });

  test('is sent to login on add-to-cart and comes back after login', async ({ page }) => {
    // An account of this test's own: its cart starts empty in either mode.
    const buyer = { username: uniqueName('tamu'), password: 'rahasia123' };
    await register(page, buyer.username, buyer.password);
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { name: 'Katalog Produk' })).toBeVisible();
    await expectNoAxeViolations(page, 'catalog');
    await page.getByRole('link', { name: 'Kopi Arabika Gayo' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kopi Arabika Gayo' })).toBeVisible();
    await expectNoAxeViolations(page, 'product');
    const productUrl = page.url();

    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill(buyer.username);
    await page.getByLabel('Password').fill(buyer.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(productUrl);
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await expect(page.getByText('Kopi Arabika Gayo ditambahkan ke keranjang!')).toBeVisible();
    await expect(page.getByRole('link', { name: /Keranjang \(1\)/ })).toBeVisible();
  });

  test('a buyer-only page sends a visitor to login', async ({ page }) => {
    await page.goto('/pesanan-saya');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('unknown route shows the 404 page and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/tidak-ada-halaman-ini');
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke beranda' })).toBeVisible();
    // Logged by the app once it runs: in server mode the page is on screen (server-rendered) before.
    await expect.poll(() => errors.some((e) => e.includes('/tidak-ada-halaman-ini'))).toBe(true);
    await expectNoAxeViolations(page, '404');
  });

  test('theme survives a reload', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Ganti tema' }).first();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Ganti tema' }).first()).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page, 'home (dark)');
  });

  test('an unknown product shows its message', async ({ page }) => {
    await page.goto('/product/999999');
    await expect(page.getByText('Produk tidak ditemukan.')).toBeVisible();
  });
});
