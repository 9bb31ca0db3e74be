#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12 (its default mobile preset: simulated slow 4G and a 4x
 * slower CPU) on the storefront's home, catalogue, a product page, the cart, the checkout and `Pesanan Saya`, and on the admin
 * dashboard, against the production build: in server mode (the default) served by the shop
 * server on a fresh embedded database, in browser mode (`--mode browser`) by `vite preview` (gzip
 * on in both, as a real host).
 *
 * Each page is audited `--runs` times (3), each load cold, and the run Lighthouse's own
 * `computeMedianRun` picks (the one nearest the median FCP and TTI, as PageSpeed Insights does) is
 * the page's figure; the table also lists every run's performance score.
 *
 * Prints the four category scores per page and writes each full report to
 * `reports/lighthouse/<page>.json` plus a summary `reports/lighthouse/summary.json`
 * (`reports/` is git-ignored).
 *
 * Signed-in pages (cart as the demo buyer, dashboard as the demo admin) keep the session that a
 * Playwright page stored in the same browser profile: Lighthouse runs them with
 * `disableStorageReset`, after the HTTP cache is cleared, so they still load cold.
 *
 * Options: `--mode server|browser` (server), `--port N` (default 4310), `--only home,catalog`
 * (page names), `--skip-build`, `--throttling simulate|devtools` (simulate, Lighthouse's default: an
 * unthrottled load whose timings are then estimated for the slow phone; devtools: the load itself
 * throttled, slower to run but measured, see docs/measuring.md), `--trace` (also writes each run's trace, which Chrome DevTools'
 * Performance panel opens, to `reports/lighthouse/<page>.trace.json`).
 * Needs Debian's Chromium (`CHROMIUM_PATH` or /usr/bin/chromium). Exit code 1 when a run fails;
 * the scores themselves are reported, not enforced (see docs/measuring.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_ACCOUNTS, signInWithCart, startPreview } from './lib/browser.mjs';
import { startShopServer } from './lib/shop-server.mjs';

const { values: options } = parseArgs({
  options: {
    mode: { type: 'string', default: 'server' },
    port: { type: 'string', default: '4310' },
    only: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    throttling: { type: 'string', default: 'simulate' },
    runs: { type: 'string', default: '3' },
  },
});
const port = Number(options.port);
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
const origin = `http://127.0.0.1:${port}`;
const mode = options.mode;
if (options.throttling !== 'simulate' && options.throttling !== 'devtools') throw new Error('--throttling must be simulate or devtools');
if (mode !== 'server' && mode !== 'browser') throw new Error('--mode must be server or browser');
const outDir = `.lighthouse-dist/${mode}`;
const reportDir = 'reports/lighthouse';
const debuggingPort = port + 1000;

/** The audited pages; `as` signs in before the run. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'catalog', path: '/catalog' },
  { name: 'product', path: '/product/1' },
  // The cart and the checkout with one product in the cart (an empty cart's checkout sends the buyer home).
  { name: 'cart', path: '/cart', as: 'buyer', cart: [1] },
  { name: 'checkout', path: '/checkout', as: 'buyer', cart: [1] },
  { name: 'my-orders', path: '/pesanan-saya', as: 'buyer' },
  { name: 'admin-dashboard', path: '/admin', as: 'admin' },
].filter((page) => !options.only || options.only.split(',').includes(page.name));

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Signs the context in as the demo `as` (buyer or admin), with the products of `cart` in the cart. */
async function signIn(context, as, cart) {
  const page = await context.newPage();
  await signInWithCart(page, origin, DEMO_ACCOUNTS[as], cart);
  await page.close();
}

async function signOut(context) {
  // Server mode keeps the session in an HttpOnly cookie, browser mode in localStorage.
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.evaluate(() => globalThis.localStorage.clear());
  await page.close();
}

async function clearHttpCache(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

if (!options['skip-build']) {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_SHOP_MODE: mode },
  });
  // Server mode's pages are rendered by the server (its renderer beside the build: server/config.ts).
  if (mode === 'server') {
    execFileSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', `${outDir}-ssr`, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
  }
}
mkdirSync(reportDir, { recursive: true });
const profile = mkdtempSync(join(tmpdir(), 'seulanga-lighthouse-'));
let context;
let server;
let failed = false;
const summary = [];
try {
  server = mode === 'server' ? await startShopServer({ staticDir: outDir, port }) : await startPreview({ outDir, port });
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [`--remote-debugging-port=${debuggingPort}`, ...CHROMIUM_ARGS],
  });
  for (const page of PAGES) {
    await signOut(context);
    if (page.as) {
      await signIn(context, page.as, page.cart);
      await clearHttpCache(context);
    }
    try {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        // Every run loads cold: the HTTP cache of the run before is cleared (the session stays).
        if (run > 0) await clearHttpCache(context);
        const result = await lighthouse(
          `${origin}${page.path}`,
          {
            port: debuggingPort,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            disableStorageReset: Boolean(page.as),
            throttlingMethod: options.throttling,
          },
        );
        if (!result) throw new Error('no result');
        results.push(result);
      }
      // A run Lighthouse could not time (no FCP or TTI) is left out of the median, not fatal.
      const valid = filterToValidRuns(results.map((each) => each.lhr));
      if (valid.length === 0) throw new Error('no run with FCP and TTI');
      const median = computeMedianRun(valid);
      const result = results.find((each) => each.lhr === median) ?? results[0];
      const runScores = results.map((each) => Math.round((each.lhr.categories.performance?.score ?? NaN) * 100));
      writeFileSync(join(reportDir, `${page.name}.json`), result.report);
      if (options.trace) writeFileSync(join(reportDir, `${page.name}.trace.json`), JSON.stringify(result.artifacts.Trace));
      const { lhr } = result;
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]),
      );
      const metrics = {
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      };
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
        .map((audit) => audit.id);
      summary.push({ page: page.name, path: page.path, ...scores, ...metrics, runs: runScores, failing });
    } catch (error) {
      failed = true;
      summary.push({ page: page.name, path: page.path, error: String(error) });
    }
  }
} finally {
  await context?.close();
  await server?.close();
  rmSync(profile, { recursive: true, force: true });
}

writeFileSync(join(reportDir, 'summary.json'), JSON.stringify({ at: new Date().toISOString(), pages: summary }, null, 2));
console.log(`\nLighthouse (mobile preset, ${options.throttling} throttling), ${mode} mode, median of ${runs} run(s) per page`);
console.table(
  summary.map(({ page, performance, accessibility, seo, fcpMs, lcpMs, tbtMs, cls, error, runs: runScores, ...rest }) => ({
    page,
    performance,
    'runs (perf.)': runScores?.join(' / '),
    accessibility,
    'best-practices': rest['best-practices'],
    seo,
    'FCP ms': fcpMs,
    'LCP ms': lcpMs,
    'TBT ms': tbtMs,
    CLS: cls,
    ...(error ? { error } : {}),
  })),
);
for (const row of summary) if (row.failing?.length) console.log(`${row.page}: audits below 90: ${row.failing.join(', ')}`);
console.log(`Reports: ${reportDir}/`);
process.exit(failed ? 1 : 0);
