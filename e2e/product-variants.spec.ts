/**
 * Buying one variant of the seed's products with `Variasi` (docs/product/decisions.md "Variations"
 * and "Seed data"; decision 027), in both modes: a buyer of the three-size coffee is asked to choose
 * first ('Pilih variasi terlebih dahulu.'), chooses `500 g` in the group `Ukuran`, sees its own price
 * and `Stok`, orders it, and only that size's stock falls. The songket's sold-out combination
 * (Merah / 3 m) is unavailable from either tier: Merah once 3 m is chosen, 3 m once Merah is. The
 * product page with a size chosen is scanned with axe on a desktop and a 390 px phone.
 *
 * Stock is compared with what the page showed before ordering, so a retry or another run on the same
 * database reads the same; nothing else orders these two products.
 */
import { expect, test, type Page } from '@playwright/test';
import { checkout, expectNoAxeViolations, gotoHydrated, registerAndLogin } from './support';

const COFFEE = { id: 105, name: 'Kopi Gayo Peaberry Sangrai' };
const SONGKET = { id: 106, name: 'Selendang Songket Bungong Jeumpa' };

/** Chooses `option` in the radio group `tier` of the open product page (its chip is the radio's label). */
async function choose(page: Page, tier: string, option: string): Promise<void> {
  const group = page.getByRole('radiogroup', { name: tier });
  await group.locator('label', { hasText: option }).click();
  await expect(group.getByRole('radio', { name: option, exact: true })).toBeChecked();
}

/** The `Stok: N` the coffee's page shows with `size` chosen. */
async function stockOfSize(page: Page, size: string): Promise<number> {
  await gotoHydrated(page, `/product/${COFFEE.id}`);
  await choose(page, 'Ukuran', size);
  const text = await page.locator('main').getByText(/^Stok: \d+$/).textContent();
  return Number(text?.replace('Stok: ', ''));
}

test('a buyer must choose a size, orders the 500 g, and only its stock falls', async ({ page }) => {
  await registerAndLogin(page, 'varian');
  const small = await stockOfSize(page, '250 g');
  const medium = await stockOfSize(page, '500 g');
  expect(medium).toBeGreaterThan(0);

  await gotoHydrated(page, `/product/${COFFEE.id}`);
  await expect(page.getByRole('heading', { level: 1, name: COFFEE.name })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByText('Rp 65.000 – Rp 230.000').first()).toBeVisible();
  const sizes = page.getByRole('radiogroup', { name: 'Ukuran' });
  await expect(sizes.getByRole('radio')).toHaveCount(3);
  // Adding without a size is refused with the same words the page already shows, as a toast too.
  await expect(page.getByText('Pilih variasi terlebih dahulu.')).toHaveCount(1);
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByText('Pilih variasi terlebih dahulu.')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Keranjang (0)' })).toBeVisible();

  await choose(page, 'Ukuran', '500 g');
  await expect(main.getByText('Rp 120.000', { exact: true }).first()).toBeVisible();
  await expect(main.getByText(`Stok: ${medium}`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'product page with a size chosen');
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sizes.getByRole('radio', { name: '500 g', exact: true })).toBeChecked();
  await expectNoAxeViolations(page, 'product page with a size chosen (390 px)');
  await page.setViewportSize(desktop);

  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByText(`${COFFEE.name} — 500 g ditambahkan ke keranjang!`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keranjang (1)' })).toBeVisible();
  const orderId = await checkout(page);

  await gotoHydrated(page, `/pesanan-saya/${orderId}`);
  await expect(page.getByText(`${COFFEE.name} — 500 g`).first()).toBeVisible();
  expect(await stockOfSize(page, '500 g')).toBe(medium - 1);
  expect(await stockOfSize(page, '250 g')).toBe(small);
});

test("the songket's sold-out combination is unavailable, from either tier", async ({ page }) => {
  await gotoHydrated(page, `/product/${SONGKET.id}`);
  await expect(page.getByRole('heading', { level: 1, name: SONGKET.name })).toBeVisible();
  const colours = page.getByRole('radiogroup', { name: 'Warna' });
  const lengths = page.getByRole('radiogroup', { name: 'Ukuran' });
  // Nothing chosen: every option has a combination in stock (black still has 3 m).
  await expect(lengths.getByRole('radio', { name: '3 m', exact: true })).toBeEnabled();
  await expect(colours.getByRole('radio', { name: 'Merah', exact: true })).toBeEnabled();

  // Red has no 3 m left: with 3 m chosen red is marked, with red chosen 3 m is.
  await choose(page, 'Ukuran', '3 m');
  await expect(colours.getByRole('radio', { name: 'Merah (stok habis)' })).toBeDisabled();
  await expect(colours.getByRole('radio', { name: 'Hitam', exact: true })).toBeEnabled();
  await choose(page, 'Ukuran', '2 m');
  await choose(page, 'Warna', 'Merah');
  await expect(lengths.getByRole('radio', { name: '3 m (stok habis)' })).toBeDisabled();
  await expect(page.locator('main').getByText('Rp 450.000', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'product page with a sold-out combination');
});
