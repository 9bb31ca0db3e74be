/**
 * The back office's `Voucher` page (docs/product/vouchers.md "The owner's page"): the owner adds
 * HEMAT10 (Persen 10, Maksimal Diskon 20000, Minimal Belanja 50000, Kuota 50, Batas per Pembeli
 * 1), sees it listed, edits, pauses, resumes and deletes it; the page, the open dialog and its
 * inline errors pass axe, and on a phone (390 px) the voucher is a card with every button on
 * screen and at least 44 px high, without sideways scroll. Runs in both modes (projects `browser`
 * and `server`); in server mode the voucher is deleted at the end, so a later run starts again.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, login } from './support';
import { fillVoucherForm } from './voucher-form';

const PHONE = { width: 390, height: 844 };

/** The row (desktop) or card (phone) of the voucher `code`. */
function voucherOf(page: Page, code: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${code}`) }) })
    .or(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: code, exact: true }) }));
}

test('the owner adds HEMAT10, sees it listed, edits, pauses, resumes and deletes it', async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Navigasi admin' }).getByRole('link', { name: 'Voucher', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher' })).toBeVisible();
  await expect(page).toHaveTitle('Voucher — Seulanga');
  await expect(page.getByText('Belum ada voucher.').or(page.getByRole('table', { name: 'Daftar voucher' }))).toBeVisible();
  await expectNoAxeViolations(page, 'the Voucher page');

  // Add: the empty form's inline errors, then HEMAT10.
  await page.getByRole('button', { name: 'Tambah Voucher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Voucher Baru' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "the dialog 'Tambah Voucher Baru'");
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Kode Voucher harus 3 sampai 20 huruf atau angka, tanpa spasi.')).toBeVisible();
  await expectNoAxeViolations(page, 'the voucher dialog with its errors');
  await expect(dialog.getByLabel('Jenis Diskon')).toHaveValue('percent');
  await fillVoucherForm(dialog, { code: 'hemat10' });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Voucher berhasil ditambahkan!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = voucherOf(page, 'HEMAT10');
  await expect(row).toContainText('10% maks. Rp 20.000');
  await expect(row).toContainText('Rp 50.000');
  await expect(row).toContainText('Terpakai 0/50');
  await expect(row).toContainText('Tanpa batas waktu');
  await expect(row).toContainText('Aktif');
  await expectNoAxeViolations(page, 'the Voucher page with HEMAT10');

  // Edit: the stored values fill the form.
  await page.getByRole('button', { name: 'Ubah HEMAT10' }).click();
  const edit = page.getByRole('dialog', { name: 'Ubah Voucher' });
  await expect(edit.getByLabel('Kode Voucher')).toHaveValue('HEMAT10');
  await expect(edit.getByLabel('Maksimal Diskon')).toHaveValue('20000');
  await edit.getByLabel('Kuota').fill('80');
  await edit.getByLabel('Berlaku Sampai').fill('2030-12-31T23:59');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Voucher berhasil diperbarui!')).toBeVisible();
  await expect(row).toContainText('Terpakai 0/80');
  await expect(row).toContainText('Sampai 31 Des 2030, 23.59 WIB');

  // Pause and resume.
  await page.getByRole('button', { name: 'Jeda HEMAT10' }).click();
  await expect(page.getByText('Voucher HEMAT10 dijeda.')).toBeVisible();
  await expect(row).toContainText('Dijeda');
  await page.getByRole('button', { name: 'Aktifkan HEMAT10' }).click();
  await expect(page.getByText('Voucher HEMAT10 diaktifkan.')).toBeVisible();
  await expect(row.getByText('Aktif', { exact: true })).toBeVisible();

  // On a phone: a card, its status and buttons on screen, 44 px tap targets, no sideways scroll.
  await page.setViewportSize(PHONE);
  const card = voucherOf(page, 'HEMAT10');
  await expect(page.getByRole('list', { name: 'Daftar voucher' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Daftar voucher' })).toHaveCount(0);
  for (const name of ['Ubah HEMAT10', 'Jeda HEMAT10', 'Hapus HEMAT10']) {
    const button = card.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.height, `${name} is a 44 px tap target`).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width, `${name} lies on screen`).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page, 'the Voucher page on a phone');

  // Delete, after the confirmation.
  await card.getByRole('button', { name: 'Hapus HEMAT10' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Hapus voucher?' });
  await expect(confirm).toContainText('HEMAT10');
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Voucher berhasil dihapus!')).toBeVisible();
  await expect(voucherOf(page, 'HEMAT10')).toHaveCount(0);
});
