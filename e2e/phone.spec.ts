/**
 * The shop under a thumb, on a 390 × 844 phone: on the storefront (home, catalogue, a product,
 * cart, checkout, 'Pesanan Saya') and the owner's dashboard, orders and products, every visible
 * button and link of the page's main area is at least 44 × 44 px (WCAG 2.5.5; inline links in
 * running text aside), nothing interactive lies under the chat button or the bottom bar once the
 * page is scrolled to its end, the home page opens with its search and a product and the product
 * page with `Beli Sekarang` in view, and each page passes axe. A full-page screenshot of each page
 * is attached to the test's results for review. Runs in both modes; it changes only the cart of a
 * buyer of its own.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { englishWordsIn } from '../src/shared/english-words';
import { ADMIN, BUYER, addToCart, expectNoAxeViolations, gotoHydrated, login, registerAndLogin } from './support';

const PHONE = { width: 390, height: 844 };
/** WCAG 2.5.5's touch target, in CSS pixels. */
const MIN_TARGET = 44;

test.use({ viewport: PHONE, hasTouch: true });

/** A control found too small or covered, as the failure names it. */
interface Finding {
  name: string;
  width: number;
  height: number;
}

/**
 * The visible buttons and links of `main#main` smaller than 44 × 44 px, each named by its
 * accessible name (or text) and size. Measured as a finger meets them: a link stretched over its
 * card (`::after` absolutely placed) by the card, a radio or checkbox together with its label.
 * Exempt: a link inside running text (an inline link whose parent holds more text than it).
 */
async function smallTargets(page: Page): Promise<Finding[]> {
  return page.locator('main#main').evaluate((main, min) => {
    const union = (a: DOMRect, b: DOMRect) => {
      const left = Math.min(a.left, b.left);
      const top = Math.min(a.top, b.top);
      return new DOMRect(left, top, Math.max(a.right, b.right) - left, Math.max(a.bottom, b.bottom) - top);
    };
    const nameOf = (el: HTMLElement) => {
      const labelled = Array.from((el as HTMLButtonElement).labels ?? []).map((label) => label.textContent).join(' ');
      const text = el.getAttribute('aria-label') ?? (el.textContent?.trim() || labelled || el.getAttribute('title') || '');
      const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
      return `${role} '${text.replace(/\s+/g, ' ').trim()}'`;
    };
    const found: { name: string; width: number; height: number }[] = [];
    const controls = main.querySelectorAll<HTMLElement>('a[href], button, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], summary');
    for (const el of Array.from(controls)) {
      const style = getComputedStyle(el);
      let box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      if (el.tagName === 'A' && style.display === 'inline') {
        const own = el.textContent?.trim().length ?? 0;
        const around = el.parentElement?.textContent?.trim().length ?? 0;
        if (around > own) continue;
      }
      const after = getComputedStyle(el, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        let holder = el.parentElement;
        while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
        if (holder) box = holder.getBoundingClientRect();
      }
      const role = el.getAttribute('role');
      if (role === 'radio' || role === 'checkbox' || role === 'switch' || el.tagName === 'INPUT') {
        const labels = Array.from((el as HTMLInputElement).labels ?? []);
        const byId = el.id ? Array.from(main.querySelectorAll(`label[for="${CSS.escape(el.id)}"]`)) : [];
        const wrapping = el.closest('label');
        for (const label of [...labels, ...byId, ...(wrapping ? [wrapping] : [])]) box = union(box, label.getBoundingClientRect());
      }
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        found.push({ name: nameOf(el), width: Math.round(box.width), height: Math.round(box.height) });
      }
    }
    return found;
  }, MIN_TARGET);
}

/**
 * Fails naming every button or link of the main area under 44 × 44 px; softly, so one run names
 * the small controls of every page.
 */
async function expectTouchTargets(page: Page, label: string): Promise<void> {
  const small = (await smallTargets(page)).map(({ name, width, height }) => `${name} (${width} × ${height})`);
  expect.soft(small, `${label}: buttons and links under ${MIN_TARGET} × ${MIN_TARGET} px`).toEqual([]);
}

/**
 * Scrolled to the end of the page, fails naming any interactive element that lies under the
 * floating chat button, the bottom bar `Navigasi bawah`, the product page's purchase bar or the
 * checkout's `Buat pesanan` bar (the fixed layers a thumb meets first). Their own controls do not count.
 */
