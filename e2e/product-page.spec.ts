/**
 * The product page's purchase controls (docs/product/ui-names.md "Order journey"): a visitor's
 * `Beli Sekarang` goes to /login; a buyer sets `Jumlah` to 2, uses `Beli Sekarang` and lands on
 * /checkout with 2 units; once ordered, the page says `Terjual 2`; `Bagikan` shares through the
 * browser or WhatsApp. Runs in both modes (projects `browser` and `server`). The admin first adds
 * the product, so its stock and units sold are this test's alone.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, addProduct, checkout, expectNoAxeViolations, gotoHydrated, login, logout, registerAndLogin, uniqueName } from './support';

test('a buyer chooses Jumlah 2, buys now, checks out, and the page counts the units sold', async ({ page }) => {
  const name = `Kopi Gayo ${uniqueName('jumlah').toLowerCase()}`;
  await login(page, ADMIN.username, ADMIN.password);
  await addProduct(page, { name, category: 'Minuman', price: 30000, stock: 5 });
  await logout(page);

  // Find the product's page as a visitor.
  await gotoHydrated(page, `/catalog?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const productPath = new URL(page.url()).pathname;
  await expect(page.getByText('Terjual 0')).toBeVisible();

  // A visitor's 'Beli Sekarang' goes to /login, as 'Tambah ke Keranjang' does.
  await gotoHydrated(page, productPath);
  await page.getByRole('button', { name: 'Beli Sekarang' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await registerAndLogin(page, 'jumlah');
  await gotoHydrated(page, productPath);
  const quantity = page.getByRole('spinbutton', { name: 'Jumlah', exact: true });
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Kurangi jumlah' })).toBeDisabled();
  // Bounded by the stock (5; the store's cap is 10).
  await expect(quantity).toHaveAttribute('max', '5');
  await page.getByRole('button', { name: 'Tambah jumlah' }).click();
  await expect(quantity).toHaveValue('2');

  // 'Bagikan': the browser's share sheet where it has one, else a WhatsApp link in a new tab.
  const canShare = await page.evaluate(() => typeof navigator.share === 'function');
  if (canShare) {
    await expect(page.getByRole('button', { name: 'Bagikan' })).toBeEnabled();
  } else {
    const share = page.getByRole('link', { name: 'Bagikan' });
    await expect(share).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${name} ${page.url()}`)}`);
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(share).toHaveAttribute('rel', /noopener/);
  }
  await expectNoAxeViolations(page, 'product page (Jumlah 2)');

  await page.getByRole('button', { name: 'Beli Sekarang' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  await expect(page.getByText(`${name} × 2`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keranjang (2)' })).toBeVisible();
  await expectNoAxeViolations(page, 'checkout after Beli Sekarang');

  // Ordered: the product page counts the 2 units as sold, and the stock went down.
  await checkout(page);
  await gotoHydrated(page, productPath);
  await expect(page.getByText('Terjual 2')).toBeVisible();
  await expect(page.getByText('Stok: 3')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Jumlah', exact: true })).toHaveAttribute('max', '3');
});
