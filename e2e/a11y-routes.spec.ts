/**
 * Accessibility coverage: an axe scan (WCAG 2.1 A/AA) of every route of the route
 * manifest (src/shared/routes.ts, which src/app/router.tsx builds from), for each role that can reach it, with the states that put extra UI on screen
 * (dialogs, menus, the chat panel, the phone menu) and the empty states. The tables below are the
 * coverage list; each group of a table is one test. The first test checks that the tables name
 * every route the manifest declares. The new-order bell's two menus are scanned in
 * shop-wide/admin-dashboard.spec.ts, where no parallel test's order rings the bell.
 *
 * Runs in both modes (projects `browser` and `server`). All set-up goes through the screens; a
 * group that fills a cart, places an order or needs an empty history signs in as a buyer of its
 * own (`newBuyer`), since parallel tests share the demo buyer in server mode.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_AREA, ROUTES } from '../src/shared/routes';
import {
  ADMIN,
  BUYER,
  addToCart,
  expectNoAxeViolations,
  fillShipping,
  login,
  logout,
  openCheckout,
  registerAndLogin,
  type Account,
} from './support';

type Role = 'visitor' | 'buyer' | 'admin';

/** A state scanned on top of a screen: opens something and returns it (it must be visible). */
interface State {
  name: string;
  open: (page: Page) => Promise<Locator>;
  /** Closes it again; Escape when omitted. */
  close?: (page: Page) => Promise<void>;
  /** Stays on screen (e.g. validation messages): no closing. */
  keep?: boolean;
}

/** One screen to scan. */
interface Screen {
  /** The route pattern from router.tsx (full path) that this screen covers. */
  route: string;
  /** The URL to open; omitted when `prepare` navigates. */
  url?: string;
  /** Data set-up and navigation before the scan (e.g. fill the cart, place an order). */
  prepare?: (page: Page) => Promise<void>;
  /** The page's `h1`, to know it rendered (a RegExp or exact text). */
  h1: string | RegExp;
  /** Where the app should land (for redirects), when not `url`. */
  landsOn?: RegExp;
  /** Extra states scanned on the same page. */
  states?: State[];
  /** A phone-sized viewport (the header collapses into the 'Buka menu' sheet). */
  phone?: boolean;
  /** What the scan is about, shown in failures. */
  note?: string;
}

/**
 * Opens a print view with `window.print` replaced by a no-op first, so the page's own
 * call to print on load opens no dialog during the scan.
 */
function openPrintView(url: string): (page: Page) => Promise<void> {
  return async (page) => {
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.goto(url);
  };
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };
const HOME_H1 = 'Cita rasa dan kriya Aceh, langsung dari tangan perajinnya';

// ---------------------------------------------------------------------------------------------
// States (opened by clicking: this spec is about what is on screen; keyboard.spec.ts covers keys)
// ---------------------------------------------------------------------------------------------

/**
 * A state opened by clicking the button named `button`: what opens is the `role` (named `opened`
 * when given), a dialog, a confirmation or a menu.
 */
function openedByButton(
  name: string,
  button: string | RegExp,
  role: 'dialog' | 'alertdialog' | 'menu',
  opened?: string | RegExp,
): State {
  return {
    name,
    open: async (page) => {
      await page.getByRole('button', { name: button }).click();
      return opened === undefined ? page.getByRole(role) : page.getByRole(role, { name: opened });
    },
  };
}

const mobileMenu = (name: 'Menu' | 'Menu Admin'): State =>
  openedByButton('phone menu open', 'Buka menu', 'dialog', name);

const buyerChat = openedByButton("chat panel 'Hubungi Admin' open", /^Buka chat/, 'dialog', 'Hubungi Admin');

const productChat: State = {
  name: "'Chat Penjual' (chat with the product attached)",
  open: async (page) => {
    await page.getByRole('button', { name: 'Chat Penjual' }).click();
    const panel = page.getByRole('dialog', { name: 'Hubungi Admin' });
    await expect(panel.getByText(/^Bertanya tentang/)).toBeVisible();
    return panel;
  },
};