async function expectNothingUnderTheBars(page: Page, label: string): Promise<void> {
  await expect
    .poll(
      async () => {
        // Scrolled to the end again at each look: a part loaded late lengthens the page.
        await page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0));
        return page.evaluate(() => {
          const layers = Array.from(
            document.querySelectorAll<HTMLElement>(
              'nav[aria-label="Navigasi bawah"], [role="group"][aria-label="Aksi pembelian"], [role="group"][aria-label="Buat pesanan"], button[aria-label^="Buka chat"]',
            ),
          ).filter((layer) => getComputedStyle(layer).position === 'fixed' && layer.getBoundingClientRect().height > 0);
          const covered: string[] = [];
          const controls = document.querySelectorAll<HTMLElement>(
            'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [tabindex]:not([tabindex="-1"])',
          );
          for (const el of Array.from(controls)) {
            if (layers.some((layer) => layer.contains(el))) continue;
            if (el.closest('[aria-hidden="true"], [inert], .sr-only')) continue;
            const box = el.getBoundingClientRect();
            if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
            for (const layer of layers) {
              const over = layer.getBoundingClientRect();
              const overlaps = box.left < over.right && box.right > over.left && box.top < over.bottom && box.bottom > over.top;
              if (overlaps) {
                const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
                covered.push(`${name || el.tagName} under ${layer.getAttribute('aria-label')}`);
              }
            }
          }
          return covered;
        });
      },
      { message: `${label}: something interactive lies under the chat button or a bottom bar` },
    )
    .toEqual([]);
}

/**
 * Fails, softly, naming every English word of the kept list (src/shared/english-words.ts) in the
 * page's visible text and its controls' accessible names.
 */
