import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, readStored } from './support';

interface StoredProduct {
  id: number;
  stock: number;
}

test('a new buyer registers, finds, reviews, orders, pays and sees the order', async ({ page }) => {
  const username = `cut${Date.now() % 100000}`;
  const password = 'rahasia123';

  // Register, then log in.
  await page.goto('/register');
  await page.getByRole('button', { name: 'Daftar' }).last().click();
  await expect(page.getByText('Username, email, dan password tidak boleh kosong.').first()).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Daftar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Registrasi berhasil! Silakan login.')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL('/');
  await expectNoAxeViolations(page, 'home (buyer)');

  const stockBefore = await readStored<StoredProduct[]>(page, 'products');

  // Filter and search the catalogue.
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Katalog' }).click();
  await expect(page).toHaveURL(/\/catalog/);
  await page.getByRole('combobox', { name: 'Kategori' }).selectOption('Minuman');
  await expect(page).toHaveURL(/category=Minuman/);
  await expect(page.getByRole('link', { name: 'Kue Adee' })).toHaveCount(0);
  await page.getByLabel('Cari produk').fill('gayo');
  await expect(page).toHaveURL(/q=gayo/);
  await expect(page.getByRole('link', { name: 'Bubuk Kopi Ulee Kareeng' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'catalog (filtered)');
  await page.getByRole('link', { name: 'Kopi Arabika Gayo' }).click();

  // Review the product; a hostile-looking text shows as text.
  await expect(page.getByRole('heading', { level: 1, name: 'Kopi Arabika Gayo' })).toBeVisible();
  await page.getByRole('button', { name: 'Kirim Ulasan' }).click();
  await expect(page.getByText('Silakan isi ulasan dan rating.').first()).toBeVisible();
  const reviewText = 'Harum sekali <img src=x onerror=alert(1)>';
  await page.getByRole('radio', { name: '5 bintang' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: '5 bintang' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Ulasan' }).fill(reviewText);
  await page.getByRole('button', { name: 'Kirim Ulasan' }).click();
  await expect(page.getByText('Ulasan Anda berhasil dikirim!')).toBeVisible();
  await expect(page.getByText(reviewText)).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'product');

  // Add two products.
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByText('Kopi Arabika Gayo ditambahkan ke keranjang!')).toBeVisible();
  await page.goto('/product/71');
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByRole('link', { name: /Keranjang \(2\)/ })).toBeVisible();

  // Change quantities in the cart.
  await page.getByRole('link', { name: /Keranjang \(2\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Keranjang Belanja' })).toBeVisible();
  const coffee = page.getByRole('spinbutton', { name: 'Jumlah Kopi Arabika Gayo' });
  await coffee.fill('3');
  await coffee.press('Enter');
  await expect(page.getByRole('link', { name: /Keranjang \(4\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Bubuk Kopi Ulee Kareeng' }).click();
  await expect(page.getByRole('link', { name: /Keranjang \(5\)/ })).toBeVisible();
  await expectNoAxeViolations(page, 'cart');
  await page.getByRole('link', { name: 'Checkout' }).click();

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
  await page.getByRole('radio', { name: 'Transfer Bank' }).click();
  await expect(page.getByRole('radio', { name: 'Bank Aceh Transfer' })).toBeChecked();
  await page.getByRole('radio', { name: 'BSI Transfer' }).click();
  await expectNoAxeViolations(page, 'checkout');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();

  // Payment confirmation.
  await expect(page).toHaveURL(/\/payment-confirmation$/);
  await expect(page.getByText('Pesanan Anda berhasil dibuat! Silakan selesaikan pembayaran.')).toBeVisible();
  await expect(page.getByText(/TJ-\d{12}/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'payment confirmation');
  await page.getByRole('button', { name: 'Konfirmasi Pembayaran' }).click();
  await expect(page.getByText(/Pembayaran untuk pesanan ORD\d+[0-9a-z]* berhasil dikonfirmasi!/)).toBeVisible();

  // Pesanan Saya and the history.
  await expect(page).toHaveURL(/\/pesanan-saya$/);
  await expect(page.getByText('Pembayaran Diterima')).toBeVisible();
  await expectNoAxeViolations(page, 'pesanan saya');
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Riwayat Pembelian' }).click();
  await expect(page.getByRole('heading', { name: 'Riwayat Pembelian' })).toBeVisible();
  await expect(page.getByText(/Kopi Arabika Gayo \(x3\), Bubuk Kopi Ulee Kareeng \(x2\)/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'purchase history');

  // Stock went down by what was ordered; the cart is empty.
  const stockAfter = await readStored<StoredProduct[]>(page, 'products');
  const stockOf = (list: StoredProduct[], id: number) => list.find((p) => p.id === id)?.stock ?? -1;
  expect(stockOf(stockAfter, 1)).toBe(stockOf(stockBefore, 1) - 3);
  expect(stockOf(stockAfter, 71)).toBe(stockOf(stockBefore, 71) - 2);
  await expect(page.getByRole('link', { name: /Keranjang \(0\)/ })).toBeVisible();
});
