/**
 * The shop on a 390 px wide phone: every back-office list is a list of cards whose
 * first card shows its status and its controls inside the screen, no page scrolls sideways, and
 * each page passes axe; the buyer's pages (catalogue, product, cart, checkout, 'Pesanan Saya',
 * settings) do not scroll sideways either. Runs in both modes; it only reads what the seed and
 * its own buyer hold.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  addToCart,
  checkout,
  expectNoAxeViolations,
  gotoHydrated,
  login,
  registerAndLogin,
} from './support';
import { SETTINGS_SECTIONS } from '../src/features/admin-settings/lib/settings-sections';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Fails when the page is wider than the phone (something sticks out sideways). */
async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `${label} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
}

/** Fails unless `control` lies wholly inside the phone's width. */
async function expectOnScreen(control: Locator, label: string): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box, `${label} has no box`).not.toBeNull();
  expect(box!.x, `${label} starts left of the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${label} ends right of the screen`).toBeLessThanOrEqual(PHONE.width);
}

/**
 * Fails when, scrolled to the end of the page, the floating chat button (`Buka chat`, bottom
 * right, above the bottom bar) still lies over the end of the page's content: the page leaves room
 * under its last card for the button. In the back office a phone has the chat in the bottom bar
 * `Navigasi bawah` instead, which then must not cover the end of the page either.
 */
async function expectRoomForChatButton(page: Page, label: string): Promise<void> {
  const chat = new URL(page.url()).pathname.startsWith('/admin')
    ? page.getByRole('navigation', { name: 'Navigasi bawah' })
    : page.getByRole('button', { name: /^Buka chat/ });
  await expect(chat, `${label}: the chat button`).toBeVisible();
  await expect
    .poll(async () => {
      // Scrolled to the end again at each look: a part loaded late (a report's chart) lengthens the page.
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0));
      const button = await chat.boundingBox();
      const contentEnd = await page
        .locator('main#main')
        .evaluate((main) => main.lastElementChild?.getBoundingClientRect().bottom ?? 0);
      return button ? button.y - contentEnd : -1;
    }, { message: `${label}: the chat button covers the end of the page` })
    .toBeGreaterThanOrEqual(0);
}

/** A back-office list: its page, the card list's name, and what its first card must show. */
interface AdminList {
  path: string;
  list: string;
  /** The first card's status badge(s) must be on screen. */
  status: boolean;
  /** At least one card has buttons (those of the first such card are checked whenever there are any). */
  actions: boolean;
  /** The list may be absent (an empty e-mail log). */
  optional?: boolean;
}

const ADMIN_LISTS: AdminList[] = [
  { path: '/admin/orders', list: 'Daftar pesanan', status: true, actions: true },
  { path: '/admin/products', list: 'Daftar Produk', status: false, actions: true },
  { path: '/admin/transactions', list: 'Daftar transaksi', status: true, actions: false },
  { path: '/admin/partners', list: 'Data Mitra Seulanga', status: true, actions: true },
  // The seed has no voucher (e2e/admin-vouchers.spec.ts checks its cards with one).
  { path: '/admin/vouchers', list: 'Daftar voucher', status: true, actions: true, optional: true },
  { path: '/admin/settings/pengguna', list: 'Daftar akun pengguna', status: true, actions: true },
  // Headed by its activity type (a badge in the table): no status field.
  { path: '/admin/sales-history', list: 'Log aktivitas admin', status: false, actions: false },
  { path: '/admin', list: 'Pesanan Terbaru', status: true, actions: false },
  // 'Kirim Ulang {order id}' on failed e-mails.
  { path: '/admin', list: 'Log Notifikasi Email Terbaru', status: true, actions: false, optional: true },
];

test('every back-office list is a list of cards on a phone, its status and controls on screen', async ({
  page,
}) => {
  await login(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  for (const { path, list, status, actions, optional } of ADMIN_LISTS) {
    await gotoHydrated(page, path);
    const cards = page.getByRole('list', { name: list, exact: true });
    if (optional) {
      await page.waitForLoadState('networkidle');
      if ((await cards.count()) === 0) continue;
    }
    await expect(cards, `${path}: '${list}' is a list of cards`).toBeVisible();
    await expect(page.getByRole('table', { name: list, exact: true })).toHaveCount(0);
    const first = cards.getByRole('listitem').first();
    if (status) {
      const badges = first.locator('[data-slot=badge]');
      expect(await badges.count(), `${path}: the first card's status`).toBeGreaterThan(0);
      for (const badge of await badges.all()) await expectOnScreen(badge, `${path}: a status`);
    }
    // The first card with controls (the signed-in admin's own account has none).
    const buttons = cards.getByRole('listitem').filter({ has: page.getByRole('button') }).first().getByRole('button');
    if (actions) expect(await buttons.count(), `${path}: the first card's controls`).toBeGreaterThan(0);
    for (const button of await buttons.all()) await expectOnScreen(button, `${path}: a control`);
    await expectNoSidewaysScroll(page, path);
    await expectRoomForChatButton(page, path);
    await expectNoAxeViolations(page, `${path} on a phone`);
  }
  // The pages without a list of records: nothing sticks out sideways either.
  for (const path of ['/admin/reports']) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await expectRoomForChatButton(page, path);
    await expectNoAxeViolations(page, `${path} on a phone`);
  }
});

/**
 * At most this tall on a phone (under four screens): `Pengaturan` and each of its sections is a
 * page of its own, the longest being the shipping table, rather than one page of every card.
 */
const SETTINGS_PAGE_MAX_HEIGHT = 3_300;

test("Pengaturan's index and each section are short pages on a phone, reached from 'Lainnya'", async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Navigasi bawah' }).getByRole('button', { name: 'Lainnya' }).click();
  await page.getByRole('dialog', { name: 'Menu Admin' }).getByRole('link', { name: 'Pengaturan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
  for (const { slug, name } of [{ slug: '', name: 'Pengaturan' }, ...SETTINGS_SECTIONS]) {
    const path = slug ? `/admin/settings/${slug}` : '/admin/settings';
    if (slug) {
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
    expect(height, `${path} is ${height} px tall`).toBeLessThanOrEqual(SETTINGS_PAGE_MAX_HEIGHT);
    await expectNoSidewaysScroll(page, path);
    await expectNoAxeViolations(page, `${path} on a phone`);
    if (slug) await page.getByRole('link', { name: 'Kembali ke Pengaturan' }).click();
  }
});

test("the buyer's pages do not scroll sideways on a phone", async ({ page }) => {
  await gotoHydrated(page, '/catalog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, '/catalog');
  await registerAndLogin(page, 'hp');
  await addToCart(page, 1, 1);
  await expectNoSidewaysScroll(page, '/product/1');
  for (const path of ['/cart', '/checkout']) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await expectRoomForChatButton(page, path);
  }
  await checkout(page);
  for (const path of ['/pesanan-saya', '/settings', '/catalog']) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await expectRoomForChatButton(page, path);
  }
});