async function expectNoEnglishWords(page: Page, label: string): Promise<void> {
  const text = await page.evaluate(() => {
    const names = Array.from(document.querySelectorAll<HTMLElement>('[aria-label], [title], img[alt]')).map(
      (el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''} ${el.getAttribute('alt') ?? ''}`,
    );
    return `${document.body.innerText}\n${names.join('\n')}`;
  });
  expect.soft(englishWordsIn(text), `${label}: English words in the interface`).toEqual([]);
}

/** Saves a full-page screenshot of the page at 390 px into the test's output and attaches it. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (390 px)`, { path, contentType: 'image/png' });
}

/** Every check of one page, the page already open. */
async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectTouchTargets(page, name);
  await expectNoEnglishWords(page, name);
  await expectNoAxeViolations(page, `${name} on a phone`);
  await keepScreenshot(page, testInfo, name);
  await expectNothingUnderTheBars(page, name);
}

/** Fails unless `locator` shows in the first screen, above any bar fixed to the bottom. */
async function expectInFirstScreen(page: Page, locator: ReturnType<Page['locator']>, label: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(locator, `${label} in the first screen`).toBeInViewport();
  const box = await locator.boundingBox();
  const barTop = await page.evaluate(() => {
    const bar = document.querySelector('nav[aria-label="Navigasi bawah"]');
    const top = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    return top > 0 ? top : window.innerHeight;
  });
  expect(box, `${label} has no box`).not.toBeNull();
  expect(box!.y + box!.height, `${label} ends under the bottom bar`).toBeLessThanOrEqual(barTop);
}

test('the storefront for a visitor: the home page opens with the search and a product, the catalogue', async ({ page }, testInfo) => {
  await gotoHydrated(page, '/');
  const bar = page.getByRole('navigation', { name: 'Navigasi bawah' });
  await expect(bar.getByRole('link', { name: 'Beranda' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link')).toHaveText(['Beranda', 'Katalog', 'Masuk']);
  await expectInFirstScreen(page, page.getByRole('combobox', { name: 'Cari produk' }), "the home page's search");
  const firstProduct = page.getByRole('list', { name: 'Produk pilihan' }).getByRole('listitem').first().getByRole('heading');
  await expectInFirstScreen(page, firstProduct, "the home page's first product");
  await checkPage(page, testInfo, 'beranda');

  // The search goes to the catalogue with the words.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('combobox', { name: 'Cari produk' }).fill('kopi');
  await page.getByRole('combobox', { name: 'Cari produk' }).press('Enter');
  await expect(page).toHaveURL(/\/catalog\?q=kopi$/);
  await expect(page.getByRole('combobox', { name: 'Cari produk' })).toHaveValue('kopi');

  await gotoHydrated(page, '/catalog');
  await expect(bar.getByRole('link', { name: 'Katalog' })).toHaveAttribute('aria-current', 'page');
  // The filters are one chip row under the search: the first card starts in the first screen.
  await expect(page.getByRole('combobox', { name: 'Kategori' })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  const firstCard = page.getByRole('list', { name: 'Daftar produk' }).getByRole('listitem').first();
  await expect(firstCard).toBeInViewport();
  const cardTop = (await firstCard.boundingBox())!.y;
  const barTop = await bar.evaluate((nav) => nav.getBoundingClientRect().top);
  expect(cardTop, "the catalogue's first card starts in the first screen").toBeLessThan(barTop - 44);
  await checkPage(page, testInfo, 'katalog');

  // The Filter sheet: focus inside, Escape closes back on the button; Terapkan applies.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter' });
  await expect(sheet.getByRole('combobox', { name: 'Kategori' })).toBeVisible();
  await expectNoAxeViolations(page, 'the Filter sheet on a phone');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await sheet.getByRole('combobox', { name: 'Kategori' }).selectOption('Minuman');
  await sheet.getByRole('combobox', { name: 'Urutkan' }).selectOption({ label: 'Harga Terendah' });
  await sheet.getByRole('button', { name: 'Terapkan', exact: true }).click();
  await expect(page).toHaveURL(/\/catalog\?category=Minuman&sort=price-asc$/);
  await expect(page.getByRole('button', { name: 'Filter (2)' })).toBeFocused();
  await expect(page.getByRole('group', { name: 'Pilih kategori' }).getByRole('button', { name: 'Minuman' })).toHaveAttribute('aria-pressed', 'true');
});

test("a buyer's product page, cart and checkout", async ({ page }, testInfo) => {
  await registerAndLogin(page, 'jempol');
  await addToCart(page, 1, 1);
  await gotoHydrated(page, '/product/1');
  // One set of purchase buttons, in the bar fixed to the bottom: in view without scrolling.
  await expect(page.getByRole('button', { name: 'Beli Sekarang' })).toHaveCount(1);
  await expectInFirstScreen(page, page.getByRole('button', { name: 'Beli Sekarang' }), 'Beli Sekarang');
  await expect(page.getByRole('button', { name: 'Chat Penjual' })).toBeInViewport();
  await checkPage(page, testInfo, 'produk');

  await gotoHydrated(page, '/cart');
  const bar = page.getByRole('navigation', { name: 'Navigasi bawah' });
  await expect(bar.getByRole('link', { name: 'Keranjang (1)' })).toHaveAttribute('aria-current', 'page');
  await checkPage(page, testInfo, 'keranjang');

  await gotoHydrated(page, '/checkout');
  // No bottom bar: `Buat Pesanan` with the total holds the bottom, in view from the start.
  await expect(page.getByRole('navigation', { name: 'Navigasi bawah' })).toHaveCount(0);
  await expectInFirstScreen(page, page.getByRole('button', { name: 'Buat Pesanan' }), 'Buat Pesanan');
  await expect(page.getByRole('group', { name: 'Buat pesanan' })).toContainText('Total');
  await checkPage(page, testInfo, 'checkout');
});

test("the demo buyer's Pesanan Saya", async ({ page }, testInfo) => {
  await login(page, BUYER.username, BUYER.password);
  await gotoHydrated(page, '/pesanan-saya');
  const bar = page.getByRole('navigation', { name: 'Navigasi bawah' });
  await expect(bar.getByRole('link')).toHaveText(['Beranda', 'Katalog', /^Keranjang/, 'Pesanan', 'Akun']);
  await expect(bar.getByRole('link', { name: 'Pesanan' })).toHaveAttribute('aria-current', 'page');
  await checkPage(page, testInfo, 'pesanan-saya');
});

test("the owner's dashboard, orders and products", async ({ page }, testInfo) => {
  await login(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const bar = page.getByRole('navigation', { name: 'Navigasi bawah' });
  await expect(bar.getByRole('link')).toHaveText(['Beranda Toko', 'Pesanan', 'Produk']);
  await expect(bar.getByRole('button', { name: /^Chat/ })).toBeVisible();
  // On the owner's phone the chat is in the bar, not floating over the page.
  await expect(page.getByRole('button', { name: /^Buka chat/ })).toBeHidden();
  for (const [path, name, link] of [
    ['/admin', 'dashboard', 'Beranda Toko'],
    ['/admin/orders', 'pesanan-admin', 'Pesanan'],
    ['/admin/products', 'produk-admin', 'Produk'],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(bar.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
    await checkPage(page, testInfo, name);
  }
  // 'Lainnya' opens the rest of the back office's menu.
  await bar.getByRole('button', { name: 'Lainnya' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu Admin' });
  await expect(menu.getByRole('link', { name: 'Laporan Penjualan' })).toBeVisible();
  await menu.getByRole('link', { name: 'Pengaturan' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  // 'Chat' opens the owner's chat panel.
  await bar.getByRole('button', { name: /^Chat/ }).click();
  await expect(page.getByRole('dialog', { name: 'Chat Pembeli' })).toBeVisible();
});
