// @vitest-environment node
/**
 * Server-rendered pages (docs/decisions/013-server-rendered-storefront.md): the real renderer
 * (src/entry-server.tsx) behind the real app, on a seeded database; the HTML read as a browser
 * without JavaScript would.
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, inflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '@/entry-server';
import { SSR_STATE_ID, type RenderedPage, type SsrState } from '@/lib/ssr-state';
import { jakartaYear } from '@/lib/render-year';
import { seed, seedUsers } from '@/testing/seed';
import { SESSION_COOKIE } from '../auth/sessions';
import { DEMO, saveHostileProduct, startTestServer, type TestServer, type TestServerOptions } from '../testing/harness';
import { cartItems as cartItemsTable, reviews as reviewsTable } from '../db/schema';
import { MANIFEST_FILE, type ClientManifest } from './client-manifest';
import { withRenderedPage, type RenderPage } from './ssr';
import { PAGE_CACHE_BYTES, PAGE_CACHE_ENTRIES } from './page-cache';
import { DEFAULT_RENDERS_PER_ADDRESS } from './render-limit';
import { createApp, createInstanceCaches } from '../app';

let server: TestServer | undefined;
let staticDir: string | undefined;

/**
 * The client build's manifest in the test's build folder: the home page's module and a chunk it
 * shares with the entry; the admin layout with its menus' chunk, and the dashboard's module.
 */
const MANIFEST: ClientManifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_framework-F1.js'] },
  '_framework-F1.js': { file: 'assets/framework-F1.js' },
  'src/app/routes/public/home.tsx': { file: 'assets/home-H1.js', imports: ['_framework-F1.js', '_card-C1.js'] },
  '_card-C1.js': { file: 'assets/card-C1.js' },
  'src/app/layouts/admin-layout.tsx': { file: 'assets/admin-layout-A1.js', imports: ['_framework-F1.js', '_menu-M1.js'] },
  '_menu-M1.js': { file: 'assets/menu-M1.js' },
  'src/app/routes/admin/dashboard.tsx': { file: 'assets/dashboard-D1.js', imports: ['_framework-F1.js', '_menu-M1.js'] },
};

async function start(render: RenderPage = renderPage, options: Pick<TestServerOptions, 'demoPasswordsMustChange' | 'seed' | 'rendersPerAddress' | 'trustProxy' | 'secureCookies'> = {}) {
  staticDir = await mkdtemp(join(tmpdir(), 'seulanga-ssr-'));
  await copyFile(join(process.cwd(), 'index.html'), join(staticDir, 'index.html'));
  await mkdir(join(staticDir, '.vite'));
  await writeFile(join(staticDir, MANIFEST_FILE), JSON.stringify(MANIFEST));
  server = await startTestServer({ staticDir, renderPage: render, ...options });
}

/** The running test server. @throws when no test started one. */
function shop(): TestServer {
  if (!server) throw new Error('No test server: call start() first.');
  return server;
}

afterEach(async () => {
  // Closed once: the tests without a server must not close the last one again (on PostgreSQL a
  // second close fails with CONNECTION_ENDED).
  await server?.close();
  server = undefined;
  if (staticDir) await rm(staticDir, { recursive: true, force: true });
  staticDir = undefined;
});

/** The markup of `#root` (up to the state block) and the state of a page. */
function parsePage(html: string): { root: string; state: SsrState | null } {
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="module"|<div id="root">([\s\S]*)<script type="application\/json"/.exec(html);
  const state = new RegExp(`<script type="application/json" id="${SSR_STATE_ID}">(.*?)</script>`, 's').exec(html);
  return { root: root?.[1] ?? root?.[2] ?? '', state: state ? (JSON.parse(state[1]!) as SsrState) : null };
}

