/**
 * Browser benchmark of the shop (docs/decisions/007-measuring-performance.md): the production build in real Chromium
 * with a store of 10,000 products, 10,000 orders and 2,000 chat messages
 * ({@link generateBenchStore}), measured inside the page with the Performance API.
 *
 * Run: `npx tsx --tsconfig tsconfig.node.json scripts/bench/browser-bench.ts [--runs N]
 * [--only catalog,order,admin] [--port P] [--no-build]` (or `npm run bench`, which also runs the data-layer part).
 * Builds into `node_modules/.cache/seulanga-bench-dist` (ignored by git, ESLint and Tailwind),
 * serves it with `vite preview` on 127.0.0.1:4301 (started and stopped here), prints a table and
 * writes `reports/bench.json`.
 *
 * How each scenario is timed (all in milliseconds, median over the runs; each run uses a fresh
 * browser context, so storage and HTTP cache start empty):
 * - the store is written into localStorage from a static page of the same origin (`/robots.txt`,
 *   which does not boot the app), then the app is opened;
 * - a small init script (no data in it) records when a watched element first appears, relative to
 *   the navigation start (`performance.now()`, whose origin is the navigation);
 * - interactions run in one `page.evaluate`: a MutationObserver watching for the expected DOM is
 *   set up, `performance.now()` is taken, the input event is dispatched (a `change` on a select,
 *   an `input` on the search box, a `click`), and the time of the first DOM state that matches is
 *   taken ("dom") and the time after the next frame ("frame": a requestAnimationFrame callback,
 *   then a message-channel task, which runs after that frame's paint). "frame" is what the table
 *   reports.
 * Sessions are written as the app writes them after a login (`currentUser`: the account without
 * password fields), so the 600,000-iteration PBKDF2 login is not part of every run.
 *
 * Long on purpose: one measuring script: its build, server, scenarios and report belong to one run
 * and are read together.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startPreview } from '../lib/browser.mjs';
import { DEFAULT_PAGE_SIZE, filterProducts } from '../../src/domain/catalog/query.ts';
import { CHAT_PAGE_SIZE } from '../../src/domain/chat/paging.ts';
import {
  BENCH_CHAT_BUYER,
  BENCH_CHAT_BUYER_ID,
  BENCH_ORDER_PRODUCT_ID,
  generateBenchStore,
  serializeBenchStore,
  type BenchStore,
} from './bench-data.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = resolve(ROOT, 'node_modules/.cache/seulanga-bench-dist');
const REPORT = resolve(ROOT, 'reports/bench.json');
/** The category the category-change scenario selects. */
const CATEGORY = 'Minuman';
/** Typed one key at a time into `Cari produk`; each keystroke is one sample. */
const SEARCH_TEXT = 'kopi ar';
/** The bars each measure is held to (median, ms; docs/measuring.md). */
const BARS: Record<string, number> = { coldStartCatalog: 1000, searchKeystroke: 100 };

const GROUPS = ['catalog', 'order', 'admin'] as const;

