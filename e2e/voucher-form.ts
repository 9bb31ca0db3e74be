/**
 * The owner's voucher form in the e2e specs (docs/product/vouchers.md "The owner's form"): fill
 * the dialog 'Tambah Voucher Baru' with a 10 % voucher (Maksimal Diskon 20000, Minimal Belanja
 * 50000, Kuota 50, Batas per Pembeli 1), or add one from the back office's `Voucher` page.
 * Used by e2e/admin-vouchers.spec.ts, e2e/voucher-checkout.spec.ts and e2e/voucher-shop.spec.ts.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** What {@link fillVoucherForm} sets besides the 10 % terms. */
export interface VoucherFormChoices {
  /** `Kode Voucher` as typed (any letter case). */
  code: string;
  /** The categories to tick under `Berlaku untuk` (none: every product). */
  categories?: readonly string[];
}

/** A voucher code of its own for this run and worker (server mode keeps the vouchers of earlier runs). */
export function uniqueVoucherCode(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}`.toUpperCase().slice(0, 20);
}

/**
 * Fills the open voucher dialog: `code`, a 10 % discount at most Rp 20.000 from Rp 50.000, 50
 * uses, one per buyer, and the categories ticked; `Tampilkan di Toko` left as a new voucher starts
 * (on). Does not save.
 */
export async function fillVoucherForm(dialog: Locator, { code, categories = [] }: VoucherFormChoices): Promise<void> {
  await dialog.getByLabel('Kode Voucher').fill(code);
  await dialog.getByLabel('Nilai Diskon').fill('10');
  await dialog.getByLabel('Maksimal Diskon').fill('20000');
  await dialog.getByLabel('Minimal Belanja').fill('50000');
  await dialog.getByLabel('Kuota').fill('50');
  await dialog.getByLabel('Batas per Pembeli').fill('1');
  for (const category of categories) await dialog.getByRole('checkbox', { name: category, exact: true }).check();
}

/** As the signed-in admin: opens `/admin/vouchers`, adds the voucher of {@link fillVoucherForm} and waits for 'Voucher berhasil ditambahkan!'. */
export async function addVoucher(page: Page, choices: VoucherFormChoices): Promise<void> {
  await page.goto('/admin/vouchers');
  await page.getByRole('button', { name: 'Tambah Voucher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Voucher Baru' });
  await fillVoucherForm(dialog, choices);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Voucher berhasil ditambahkan!')).toBeVisible();
  await expect(dialog).toBeHidden();
}