const loginErrors: State = {
  name: 'validation errors shown',
  open: async (page) => {
    await page.getByRole('main').getByRole('button', { name: 'Masuk' }).click();
    return page.getByRole('main').locator('[aria-invalid="true"]').first();
  },
  keep: true,
};

/** The verification page's refusal of a made-up token (server: unknown; browser: server mode only). */
const verifyRefused: State = {
  name: 'the refusal shown',
  open: async (page) => {
    await page.getByRole('main').getByRole('button', { name: 'Verifikasi E-mail' }).click();
    return page.getByRole('main').getByRole('alert');
  },
  keep: true,
};

const removeLineDialog = openedByButton(
  "confirmation 'Hapus … dari keranjang?'",
  'Hapus Kopi Arabika Gayo',
  'alertdialog',
  /Hapus Kopi Arabika Gayo dari keranjang\?/,
);

const checkoutErrors: State = {
  name: 'validation errors shown',
  open: async (page) => {
    await fillShipping(page);
    await page.getByLabel('Kode Pos').fill('231');
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    return page.getByText('Kode pos harus 5 digit angka.');
  },
  close: async (page) => {
    await page.getByLabel('Kode Pos').fill('23115');
  },
};

const addressDialog = openedByButton("dialog 'Tambah Alamat'", 'Tambah Alamat', 'dialog', 'Tambah Alamat');

const editAddressDialog = openedByButton("dialog 'Ubah Alamat'", 'Ubah Rumah', 'dialog', 'Ubah Alamat');

const deleteAddressDialog = openedByButton('confirmation to delete an address', 'Hapus Rumah', 'alertdialog');

const avatarMenu = openedByButton('avatar menu open', 'Menu akun', 'menu');

const adminChatList: State = {
  name: "admin chat 'Chat Pembeli' (thread list)",
  open: async (page) => {
    await page.getByRole('button', { name: /^Buka chat/ }).click();
    const panel = page.getByRole('dialog', { name: 'Chat Pembeli' });
    await expect(panel.getByRole('list', { name: 'Daftar pembeli' })).toBeVisible();
    return panel;
  },
};

const adminChatThread: State = {
  name: 'admin chat with a thread selected',
  open: async (page) => {
    await page.getByRole('button', { name: /^Buka chat/ }).click();
    const panel = page.getByRole('dialog', { name: 'Chat Pembeli' });
    await panel.getByRole('list', { name: 'Daftar pembeli' }).getByRole('button').first().click();
    await expect(panel.getByRole('log', { name: /^Percakapan dengan / })).toBeVisible();
    return panel;
  },
};

const addProductDialog = openedByButton("dialog 'Tambah Produk Baru'", 'Tambah Produk', 'dialog', 'Tambah Produk Baru');

const editProductDialog = openedByButton("dialog 'Edit Produk'", 'Ubah Kopi Arabika Gayo', 'dialog', 'Edit Produk');

const deleteProductDialog = openedByButton(
  "confirmation 'Hapus produk?'",
  'Hapus Kopi Arabika Gayo',
  'alertdialog',
  'Hapus produk?',
);

const addVoucherDialog = openedByButton("dialog 'Tambah Voucher Baru'", 'Tambah Voucher', 'dialog', 'Tambah Voucher Baru');

const addPartnerDialog = openedByButton("dialog 'Tambah Mitra Baru'", 'Tambah Mitra', 'dialog', 'Tambah Mitra Baru');

const editPartnerDialog: State = {
  name: "dialog 'Edit Mitra'",
  open: async (page) => {
    await page
      .getByRole('button', { name: /^Ubah / })
      .first()
      .click();
    return page.getByRole('dialog', { name: 'Edit Mitra' });
  },
};

