#!/usr/bin/env node
/**
 * `npm run check:bundle` (part of `npm test`, so CI enforces it): the storefront's performance
 * budget.
 *
 * For each mode, server (`npm start`, the default) and browser (`start:browser`), each with its
 * own budget in `scripts/bundle-budget.json`:
 * 1. Builds the production bundle into `.budget-dist/<mode>` with Vite's API, keeping each
 *    chunk's list of source modules.
 * 2. Serves it (server mode: the shop server on a fresh embedded database; browser mode:
 *    `vite preview`) and loads storefront pages cold in Debian's Chromium, collecting every
 *    JavaScript and CSS file the page requests; a page with `as` (buyer or admin: the cart, the
 *    buyer's orders, the checkout, the admin's dashboard) cold too, in a context holding only that
 *    demo account's session (and, with `cart`, those products in its cart first: the checkout of
 *    an empty cart sends the buyer home). Their gzip sizes (zlib level 6, the level most
 *    hosts use) are summed per page and compared with the mode's budget.
 * 3. Signs in as the demo buyer, walks the buyer's pages with the chat panel open, and fails if
 *    any chunk a buyer downloaded contains an admin-only module (admin screens, the admin layout,
 *    the admin chat panel, recharts). The visit's row sums its JavaScript (not budgeted): what a
 *    change to the chunks' split costs the pages after the first.
 *
 * Prints a table, writes `reports/bundle.json` (counted in CI's totals line) and exits 1 with a
 * message naming the page, the size and the budget, or the chunk and the admin module.
 * `BUNDLE_VERBOSE=1` also lists each first-load file with its size and first source modules;
 * `BUNDLE_MODES=server` measures one mode.
 */
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_ACCOUNTS, signInWithCart, startPreview } from './lib/browser.mjs';
import { startShopServer } from './lib/shop-server.mjs';

const PORT = Number(process.env.BUDGET_PORT ?? 4320);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const budget = JSON.parse(readFileSync(new URL('./bundle-budget.json', import.meta.url), 'utf8'));
const MODES = (process.env.BUNDLE_MODES ?? 'server,browser').split(',').map((mode) => mode.trim());

/** Source modules that only the shop owner may ever download. */
const ADMIN_ONLY = [
  /\/src\/features\/admin-[^/]+\//,
  /\/src\/app\/routes\/admin\//,
  /\/src\/app\/layouts\/admin-layout/,
  /\/src\/components\/admin-layout\//,
  /\/src\/features\/chat\/components\/admin-chat/,
  /\/node_modules\/recharts\//,
];

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const failures = [];
const rows = [];

