/**
 * A keyboard-only purchase (WCAG 2.1.1 Keyboard, 2.4.3 Focus Order, 2.4.7 Focus Visible,
 * 2.1.2 No Keyboard Trap): a buyer signs in, searches the catalogue, adds a product, checks out,
 * picks a payment method, places the order and confirms the payment with `page.keyboard` only —
 * never a click or a fill on an element. Locator assertions only steer (is this focused yet?).
 * The buyer's account is registered beforehand (with the mouse: set-up, not the journey), so its
 * cart is its own. Runs in both modes (projects `browser` and `server`).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { register, uniqueName } from './support';

/** Most Tab presses a step may take before its target is declared unreachable. */
const MAX_TABS = 40;

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus.
 * @throws (fails the test) when it is not reached within `max` presses.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = MAX_TABS } = {},
): Promise<void> {
  const key = back ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key} within ${max} presses`).toBeFocused({ timeout: 1 });
}

/**
 * The focused element shows where it is: it, or the nearest ancestor that draws a
 * `focus-within` ring (a product card), has an outline or a ring (a spread-only box-shadow).
 */
async function expectVisibleFocus(target: Locator, what: string): Promise<void> {
  await expect(target, `${what} has the focus`).toBeFocused();
  await expect
    .poll(
      () =>
        target.evaluate((el) => {
          const drawsFocus = (e: Element) => {
            const style = getComputedStyle(e);
            const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
            const ring = /(^|,\s*)(\S+\s+)?0px 0px 0px [1-9]/.test(style.boxShadow);
            return outline || ring;
          };
          let node: Element | null = el;
          for (let depth = 0; node && depth < 4; depth += 1, node = node.parentElement) {
            if (drawsFocus(node)) return true;
          }
          return false;
        }),
      { message: `${what}: focus indicator (outline or ring) is visible` },
    )
    .toBe(true);
}

/**
 * Tabs to `target` ({@link tabTo}, with its `back` and `max`), checks that its focus shows
 * ({@link expectVisibleFocus}, `what` names it) and presses `key` (Enter unless said) on it.
 */
async function tabAndPress(
  page: Page,
  target: Locator,
  what: string,
  { key = 'Enter', ...tabbing }: { key?: 'Enter' | 'Space'; back?: boolean; max?: number } = {},
): Promise<void> {
  await tabTo(page, target, tabbing);
  await expectVisibleFocus(target, what);
  await page.keyboard.press(key);
}

/** Focus stays inside `dialog` for `presses` presses of `key` (a modal dialog traps Tab). */
async function expectFocusTrapped(
  page: Page,
  dialog: Locator,
  key: 'Tab' | 'Shift+Tab',
  presses = 6,
) {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(key);
    expect(
      await dialog.evaluate((el) => el.contains(document.activeElement)),
      `focus stays in the dialog after ${i + 1} × ${key}`,
    ).toBe(true);
  }
}

/**
 * Presses an arrow key in a Radix radio group and holds it until `next` has the focus. Radix moves
 * the focus in a timeout after keydown and checks the radio only while the key is still down, as
 * a person's key press is; `keyboard.press` releases it at once.
 */
async function arrowTo(
  page: Page,
  key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight',
  next: Locator,
) {
  await page.keyboard.down(key);
  await expect(next).toBeFocused();
  await page.keyboard.up(key);
}

test('a buyer orders and pays with the keyboard alone', async ({ page }) => {
  const buyer = { username: uniqueName('kibor'), password: 'rahasia123' };
  await register(page, buyer.username, buyer.password);
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();

  // The first Tab reaches the skip link; Enter moves on to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Lewati ke konten' });
  await expectVisibleFocus(skip, 'skip link');
  await page.keyboard.press('Enter');

  // Sign in: after the skip link the next stops are in the form, not the header.
  const username = main.getByLabel('Username');
  await tabTo(page, username, { max: 3 });
  await expectVisibleFocus(username, 'Username field');
  await page.keyboard.type(buyer.username);
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(buyer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });

  // The catalogue through the main navigation, then a search.
  const catalogLink = page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Katalog' });
  // Focus is still inside <main> (where the sign-in form was), so the header's navigation is
  // behind it: Shift+Tab goes back to it.
  await tabAndPress(page, catalogLink, "navigation link 'Katalog'", { back: true });
  await expect(page).toHaveURL(/\/catalog/);
  const search = page.getByLabel('Cari produk');
  await tabTo(page, search);
  await expectVisibleFocus(search, 'search field');
  await page.keyboard.type('gayo');
  await expect(page).toHaveURL(/q=gayo/);
  await expect(page.getByRole('link', { name: 'Bubuk Kopi Ulee Kareeng' })).toHaveCount(0);
  const productLink = main.getByRole('link', { name: 'Kopi Arabika Gayo' });
  await tabAndPress(page, productLink, 'product card link');
  await expect(page.getByRole('heading', { level: 1, name: 'Kopi Arabika Gayo' })).toBeVisible();

  // Add it to the cart.
  const addButton = page.getByRole('button', { name: 'Tambah ke Keranjang' });
  await tabAndPress(page, addButton, "'Tambah ke Keranjang'");
  await expect(page.getByText('Kopi Arabika Gayo ditambahkan ke keranjang!')).toBeVisible();
  const cartLink = page.getByRole('link', { name: 'Keranjang (1)' });
  await expect(cartLink).toBeVisible();

  // Back up to the header's cart link.
  await tabAndPress(page, cartLink, 'cart link', { back: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang Belanja' })).toBeVisible();

  // '−' at quantity 1 asks first: the confirmation traps the focus and gives it back on Escape.
  const decrease = page.getByRole('button', { name: 'Kurangi Kopi Arabika Gayo' });
  await tabAndPress(page, decrease, "'Kurangi' button");
  const confirm = page.getByRole('alertdialog', {
    name: /Hapus Kopi Arabika Gayo dari keranjang\?/,
  });
  await expect(confirm).toBeVisible();
  await expect
    .poll(() => confirm.evaluate((el) => el.contains(document.activeElement)), {
      message: 'focus moves into the dialog',
    })
    .toBe(true);
  await expectFocusTrapped(page, confirm, 'Tab');
  await expectFocusTrapped(page, confirm, 'Shift+Tab');
  const cancel = confirm.getByRole('button', { name: 'Batal' });
  await tabTo(page, cancel, { max: 4 });
  await expectVisibleFocus(cancel, "dialog button 'Batal'");
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(decrease, 'focus returns to the button that opened the dialog').toBeFocused();
  await expect(page.getByRole('spinbutton', { name: 'Jumlah Kopi Arabika Gayo' })).toHaveValue('1');

  // Two of them: the '+' button, with Space.
  await tabTo(page, page.getByRole('button', { name: 'Tambah Kopi Arabika Gayo' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('link', { name: 'Keranjang (2)' })).toBeVisible();

  // Checkout.
  const checkoutLink = main.getByRole('link', { name: 'Lanjut ke Pembayaran' });
  await tabAndPress(page, checkoutLink, "'Lanjut ke Pembayaran' link");
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();

  // Fill the form (replacing any value a saved address would have put there).
  const fields: [string, string][] = [
    ['Nama Lengkap', 'Cut Meutia'],
    ['Nomor Telepon', '081234567890'],
    ['Alamat Lengkap', 'Jl. Sultan Iskandar Muda No. 5, Banda Aceh'],
    ['Kode Pos', '23116'],
  ];
  for (const [label, value] of fields) {
    const field = page.getByLabel(label, { exact: true });
    await tabTo(page, field);
    await expectVisibleFocus(field, `field '${label}'`);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
    await expect(field).toHaveValue(value);
  }

  // Shipping: the destination by typing its name on the focused select, then a courier.
  const destination = page.getByLabel('Tujuan Pengiriman');
  await tabTo(page, destination);
  await expectVisibleFocus(destination, "select 'Tujuan Pengiriman'");
  await page.keyboard.type('Kota Banda Aceh');
  await expect(destination).toHaveValue('Kota Banda Aceh');
  // The cheapest courier is chosen for the buyer; the arrow keys choose its neighbour.
  const couriers = page.getByRole('radiogroup', { name: 'Kurir' });
  const radios = couriers.getByRole('radio');
  await expect(couriers.getByRole('radio', { checked: true })).toHaveCount(1);
  const index = await radios.evaluateAll((all) => all.findIndex((r) => r.getAttribute('aria-checked') === 'true'));
  const cheapest = radios.nth(index);
  const neighbour = radios.nth(index > 0 ? index - 1 : index + 1);
  await tabTo(page, cheapest);
  await expectVisibleFocus(cheapest, 'courier radio');
  await arrowTo(page, index > 0 ? 'ArrowUp' : 'ArrowDown', neighbour);
  await expect(neighbour).toBeChecked();

  // Payment: the group with the arrow keys, then the method.
  const groups = page.getByRole('radiogroup', { name: 'Metode Pembayaran' });
  const ewallet = groups.getByRole('radio', { name: 'E-Wallet & QRIS' });
  await tabTo(page, ewallet);
  await expectVisibleFocus(ewallet, 'payment group radio');
  const bank = groups.getByRole('radio', { name: 'Transfer Bank' });
  await arrowTo(page, 'ArrowRight', bank);
  await expect(bank).toBeChecked();
  const methods = page.getByRole('radiogroup', { name: 'Pilih Pembayaran' });
  await expect(methods.getByRole('radio', { name: 'Bank Aceh Syariah Transfer' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(methods.getByRole('radio', { name: 'Bank Aceh Syariah Transfer' })).toBeFocused();
  const bsi = methods.getByRole('radio', { name: 'BSI Transfer' });
  await arrowTo(page, 'ArrowUp', bsi);
  await expect(bsi).toBeChecked();

  // Place the order.
  const placeOrder = page.getByRole('button', { name: 'Buat Pesanan' });
  await tabAndPress(page, placeOrder, "'Buat Pesanan'");
  await expect(page).toHaveURL(/\/payment-confirmation$/, { timeout: 15_000 });
  await expect(
    page.getByText('Pesanan Anda berhasil dibuat! Silakan selesaikan pembayaran.'),
  ).toBeVisible();
  await expect(page.getByText('BSI Transfer').first()).toBeVisible();

  // Confirm the payment with Space.
  const pay = page.getByRole('button', { name: 'Konfirmasi Pembayaran' });
  await tabAndPress(page, pay, "'Konfirmasi Pembayaran'", { key: 'Space' });
  await expect(
    page.getByText(/Pembayaran untuk pesanan ORD\w+ berhasil dikonfirmasi!/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pesanan-saya$/);
  await expect(page.getByText('Pembayaran Diterima').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keranjang (0)' })).toBeVisible();
});

test('the phone menu opens, traps and returns the focus with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tentang-kami');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  const openMenu = page.getByRole('button', { name: 'Buka menu' });
  await tabAndPress(page, openMenu, "'Buka menu'", { max: 5 });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect
    .poll(() => menu.evaluate((el) => el.contains(document.activeElement)), {
      message: 'focus moves into the menu',
    })
    .toBe(true);
  await expectFocusTrapped(page, menu, 'Tab', 12);
  await expectFocusTrapped(page, menu, 'Shift+Tab', 12);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(openMenu, 'focus returns to the menu button').toBeFocused();

  // Following a link from the menu closes it and lands on the page.
  await page.keyboard.press('Enter');
  const catalog = menu.getByRole('link', { name: 'Katalog' });
  await tabAndPress(page, catalog, "menu link 'Katalog'", { max: 12 });
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(menu).toHaveCount(0);
});
