/**
 * A new buyer's whole purchase: register, filter and search the catalogue, review, fill and change
 * the cart, check out (validation first), confirm the payment, see the order and the stock go
 * down. Runs in both modes (projects `browser` and `server`). The admin first adds the two
 * products this test orders, so their stock is this test's alone (parallel tests order the seed
 * products in server mode).
 */
import { expect, test } from '@playwright/test';
import { ADMIN, addProduct, chooseShipping, expectNoAxeViolations, login, logout, submitRegistration, uniqueName } from './support';

test('a new buyer registers, finds, reviews, orders, pays and sees the order', async ({ page }) => {
  const username = uniqueName('cut');
  const password = 'rahasia123';
  // Both names hold `token`, so a search for it finds this test's products only.
  const token = uniqueName('uji').toLowerCase();
  const coffee = `Kopi Sanger ${token}`;
  const powder = `Bubuk Kopi ${token}`;
  await login(page, ADMIN.username, ADMIN.password);
  await addProduct(page, { name: coffee, category: 'Minuman', price: 25000, stock: 20, weight: 250 });
  await addProduct(page, { name: powder, category: 'Minuman', price: 40000, stock: 10, weight: 500 });
  await logout(page);

  // Register, then log in.
  await page.goto('/register');
  await page.getByRole('button', { name: 'Daftar' }).last().click();
  await expect(page.getByText('Username, email, dan password tidak boleh kosong.').first()).toBeVisible();
  await submitRegistration(page, username, password);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL('/');
  await expectNoAxeViolations(page, 'home (buyer)');

  // Filter and search the catalogue.
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Katalog' }).click();
  await expect(page).toHaveURL(/\/catalog/);
  await page.getByRole('combobox', { name: 'Kategori' }).selectOption('Minuman');
  await expect(page).toHaveURL(/category=Minuman/);
  await expect(page.getByRole('link', { name: 'Kue Adee' })).toHaveCount(0);
  await page.getByLabel('Cari produk').fill(token);
  await expect(page).toHaveURL(new RegExp(`q=${token}`));
  await expect(page.getByRole('link', { name: powder })).toBeVisible();
  await page.getByLabel('Cari produk').fill(`sanger ${token}`);
  await expect(page).toHaveURL(/q=sanger/);
  await expect(page.getByRole('link', { name: powder })).toHaveCount(0);
  await expectNoAxeViolations(page, 'catalog (filtered)');
  await page.getByRole('link', { name: coffee }).click();

  // Review the product; a hostile-looking text shows as text.
  await expect(page.getByRole('heading', { level: 1, name: coffee })).toBeVisible();
  await expect(page.getByText('Stok: 20')).toBeVisible();
  await page.getByRole('button', { name: 'Kirim Ulasan' }).click();
  await expect(page.getByText('Silakan isi ulasan dan penilaian.').first()).toBeVisible();
  const reviewText = 'Harum sekali <img src=x onerror=alert(1)>';
  await page.getByRole('radio', { name: '5 bintang' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: '5 bintang' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Ulasan' }).fill(reviewText);
  await page.getByRole('button', { name: 'Kirim Ulasan' }).click();
  await expect(page.getByText('Ulasan Anda berhasil dikirim!')).toBeVisible();
  const reviewList = page.getByRole('list', { name: 'Daftar ulasan' });
  await expect(reviewList.getByText(reviewText)).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // One review per product and buyer: the form now edits it, and editing adds no second review.
  await expect(page.getByRole('heading', { level: 3, name: 'Perbarui Ulasan Anda' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ulasan' })).toHaveValue(reviewText);
  await page.getByRole('textbox', { name: 'Ulasan' }).fill('Harum sekali, saya ulas lagi.');
  await page.getByRole('button', { name: 'Perbarui Ulasan' }).click();
  await expect(page.getByText('Ulasan Anda berhasil diperbarui!')).toBeVisible();
  await expect(reviewList.getByText('Harum sekali, saya ulas lagi.')).toBeVisible();
  await expect(reviewList.getByText(reviewText)).toHaveCount(0);
  await expect(reviewList.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page, 'product');

  // Add two products.
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByText(`${coffee} ditambahkan ke keranjang!`)).toBeVisible();
  const coffeePage = page.url();
  await page.goto(`/catalog?q=${token}`);
  await page.getByRole('link', { name: powder }).click();
  await expect(page.getByRole('heading', { level: 1, name: powder })).toBeVisible();
  const powderPage = page.url();
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByRole('link', { name: /Keranjang \(2\)/ })).toBeVisible();

  // Change quantities in the cart.
  await page.getByRole('link', { name: /Keranjang \(2\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Keranjang Belanja' })).toBeVisible();
  const coffeeQuantity = page.getByRole('spinbutton', { name: `Jumlah ${coffee}` });
  await coffeeQuantity.fill('3');
  await coffeeQuantity.press('Enter');
  await expect(page.getByRole('link', { name: /Keranjang \(4\)/ })).toBeVisible();
  await page.getByRole('button', { name: `Tambah ${powder}` }).click();
  await expect(page.getByRole('link', { name: /Keranjang \(5\)/ })).toBeVisible();
  await expectNoAxeViolations(page, 'cart');
  await page.getByRole('link', { name: 'Lanjut ke Pembayaran' }).click();

  // Checkout: validation first, then the order.
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page.getByText('Harap lengkapi semua detail pengiriman.').first()).toBeVisible();
  await page.getByLabel('Nama Lengkap').fill('Cut Meutia');
  await page.getByLabel('Nomor Telepon').fill('081234567890');
  await page.getByLabel('Alamat Lengkap').fill('Jl. Sultan Iskandar Muda No. 5, Banda Aceh');
  await page.getByLabel('Kode Pos').fill('231');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page.getByText('Kode pos harus 5 digit angka.')).toBeVisible();
  await page.getByLabel('Kode Pos').fill('23116');
  // Shipping: 3 × 250 g + 2 × 500 g = 1,750 g, charged as 2 kg; SiCepat to Aceh Tengah
  // 19,000 a kg. Asked for before the order goes.
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page.getByText('Pilih tujuan pengiriman.').first()).toBeVisible();
  await chooseShipping(page, 'Aceh Tengah', 'SiCepat');
  const summary = page.getByRole('definition').filter({ hasText: 'Rp' });
  await expect(page.getByText('SiCepat, 2 kg ke Aceh Tengah')).toBeVisible();
  await expect(summary.filter({ hasText: /^Rp\s155\.000$/ })).toBeVisible();
  await expect(summary.filter({ hasText: /^Rp\s38\.000$/ })).toBeVisible();
  await expect(summary.filter({ hasText: /^Rp\s193\.000$/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Transfer Bank' }).click();
  await expect(page.getByRole('radio', { name: 'Bank Aceh Syariah Transfer' })).toBeChecked();
  await page.getByRole('radio', { name: 'BSI Transfer' }).click();
  await expectNoAxeViolations(page, 'checkout');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();

  // Payment confirmation.
  await expect(page).toHaveURL(/\/payment-confirmation$/);
  await expect(page.getByText('Pesanan Anda berhasil dibuat! Silakan selesaikan pembayaran.')).toBeVisible();
  await expect(page.getByText(/TJ-\d{12}/).first()).toBeVisible();
  await expect(page.getByText(/Subtotal Rp\s155\.000 · Ongkos Kirim Rp\s38\.000 \(SiCepat, Aceh Tengah\)/)).toBeVisible();
  await expectNoAxeViolations(page, 'payment confirmation');
  await page.getByRole('button', { name: 'Konfirmasi Pembayaran' }).click();
  await expect(page.getByText(/Pembayaran untuk pesanan ORD\d+[0-9a-z]* berhasil dikonfirmasi!/)).toBeVisible();

  // Pesanan Saya: one stage per order, and the stage's tab in the URL.
  await expect(page).toHaveURL(/\/pesanan-saya$/);
  await expect(page.getByText('Pembayaran Diterima')).toBeVisible();
  await expectNoAxeViolations(page, 'pesanan saya');
  await page.getByRole('navigation', { name: 'Status pesanan' }).getByRole('link', { name: 'Dikemas (1)' }).click();
  await expect(page).toHaveURL(/\/pesanan-saya\?status=Dikemas$/);
  const packed = page.getByRole('list', { name: 'Daftar pesanan' });
  await expect(packed.getByText(`${coffee} (x3), ${powder} (x2)`)).toBeVisible();
  await expect(packed.locator('[data-stage="Dikemas"]')).toBeVisible();
  await expectNoAxeViolations(page, 'pesanan saya, Dikemas');
  // The old purchase history is the Selesai tab (none completed yet).
  await page.goto('/purchase-history');
  await expect(page).toHaveURL(/\/pesanan-saya\?status=Selesai$/);
  await expect(page.getByText('Tidak ada pesanan berstatus Selesai.')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/pesanan-saya\?status=Dikemas$/);

  // Stock went down by what was ordered (20 − 3, 10 − 2); the cart is empty.
  await expect(page.getByRole('link', { name: /Keranjang \(0\)/ })).toBeVisible();
  await page.goto(coffeePage);
  await expect(page.getByText('Stok: 17')).toBeVisible();
  await page.goto(powderPage);
  await expect(page.getByText('Stok: 8')).toBeVisible();
});
