/**
 * Server mode only (project `server`): a shared link shows the page's own title, description and
 * image before any JavaScript runs (docs/server.md "Public pages"), and the title the server
 * writes is the one the app shows, on the first page and after moving on in the app.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support';

const PAGES = ['/', '/catalog', '/tentang-kami', '/layanan', '/lokasi-toko', '/product/1', '/product/2'];

test('the server writes the title each public page shows, and the app keeps it right as it navigates', async ({
  page,
  request,
}) => {
  // The JSON-LD block is data, not script: the Content Security Policy must not refuse it.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  for (const path of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    expect(html, path).toContain('<meta property="og:title"');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page, path).toHaveTitle(title!.replace(/&amp;/g, '&'));
  }
  // From a product page to another through the app: the title follows.
  await page.goto('/product/1');
  await expect(page).toHaveTitle('Kopi Arabika Gayo — Seulanga');
  await page.goto('/catalog?q=keumamah');
  await page.getByRole('link', { name: /Keumamah/ }).first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page).toHaveTitle(/^Keumamah\b.* — Seulanga$/);
  await expectNoAxeViolations(page, 'product page with its server head');
  expect(consoleErrors.filter((text) => /Content Security Policy|hydrat/i.test(text))).toEqual([]);
});

test('a missing product answers 404 and the app shows its message', async ({ page, request }) => {
  const response = await request.get('/product/987654321');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
  await page.goto('/product/987654321');
  await expect(page.getByRole('heading', { level: 1, name: 'Produk tidak ditemukan' })).toBeVisible();
});

test('a path no page answers is a real 404, with the title the app shows', async ({ page, request }) => {
  const response = await request.get('/halaman-yang-tidak-ada');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<title>Halaman tidak ditemukan — Seulanga</title>');
  expect(html).toContain('<meta name="robots" content="noindex" />');
  await page.goto('/halaman-yang-tidak-ada');
  await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  await expect(page).toHaveTitle('Halaman tidak ditemukan — Seulanga');
});