interface Options {
  runs: number;
  /** Scenario groups to run (default all). */
  only: Array<(typeof GROUPS)[number]>;
  port: number;
  build: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { runs: 5, only: [...GROUPS], port: 4301, build: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--port') options.port = Number(argv[++i]);
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--only') {
      const groups = (argv[++i] ?? '').split(',');
      if (!groups.every((g) => (GROUPS as readonly string[]).includes(g))) throw new Error(`--only takes ${GROUPS.join(',')}`);
      options.only = groups as Options['only'];
    } else throw new Error(`Unknown argument ${arg} (use --runs N, --only ${GROUPS.join(',')}, --port P, --no-build)`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  return options;
}

/** One timing: from the trigger to the matching DOM, and to the frame after it. */
interface Timing {
  dom: number;
  frame: number;
}

/** Page-side helpers, installed before any page script runs (no data in here). */
const INIT_SCRIPT = `(() => {
  // tsx (esbuild, keepNames) wraps named functions in __name(...) in the code page.evaluate sends.
  globalThis.__name ??= (target) => target;
  const firsts = {};
  const watched = {
    catalogCard: 'ul[aria-label="Daftar produk"] > li',
    ordersRow: 'table tbody tr',
  };
  const afterFrame = (cb) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => cb(performance.now());
    channel.port2.postMessage(0);
  });
  const scan = () => {
    for (const [name, selector] of Object.entries(watched)) {
      if (firsts[name] || !document.querySelector(selector)) continue;
      const entry = { dom: performance.now(), frame: null };
      firsts[name] = entry;
      afterFrame((t) => { entry.frame = t; });
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true });
  /** Resolves with { dom, frame } (ms after 'start') once predicate() is true. */
  const waitFor = (predicate, start, timeout = 60000) => new Promise((resolve, reject) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      const dom = performance.now() - start;
      afterFrame((t) => resolve({ dom, frame: t - start }));
    };
    const observer = new MutationObserver(() => { if (predicate()) finish(); });
    const timer = setTimeout(() => {
      if (!done) { done = true; observer.disconnect(); reject(new Error('timed out waiting for the DOM')); }
    }, timeout);
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    if (predicate()) finish();
  });
  window.__bench = { firsts, waitFor };
})();`;

declare global {
  interface Window {
    __bench: {
      firsts: Record<string, { dom: number; frame: number | null } | undefined>;
      waitFor: (predicate: () => boolean, start: number, timeout?: number) => Promise<Timing>;
    };
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The session copy the app stores after a login: the account without password fields. */
function sessionOf(store: BenchStore, username: string): unknown {
  const user = store.users.find((u) => u.username === username);
  if (!user) throw new Error(`No user ${username}`);
  const { password: _password, passwordHash: _hash, ...session } = user;
  return session;
}

/** A fresh context whose localStorage holds `raw` (plus `extra`), left on a static page. */
async function newSeededContext(
  browser: Browser,
  base: string,
  raw: Record<string, string>,
  extra: Record<string, unknown> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 720 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    reducedMotion: 'reduce',
  });
  await context.addInitScript(INIT_SCRIPT);
  const page = await context.newPage();
  await page.goto('/robots.txt');
  const values = { ...raw };
  for (const [key, value] of Object.entries(extra)) values[key] = JSON.stringify(value);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
  return { context, page };
}

/** Characters in the page's localStorage (keys plus values, the unit of Chromium's quota). */
function storedChars(page: Page): Promise<number> {
  return page.evaluate(() => {
    let sum = 0;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      sum += key.length + (localStorage.getItem(key) ?? '').length;
    }
    return sum;
  });
}

/** Waits for an element recorded by the init script and returns its timings since navigation start. */
async function firstAppearance(page: Page, name: string): Promise<Timing> {
  await page.waitForFunction((n) => window.__bench.firsts[n]?.frame != null, name, { timeout: 60_000 });
  return page.evaluate((n) => {
    const entry = window.__bench.firsts[n]!;
    return { dom: entry.dom, frame: entry.frame! };
  }, name);
}

type Samples = Record<string, Timing[]>;

function add(samples: Samples, name: string, timing: Timing | null): void {
  if (!timing) return;
  (samples[name] ??= []).push(timing);
}

