/**
 * Reliability of the browser's storage: every storage key corrupted in turn and a full
 * storage quota during four write paths. Browser mode only (project `browser`): server mode keeps
 * nothing of the shop in localStorage. Two tabs writing at once is reliability.spec.ts, in both
 * modes. Each test prints what it tried.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, BUYER, fillQuota, freeQuota, login, openCheckout } from '../support';

/**
 * The storage keys and their labels, read from src/domain/port/key-specs.ts so a new key is covered too
 * (the spec cannot import the app's modules, which use the `@/` alias).
 */
function storageKeys(): { key: string; kind: 'list' | 'value'; label: string }[] {
  const source = readFileSync(new URL('../../src/domain/port/key-specs.ts', import.meta.url), 'utf8');
  const body = source.slice(source.indexOf('export const KEY_SPECS'), source.indexOf('} satisfies'));
  return [...body.matchAll(/^\s+(\w+): (list|value)\([\s\S]*?'([^']+)',?\s*\),/gm)].map(([, key, kind, label]) => ({
    key: key!,
    kind: kind as 'list' | 'value',
    label: label!,
  }));
}
const KEYS = storageKeys();

/** All of localStorage as one string, keys sorted: the byte-for-byte state. */
const dumpStorage = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify(
      Object.keys(window.localStorage)
        .sort()
        .map((k) => [k, window.localStorage.getItem(k)]),
    ),
  );

const QUOTA_TEXT = /Penyimpanan browser penuh, jadi perubahan tidak disimpan/;

/**
 * Fills the storage quota ({@link fillQuota}), runs `write` and expects the quota's message and
 * the storage exactly as it was before.
 */
async function expectRefusedWhenFull(page: Page, write: () => Promise<void>): Promise<void> {
  await fillQuota(page);
  const before = await dumpStorage(page);
  await write();
  await expect(page.getByText(QUOTA_TEXT).first()).toBeVisible();
  expect(await dumpStorage(page)).toBe(before);
}

/** Prints what a test tried (tests run on two workers, so each prints its own count). */
const report = (what: string, count: number) => console.log(`[reliability] e2e ${what}: ${count}`);

test('the key list is read from the data layer', () => {
  expect(KEYS.length).toBeGreaterThanOrEqual(20);
  expect(KEYS.find((k) => k.key === 'products')).toEqual({ key: 'products', kind: 'list', label: 'produk' });
  expect(KEYS.find((k) => k.key === 'storeAddress')?.label).toBe('alamat toko');
});

for (const [part, keys] of [
  ['first half', KEYS.slice(0, Math.ceil(KEYS.length / 2))],
  ['second half', KEYS.slice(Math.ceil(KEYS.length / 2))],
] as const) {
  test(`every storage key corrupted in turn (${part}): the shop loads and says so`, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const { key, kind, label } of keys) {
      // Lists: not JSON at all; single values: valid JSON of the wrong shape.
      const raw = kind === 'list' ? '{"rusak":' : '[{"rusak":true},1]';
      await page.evaluate(([k, v]) => window.localStorage.setItem(k!, v!), [key, raw]);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 }), `${key}: a heading`).toBeVisible();
      await expect(page.getByText(`Data ${label} di browser ini rusak dan telah dipulihkan.`, { exact: false }).first(), `${key}: the toast`).toBeVisible();
      const backups = await page.evaluate((k) => Object.keys(window.localStorage).filter((name) => name.startsWith(`${k}.corrupt.`)), key);
      expect(backups, `${key}: the original kept aside`).toHaveLength(1);
      expect(await page.evaluate((name) => window.localStorage.getItem(name), backups[0]!)).toBe(raw);
    }
    report(`keys corrupted (${part})`, keys.length);
  });
}

test.describe('a full storage quota', () => {
  test('while placing an order and posting a review', async ({ page }) => {
    await login(page, BUYER.username, BUYER.password);
    await page.goto('/product/1');
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await expect(page.getByRole('link', { name: /Keranjang \(1\)/ })).toBeVisible();

    // The review (the demo buyer's own seed review of product 1, edited: one review per product).
    await expect(page.getByRole('button', { name: 'Perbarui Ulasan' })).toBeVisible();
    await page.getByRole('radio', { name: '5 bintang' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('textbox', { name: 'Ulasan' }).fill('Harum dan segar.');
    await expectRefusedWhenFull(page, () => page.getByRole('button', { name: 'Perbarui Ulasan' }).click());
    await expect(page.getByText('Ulasan Anda berhasil diperbarui!')).toHaveCount(0);
    await freeQuota(page);

    // The order.
    await openCheckout(page);
    await expectRefusedWhenFull(page, () => page.getByRole('button', { name: 'Buat Pesanan' }).click());
    await expect(page).toHaveURL(/\/checkout$/);
    await freeQuota(page);
    report('quota write paths (review, order)', 2);
  });

  test('while sending a chat message', async ({ page }) => {
    await login(page, BUYER.username, BUYER.password);
    await page.goto('/product/1');
    await page.getByRole('button', { name: 'Chat Penjual' }).click();
    const panel = page.getByRole('dialog', { name: 'Hubungi Admin' });
    const field = panel.getByRole('textbox', { name: 'Pesan' });
    await field.fill('Apakah kopinya masih ada?');
    await expectRefusedWhenFull(page, () => field.press('Enter'));
    // The text is given back to try again.
    await expect(field).toHaveValue('Apakah kopinya masih ada?');
    await freeQuota(page);
    report('quota write paths (chat)', 1);
  });

  test('while the admin adds a product with an image', async ({ page }) => {
    await login(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Tambah Produk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Produk Baru' });
    await dialog.getByLabel('Nama Produk').fill('Kopi Uji Kuota');
    await dialog.getByLabel('Kategori').selectOption('Minuman');
    await dialog.getByLabel('Harga', { exact: true }).fill('65000');
    await dialog.getByLabel('Stok').fill('12');
    await dialog.getByLabel('Lokasi').fill('Sigli');
    await dialog.getByLabel('Gambar Produk').setInputFiles('e2e/fixtures/product.png');
    await expect(dialog.getByRole('img', { name: 'Pratinjau Gambar 1' })).toHaveAttribute('src', /^data:image\//);
    await expectRefusedWhenFull(page, () => dialog.getByRole('button', { name: 'Simpan' }).click());
    await expect(page.getByText('Produk berhasil ditambahkan!')).toHaveCount(0);
    await freeQuota(page);
    report('quota write paths (product with image)', 1);
  });
});