/** Builds and measures one mode (see above), adding to `rows` and `failures`. */
async function measure(mode) {
  // 1. Build, remembering which source modules each output file holds.
  process.env.VITE_SHOP_MODE = mode;
  const OUT_DIR = `.budget-dist/${mode}`;
  const result = await build({
    logLevel: 'warn',
    build: { outDir: OUT_DIR, emptyOutDir: true },
  });
  // Server mode's pages are rendered by the server (its renderer beside the build: server/config.ts).
  if (mode === 'server') {
    await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: `${OUT_DIR}-ssr`, emptyOutDir: true } });
  }
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const modulesOf = new Map(
    outputs.filter((o) => o.type === 'chunk').map((chunk) => [chunk.fileName, chunk.moduleIds ?? Object.keys(chunk.modules)]),
  );
  const gzipSize = new Map();
  function sizeOf(file) {
    if (!gzipSize.has(file)) gzipSize.set(file, gzipSync(readFileSync(join(OUT_DIR, file)), { level: 6 }).length);
    return gzipSize.get(file);
  }

  // 2. Serve and load pages.
  const server = mode === 'server' ? await startShopServer({ staticDir: OUT_DIR, port: PORT }) : await startPreview({ outDir: OUT_DIR, port: PORT });
  const browser = await chromium.launch(LAUNCH);

  /** Records the build files (`assets/…`) the page requests from now on. */
  function collectAssets(page) {
    const files = new Set();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname)) files.add(pathname.slice(1));
    });
    return files;
  }

  /**
   * The cookies and storage of a fresh sign-in as the demo `as` (buyer or admin), from a throwaway
   * context, after putting one unit of each of `cart` (product ids) into the cart through the
   * product page (in the server's database or the browser's storage, as the mode keeps it).
   */
  async function signedInState(as, cart = []) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithCart(page, ORIGIN, DEMO_ACCOUNTS[as], cart);
    const state = await context.storageState();
    await context.close();
    return state;
  }

  try {
    for (const { path, jsKB, cssKB, as, cart } of budget.modes[mode].firstLoad) {
      // A signed-in page (`as`: buyer or admin) is loaded cold in a context that only kept the
      // session (and the cart `cart` filled, for the checkout).
      const context = await browser.newContext(as ? { storageState: await signedInState(as, cart) } : {});
      const page = await context.newPage();
      const files = collectAssets(page);
      await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // A page that sent the visitor elsewhere (the checkout of an empty cart) measured another page.
      if (new URL(page.url()).pathname !== new URL(path, ORIGIN).pathname) {
        failures.push(`First load of ${path} (${mode} mode) ended on ${new URL(page.url()).pathname}: nothing of ${path} was measured.`);
      }
      const js = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0);
      const css = [...files].filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + sizeOf(f), 0);
      rows.push({ mode, page: path, files: files.size, 'JS kB gzip': kB(js), 'JS budget': jsKB, 'CSS kB gzip': kB(css), 'CSS budget': cssKB });
      if (process.env.BUNDLE_VERBOSE) {
        // `BUNDLE_VERBOSE=1 npm run check:bundle`: what each first-load file holds, biggest first.
        console.log(`\n${mode}: ${path}`);
        for (const file of [...files].sort((a, b) => sizeOf(b) - sizeOf(a))) {
          const modules = (modulesOf.get(file) ?? []).map((id) => id.replace(/^.*?\/(src|node_modules)\//, '$1/'));
          console.log(`  ${kB(sizeOf(file))} kB  ${file}  ${modules.slice(0, 6).join(', ')}${modules.length > 6 ? ` … +${modules.length - 6}` : ''}`);
        }
      }
      if (kB(js) > jsKB) failures.push(`First load of ${path} (${mode} mode): ${kB(js)} kB of JavaScript (gzip), budget ${jsKB} kB.`);
      if (kB(css) > cssKB) failures.push(`First load of ${path} (${mode} mode): ${kB(css)} kB of CSS (gzip), budget ${cssKB} kB.`);
      await context.close();
    }

    // 3. A buyer's whole visit never downloads an admin-only module.
    const context = await browser.newContext();
    const page = await context.newPage();
    const buyerFiles = collectAssets(page);
    await signInWithCart(page, ORIGIN, DEMO_ACCOUNTS.buyer);
    for (const path of budget.buyerPages) {
      await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
    }
    await page.getByRole('button', { name: /chat/i }).first().click();
    await page.waitForLoadState('networkidle');
    await context.close();
    let adminModules = 0;
    for (const file of buyerFiles) {
      for (const id of modulesOf.get(file) ?? []) {
        if (ADMIN_ONLY.some((pattern) => pattern.test(id))) {
          adminModules += 1;
          failures.push(`Admin-only module in a buyer chunk (${mode} mode): ${id.replace(/^.*?\/(src|node_modules)\//, '$1/')} (in ${file}).`);
        }
      }
    }
    // The visit's whole download, for what splitting or inlining chunks costs the pages after the first.
    const visitJs = [...buyerFiles].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0);
    rows.push({ mode, page: `buyer visit (${budget.buyerPages.length} pages + chat)`, files: buyerFiles.size, 'JS kB gzip': kB(visitJs), 'admin modules': adminModules });
  } finally {
    await browser.close();
    await server.close();
  }
}

for (const mode of MODES) await measure(mode);

console.table(rows);
mkdirSync('reports', { recursive: true });
const checks = MODES.reduce((sum, mode) => sum + budget.modes[mode].firstLoad.length * 2 + 1, 0);
writeFileSync(
  'reports/bundle.json',
  JSON.stringify({ rows, failures, passed: checks - Math.min(failures.length, checks), failed: Math.min(failures.length, checks) }, null, 2),
);
if (failures.length > 0) {
  console.error(`\nBundle budget exceeded:\n- ${failures.join('\n- ')}`);
  console.error('See scripts/bundle-budget.json and docs/decisions (performance budget).');
  process.exit(1);
}
console.log('Bundle budget met.');
