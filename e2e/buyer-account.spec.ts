/**
 * A buyer's account: the profile (e-mail, picture), the password change and the saved addresses
 * used at checkout. Runs in both modes (projects `browser` and `server`). Each test registers a
 * buyer of its own: in server mode a password change ends the account's other sessions, and the
 * demo buyer's addresses are scanned by a11y-routes.spec.ts.
 */
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, addToCart, chooseShipping, expectNoAxeViolations, login, logout, openAddressFields, placedOrderId, registerAndLogin } from './support';

/** A 64×64 PNG (a green circle on orange), made with a few lines of Node (zlib). */
const AVATAR_PNG = fileURLToPath(new URL('./fixtures/avatar.png', import.meta.url));

const rumah = {
  label: 'Rumah',
  recipientName: 'Rahmat Hidayat',
  phone: '081260457321',
  fullAddress: 'Jl. Teuku Nyak Arief No. 27, Lamgugob, Banda Aceh',
  postalCode: '23115',
};

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
  const buyer = await registerAndLogin(page, 'profil');
  await openSettings(page);
  await expectNoAxeViolations(page, 'settings');

  // Profile: e-mail and a picture (downscaled and re-encoded in the browser; in server mode
  // uploaded, so the account holds the image's URL instead of a data URL).
  const header = page.getByRole('banner');
  const avatar = header.getByRole('img', { name: `Foto profil ${buyer.username}` });
  await expect(avatar).not.toHaveAttribute('src');
  const profile = page.getByRole('region', { name: 'Profil' });
  await expect(profile.getByLabel('Username')).toHaveValue(buyer.username);
  await expect(profile.getByLabel('Username')).not.toBeEditable();
  const email = `${buyer.username}.baru@example.com`;
  await profile.getByLabel('Email').fill(email);
  await profile.getByLabel('Foto Profil').setInputFiles(AVATAR_PNG);
  await expect(profile.getByRole('img', { name: 'Pratinjau Foto Profil' })).toHaveAttribute('src', /^data:image\/(webp|png);base64,/);
  await profile.getByRole('button', { name: 'Simpan Profil' }).click();
  await expect(page.getByText('Profil berhasil diperbarui!')).toBeVisible();
  const saved = /^(data:image\/|\/api\/images\/)/;
  await expect(avatar).toHaveAttribute('src', saved);
  await expectNoAxeViolations(page, 'settings (profile saved)');
  // Kept: a reload shows both.
  await page.reload();
  await expect(profile.getByLabel('Email')).toHaveValue(email);
  await expect(avatar).toHaveAttribute('src', saved);

  // Password: each check in the spec's order, then success. (That each attempt is logged is the
  // data layer's contract, src/testing/contract/account.ts, run against both modes' adapters.)
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

  await oldField.fill(buyer.password);
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

  // Log out; the old password no longer works, the new one does.
  await page.getByRole('button', { name: 'Keluar', exact: true }).click();
  await expect(page.getByText('Anda telah keluar.')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Username').fill(buyer.username);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('main').getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByText('Username atau password salah.').first()).toBeVisible();
  await login(page, buyer.username, 'rencong2025');
  await expect(page.getByRole('link', { name: 'Pengaturan' })).toBeVisible();
});

test('the buyer manages saved addresses and uses them at checkout', async ({ page }) => {
  await registerAndLogin(page, 'alamat');
  await openSettings(page);
  const book = page.getByRole('region', { name: 'Alamat Tersimpan' });
  const labels = book.getByRole('heading', { level: 3 });
  await expect(book.getByText('Anda belum memiliki alamat tersimpan.')).toBeVisible();

  // The first address becomes the default.
  const add = book.getByRole('button', { name: 'Tambah Alamat' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Alamat' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Jadikan alamat utama' })).toBeChecked();
  await fillAddressDialog(page, rumah);
  await dialog.getByRole('button', { name: 'Simpan Alamat' }).click();
  await expect(page.getByText('Alamat berhasil ditambahkan!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(labels).toHaveText(['Rumah']);

  // Add 'Kantor'; the dialog is scanned while open, and a missing field is refused first.
  await add.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan Alamat' }).click();
  await expect(dialog.getByText('Harap lengkapi semua bidang.').first()).toBeVisible();
  await fillAddressDialog(page, kantor);
  await expectNoAxeViolations(page, 'settings (address dialog)');
  await dialog.getByRole('button', { name: 'Simpan Alamat' }).click();
  await expect(page.getByText('Alamat berhasil ditambahkan!').first()).toBeVisible();
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
  const kantorPhone = '081122334455';
  await editDialog.getByLabel('Nomor Telepon').fill(kantorPhone);
  await editDialog.getByRole('button', { name: 'Simpan Alamat' }).click();
  await expect(page.getByText('Alamat berhasil diperbarui!')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(book.getByText(kantorPhone)).toBeVisible();
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
  await expectNoAxeViolations(page, 'settings (addresses)');
  // Kept: a reload shows the same book, 'Kos' still the default.
  await page.reload();
  await expect(labels).toHaveText(['Kos', 'Kantor']);
  await expect(kosCard.getByText('Utama', { exact: true })).toBeVisible();

  // Checkout: the default address fills the form; pick the other one and order.
  await addToCart(page, 1, 1);
  await page.goto('/checkout');
  // It shows as one card until `Ubah`.
  await expect(page.getByRole('region', { name: 'Alamat Pengiriman' })).toContainText(kos.fullAddress);
  await openAddressFields(page);
  await expect(page.getByLabel('Nama Lengkap')).toHaveValue(kos.recipientName);
  await expect(page.getByLabel('Alamat Lengkap')).toHaveValue(kos.fullAddress);
  await expect(page.getByLabel('Kode Pos')).toHaveValue(kos.postalCode);
  await expect(page.getByRole('radio', { name: /^Kos/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Kantor/ }).click();
  await expect(page.getByLabel('Nama Lengkap')).toHaveValue(kantor.recipientName);
  await expect(page.getByLabel('Nomor Telepon')).toHaveValue(kantorPhone);
  await expect(page.getByLabel('Alamat Lengkap')).toHaveValue(kantor.fullAddress);
  await expect(page.getByLabel('Kode Pos')).toHaveValue(kantor.postalCode);
  // The saved address names Banda Aceh: the destination is chosen already.
  await expect(page.getByLabel('Tujuan Pengiriman')).toHaveValue('Kota Banda Aceh');
  await chooseShipping(page);
  await expectNoAxeViolations(page, 'checkout (saved addresses)');
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  const orderId = await placedOrderId(page);
  await expect(page.getByText('Pesanan Anda berhasil dibuat! Silakan selesaikan pembayaran.')).toBeVisible();

  // The order carries the chosen address: the admin's order table shows it.
  await logout(page);
  await login(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/orders');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${orderId}`) }) });
  for (const text of [kantor.recipientName, kantorPhone, kantor.fullAddress, `Kode Pos ${kantor.postalCode}`]) {
    await expect(row.getByText(text)).toBeVisible();
  }
});