describe('with the renderer', () => {
  beforeEach(() => start());

  it('renders the home page with its featured products and the data it was rendered from', async () => {
    const response = await shop().client().request('/');
    expect(response.status).toBe(200);
    const { root, state } = parsePage(await response.text());
    expect(root).toContain('Kopi Arabika Gayo');
    expect(root).toContain('Produk Pilihan');
    expect(root).not.toContain('Painted before');
    // The visitor's own page: never kept by a shared cache.
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    expect(state?.queries.queries.map((query) => query.queryKey[0])).toEqual(
      expect.arrayContaining(['currentUser', 'storeSettings', 'products', 'partners']),
    );
    expect(state?.router).toEqual({ loaderData: {}, actionData: null, errors: null });
    // The footer's year, and the same year for the browser to hydrate with (src/lib/render-year.ts).
    const year = jakartaYear(new Date());
    expect(state?.year).toBe(year);
    expect(root).toContain(`© ${year} Seulanga`);
  });

  it('prices the page at the instant it rendered, which it carries for the browser to hydrate with (src/lib/render-now.ts)', async () => {
    const before = Date.now();
    // The seed's promo runs on Tas Anyaman Pandan (src/domain/seed/products.ts).
    const { root, state } = parsePage(await (await shop().client().request('/product/91')).text());
    const renderedAt = Date.parse(state?.renderedAt ?? '');
    expect(renderedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(renderedAt).toBeLessThanOrEqual(Date.now());
    expect(root).toContain('-17%');
    const struck = /<s\b[^>]*>(.*?)<\/s>/.exec(root)?.[1] ?? '';
    expect(struck.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ')).toBe('Harga normal Rp 120.000');
  });

  it("preloads the page's module and the chunks it needs beyond the entry's, and keeps the manifest private", async () => {
    const home = await (await shop().client().request('/')).text();
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-H1.js">');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/card-C1.js">');
    expect(home).not.toContain('href="/assets/framework-F1.js"');
    // The catalogue's module is not in this build's manifest: nothing to preload.
    expect(await (await shop().client().request('/catalog')).text()).not.toContain('rel="modulepreload"');
    expect((await shop().client().request(`/${MANIFEST_FILE}`)).status).toBe(404);
  });

  it("preloads the admin layout's module with an admin page it renders, before the page's own", async () => {
    const admin = await shop().signIn(DEMO.admin.username, DEMO.admin.password);
    const html = await (await admin.request('/admin')).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads).toEqual(['/assets/admin-layout-A1.js', '/assets/menu-M1.js', '/assets/dashboard-D1.js']);
  });

  it("applies the catalogue's URL filters", async () => {
    const { root } = parsePage(await (await shop().client().request('/catalog?category=Fashion&sort=name')).text());
    expect(root).toContain('Kain Songket Aceh');
    expect(root).toContain('Kupiah Meukeutop');
    expect(root).not.toContain('Kopi Arabika Gayo');
    expect(root.indexOf('Kain Songket Aceh')).toBeLessThan(root.indexOf('Kupiah Meukeutop'));
  });

  it("renders a signed-in buyer's header with their cart count, and never another visitor's", async () => {
    const buyer = await shop().registerBuyer('ssrbuyer', 'rahasia123');
    expect((await buyer.request('/api/cart/items', { method: 'POST', json: { productId: 1 } })).status).toBe(200);
    const mine = parsePage(await (await buyer.request('/product/1')).text());
    expect(mine.root).toContain('Keranjang (1)');
    expect(mine.state?.queries.queries.find((query) => query.queryKey[0] === 'currentUser')?.state.data).toMatchObject({
      username: 'ssrbuyer',
    });
    const visitor = parsePage(await (await shop().client().request('/product/1')).text());
    expect(visitor.root).not.toContain('Keranjang (');
    expect(visitor.root).toContain('Masuk');
    expect(JSON.stringify(visitor.state)).not.toContain('ssrbuyer');
  });

  it('renders the theme of the theme cookie', async () => {
    const dark = parsePage(await (await shop().client('theme=dark').request('/tentang-kami')).text());
    expect(dark.root).toMatch(/aria-label="Ganti tema" aria-pressed="true"/);
    const light = parsePage(await (await shop().client('theme=%3Cb%3E').request('/tentang-kami')).text());
    expect(light.root).toMatch(/aria-label="Ganti tema" aria-pressed="false"/);
  });

  it('sends the old purchase history to the Selesai tab of Pesanan Saya, for good', async () => {
    const response = await shop().client().request('/purchase-history');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/pesanan-saya?status=Selesai');
  });

  it('renders the not-found pages with a 404', async () => {
    const product = await shop().client().request('/product/987654321');
    expect(product.status).toBe(404);
    expect(parsePage(await product.text()).root).toContain('Produk tidak ditemukan');
    const unknown = await shop().client().request('/tidak-ada');
    expect(unknown.status).toBe(404);
    expect(parsePage(await unknown.text()).root).toContain('Halaman tidak ditemukan');
  });

  it("renders a buyer's own pages for that buyer: the cart, the orders (a tab too), an order", async () => {
    const buyer = await shop().signIn(DEMO.buyer.username, DEMO.buyer.password);
    expect((await buyer.request('/api/cart/items', { method: 'POST', json: { productId: 1 } })).status).toBe(200);
    const pages = [
      ['/cart', 'Keranjang Belanja', 'Kopi Arabika Gayo'],
      ['/pesanan-saya', 'Pesanan Saya', 'ORD002'],
      ['/pesanan-saya/ORD002', 'ORD002', 'Dikirim'],
      ['/pesanan-saya?status=Dikirim', 'Pesanan Saya', 'ORD002'],
    ] as const;
    for (const [path, heading, shows] of pages) {
      const response = await buyer.request(path);
      // Signed in: no cache keeps it, not even the browser's back-forward cache.
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      const page = parsePage(await response.text());
      expect(page.state, path).not.toBeNull();
      expect(page.root, path).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
      expect(page.root, path).toContain(shows);
    }
  });

  it("renders a buyer's checkout with their cart lines, saved address and the store's options, its form disabled until hydrated", async () => {
    const buyer = await shop().signIn(DEMO.buyer.username, DEMO.buyer.password);
    expect((await buyer.request('/api/cart/items', { method: 'POST', json: { productId: 1, quantity: 2 } })).status).toBe(200);
    expect((await buyer.request('/api/cart/items', { method: 'POST', json: { productId: 11 } })).status).toBe(200);
    const response = await buyer.request('/checkout');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    const page = parsePage(await response.text());
    expect(page.state).not.toBeNull();
    expect(page.root).toMatch(/<h1[^>]*>Pembayaran<\/h1>/);
    // The cart's lines at the catalogue's prices: Kopi Arabika Gayo × 2 + Kue Adee × 1.
    expect(page.root).toContain('Kopi Arabika Gayo');
    expect(page.root).toContain('Kue Adee');
    expect(page.root).toMatch(/Subtotal<\/dt><dd>Rp\s205\.000</);
    // The buyer's default address fills the form, shown as one card with `Ubah`; the cheapest
    // courier of its destination is chosen; the store's payment choices are offered.
    const address = seedUsers.find((user) => user.username === DEMO.buyer.username)!.addresses.find((a) => a.isDefault)!;
    expect(page.root).toContain('aria-label="Alamat Pengiriman"');
    expect(page.root.replaceAll('<!-- -->', '')).toContain(`${address.recipientName} · ${address.phone}`);
    expect(page.root).toContain('aria-label="Ubah alamat pengiriman"');
    expect(page.root).toMatch(/role="radio" aria-checked="true"[^>]*value="[a-z-]+"/);
    expect(page.root).toContain('GoPay');
    // Nothing can be typed or submitted before the browser has taken the form over.
    expect(page.root).toMatch(/<fieldset disabled=""/);
    expect(page.root).toContain('Buat Pesanan');
    expect(page.state?.queries.queries.map((query) => query.queryKey[0])).toEqual(
      expect.arrayContaining(['currentUser', 'storeSettings', 'cartItems']),
    );
  });

  it('leaves the checkout of an empty cart unrendered: the browser sends the buyer home as before', async () => {
    const buyer = await shop().registerBuyer('emptycart', 'rahasia123');
    const html = await (await buyer.request('/checkout')).text();
    expect(html).toContain('Painted before');
    expect(parsePage(html).state).toBeNull();
    expect(html).not.toContain('emptycart');
  });

  it("renders the admin's dashboard for an admin, its chart left to the browser", async () => {
    // The seed has orders of today (dated from its writing), so the monthly chart has something to draw.
    const admin = await shop().signIn(DEMO.admin.username, DEMO.admin.password);
    const response = await admin.request('/admin');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = parsePage(await response.text());
    expect(page.state).not.toBeNull();
    expect(page.root).toMatch(/<h1[^>]*>Beranda Toko<\/h1>/);
    expect(page.root).toContain('Aktivitas Penjualan Bulanan');
    expect(page.root).toContain('ORD001');
    // The chart's figure and its table are there; recharts draws in the browser only.
    expect(page.root).toContain('Grafik batang Produk Terjual dan Pesanan Baru');
    expect(page.root).not.toContain('Belum ada data untuk periode ini.');
    expect(page.root).not.toContain('recharts');
    // Rendered for a wide screen (no phone's hint): 'Pesanan Terbaru' is a table.
    expect(page.state?.narrowScreen).toBe(false);
    expect(page.root).toMatch(/<table[^>]*>\s*<caption[^>]*>Pesanan Terbaru<\/caption>/);
  });

  it("renders the back office's lists as cards for a phone, as the phone shows them, and says so to the browser", async () => {
    const admin = await shop().signIn(DEMO.admin.username, DEMO.admin.password);
    const phones: Record<string, string>[] = [{ 'sec-ch-ua-mobile': '?1' }, { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148' }];
    for (const headers of phones) {
      const response = await admin.request('/admin', { headers });
      expect(response.headers.get('vary')).toMatch(/sec-ch-ua-mobile/i);
      const page = parsePage(await response.text());
      expect(page.state?.narrowScreen).toBe(true);
      expect(page.root).toMatch(/<ul[^>]*aria-label="Pesanan Terbaru"/);
      expect(page.root).not.toMatch(/<caption[^>]*>Pesanan Terbaru<\/caption>/);
      expect(page.root).toContain('ORD001');
    }
  });

  it("leaves a signed-in area's page unrendered for anyone its role guard refuses, and the forms and the back office to the browser", async () => {
    const buyer = await shop().signIn(DEMO.buyer.username, DEMO.buyer.password);
    const admin = await shop().signIn(DEMO.admin.username, DEMO.admin.password);
    const visitor = shop().client();
    const refused = [
      [buyer, ['/settings', '/payment-confirmation', '/cart/1', '/admin', '/admin/tidak-ada', '/login', '/register']],
      [admin, ['/cart', '/checkout', '/pesanan-saya', '/pesanan-saya/ORD002', '/admin/orders', '/admin/settings']],
      [visitor, ['/cart', '/checkout', '/pesanan-saya', '/pesanan-saya/ORD002', '/admin']],
    ] as const;
    for (const [client, paths] of refused) {
      for (const path of paths) {
        const html = await (await client.request(path)).text();
        expect(html, path).toContain('Painted before');
        expect(parsePage(html).state, path).toBeNull();
        expect(html, path).not.toContain('ORD002');
      }
    }
  });

  it('renders the maintenance notice for visitors while maintenance mode is on, the page for the admin', async () => {
    const admin = await shop().signIn(DEMO.admin.username, DEMO.admin.password);
    const store = (await (await admin.request('/api/settings/store')).json()) as Record<string, unknown>;
    expect((await admin.request('/api/settings/store', { method: 'PUT', json: { ...store, maintenanceMode: true } })).status).toBe(200);
    const visitor = parsePage(await (await shop().client().request('/catalog')).text());
    expect(visitor.root).toContain('Toko sedang dalam pemeliharaan');
    expect(visitor.root).not.toContain('Kopi Arabika Gayo');
    const own = parsePage(await (await admin.request('/catalog')).text());
    expect(own.root).toContain('Kopi Arabika Gayo');
  });

  it("carries a product's first 10 reviews only, with 'Muat Lebih Banyak' and the count and average over all", async () => {
    await shop().database.db.insert(reviewsTable).values(
      Array.from({ length: 12 }, (_, i) => ({
        id: `REV-SSR-${i}`,
        productId: 1,
        author: `pengulas${i}`,
        rating: 3,
        text: `Ulasan halaman ${i}`,
        createdAt: new Date(Date.UTC(2026, 5, 1 + i)).toISOString(),
      })),
    );
    const { root, state } = parsePage(await (await shop().client().request('/product/1')).text());
    const list = /<ul aria-label="Daftar ulasan"[\s\S]*?<\/ul>/.exec(root)?.[0] ?? '';
    expect(list.match(/<li/g)).toHaveLength(10);
    expect(list).toContain('Ulasan halaman 11');
    expect(list).not.toContain('Ulasan halaman 1<');
    expect(root).toContain('Muat Lebih Banyak');
    expect(root).toMatch(/dari 5 · <!-- -->14<!-- --> ulasan|dari 5 · 14 ulasan/);
    const pages = state?.queries.queries.filter((query) => query.queryKey[0] === 'reviews') ?? [];
    expect(pages.map((query) => query.queryKey)).toEqual([['reviews', 1, 1]]);
    expect(pages[0]!.state.data).toMatchObject({ total: 14, page: 1 });
    expect((pages[0]!.state.data as { items: unknown[] }).items).toHaveLength(10);
  });

  it('escapes what the admin typed, in the markup and in the state', async () => {
    const admin = await shop().signIn(DEMO.admin.username, DEMO.admin.password);
    const name = `Kopi </script><script>alert(1)</script> <b>`;
    const id = await saveHostileProduct(admin, name, 3);
    const html = await (await shop().client().request(`/product/${id}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    const { root, state } = parsePage(html);
    expect(root).toContain('Kopi &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;');
    expect(JSON.stringify(state)).toContain(name);
  });
});

it('sends the page unrendered when the renderer fails, or leaves a page to the browser', async () => {
  let calls = 0;
  await start(async () => {
    calls += 1;
    if (calls === 1) throw new Error('render failed');
    return null;
  });
  for (const path of ['/', '/catalog']) {
    const response = await shop().client().request(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Painted before');
    expect(html).toContain('<title>');
    expect(parsePage(html).state).toBeNull();
  }
  expect(calls).toBe(2);
});

describe('an account that must first change its password', () => {
  // The shop's own seed: the demo accounts keep its published password hashes.
  beforeEach(() => start(renderPage, { demoPasswordsMustChange: true, seed: { ...seed } }));

  it("gets its own pages unrendered: the browser shows 'Ganti Kata Sandi' instead", async () => {
    const buyer = await shop().signIn(DEMO.buyer.username, DEMO.buyer.password);
    // A cart line (the account may not change its cart yet), so the checkout has a page to show.
    const buyerId = seedUsers.find((user) => user.username === DEMO.buyer.username)!.id;
    await shop().database.db.insert(cartItemsTable).values({ userId: buyerId, productId: 1, quantity: 1 });
    for (const path of ['/cart', '/checkout', '/pesanan-saya', '/pesanan-saya/ORD002']) {
      const html = await (await buyer.request(path)).text();
      expect(html, path).toContain('Painted before');
      expect(parsePage(html).state, path).toBeNull();
      expect(html, path).not.toContain('ORD002');
    }
  });
});

describe('the micro-cache of anonymous pages', () => {
  /** The real renderer, counting the pages it renders. */
  function countingRenderer() {
    const urls: string[] = [];
    const render: RenderPage = (input) => {
      urls.push(new URL(input.url).pathname + new URL(input.url).search);
      return renderPage(input);
    };
    return { urls, render };
  }

  /** The answers to a visitor's requests of `paths`, one after the other (requests at once would each miss the cache). */
  async function inTurn(paths: string[]): Promise<Response[]> {
    const answers: Response[] = [];
    for (const path of paths) answers.push(await shop().client().request(path));
    return answers;
  }

  it('serves the next visitor of the same address and theme without rendering again, until a change everyone sees', async () => {
    const renderer = countingRenderer();
    await start(renderer.render);
    const first = await shop().client().request('/catalog?category=Fashion');
    const second = await shop().client().request('/catalog?category=Fashion');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    expect(renderer.urls).toEqual(['/catalog?category=Fashion']);
    // Another theme or another query is another page.
    await shop().client('theme=dark').request('/catalog?category=Fashion');
    await shop().client().request('/catalog?category=Minuman');
    expect(renderer.urls).toHaveLength(3);
    // A phone is not: a storefront page's markup is the same on every screen, so the screen guess
    // (for the back office's lists) is left out of its key, its data and its Vary. Before, a
    // phone's page was a 4th rendering and a second copy of every storefront page.
    const phone = await shop().client().request('/catalog?category=Fashion', { headers: { 'sec-ch-ua-mobile': '?1' } });
    expect(parsePage(await phone.text()).state?.narrowScreen).toBe(false);
    expect(phone.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(renderer.urls).toHaveLength(3);
    // Stock sold (every order announces it) keeps the pages: the cache would never hold one while
    // orders flow; a page shows stock at most PAGE_CACHE_STALE_MS old, and ordering checks it.
    shop().caches.pages.changes([{ keys: ['stock'], audience: { kind: 'public' } }]);
    await shop().client().request('/catalog?category=Fashion');
    expect(renderer.urls).toHaveLength(3);

    // A product saved by the admin (a change everyone may see) clears it.
    const admin = await shop().signIn(DEMO.admin.username, DEMO.admin.password);
    await saveHostileProduct(admin, 'Songket Baru', 2);
    const after = parsePage(await (await shop().client().request('/catalog?category=Fashion')).text());
    expect(renderer.urls).toHaveLength(4);
    expect(after.root).toContain('Kain Songket Aceh');
  });

  it('sends a kept page with the gzip bytes kept beside it to a client that takes gzip, the text to one that does not', async () => {
    const renderer = countingRenderer();
    await start(renderer.render);
    const gzipped = { headers: { 'accept-encoding': 'gzip, deflate, br' } };
    const first = await shop().client().request('/catalog?category=Fashion', gzipped);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const firstBody = Buffer.from(await first.arrayBuffer());
    const html = gunzipSync(firstBody).toString('utf8');
    expect(html).toContain('<div id="root">');
    const kept = shop().caches.pages.get('light wide http://127.0.0.1/catalog?category=Fashion');
    expect(kept?.html).toBe(html);
    // The rendering's own answer is the kept gzip bytes: the page is compressed once, not again
    // by the compress middleware (before, its body was a second, streamed compression).
    expect(firstBody.equals(Buffer.from(kept!.gzip))).toBe(true);
    const hit = await shop().client().request('/catalog?category=Fashion', gzipped);
    expect(renderer.urls).toEqual(['/catalog?category=Fashion']);
    expect(hit.status).toBe(200);
    expect([hit.headers.get('content-encoding'), hit.headers.get('content-type'), hit.headers.get('vary'), hit.headers.get('cache-control')]).toEqual([
      'gzip',
      'text/html; charset=UTF-8',
      'Cookie, Accept-Encoding',
      'private, no-cache',
    ]);
    const body = Buffer.from(await hit.arrayBuffer());
    expect(body.equals(Buffer.from(kept!.gzip))).toBe(true);
    expect(gunzipSync(body).toString('utf8')).toBe(html);
    // Deflate preferred, or no compression asked: not the gzip bytes.
    const deflated = await shop().client().request('/catalog?category=Fashion', { headers: { 'accept-encoding': 'gzip;q=0.5, deflate' } });
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString('utf8')).toBe(html);
    const plain = await shop().client().request('/catalog?category=Fashion', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
    // The "not found" page keeps its 404.
    await shop().client().request('/tidak-ada', gzipped);
    const missing = await shop().client().request('/tidak-ada-lagi', gzipped);
    expect([missing.status, missing.headers.get('content-encoding')]).toEqual([404, 'gzip']);
    expect(renderer.urls).toHaveLength(2);
  });

  it("answers a kept page in the encoding hono's compress middleware chooses for the same Accept-Encoding", async () => {
    // acceptsGzipFirst copies hono's private choice (hono 4, middleware/compress selectEncoding):
    // a kept page and a compressed API answer must agree for every header a browser may send.
    const renderer = countingRenderer();
    await start(renderer.render);
    await shop().client().request('/catalog?category=Fashion');
    const headers = ['gzip', 'deflate', 'gzip, deflate, br', 'deflate, gzip', 'gzip;q=0.5, deflate', 'gzip;q=0.5, deflate;q=0.5', 'deflate;q=0.9, gzip;q=0.8', '*', '*;q=0.5, deflate', 'identity', 'br', 'gzip;q=0', 'GZIP'];
    for (const value of headers) {
      const page = await shop().client().request('/catalog?category=Fashion', { headers: { 'accept-encoding': value } });
      const api = await shop().client().request('/api/products?pageSize=50', { headers: { 'accept-encoding': value } });
      expect(page.headers.get('content-encoding'), value).toBe(api.headers.get('content-encoding'));
    }
    expect(renderer.urls).toHaveLength(1);
  });

  it('never serves or keeps a page for a request with a session cookie, nor one of another origin', async () => {
    const renderer = countingRenderer();
    await start(renderer.render);
    const buyer = await shop().registerBuyer('cachebuyer', 'rahasia123');
    expect((await buyer.request('/api/cart/items', { method: 'POST', json: { productId: 1 } })).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect(parsePage(await (await buyer.request('/product/1')).text()).root).toContain('Keranjang (1)');
    // An ended session's cookie: rendered as for a visitor, but not from or into the cache.
    // The buyer's checkout (the cart's lines, the saved address) is rendered anew each time.
    for (let i = 0; i < 2; i += 1) expect(parsePage(await (await buyer.request('/checkout')).text()).root).toContain('Kopi Arabika Gayo');
    expect(renderer.urls.filter((url) => url === '/checkout')).toHaveLength(2);
    renderer.urls.length -= 2;
    const ended = shop().client(`seulanga_session=${'x'.repeat(43)}`);
    await ended.request('/product/1');
    expect(renderer.urls).toHaveLength(3);
    const visitor = parsePage(await (await shop().client().request('/product/1')).text());
    expect(visitor.root).not.toContain('Keranjang (');
    expect(renderer.urls).toHaveLength(4);
    // Without PUBLIC_URL a page's links follow the Host: another origin's page is its own.
    const elsewhere = await (await shop().app.request('http://evil.example/product/1')).text();
    expect(elsewhere).toContain('http://evil.example/product/1');
    const ours = await (await shop().client().request('/product/1')).text();
    expect(ours).not.toContain('evil.example');
    expect(renderer.urls).toHaveLength(5);
  });

  it("costs no rendering for a signed-in area's page asked with a session that may not open it: a forged cookie, another role", async () => {
    const renderer = countingRenderer();
    await start(renderer.render);
    const buyer = await shop().signIn(DEMO.buyer.username, DEMO.buyer.password);
    const forged = shop().client(`${SESSION_COOKIE}=${'x'.repeat(43)}`);
    for (const [client, path] of [[forged, '/cart'], [forged, '/admin'], [buyer, '/admin'], [buyer, '/admin']] as const) {
      expect((await client.request(path)).status, path).toBe(200);
    }
    expect(renderer.urls).toEqual([]);
    await buyer.request('/cart');
    expect(renderer.urls).toEqual(['/cart']);
  });

  it('stays within its bounds: 10,000 unknown paths keep one page, many addresses at most its entries and bytes', async () => {
    let calls = 0;
    // The render limit lifted: the bounds of the cache alone.
    await start(
      async () => {
        calls += 1;
        return { html: '<main>halaman</main>', modules: [], state: { queries: { queries: [], mutations: [] }, router: {} } };
      },
      { rendersPerAddress: 1_000_000 },
    );
    const visitor = shop().client();
    for (let i = 0; i < 10_000; i += 1) expect((await visitor.request(`/tidak-ada-${i}`)).status).toBe(404);
    expect(shop().caches.pages.size()).toBe(1);
    expect(calls).toBe(1);
    for (let i = 0; i < PAGE_CACHE_ENTRIES + 100; i += 1) await visitor.request(`/catalog?q=${i}`);
    expect(shop().caches.pages.size()).toBe(PAGE_CACHE_ENTRIES);
    expect(shop().caches.pages.bytes()).toBeLessThanOrEqual(PAGE_CACHE_BYTES);
    expect(calls).toBe(1 + PAGE_CACHE_ENTRIES + 100);
  }, 300_000);

  it("renders the 'not found' page once for every unknown path (per first segment a page's path starts with), and a missing product each time", async () => {
    const renderer = countingRenderer();
    await start(renderer.render);
    const answers = await inTurn(['/tidak-ada', '/x/y/z?utm_source=a', '/Halaman-Lain/']);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(new Set(bodies).size).toBe(1);
    // What a visitor sees: the heading, the link home, no link marked as the current page.
    const page = parsePage(bodies[0]!);
    expect(page.root).toContain('<h1 class="text-2xl font-semibold">Halaman tidak ditemukan</h1>');
    expect(page.root).toMatch(/<a[^>]*href="\/"[^>]*>Kembali ke beranda<\/a>/);
    expect(page.root).not.toContain('aria-current="page"');
    expect(bodies[0]).toContain('<title>Halaman tidak ditemukan — Seulanga</title>');
    expect(renderer.urls).toEqual(['/halaman-yang-tidak-ada']);

    // Under a page's first segment the header marks that page's link: one page for those.
    const catalogue = await Promise.all((await inTurn(['/catalog/x', '/CATALOG/y/z'])).map((answer) => answer.text()));
    expect(new Set(catalogue).size).toBe(1);
    expect(parsePage(catalogue[0]!).root).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/catalog"|<a[^>]*href="\/catalog"[^>]*aria-current="page"/);
    expect(renderer.urls).toEqual(['/halaman-yang-tidak-ada', '/catalog/halaman-yang-tidak-ada/halaman-yang-tidak-ada']);

    // A missing product's page and data name the id typed: rendered each time, never kept.
    for (let i = 0; i < 2; i += 1) expect((await shop().client().request('/product/987654321')).status).toBe(404);
    expect(renderer.urls.slice(2)).toEqual(['/product/987654321', '/product/987654321']);
  });

  it('renders a page once for requests of it sent at once', async () => {
    const renderer = countingRenderer();
    await start(renderer.render);
    const answers = await Promise.all(['/tidak-ada', '/x/y', '/tidak-ada', '/z'].map(async (path) => shop().client().request(path)));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1);
    expect(renderer.urls).toEqual(['/halaman-yang-tidak-ada']);
    // A request with a session cookie waits for nobody's rendering (its page is its own).
    const ended = `seulanga_session=${'x'.repeat(43)}`;
    await Promise.all([shop().client(ended).request('/tentang-kami'), shop().client(ended).request('/tentang-kami'), shop().client().request('/tentang-kami')]);
    expect(renderer.urls.slice(1)).toEqual(['/tentang-kami', '/tentang-kami', '/tentang-kami']);
  });

  it('keys a page by the URL parameters it reads: other parameters, their order and repeats render nothing new', async () => {
    const renderer = countingRenderer();
    await start(renderer.render);
    const paths = ['/catalog?category=Fashion&utm_source=x', '/catalog?fbclid=1&category=Fashion', '/catalog?category=Fashion&category=Minuman', '/catalog?category=Fashion'];
    const bodies = await Promise.all((await inTurn(paths)).map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(parsePage(bodies[0]!).root).toContain('Kain Songket Aceh');
    for (const path of ['/?a=1', '/?b=2', '/']) expect((await shop().client().request(path)).status).toBe(200);
    expect(renderer.urls).toEqual(['/catalog?category=Fashion', '/']);
    // The parameters the catalogue reads are each a page of their own.
    await shop().client().request('/catalog?category=Fashion&sort=price-asc&q=kain&page=1');
    expect(renderer.urls.at(-1)).toBe('/catalog?category=Fashion&q=kain&sort=price-asc&page=1');
  });
});

describe('the render limit per client address', () => {
  /** The real renderer, counting the pages it renders. */
  let renders = 0;
  const counting: RenderPage = (input) => {
    renders += 1;
    return renderPage(input);
  };
  beforeEach(async () => {
    renders = 0;
    await start(counting, { rendersPerAddress: 3, trustProxy: 1 });
  });

  /** A request from `address` (through the one trusted proxy), with `cookie` when given. */
  const from = (address: string, path: string, cookie = '') => shop().client(cookie).request(path, { headers: { 'x-forwarded-for': address } });
  const ENDED = `seulanga_session=${'x'.repeat(43)}`;

  it('renders at most the limit for an address, then sends the page unrendered (200, its head) for the browser to render', async () => {
    expect(DEFAULT_RENDERS_PER_ADDRESS).toBe(60);
    // A session cookie (an ended one here) is never served from the page cache: each costs a rendering.
    for (let i = 0; i < 3; i += 1) expect(parsePage(await (await from('203.0.113.7', '/product/1', ENDED)).text()).state).not.toBeNull();
    const past = await from('203.0.113.7', '/product/1', ENDED);
    expect(past.status).toBe(200);
    const html = await past.text();
    expect(parsePage(html).state).toBeNull();
    expect(html).toMatch(/<!--app-->[\s\S]*<!--\/app-->/);
    expect(html).toContain('<title>Kopi Arabika Gayo — Seulanga</title>');
    expect(renders).toBe(3);
    // Another address is not slowed.
    expect(parsePage(await (await from('198.51.100.1', '/product/1', ENDED)).text()).state).not.toBeNull();
    expect(renders).toBe(4);
  });

  it('is shared by two instances on one database: an address gets the limit once, not once per instance', async () => {
    // A second app over the same database, with its own caches and its own render limit.
    const second = createApp({ ...shop().deps, caches: createInstanceCaches(shop().database), catalogSearches: undefined });
    const fromSecond = (address: string) => second.request('http://127.0.0.1/product/1', { headers: { 'x-forwarded-for': address, cookie: ENDED } });
    for (let i = 0; i < 2; i += 1) expect(parsePage(await (await from('203.0.113.8', '/product/1', ENDED)).text()).state).not.toBeNull();
    expect(parsePage(await (await fromSecond('203.0.113.8')).text()).state).not.toBeNull();
    const past = await fromSecond('203.0.113.8');
    expect(past.status).toBe(200);
    expect(parsePage(await past.text()).state).toBeNull();
    expect(parsePage(await (await from('203.0.113.8', '/product/1', ENDED)).text()).state).toBeNull();
    expect(renders).toBe(3);
    expect(parsePage(await (await fromSecond('198.51.100.2')).text()).state).not.toBeNull();
  });

  it('counts IPv6 by its /64, and a page from the page cache not at all', async () => {
    for (let i = 0; i < 3; i += 1) await from(`2001:db8:1:2::${i + 1}`, '/product/1', ENDED);
    expect(parsePage(await (await from('2001:db8:1:2:ffff::9', '/product/1', ENDED)).text()).state).toBeNull();
    expect(parsePage(await (await from('2001:db8:1:3::1', '/product/1', ENDED)).text()).state).not.toBeNull();
    expect(renders).toBe(4);
    // A visitor without a cookie: one rendering, then the cache, however often.
    for (let i = 0; i < 10; i += 1) expect(parsePage(await (await from('192.0.2.5', '/tentang-kami')).text()).state).not.toBeNull();
    expect(renders).toBe(5);
  });
});

describe('withRenderedPage', () => {
  const index = '<html><head><title>x</title></head><body><div id="root"><!--app--><p>wait</p><!--/app--></div><script type="module" src="/a.js"></script></body></html>';
  const page = (html: string): RenderedPage => ({ html, modules: [], state: { queries: { queries: [], mutations: [] }, router: {} } });

  it('puts the markup into #root, the preloads into the head and the state at the end of the body', () => {
    const html = withRenderedPage(index, page('<link rel="preload" as="image" href="/logo.svg"/><title>T</title><main>hi</main>'));
    expect(html).toContain('<div id="root"><main>hi</main></div>');
    expect(html).toContain('<link rel="preload" as="image" href="/logo.svg"/>\n    </head>');
    expect(html).not.toContain('<title>T</title>');
    expect(html).toMatch(/<script type="application\/json" id="seulanga-ssr">\{.*\}<\/script>\n {2}<\/body>/);
  });

  it('refuses an index.html without the placeholder, and markup with a script', () => {
    expect(() => withRenderedPage('<div id="root"></div>', page('<main></main>'))).toThrow(/placeholder/);
    expect(() => withRenderedPage(index, page('<main></main><script>$RC()</script>'))).toThrow(/script/);
  });

  it("puts React's image preloads before the page's scripts, and the page module's scripts after the entry's, escaped", () => {
    const withScripts =
      '<html><head><title>x</title><script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/framework.js"></head>' +
      '<body><div id="root"><!--app--><!--/app--></div></body></html>';
    const html = withRenderedPage(withScripts, page('<link rel="preload" as="image" href="/logo.svg"/><main>hi</main>'), [
      '/assets/home-H1.js',
      '/assets/a"b.js',
    ]);
    expect(html).toContain('<title>x</title><link rel="preload" as="image" href="/logo.svg"/>\n    <script type="module" src="/assets/index.js">');
    expect(html).toContain(
      '<link rel="modulepreload" href="/assets/framework.js">  <link rel="modulepreload" crossorigin href="/assets/home-H1.js">\n  <link rel="modulepreload" crossorigin href="/assets/a&quot;b.js">\n</head>',
    );
  });

  it('leaves out a preload of an image the page head already preloads', () => {
    const preloaded = index.replace('<title>x</title>', '<title>x</title><link rel="preload" as="image" href="/p.svg" fetchpriority="high" />');
    const html = withRenderedPage(preloaded, page('<link rel="preload" as="image" href="/p.svg" fetchPriority="high"/><main>hi</main>'));
    expect(html.match(/href="\/p\.svg"/g)).toHaveLength(1);
  });

  it('keeps $ patterns in the markup as they are', () => {
    expect(withRenderedPage(index, page("<p>$& $' $1</p>"))).toContain("<p>$& $' $1</p>");
  });
});

describe('over HTTPS (the __Host- session cookie)', () => {
  it("renders a buyer's own page for the session the prefixed cookie names", async () => {
    await start(renderPage, { secureCookies: true });
    const buyer = await shop().signIn(DEMO.buyer.username, DEMO.buyer.password);
    expect(buyer.cookies()).toMatch(/__Host-seulanga_session=/);
    const page = parsePage(await (await buyer.request('/pesanan-saya')).text());
    expect(page.state).not.toBeNull();
    expect(page.root).toContain('ORD002');
  });
});