/** Catalogue: cold start, category change, search keystrokes (as a visitor). */
async function benchCatalog(browser: Browser, base: string, store: BenchStore, raw: Record<string, string>, samples: Samples) {
  const { context, page } = await newSeededContext(browser, base, raw);
  try {
    await page.goto('/catalog', { waitUntil: 'commit' });
    add(samples, 'coldStartCatalog', await firstAppearance(page, 'catalogCard'));
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    if (fcp !== null) add(samples, 'catalogFirstContentfulPaint', { dom: fcp, frame: fcp });

    // Category change: the select's change event to the grid holding only that category.
    const categoryCount = filterProducts(store.products, { category: CATEGORY }).length;
    add(
      samples,
      'categoryChange',
      await page.evaluate(
        async ({ category, count }) => {
          const expected = `${count.toLocaleString('id-ID')} produk`;
          const select = Array.from(document.querySelectorAll('select')).find((s) =>
            Array.from(s.options).some((o) => o.value === category),
          )!;
          const predicate = () => {
            const status = Array.from(document.querySelectorAll('[role="status"]')).some((s) => s.textContent === expected);
            const cards = document.querySelectorAll('ul[aria-label="Daftar produk"] > li article > div > p:first-child');
            return status && cards.length > 0 && Array.from(cards).every((c) => c.textContent === category);
          };
          const start = performance.now();
          const done = window.__bench.waitFor(predicate, start);
          select.value = category;
          select.dispatchEvent(new Event('change', { bubbles: true }));
          return done;
        },
        { category: CATEGORY, count: categoryCount },
      ),
    );

    // Back to all categories (not timed), then type the search text one key at a time.
    await page.getByRole('combobox', { name: 'Kategori' }).selectOption('all');
    await page.getByRole('status').filter({ hasText: `${store.products.length.toLocaleString('id-ID')} produk` }).waitFor();
    let previous = '';
    for (let i = 1; i <= SEARCH_TEXT.length; i++) {
      const text = SEARCH_TEXT.slice(0, i);
      const results = filterProducts(store.products, { q: text });
      const signature = {
        count: results.length,
        first: results[0]?.name ?? null,
        last: results[Math.min(results.length, DEFAULT_PAGE_SIZE) - 1]?.name ?? null,
      };
      const timing = await page.evaluate(
        async ({ text, signature }) => {
          const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
          const expected = `${signature.count.toLocaleString('id-ID')} produk`;
          const predicate = () => {
            const list = document.querySelector('ul[aria-label="Daftar produk"]');
            if (!list || list.classList.contains('opacity-70')) return false;
            if (!Array.from(document.querySelectorAll('[role="status"]')).some((s) => s.textContent === expected)) return false;
            const names = list.querySelectorAll('h2 a');
            return names[0]?.textContent === signature.first && names[names.length - 1]?.textContent === signature.last;
          };
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          const start = performance.now();
          const done = window.__bench.waitFor(predicate, start);
          setValue.call(input, text);
          input.dispatchEvent(new InputEvent('input', { bubbles: true, data: text.at(-1), inputType: 'insertText' }));
          return done;
        },
        { text, signature },
      );
      // A keystroke that does not change the results has no grid update to time.
      const key = JSON.stringify(signature);
      if (key !== previous) add(samples, 'searchKeystroke', timing);
      previous = key;
      await page.waitForTimeout(150);
    }
    samples.storedChars ??= [];
    samples.storedChars.push({ dom: await storedChars(page), frame: 0 });
  } finally {
    await context.close();
  }
}

/** Baseline: the same cold start over the app's own seed (15 products), to tell data cost from boot cost. */
async function benchCatalogSeedOnly(browser: Browser, base: string, samples: Samples) {
  const { context, page } = await newSeededContext(browser, base, {});
  try {
    await page.goto('/catalog', { waitUntil: 'commit' });
    add(samples, 'coldStartCatalogSeedOnly', await firstAppearance(page, 'catalogCard'));
  } finally {
    await context.close();
  }
}

