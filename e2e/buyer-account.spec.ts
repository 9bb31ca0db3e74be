import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { BUYER, expectNoAxeViolations, login, readStored } from './support';

/** A 64×64 PNG (a green circle on orange), made with a few lines of Node (zlib). */
const AVATAR_PNG = fileURLToPath(new URL('./fixtures/avatar.png', import.meta.url));

interface StoredUser {
  username: string;
  email: string;
  profileImage: string;
  addresses: Array<{ label: string; isDefault: boolean }>;
}

interface StoredOrder {
  customerName: string;
  customerPhone: string;
  shippingAddress: string;
  postalCode: string;
  username?: string;
}

const kantor = {
  label: 'Kantor',
  recipientName: 'Cut Nyak Dhien',
  phone: '065175512345',
  fullAddress: 'Jl. Tgk. H. Mohd. Daud Beureueh No. 9, Kuta Alam, Banda Aceh',
  postalCode: '23121',
};

const kos = {
  label: 'Kos',
  recipientName: 'Teuku Umar',
  phone: '081377889900',
  fullAddress: 'Jl. Inong Balee No. 4, Darussalam, Banda Aceh',
  postalCode: '23111',
};

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Pengaturan' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan Akun' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simpan Profil' })).toBeVisible();
}

async function fillAddressDialog(page: Page, values: typeof kantor): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Label').fill(values.label);
  await dialog.getByLabel('Nama Penerima').fill(values.recipientName);
  await dialog.getByLabel('Nomor Telepon').fill(values.phone);
  await dialog.getByLabel('Alamat Lengkap').fill(values.fullAddress);
  await dialog.getByLabel('Kode Pos').fill(values.postalCode);
}