const orderActionMenu: State = {
  name: 'order action menu open',
  open: async (page) => {
    await page
      .getByRole('button', { name: /^Aksi ORD/ })
      .first()
      .click();
    return page.getByRole('menu');
  },
};

const chartData: State = {
  name: "'Lihat data grafik' open (the chart's data table)",
  open: async (page) => {
    await page.getByText('Lihat data grafik').first().click();
    return page.locator('details[open]').getByRole('table').first();
  },
  close: async (page) => {
    await page.getByText('Lihat data grafik').first().click();
  },
};

const restoreConfirm: State = {
  name: "confirmation 'Pulihkan cadangan data?'",
  open: async (page) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh Cadangan Data' }).click(),
    ]);
    await page.getByLabel('Pulihkan Cadangan Data').setInputFiles(await download.path());
    return page.getByRole('alertdialog', { name: 'Pulihkan cadangan data?' });
  },
  close: async (page) => {
    await page.getByRole('alertdialog').getByRole('button', { name: 'Batal' }).click();
  },
};

// ---------------------------------------------------------------------------------------------
// Set-up helpers
// ---------------------------------------------------------------------------------------------

async function placeOrder(page: Page): Promise<void> {
  await addToCart(page, 1, 2);
  await openCheckout(page);
  await page.getByRole('radio', { name: 'Transfer Bank' }).click();
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page).toHaveURL(/\/payment-confirmation$/);
}

/** A new buyer writes to the admin, so the admin's chat has a thread to open. */
async function writeToAdmin(page: Page): Promise<void> {
  await registerAndLogin(page, 'a11y');
  await page.getByRole('button', { name: /^Buka chat/ }).click();
  const panel = page.getByRole('dialog', { name: 'Hubungi Admin' });
  await panel.getByRole('textbox', { name: 'Pesan' }).fill('Apakah keumamah masih ada?');
  await panel.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(panel.getByRole('log').getByText('Apakah keumamah masih ada?')).toBeVisible();
  await logout(page);
}

// ---------------------------------------------------------------------------------------------
// The coverage tables: role → group (one test each) → screens
// ---------------------------------------------------------------------------------------------

const cartWithCoffee = async (page: Page) => {
  await addToCart(page, 1, 1);
  await page.goto('/cart');
};

/** A group of screens scanned by one test, when it needs more than the role's demo account. */
interface Group {
  screens: Screen[];
  /** Signs in as a buyer registered for the test instead of the demo buyer. */
  newBuyer?: true;
  /** Runs before signing in. */
  before?: (page: Page) => Promise<void>;
}

