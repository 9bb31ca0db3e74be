/**
 * A promo price (`Harga Promo`, docs/product/decisions.md "Promo price"): the owner sets a promo on
 * a product of its own; a visitor sees the promo price, the normal price struck through and the
 * `-{n}%` badge on the catalogue card and on the product page; a buyer orders it and the order's
 * total is the promo price plus ongkir. Axe scans the dialog and the page. Runs in both modes.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, addProduct, expectNoAxeViolations, fillShipping, gotoHydrated, login, logout, placedOrderId, readShopList, registerAndLogin, shopMode, uniqueName } from './support';

test('a promo set by the owner shows struck through with its badge, and the order is charged the promo price', async ({ page }) => {
  const product = `Tas Promo Uji ${uniqueName('p')}`;
  await login(page, ADMIN.username, ADMIN.password);
  await addProduct(page, { name: product, category: 'Aksesoris', price: 120000, stock: 20 });
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(product);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: product }) });
  await row.getByRole('button', { name: `Ubah ${product}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Produk' });
  // Not below Harga: refused with the field's message.
  await dialog.getByLabel('Harga Promo').fill('120000');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('Harga Promo harus lebih rendah dari Harga.')).toBeVisible();
  await dialog.getByLabel('Harga Promo').fill('99000');
  await dialog.getByLabel('Promo Mulai').fill('2020-01-01T08:00');
  await expect(dialog.getByLabel('Promo Berakhir')).toHaveValue('');
  await expectNoAxeViolations(page, 'product dialog with a promo');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Produk berhasil diperbarui!').first()).toBeVisible();
  await expect(row.getByText('Promo Rp 99.000 (-17%)')).toBeVisible();
  await logout(page);

  await gotoHydrated(page, `/catalog?q=${encodeURIComponent(product)}`);
  const card = page.getByRole('list', { name: 'Daftar produk' }).getByRole('article').filter({ hasText: product });
  await expect(card.getByText('Rp 99.000', { exact: true })).toBeVisible();
  await expect(card.locator('s')).toHaveText('Harga normal Rp 120.000');
  await expect(card.getByText('-17%', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: product }).click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await expect(page.locator('main s')).toHaveText('Harga normal Rp 120.000');
  await expect(page.locator('main').getByText('-17%', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'product page with a promo');
  const productPage = new URL(page.url()).pathname;

  await registerAndLogin(page, 'promo');
  await gotoHydrated(page, productPage);
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByText(`${product} ditambahkan ke keranjang!`).first()).toBeVisible();
  await page.goto('/checkout');
  await fillShipping(page);
  const summary = page.getByRole('list', { name: 'Produk yang dipesan' });
  await expect(summary).toContainText('Rp 99.000');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  const orderId = await placedOrderId(page);
  type Placed = { id: string; subtotal: number; shippingCost: number; total: number };
  // The order as the shop stored it: the server's answer, or browser mode's store.
  const order =
    shopMode() === 'server'
      ? ((await (await page.request.get(`/api/orders/mine/${orderId}`)).json()) as Placed)
      : (await readShopList<Placed>(page, 'orders')).find((o) => o.id === orderId)!;
  expect(order.subtotal).toBe(99000);
  expect(order.total).toBe(99000 + order.shippingCost);
});