test('the buyer edits the profile, changes the password and signs in with the new one', async ({ page }) => {
  await login(page, BUYER.username, BUYER.password);
  await openSettings(page);
  await expectNoAxeViolations(page, 'settings');

  // Profile: e-mail and a picture (downscaled and re-encoded in the browser).
  const header = page.getByRole('banner');
  await expect(header.getByRole('img', { name: 'Foto profil pembeli' })).toHaveAttribute('src', '/images/avatars/pembeli.svg');
  const profile = page.getByRole('region', { name: 'Profil' });
  await expect(profile.getByLabel('Username')).toHaveValue('pembeli');
  await expect(profile.getByLabel('Username')).not.toBeEditable();
  await profile.getByLabel('Email').fill('rahmat.hidayat@example.com');
  await profile.getByLabel('Foto Profil').setInputFiles(AVATAR_PNG);
  await expect(profile.getByRole('img', { name: 'Pratinjau Foto Profil' })).toHaveAttribute('src', /^data:image\/(webp|png);base64,/);
  await profile.getByRole('button', { name: 'Simpan Profil' }).click();
  await expect(page.getByText('Profil berhasil diperbarui!')).toBeVisible();
  await expect(header.getByRole('img', { name: 'Foto profil pembeli' })).toHaveAttribute('src', /^data:image\//);
  const session = await readStored<StoredUser>(page, 'currentUser');
  expect(session.email).toBe('rahmat.hidayat@example.com');
  expect(session.profileImage).toMatch(/^data:image\//);
  await expectNoAxeViolations(page, 'settings (profile saved)');

  // Password: each check in the spec's order, then success.
  const password = page.getByRole('region', { name: 'Ubah Kata Sandi' });
  const oldField = password.getByLabel('Kata Sandi Lama');
  const newField = password.getByLabel('Kata Sandi Baru', { exact: true });
  const confirmField = password.getByLabel('Konfirmasi Kata Sandi Baru');
  const submit = password.getByRole('button', { name: 'Ubah Kata Sandi' });

  await oldField.fill('bukan-sandi');
  await newField.fill('123');
  await confirmField.fill('456');
  await submit.click();
  await expect(password.getByText('Kata sandi lama salah.')).toBeVisible();
  await expect(oldField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Kata sandi lama salah.')).toHaveCount(2); // inline and as a toast

  await oldField.fill(BUYER.password);
  await submit.click();
  await expect(password.getByText('Kata sandi baru minimal 6 karakter.')).toBeVisible();
  await expect(password.getByText('Kata sandi lama salah.')).toHaveCount(0);

  await newField.fill('rencong2025');
  await submit.click();
  await expect(password.getByText('Konfirmasi kata sandi baru tidak cocok.')).toBeVisible();
  await expectNoAxeViolations(page, 'settings (password error)');

  await confirmField.fill('rencong2025');
  await submit.click();
  await expect(page.getByText('Kata sandi berhasil diubah!')).toBeVisible();
  await expect(oldField).toHaveValue('');
  await expect(newField).toHaveValue('');
  await expect(confirmField).toHaveValue('');
  const attempts = (await readStored<Array<{ type: string; details?: { success?: boolean } }>>(page, 'activityLogs'))
    .filter((l) => l.type === 'changePassword')
    .map((l) => l.details?.success);
  expect(attempts.slice(-4)).toEqual([false, false, false, true]);

  // Log out; the old password no longer works, the new one does.
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page.getByText('Anda telah keluar.')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Username').fill(BUYER.username);
  await page.getByLabel('Password').fill(BUYER.password);
  await page.getByRole('main').getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByText('Username atau password salah.').first()).toBeVisible();
  await login(page, BUYER.username, 'rencong2025');
  await expect(page.getByRole('link', { name: 'Pengaturan' })).toBeVisible();
});

test('the buyer manages saved addresses and uses them at checkout', async ({ page }) => {
  await login(page, BUYER.username, BUYER.password);
  await openSettings(page);
  const book = page.getByRole('region', { name: 'Alamat Tersimpan' });
  const labels = book.getByRole('heading', { level: 3 });
  await expect(labels).toHaveText(['Rumah']);

  // Add 'Kantor'; the dialog is scanned while open, and a missing field is refused first.
  const add = book.getByRole('button', { name: 'Tambah Alamat' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Alamat' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan Alamat' }).click();
  await expect(dialog.getByText('Harap lengkapi semua bidang.').first()).toBeVisible();
  await fillAddressDialog(page, kantor);
  await expectNoAxeViolations(page, 'settings (address dialog)');
  await dialog.getByRole('button', { name: 'Simpan Alamat' }).click();
  await expect(page.getByText('Alamat berhasil ditambahkan!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await expect(labels).toHaveText(['Rumah', 'Kantor']);

  // Add 'Kos' as the new default.
  await add.click();
  await expect(dialog).toBeVisible();
  await fillAddressDialog(page, kos);
  await dialog.getByRole('checkbox', { name: 'Jadikan alamat utama' }).check();
  await dialog.getByRole('button', { name: 'Simpan Alamat' }).click();
  await expect(dialog).toBeHidden();
  await expect(labels).toHaveText(['Kos', 'Rumah', 'Kantor']);
  const kosCard = book.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Kos' }) });
  await expect(kosCard.getByText('Utama', { exact: true })).toBeVisible();
  const rumahCard = book.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Rumah' }) });
  await expect(rumahCard.getByText('Utama', { exact: true })).toHaveCount(0);

  // Edit 'Kantor': the dialog opens filled.
  await book.getByRole('button', { name: 'Ubah Kantor' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Ubah Alamat' });
  await expect(editDialog.getByLabel('Nama Penerima')).toHaveValue(kantor.recipientName);
  kantor.phone = '081122334455';
  await editDialog.getByLabel('Nomor Telepon').fill(kantor.phone);
  await editDialog.getByRole('button', { name: 'Simpan Alamat' }).click();
  await expect(page.getByText('Alamat berhasil diperbarui!')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(book.getByText(kantor.phone)).toBeVisible();
  await expect(book.getByRole('button', { name: 'Ubah Kantor' })).toBeFocused();

  // Delete 'Rumah' after the confirmation (scanned while open).
  await book.getByRole('button', { name: 'Hapus Rumah' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Apakah Anda yakin ingin menghapus alamat ini?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'settings (delete confirmation)');
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Alamat berhasil dihapus!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(labels).toHaveText(['Kos', 'Kantor']);
  await expect(add).toBeFocused();
  const stored = await readStored<StoredUser>(page, 'currentUser');
  expect(stored.addresses.map((a) => [a.label, a.isDefault])).toEqual([
    ['Kantor', false],
    ['Kos', true],
  ]);
  await expectNoAxeViolations(page, 'settings (addresses)');

  // Checkout: the default address fills the form; pick the other one and order.
  await page.goto('/product/1');
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByText('Kopi Arabika Gayo ditambahkan ke keranjang!')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByLabel('Nama Lengkap')).toHaveValue(kos.recipientName);
  await expect(page.getByLabel('Alamat Lengkap')).toHaveValue(kos.fullAddress);
  await expect(page.getByLabel('Kode Pos')).toHaveValue(kos.postalCode);
  await expect(page.getByRole('radio', { name: /^Kos/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Kantor/ }).click();
  await expect(page.getByLabel('Nama Lengkap')).toHaveValue(kantor.recipientName);
  await expect(page.getByLabel('Nomor Telepon')).toHaveValue(kantor.phone);
  await expect(page.getByLabel('Alamat Lengkap')).toHaveValue(kantor.fullAddress);
  await expect(page.getByLabel('Kode Pos')).toHaveValue(kantor.postalCode);
  await expectNoAxeViolations(page, 'checkout (saved addresses)');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page).toHaveURL(/\/payment-confirmation$/);
  await expect(page.getByText('Pesanan Anda berhasil dibuat! Silakan selesaikan pembayaran.')).toBeVisible();
  const orders = await readStored<StoredOrder[]>(page, 'orders');
  expect(orders.filter((o) => o.username === BUYER.username).map((o) => [o.customerName, o.customerPhone, o.shippingAddress, o.postalCode])).toContainEqual([
    kantor.recipientName,
    kantor.phone,
    kantor.fullAddress,
    kantor.postalCode,
  ]);
});