// A table, one screen a line: keep it readable at a glance.
// prettier-ignore
const COVERAGE: Record<Role, Record<string, Screen[] | Group>> = {
  visitor: {
    'home and info pages': [
      { route: '/', url: '/', h1: HOME_H1 },
      { route: '/tentang-kami', url: '/tentang-kami', h1: 'Tentang Kami' },
      { route: '/layanan', url: '/layanan', h1: 'Layanan Pelanggan' },
      { route: '/lokasi-toko', url: '/lokasi-toko', h1: 'Lokasi Toko' },
    ],
    'catalogue and product': [
      { route: '/catalog', url: '/catalog', h1: 'Katalog Produk' },
      { route: '/catalog', url: '/catalog?category=Minuman&q=gayo', h1: 'Katalog Produk', note: 'filtered' },
      { route: '/catalog', url: '/catalog?q=tidak-ada-produk-ini', h1: 'Katalog Produk', note: 'no results' },
      { route: '/product/:id', url: '/product/1', h1: 'Kopi Arabika Gayo' },
      { route: '/product/:id', url: '/product/999999', h1: 'Produk tidak ditemukan.', note: 'unknown product' },
    ],
    'login, register, redirects, 404': [
      { route: '/login', url: '/login', h1: 'Masuk', states: [loginErrors] },
      { route: '/register', url: '/register', h1: 'Daftar Akun' },
      // A made-up token: the button's refusal is scanned too (browser mode refuses every token).
      { route: '/verifikasi-email', url: `/verifikasi-email?token=${'x'.repeat(43)}`, h1: 'Verifikasi E-mail', states: [verifyRefused] },
      { route: '/verifikasi-email', url: '/verifikasi-email', h1: 'Verifikasi E-mail', note: 'no token' },
      { route: '/redirect', url: '/redirect', h1: HOME_H1, landsOn: /\/$/ },
      { route: '/*', url: '/tidak-ada-halaman-ini', h1: 'Halaman tidak ditemukan' },
      { route: '/cart', url: '/cart', h1: 'Masuk', landsOn: /\/login$/, note: 'buyer-only route sends a visitor to login' },
    ],
    phone: [
      { route: '/', url: '/', h1: HOME_H1, phone: true, states: [mobileMenu('Menu')] },
      { route: '/product/:id', url: '/product/71', h1: 'Bubuk Kopi Ulee Kareeng', phone: true },
    ],
  },
  buyer: {
    'home, catalogue, product, chat': [
      { route: '/', url: '/', h1: HOME_H1, states: [buyerChat] },
      { route: '/catalog', url: '/catalog?category=Minuman', h1: 'Katalog Produk' },
      { route: '/product/:id', url: '/product/1', h1: 'Kopi Arabika Gayo', states: [productChat] },
    ],
    'cart, checkout, payment confirmation': { newBuyer: true, screens: [
      { route: '/cart', prepare: cartWithCoffee, h1: 'Keranjang Belanja', states: [removeLineDialog] },
      { route: '/checkout', url: '/checkout', h1: 'Pembayaran', states: [checkoutErrors] },
      { route: '/payment-confirmation', prepare: placeOrder, h1: 'Konfirmasi Pembayaran', note: 'right after an order' },
    ] },
    orders: [
      { route: '/pesanan-saya', url: '/pesanan-saya', h1: 'Pesanan Saya' },
      { route: '/pesanan-saya/:id', url: '/pesanan-saya/ORD002', h1: 'Pesanan ORD002', note: 'a seed order of the demo buyer' },
      { route: '/purchase-history', url: '/purchase-history', h1: 'Pesanan Saya', landsOn: /\/pesanan-saya\?status=Selesai$/, note: "the old history, now Pesanan Saya's Selesai tab" },
    ],
    'settings and its dialogs': [
      { route: '/settings', url: '/settings', h1: 'Pengaturan Akun', states: [addressDialog, editAddressDialog, deleteAddressDialog] },
    ],
    'info pages, redirects, 404': [
      { route: '/tentang-kami-auth', url: '/tentang-kami-auth', h1: 'Tentang Kami' },
      { route: '/layanan-auth', url: '/layanan-auth', h1: 'Layanan Pelanggan' },
      { route: '/lokasi-toko-auth', url: '/lokasi-toko-auth', h1: 'Lokasi Toko' },
      { route: '/redirect', url: '/redirect', h1: HOME_H1, landsOn: /\/$/ },
      { route: '/*', url: '/halaman/tidak/ada', h1: 'Halaman tidak ditemukan' },
      { route: '/admin', url: '/admin', h1: 'Masuk', landsOn: /\/login$/, note: 'admin-only route, as a buyer' },
    ],
    'empty states': { newBuyer: true, screens: [
      { route: '/payment-confirmation', url: '/payment-confirmation', h1: 'Kesalahan', note: 'opened without an order' },
      { route: '/cart', url: '/cart', h1: 'Keranjang Belanja', note: 'empty cart' },
      { route: '/pesanan-saya', url: '/pesanan-saya', h1: 'Pesanan Saya', note: 'no orders' },
      { route: '/pesanan-saya/:id', url: '/pesanan-saya/ORD001', h1: 'Detail Pesanan', note: "another buyer's order" },
      { route: '/purchase-history', url: '/purchase-history', h1: 'Pesanan Saya', landsOn: /\/pesanan-saya\?status=Selesai$/, note: 'no orders' },
    ] },
    phone: { newBuyer: true, screens: [
      { route: '/', url: '/', h1: HOME_H1, phone: true, states: [mobileMenu('Menu'), buyerChat] },
      { route: '/cart', prepare: cartWithCoffee, h1: 'Keranjang Belanja', phone: true },
    ] },
  },
  admin: {
    'dashboard, avatar menu': [
      { route: '/admin', url: '/admin', h1: 'Beranda Toko', states: [avatarMenu] },
    ],
    'dashboard with the chat': { before: writeToAdmin, screens: [
      { route: '/admin', url: '/admin', h1: 'Beranda Toko', states: [adminChatList, adminChatThread] },
    ] },
    products: [
      { route: '/admin/products', url: '/admin/products', h1: 'Daftar Produk', states: [addProductDialog, editProductDialog, deleteProductDialog] },
    ],
    'partners, vouchers, orders': [
      { route: '/admin/partners', url: '/admin/partners', h1: 'Data Mitra Seulanga', states: [addPartnerDialog, editPartnerDialog] },
      // The seed has no voucher: the empty state; e2e/admin-vouchers.spec.ts scans the list.
      { route: '/admin/vouchers', url: '/admin/vouchers', h1: 'Voucher', states: [addVoucherDialog] },
      { route: '/admin/orders', url: '/admin/orders', h1: 'Pesanan', states: [orderActionMenu] },
    ],
    'print views': [
      { route: '/admin/pesanan/:id/label', prepare: openPrintView('/admin/pesanan/ORD002/label'), h1: 'Label Pengiriman', note: 'a seed order, window.print stubbed' },
      { route: '/admin/pesanan/:id/invoice', prepare: openPrintView('/admin/pesanan/ORD002/invoice'), h1: 'FAKTUR', note: 'a seed order, window.print stubbed' },
      { route: '/admin/orders/labels', prepare: openPrintView('/admin/orders/labels?ids=ORD002,ORD003'), h1: 'Label Pengiriman', note: 'two seed orders, window.print stubbed' },
    ],
    'transactions, reports, sales history': [
      { route: '/admin/transactions', url: '/admin/transactions', h1: 'Transaksi & Pembayaran' },
      { route: '/admin/reports', url: '/admin/reports', h1: 'Laporan Penjualan' },
      { route: '/admin/sales-history', url: '/admin/sales-history', h1: 'Log Aktivitas' },
    ],
    'settings, 404': [
      { route: '/admin/settings', url: '/admin/settings', h1: 'Pengaturan' },
      { route: '/admin/settings/akun', url: '/admin/settings/akun', h1: 'Akun Saya' },
      { route: '/admin/settings/notifikasi', url: '/admin/settings/notifikasi', h1: 'Notifikasi' },
      { route: '/admin/settings/toko', url: '/admin/settings/toko', h1: 'Toko' },
      { route: '/admin/settings/pembayaran', url: '/admin/settings/pembayaran', h1: 'Pembayaran' },
      { route: '/admin/settings/pesanan', url: '/admin/settings/pesanan', h1: 'Pesanan' },
      { route: '/admin/settings/pengiriman', url: '/admin/settings/pengiriman', h1: 'Pengiriman' },
      { route: '/admin/settings/produk', url: '/admin/settings/produk', h1: 'Produk' },
      { route: '/admin/settings/pengguna', url: '/admin/settings/pengguna', h1: 'Pengguna' },
      { route: '/admin/settings/cadangan', url: '/admin/settings/cadangan', h1: 'Cadangan', states: [restoreConfirm] },
      { route: '/admin/*', url: '/admin/tidak-ada', h1: 'Halaman tidak ditemukan' },
    ],
    'store pages as admin': [
      { route: '/', url: '/', h1: HOME_H1 },
      { route: '/redirect', url: '/redirect', h1: 'Beranda Toko', landsOn: /\/admin$/ },
      { route: '/catalog', url: '/catalog', h1: 'Katalog Produk' },
      { route: '/', url: '/', h1: HOME_H1, phone: true, states: [mobileMenu('Menu')] },
    ],
    phone: [
      { route: '/admin', url: '/admin', h1: 'Beranda Toko', phone: true, states: [mobileMenu('Menu Admin')] },
      { route: '/admin/orders', url: '/admin/orders', h1: 'Pesanan', phone: true, states: [orderActionMenu] },
      { route: '/admin/reports', url: '/admin/reports', h1: 'Laporan Penjualan', phone: true, states: [chartData] },
      { route: '/admin/settings', url: '/admin/settings', h1: 'Pengaturan', phone: true },
      { route: '/admin/settings/pengiriman', url: '/admin/settings/pengiriman', h1: 'Pengiriman', phone: true },
    ],
  },
};

