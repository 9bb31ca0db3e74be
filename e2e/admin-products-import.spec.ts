/**
 * `Impor Produk`, `Ekspor Produk` and `Unduh Templat CSV` on the owner's products page
 * (docs/product/ui-names.md "Import and export of products"): the template downloads with the
 * columns; a file with bad rows (a price in words, a later variant row naming another category,
 * a SKU twice) shows each error in the dialog and writes nothing; the fixed file shows its preview
 * and imports ('Impor selesai: …'), the product listed; the export holds its row. The dialog is
 * scanned with axe, with its errors also on a 390 px phone, where nothing scrolls sideways (the
 * errors' table wraps its messages). Runs in both modes (projects `browser` and `server`) on a
 * product of its own (`uniqueName`).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, login, openAdminPage, uniqueName } from './support';

/** A phone's viewport. */
const PHONE = { width: 390, height: 844 };

/** Chooses `csv` in the open import dialog's `Berkas CSV`. */
async function chooseFile(page: Page, csv: string) {
  const dialog = page.getByRole('dialog', { name: 'Impor Produk dari CSV' });
  await dialog.getByLabel('Berkas CSV').setInputFiles({ name: 'produk.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  return dialog;
}

/** Clicks `button` and reads the file it downloads. */
async function download(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

test('the owner imports products from a CSV file, a bad row first refused, and exports them', async ({ page }) => {
  const product = `Teh Hitam Uji ${uniqueName('csv')}`;
  await login(page, ADMIN.username, ADMIN.password);
  await openAdminPage(page, 'Daftar Produk', 'Daftar Produk');

  const template = await download(page, 'Unduh Templat CSV');
  expect(template.name).toBe('templat-produk.csv');
  const header = template.text.replace(/^\ufeff/, '').split('\r\n')[0]!;
  expect(header).toMatch(/^ID Produk,Nama Produk,Kategori,Deskripsi,Status Produk,/);
  expect(template.text).toContain('Kopi Arabika Gayo');

  // Columns as the template's header names them.
  const columns = header.split(',');
  const row = (cells: Record<string, string>) => columns.map((column) => cells[column] ?? '').join(',');
  const tea = { 'Nama Produk': product, Kategori: 'Minuman', Lokasi: 'Takengon', 'ID Mitra': 'P001', Harga: '25000', Stok: '8', Berat: '100', 'Status Produk': 'Aktif', 'Foto Produk': '/images/products/kopi-arabika-gayo.svg' };
  const longSku = `TEH${uniqueName('sku').replace(/[^A-Za-z0-9]/g, '').toUpperCase()}`.padEnd(40, 'X').slice(0, 40);
  // A product with Variasi whose second row names another category: refused on that row.
  const sized = { ...tea, 'Nama Produk': `${product} Tiga`, 'Nama Variasi 1': 'Ukuran' };
  const bad = [
    header,
    row(tea),
    row({ ...tea, 'Nama Produk': `${product} Dua`, Harga: 'dua puluh' }),
    row({ ...sized, 'Pilihan Variasi 1': 'Kecil' }),
    row({ ...sized, 'Pilihan Variasi 1': 'Besar', Kategori: 'Kopi' }),
    // Two products sharing a SKU of 40 characters without a space: its message wraps on a phone.
    row({ ...sized, 'Nama Produk': `${product} Empat`, 'Pilihan Variasi 1': 'Kecil', SKU: longSku }),
    row({ ...sized, 'Nama Produk': `${product} Lima`, 'Pilihan Variasi 1': 'Kecil', SKU: longSku }),
  ].join('\r\n');
  const good = [header, row(tea), row({ ...tea, 'Nama Produk': `${product} Dua`, Harga: '20000' })].join('\r\n');

  await page.getByRole('button', { name: 'Impor Produk' }).click();
  let dialog = await chooseFile(page, bad);
  await expect(dialog.getByRole('cell', { name: 'Baris 3 (Harga): Harga harus berupa angka 0 atau lebih.' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Baris 5 (Kategori): berbeda dari baris 4 untuk produk yang sama; kosongkan atau samakan isinya.' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Impor Sekarang' })).toBeDisabled();
  await expectNoAxeViolations(page, 'import dialog with row errors');
  // On a 390 px phone too, nothing scrolls sideways.
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  const errors = dialog.getByRole('region', { name: 'Kesalahan per baris' });
  await expect(errors.getByRole('cell', { name: `Baris 7 (SKU): SKU ${longSku} dipakai lebih dari satu produk di berkas ini.` })).toBeAttached();
  await expectNoAxeViolations(page, 'import dialog with row errors (390 px)');
  // The messages wrap (a long SKU too), so the errors' table scrolls only up and down.
  expect(await errors.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(desktop);
  await dialog.getByRole('button', { name: 'Batal' }).click();
  // Nothing was written.
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(product);
  await expect(page.getByText('Tidak ada produk yang cocok dengan pencarian Anda.')).toBeVisible();

  await page.getByRole('button', { name: 'Impor Produk' }).click();
  dialog = await chooseFile(page, good);
  await expect(dialog.getByText('2 produk baru, 0 produk diperbarui.')).toBeVisible();
  await expectNoAxeViolations(page, 'import dialog with its preview');
  await dialog.getByRole('button', { name: 'Impor Sekarang' }).click();
  await expect(page.getByText('Impor selesai: 2 produk baru, 0 diperbarui.').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The list refreshed: the search for the name (still typed) now finds the new product's row.
  await expect(page.getByRole('button', { name: `Ubah ${product}`, exact: true })).toBeVisible();

  const exported = await download(page, 'Ekspor Produk');
  expect(exported.name).toBe('produk-seulanga.csv');
  expect(exported.text).toContain(`,${product},Minuman,`);
  expect(exported.text).toContain(`,${product} Dua,Minuman,`);
});
