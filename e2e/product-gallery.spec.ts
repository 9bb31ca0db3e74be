/**
 * A product's photo gallery (docs/product/decisions.md "Photo gallery"), in both modes (projects
 * `browser` and `server`): the owner adds a second photo to a product in the product dialog, a
 * visitor sees two thumbnails `Gambar 1` and `Gambar 2` on its page and switches between them
 * with the keyboard; axe passes on the dialog and on the page. Server mode: the server-rendered
 * page already shows the main photo and the thumbnails. The product is the test's own
 * (`uniqueName`), so parallel tests are not disturbed.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, addProduct, expectNoAxeViolations, gotoHydrated, login, shopMode, uniqueName } from './support';

test('the owner adds a second photo; a visitor sees two thumbnails and switches with the keyboard', async ({ page }) => {
  const name = `Kopi Galeri ${uniqueName('g')}`;
  await login(page, ADMIN.username, ADMIN.password);
  await addProduct(page, { name, category: 'Minuman', price: 52000, stock: 7 });

  // The owner adds a second photo, tries the move buttons, and saves.
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill(name);
  await page.getByRole('button', { name: `Ubah ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Produk' });
  await expect(dialog.getByRole('img', { name: 'Pratinjau Gambar 1' })).toBeVisible();
  await dialog.getByLabel('Gambar Produk').setInputFiles('e2e/fixtures/avatar.png');
  const second = dialog.getByRole('group', { name: 'Gambar 2' });
  await expect(second.getByRole('img', { name: 'Pratinjau Gambar 2' })).toHaveAttribute('src', /^data:image\//);
  const firstSrc = await dialog.getByRole('img', { name: 'Pratinjau Gambar 1' }).getAttribute('src');
  await second.getByRole('button', { name: 'Geser ke kiri' }).click();
  await expect(dialog.getByRole('img', { name: 'Pratinjau Gambar 2' })).toHaveAttribute('src', firstSrc!);
  // Back with the keyboard: the focus stayed on the moved photo's buttons.
  await expect(dialog.getByRole('group', { name: 'Gambar 1' }).getByRole('button', { name: 'Geser ke kanan' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('img', { name: 'Pratinjau Gambar 1' })).toHaveAttribute('src', firstSrc!);
  await expectNoAxeViolations(page, 'product dialog with two photos');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Produk berhasil diperbarui!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A visitor opens its page from the catalogue.
  await page.getByRole('button', { name: 'Menu akun' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await gotoHydrated(page, '/catalog');
  await page.getByLabel('Cari produk').fill(name);
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  await gotoHydrated(page, href!);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const thumbnails = page.getByRole('group', { name: 'Pilih gambar produk' }).getByRole('button');
  await expect(thumbnails).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Gambar 1' })).toHaveAttribute('aria-pressed', 'true');
  const main = page.getByRole('img', { name, exact: true });
  const mainFirst = await main.getAttribute('src');
  await expect(main).toHaveAttribute('loading', 'eager');

  // Keyboard: focus the shown thumbnail, the right arrow shows the second photo.
  await page.getByRole('button', { name: 'Gambar 1' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Gambar 2' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Gambar 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main).not.toHaveAttribute('src', mainFirst!);
  await page.keyboard.press('ArrowLeft');
  await expect(main).toHaveAttribute('src', mainFirst!);
  await expectNoAxeViolations(page, 'product page with a gallery');

  if (shopMode() === 'server') {
    // The server-rendered page shows the main photo and the thumbnails before any script runs.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(`src="${mainFirst}"`);
    expect(html).toContain('aria-label="Gambar 2"');
  }
});
