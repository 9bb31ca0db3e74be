/**
 * The order's journey (docs/product/decisions.md "The order's journey"), in both modes: the buyer's
 * order page /pesanan-saya/{id} reached from 'Pesanan Saya', 'Batalkan Pesanan' giving the stock
 * back, the admin shipping with a tracking number, and the buyer's 'Pesanan Diterima' on a phone.
 * Every new screen and dialog is scanned with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  addProduct,
  checkout,
  chooseOrderAction,
  expectNoAxeViolations,
  gotoHydrated,
  login,
  logout,
  openAdminPage,
  orderFirstProduct,
  registerAndLogin,
  searchAdminOrder,
  shipWithTrackingNumber,
  stubPrint,
  uniqueName,
} from './support';

/** Opens the order's page from 'Pesanan Saya' by its link `Detail Pesanan {id}`. */
async function openOrderPage(page: Page, orderId: string): Promise<void> {
  await gotoHydrated(page, '/pesanan-saya');
  await page.getByRole('link', { name: `Detail Pesanan ${orderId}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pesanan-saya/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Pesanan ${orderId}` })).toBeVisible();
}

test('the buyer cancels a Pending order on its page and its stock comes back', async ({ page }) => {
  // A product of this test's own, so parallel tests cannot move its stock.
  const name = uniqueName('Batal');
  await login(page, ADMIN.username, ADMIN.password);
  await addProduct(page, { name, category: 'Makanan', price: 15000, stock: 7 });
  await logout(page);

  await registerAndLogin(page, 'batal');
  await gotoHydrated(page, `/catalog?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const productUrl = page.url();
  await gotoHydrated(page, productUrl);
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByText(`${name} ditambahkan ke keranjang!`).first()).toBeVisible();
  const orderId = await checkout(page);

  await openOrderPage(page, orderId);
  await expect(page.locator('[data-stage="Belum Bayar"]')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Riwayat Status' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page, 'order page (Pending)');
  await page.getByRole('button', { name: 'Batalkan Pesanan' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Batalkan pesanan ${orderId}?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'order page (cancel dialog)');
  await dialog.getByRole('button', { name: 'Batalkan Pesanan' }).click();
  await expect(page.getByText(`Pesanan ${orderId} telah dibatalkan. Stok produk dikembalikan.`)).toBeVisible();
  await expect(page.locator('[data-stage="Dibatalkan"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan Pesanan' })).toHaveCount(0);

  await page.goto(productUrl);
  await expect(page.getByText('Stok: 7')).toBeVisible();
});

/**
 * Opens the order's printed document from its row's link (`Cetak Label {id}`, `Cetak Faktur {id}`)
 * and checks that the print dialog was asked for once (`window.print`, stubbed by {@link stubPrint}).
 */
async function openPrintView(page: Page, orderId: string, link: 'Cetak Label' | 'Cetak Faktur', name: string) {
  await page.evaluate(() => ((window as unknown as { printed: number }).printed = 0));
  await page.getByRole('link', { name: `${link} ${orderId}`, exact: true }).click();
  const document = page.getByRole('article', { name: `${name} ${orderId}` });
  await expect(document).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  return document;
}

test('the admin ships with a tracking number and the buyer says it arrived, on a phone', async ({ page }) => {
  await stubPrint(page);
  const buyer = await registerAndLogin(page, 'terima');
  const orderId = await orderFirstProduct(page);
  await openOrderPage(page, orderId);
  await page.getByRole('button', { name: 'Konfirmasi Pembayaran' }).click();
  await expect(page.locator('[data-stage="Dikemas"]')).toBeVisible();
  await logout(page);

  await login(page, ADMIN.username, ADMIN.password);
  await openAdminPage(page, 'Pesanan', 'Pesanan');
  await searchAdminOrder(page, orderId);
  await chooseOrderAction(page, orderId, 'Dikirim');
  await expect(page.getByRole('dialog', { name: `Kirim Pesanan ${orderId}` })).toBeVisible();
  await expectNoAxeViolations(page, 'admin orders (ship dialog)');
  await shipWithTrackingNumber(page, orderId, 'JP1234567890');

  // The owner's side: the row says what to pack, and prints the label and the invoice.
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${orderId}`) }) });
  await expect(row.getByRole('listitem')).toHaveText([/^1 × Kopi Arabika Gayo$/]);
  await expect(row.getByText('Ongkos Kirim')).toBeVisible();
  const label = await openPrintView(page, orderId, 'Cetak Label', 'Label Pengiriman');
  await expect(page).toHaveURL(new RegExp(`/admin/pesanan/${orderId}/label$`));
  const recipient = label.getByRole('region', { name: 'Penerima' });
  await expect(recipient.getByText('Cut Meutia')).toBeVisible();
  await expect(recipient.getByText('Jl. Sultan Iskandar Muda No. 5, Banda Aceh')).toBeVisible();
  await expect(recipient.getByText(/Kode Pos 23116 · Kota Banda Aceh/)).toBeVisible();
  await expect(label.getByText('JNE', { exact: true })).toBeVisible();
  await expect(label.getByText('JP1234567890')).toBeVisible();
  await expect(label.getByRole('region', { name: 'Isi Paket' }).getByRole('listitem')).toHaveText(['1 × Kopi Arabika Gayo']);
  await expectNoAxeViolations(page, 'packing label');
  // On paper only the label: no back office chrome, no toolbar.
  await page.emulateMedia({ media: 'print' });
  await expect(label).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Kembali ke Pesanan' })).toBeHidden();
  expect(await page.getByRole('navigation').evaluateAll((navs) => navs.every((nav) => !(nav as HTMLElement).checkVisibility()))).toBe(true);
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Kembali ke Pesanan' }).click();
  await searchAdminOrder(page, orderId);
  const invoice = await openPrintView(page, orderId, 'Cetak Faktur', 'Faktur');
  await expect(invoice.getByText('Cut Meutia')).toBeVisible();
  const lines = invoice.getByRole('table', { name: `Rincian barang pesanan ${orderId}` });
  await expect(lines.getByRole('cell', { name: 'Kopi Arabika Gayo' })).toBeVisible();
  await expect(lines.getByRole('rowheader', { name: /^Ongkos Kirim \(JNE → Kota Banda Aceh\)$/ })).toBeVisible();
  await expect(lines.getByRole('row', { name: /^Total Rp/ })).toBeVisible();
  await expect(invoice.getByText('Pembayaran Diterima')).toBeVisible();
  await expectNoAxeViolations(page, 'invoice');
  await page.getByRole('button', { name: 'Cetak' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
  await logout(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, buyer.username, buyer.password);
  await openOrderPage(page, orderId);
  await expect(page.locator('[data-stage="Dikirim"]')).toBeVisible();
  await expect(page.getByText('JP1234567890').first()).toBeVisible();
  // The checkout chose JNE (e2e/support.ts chooseShipping): its tracking page for this parcel.
  await expect(page.getByRole('link', { name: 'Lacak di situs JNE' })).toHaveAttribute(
    'href',
    'https://www.jne.co.id/tracking-package?awb=JP1234567890',
  );
  const received = page.getByRole('button', { name: 'Pesanan Diterima' });
  await expect(received).toBeInViewport();
  await expectNoAxeViolations(page, 'order page (shipped, phone)');
  await received.click();
  await expect(page.locator('[data-stage="Selesai"]')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Riwayat Status' }).getByRole('listitem')).toHaveCount(4);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
});