const ACCOUNTS: Record<Role, Account | null> = {
  visitor: null,
  buyer: BUYER,
  admin: ADMIN,
};

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

/**
 * Every path the router answers: the route manifest's pages (src/shared/routes.ts, which the
 * router builds its routes from) and the two "not found" catch-alls, the shop's and the back
 * office's ('/*', '/admin/*').
 */
function routerPaths(): string[] {
  return [...ROUTES.map((route) => route.path), '/*', `${ADMIN_AREA}/*`].sort();
}

test('the coverage tables name every route of the route manifest', () => {
  const declared = routerPaths();
  expect(declared.length).toBeGreaterThan(20);
  const covered = new Set(
    Object.values(COVERAGE).flatMap((groups) =>
      Object.values(groups)
        .flatMap((group) => asGroup(group).screens)
        .map((s) => s.route),
    ),
  );
  expect(
    declared.filter((path) => !covered.has(path)),
    'routes without a scan',
  ).toEqual([]);
  expect(
    [...covered].filter((path) => !declared.includes(path)),
    'scans of unknown routes',
  ).toEqual([]);
});

function asGroup(entry: Screen[] | Group): Group {
  return Array.isArray(entry) ? { screens: entry } : entry;
}

async function scanScreen(page: Page, role: Role, screen: Screen): Promise<void> {
  const label = `${role} ${screen.url ?? screen.route}${screen.note ? ` (${screen.note})` : ''}${screen.phone ? ' [phone]' : ''}`;
  await page.setViewportSize(screen.phone ? PHONE : DESKTOP);
  if (screen.prepare) await screen.prepare(page);
  else if (screen.url) await page.goto(screen.url);
  if (screen.landsOn) await expect(page, label).toHaveURL(screen.landsOn);
  await expect(page.getByRole('heading', { level: 1, name: screen.h1 }), label).toBeVisible();
  await expectNoAxeViolations(page, label);
  for (const state of screen.states ?? []) {
    const opened = await state.open(page);
    await expect(opened, `${label}: ${state.name}`).toBeVisible();
    await expectNoAxeViolations(page, `${label}: ${state.name}`);
    if (state.keep) continue;
    if (state.close) await state.close(page);
    else await page.keyboard.press('Escape');
    await expect(opened, `${label}: ${state.name} closes`).toBeHidden();
  }
}

for (const [role, groups] of Object.entries(COVERAGE) as [Role, Record<string, Screen[] | Group>][]) {
  test.describe(`axe on every route: ${role}`, () => {
    for (const [name, entry] of Object.entries(groups)) {
      const group = asGroup(entry);
      test(`${name} (${group.screens.length} screens)`, async ({ page }) => {
        await group.before?.(page);
        const account = ACCOUNTS[role];
        if (group.newBuyer) await registerAndLogin(page, 'a11y');
        else if (account) await login(page, account.username, account.password);
        for (const screen of group.screens) await scanScreen(page, role, screen);
      });
    }
  });
}