/** Placing an order: click 'Buat Pesanan' to the payment confirmation page (as `pembeli`). */
async function benchPlaceOrder(browser: Browser, base: string, store: BenchStore, raw: Record<string, string>, samples: Samples) {
  const product = store.products.find((p) => p.id === BENCH_ORDER_PRODUCT_ID)!;
  const { context, page } = await newSeededContext(browser, base, raw, {
    currentUser: sessionOf(store, 'pembeli'),
    cartItems: [{ ...product, quantity: 1 }],
  });
  try {
    await page.goto('/checkout');
    const button = page.getByRole('button', { name: 'Buat Pesanan' });
    await button.waitFor();
    await page.getByLabel('Nama Lengkap').fill('Rahmat Hidayat');
    await page.waitForTimeout(200);
    add(
      samples,
      'placeOrder',
      await page.evaluate(async () => {
        const submit = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Buat Pesanan')!;
        const predicate = () =>
          location.pathname === '/payment-confirmation' &&
          Array.from(document.querySelectorAll('h1')).some((h) => h.textContent === 'Konfirmasi Pembayaran');
        const start = performance.now();
        const done = window.__bench.waitFor(predicate, start);
        submit.click();
        return done;
      }),
    );
  } catch (error) {
    await page.screenshot({ path: resolve(ROOT, 'reports/bench-failure-place-order.png') }).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}

/** Admin: the orders table (in-app link and cold load) and opening the biggest chat thread. */
async function benchAdmin(browser: Browser, base: string, store: BenchStore, raw: Record<string, string>, samples: Samples) {
  const { context, page } = await newSeededContext(browser, base, raw, { currentUser: sessionOf(store, 'admin') });
  // The thread opens on its newest page (src/domain/chat/paging.ts).
  const threadSize = Math.min(store.allChatMessages[BENCH_CHAT_BUYER_ID]!.messages.length, CHAT_PAGE_SIZE);
  try {
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    add(
      samples,
      'adminOrdersFromNav',
      await page.evaluate(async () => {
        const link = document.querySelector<HTMLAnchorElement>('nav[aria-label="Navigasi admin"] a[href="/admin/orders"]')!;
        const predicate = () =>
          location.pathname === '/admin/orders' &&
          Array.from(document.querySelectorAll('table')).some(
            (t) => t.caption?.textContent === 'Daftar pesanan' && t.tBodies[0]!.rows.length > 0,
          );
        const start = performance.now();
        const done = window.__bench.waitFor(predicate, start);
        link.click();
        return done;
      }),
    );

    // Chat: open the panel (not timed), then select the buyer's thread.
    await page.getByRole('button', { name: /^Buka chat/ }).click();
    const panel = page.getByRole('dialog', { name: 'Chat Pembeli' });
    await panel.locator(`button[data-buyer="${BENCH_CHAT_BUYER_ID}"]`).waitFor();
    await page.waitForTimeout(200);
    add(
      samples,
      'openChatThread',
      await page.evaluate(
        async ({ buyer, buyerId, size }) => {
          const button = document.querySelector<HTMLButtonElement>(`button[data-buyer="${buyerId}"]`)!;
          const predicate = () => {
            const log = document.querySelector(`[role="log"][aria-label="Percakapan dengan ${buyer}"] ol`);
            return log !== null && log.childElementCount === size;
          };
          const start = performance.now();
          const done = window.__bench.waitFor(predicate, start);
          button.click();
          return done;
        },
        { buyer: BENCH_CHAT_BUYER, buyerId: BENCH_CHAT_BUYER_ID, size: threadSize },
      ),
    );

    // Cold load of /admin/orders: navigation start to the first row.
    await page.goto('/admin/orders', { waitUntil: 'commit' });
    add(samples, 'adminOrdersColdLoad', await firstAppearance(page, 'ordersRow'));
  } finally {
    await context.close();
  }
}

const LABELS: Record<string, string> = {
  coldStartCatalog: '(1) cold start → first product card on /catalog',
  catalogFirstContentfulPaint: '    first contentful paint on /catalog',
  coldStartCatalogSeedOnly: '    baseline: same cold start, seed store (15 products)',
  categoryChange: `(2) category change (${CATEGORY}) → grid updated`,
  searchKeystroke: `(3) search keystroke ("${SEARCH_TEXT}") → grid updated`,
  adminOrdersFromNav: '(4) admin: link Pesanan → orders rows visible',
  adminOrdersColdLoad: '    admin: cold load /admin/orders → first row',
  placeOrder: "(5) click 'Buat Pesanan' → payment confirmation",
  openChatThread: `(6) admin chat: select thread (${BENCH_CHAT_BUYER}) → messages visible`,
};

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const store = generateBenchStore();
  const { raw, chars } = serializeBenchStore(store);
  console.log(
    `Benchmark store: ${store.products.length} products, ${store.orders.length} orders, ` +
      `${Object.values(store.allChatMessages).reduce((n, t) => n + t.messages.length, 0)} chat messages; ` +
      `${chars.toLocaleString('en-US')} characters written to localStorage`,
  );

  if (options.build) {
    console.log(`Building into ${OUT_DIR} ...`);
    const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      // The browser benchmark measures the localStorage mode (its seeding writes localStorage).
      env: { ...process.env, VITE_SHOP_MODE: 'browser' },
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const server = await startPreview({ outDir: OUT_DIR, port: options.port });
  const base = server.url;
  process.on('SIGINT', () => {
    void server.close().then(() => process.exit(130));
  });
  let browser: Browser | undefined;
  let browserVersion = '';
  const samples: Samples = {};
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    browserVersion = browser.version();
    // One unmeasured warm-up pass (OS file cache, preview server), then the measured runs.
    for (let run = 0; run <= options.runs; run++) {
      const target: Samples = run === 0 ? {} : samples;
      process.stdout.write(run === 0 ? 'warm-up ' : `run ${run}/${options.runs} `);
      if (options.only.includes('catalog')) {
        await benchCatalog(browser, base, store, raw, target);
        await benchCatalogSeedOnly(browser, base, target);
      }
      if (options.only.includes('order')) await benchPlaceOrder(browser, base, store, raw, target);
      if (options.only.includes('admin')) await benchAdmin(browser, base, store, raw, target);
      process.stdout.write('done\n');
    }
  } finally {
    await browser?.close();
    await server.close();
  }

  const results: Record<string, unknown> = {};
  const rows: string[][] = [['scenario', 'median ms', 'min', 'max', 'n', 'dom median', 'bar']];
  for (const [name, label] of Object.entries(LABELS)) {
    const list = samples[name] ?? [];
    if (list.length === 0) continue;
    const frames = list.map((t) => t.frame);
    const doms = list.map((t) => t.dom);
    const bar = BARS[name];
    const med = median(frames);
    results[name] = {
      label: label.trim(),
      medianMs: round(med),
      minMs: round(Math.min(...frames)),
      maxMs: round(Math.max(...frames)),
      samples: frames.map(round),
      domMedianMs: round(median(doms)),
      ...(bar !== undefined ? { barMs: bar, meetsBar: med < bar } : {}),
    };
    rows.push([
      label,
      round(med).toFixed(1),
      round(Math.min(...frames)).toFixed(1),
      round(Math.max(...frames)).toFixed(1),
      String(list.length),
      round(median(doms)).toFixed(1),
      bar === undefined ? '' : `${med < bar ? 'ok' : 'MISSED'} (< ${bar})`,
    ]);
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  console.log('');
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  const storedAfter = (samples.storedChars ?? []).map((t) => t.dom);
  console.log(
    `\nlocalStorage: ${chars.toLocaleString('en-US')} characters written, ` +
      `${Math.max(...storedAfter).toLocaleString('en-US')} after the catalogue run (quota 5,242,880). ` +
      `Load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} CPUs.`,
  );

  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(
    REPORT,
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        runs: options.runs,
        browser: { executable: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', version: browserVersion },
        machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverage: os.loadavg(), node: process.version },
        store: {
          products: store.products.length,
          orders: store.orders.length,
          chatMessages: Object.values(store.allChatMessages).reduce((n, t) => n + t.messages.length, 0),
          localStorageCharsWritten: chars,
          localStorageCharsAfterCatalogRun: Math.max(...storedAfter),
          quotaChars: 5_242_880,
        },
        method:
          'Times in ms, median of runs; "frame" = trigger to the frame after the first matching DOM state ' +
          '(requestAnimationFrame + message-channel task), "dom" = to the MutationObserver that saw it. Cold ' +
          'start is measured from navigation start.',
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Wrote ${REPORT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
