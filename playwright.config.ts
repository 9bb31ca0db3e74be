import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/browser.mjs';

/** Browser mode: `vite preview` of the browser-mode build (localStorage only). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const port = E2E_PORT;
/** Server mode: the shop server with its own build and a fresh embedded database per run. */
export const E2E_SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? port + 1);
/**
 * The order e-mail function the browser-mode build calls; e2e/browser/order-email.spec.ts starts it
 * on this port.
 */
/**
 * A second shop server on the same PostgreSQL (issue: several instances on one database): started
 * only when `E2E_DATABASE_URL` is set (the PostgreSQL run, scripts/test-postgres.mjs), since an
 * embedded database belongs to one process. e2e/server/two-instances.spec.ts drives both.
 */
export const E2E_SECOND_SERVER_PORT = Number(process.env.E2E_SECOND_SERVER_PORT ?? E2E_SERVER_PORT + 1);
const secondInstance = process.env.E2E_DATABASE_URL ? `http://127.0.0.1:${E2E_SECOND_SERVER_PORT}` : null;
export const E2E_EMAIL_PORT = Number(process.env.E2E_EMAIL_PORT ?? 8787);
/**
 * The SMTP port the server-mode shop of the e2e run sends its e-mails to: a sink
 * (src/testing/smtp-sink.ts) listens there while e2e/server/email-verification.spec.ts runs; at
 * other times nothing does, and the e-mails wait for their retries (nothing else reads them).
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_SERVER_PORT + 1000);
export const E2E_EMAIL_KEY = 'e2e-order-email-key';
const outDir = `.e2e-dist/${port}`;
/**
 * `npm test` drives server mode's specs in full once, on PostgreSQL (scripts/test-postgres.mjs), and
 * on the embedded database (PGlite, `npm start`'s default) only these journeys, with
 * `E2E_EMBEDDED_SMOKE=1`: the storage rules are proven on both databases by the server tests and the
 * contract suite, so a second full pass in Chromium only doubled the run (docs/decisions/021).
 * The order from sign-up to payment, and two devices sharing one shop (live order, chat, the last
 * unit's race, another buyer's order refused).
 */
const EMBEDDED_SMOKE = [/e2e\/buyer-order\.spec\.ts$/, /e2e\/server\/two-devices\.spec\.ts$/];
const embeddedSmoke = process.env.E2E_EMBEDDED_SMOKE === '1' && !process.env.E2E_DATABASE_URL;

/** The environment of a shop server of the e2e run listening on `port`. */
function serverEnv(port: number): Record<string, string> {
  return {
    TSX_TSCONFIG_PATH: 'tsconfig.node.json',
    PORT: String(port),
    STATIC_DIR: `.e2e-dist/server-${E2E_SERVER_PORT}`,
    DATA_DIR: `.e2e-data/${E2E_SERVER_PORT}`,
    // `scripts/test-postgres.mjs` runs the server-mode projects again on a throw-away PostgreSQL.
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    // Every spec signs up and orders from 127.0.0.1: the per-address limits would refuse the run.
    REGISTER_LIMIT: '100000',
    ORDER_LIMIT: '100000',
    ORDER_ADDRESS_LIMIT: '100000',
    // And chats from 127.0.0.1, many workers at once.
    CHAT_LIMIT: '100000',
    CHAT_ADDRESS_LIMIT: '100000',
    // And searches the catalogue from 127.0.0.1.
    SEARCH_LIMIT: '100000',
    // Every page of every worker opens its event stream from 127.0.0.1 too.
    EVENT_STREAM_ADDRESS_LIMIT: '100000',
    // The owner's push spec subscribes a device whose push service is the spec's own, on 127.0.0.1.
    PUSH_ALLOW_LOOPBACK: '1',
    // And every page of every spec is rendered for 127.0.0.1.
    RENDER_LIMIT: '100000',
    // The e-mails go to the sink of e2e/server/email-verification.spec.ts (E2E_SMTP_PORT).
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(E2E_SMTP_PORT),
    SMTP_SECURE: 'false',
  };
}

/**
 * End-to-end tests drive the production build in Debian's Chromium (toolchain.md): no browser
 * download, networking noise switched off.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // One limit for every test: a journey here is a sign-up or sign-in (argon2id on the server,
  // 600,000 PBKDF2 iterations in browser mode), several axe scans and a dozen page loads, with two
  // workers, their Chromiums, the shop server and PostgreSQL sharing 2 cores. The longest journeys
  // take well over a minute beside the other worker on CI's machines (docs/measuring.md, "End-to-end
  // run times"), so the limit leaves room. A hang still fails; it only takes longer to say so.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/playwright.json' }]],
  use: {
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // No half-faded toasts or dialogs in axe's contrast checks (the app honours reduced motion).
    reducedMotion: 'reduce',
    // The installable app's worker keeps public pages stale-while-revalidate: a journey that
    // changes the catalogue and reloads would read the page kept before. Only
    // e2e/installable-app.spec.ts, which tests the worker, allows it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  /*
   * One codebase, two modes (README, "The modes"); `metadata.mode` tells a spec which one it drives
   * (`shopMode()` in e2e/support.ts).
   *
   * - e2e/*.spec.ts: the journeys every mode has; they run in both `browser` and `server`.
   * - e2e/browser/: browser mode only (localStorage corruption and quota, cross-tab Web Locks, the
   *   e-mail function the browser itself calls).
   * - e2e/server/: server mode only (several devices on one server, server-side search).
   * - e2e/shop-wide/: journeys that change or count what every user of the shop sees (maintenance
   *   mode, backup restore, the admin's profile, dashboard figures, the new-order bell).
   *
   * Isolation. In browser mode each test's browser context has its own localStorage, so every spec
   * may run in parallel. In server mode all tests of a run share ONE server database: the parallel
   * specs therefore register their own buyers, create the products whose stock they count, and find
   * their rows by their own ids and names. What cannot be made private (a shop-wide switch, a restore
   * that replaces every table, counts over all orders, the admins' bell that any order rings) lives
   * in e2e/shop-wide/, which server mode runs in the `server-shop-wide` project: it depends on
   * `server`, so it starts only once every parallel server test has finished, and runs on a single
   * worker, one test at a time, so nothing else touches the database meanwhile. (Browser mode runs
   * those files with the rest: its contexts share nothing.) A project rather than a
   * `describe.configure({ mode: 'serial' })` block, which orders the tests of one file but lets
   * other files' tests run beside them. If a `server` test fails, Playwright skips the dependent
   * project; `--project=server --project=server-shop-wide` runs both, `--no-deps` the second alone.
   * A reused local server (not in CI) keeps its data between runs: the seed's Kopi Arabika Gayo
   * (stock 48, about 9 a run) and the 5 failed logins an address may make in 15 minutes (1 a run)
   * last a few runs; stop it to start again from the seed.
   */
  projects: [
    // Browser mode (`npm run start:browser`).
    {
      name: 'browser',
      testMatch: [/e2e\/[^/]+\.spec\.ts$/, /e2e\/(browser|shop-wide)\/.+\.spec\.ts$/],
      metadata: { mode: 'browser' },
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${port}` },
    },
    // Server mode (`npm start`), the default: devices are browser contexts sharing one shop server.
    {
      name: 'server',
      testMatch: embeddedSmoke ? EMBEDDED_SMOKE : [/e2e\/[^/]+\.spec\.ts$/, /e2e\/server\/.+\.spec\.ts$/],
      metadata: { mode: 'server', secondInstance },
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${E2E_SERVER_PORT}` },
    },
    // Server mode, shop-wide state: after `server`, alone on the database (see above).
    {
      name: 'server-shop-wide',
      testMatch: /e2e\/shop-wide\/.+\.spec\.ts$/,
      dependencies: ['server'],
      workers: 1,
      metadata: { mode: 'server' },
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${E2E_SERVER_PORT}` },
    },
  ],
  webServer: [{
    // Each port builds into its own folder, so parallel runs on other ports never share a build.
    command: `npx vite build --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    env: {
      VITE_SHOP_MODE: 'browser',
      VITE_ORDER_EMAIL_URL: `http://127.0.0.1:${E2E_EMAIL_PORT}/`,
      VITE_ORDER_EMAIL_KEY: E2E_EMAIL_KEY,
    },
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  }, {
    command:
      `rm -rf .e2e-data/${E2E_SERVER_PORT} && npx vite build --outDir .e2e-dist/server-${E2E_SERVER_PORT} --emptyOutDir` +
      ` && npx vite build --ssr src/entry-server.tsx --outDir .e2e-dist/server-${E2E_SERVER_PORT}-ssr --emptyOutDir` +
      ` && node --import tsx server/index.ts`,
    env: serverEnv(E2E_SERVER_PORT),
    url: `http://127.0.0.1:${E2E_SERVER_PORT}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  // The second instance serves the first one's build (web servers start one after the other).
  ...(secondInstance
    ? [{
        command: 'node --import tsx server/index.ts',
        env: serverEnv(E2E_SECOND_SERVER_PORT),
        url: `${secondInstance}/readyz`,
        reuseExistingServer: !process.env.CI,
        // It builds nothing: it starts on the first instance's build.
        timeout: 120_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      }]
    : []),
  ],
});
