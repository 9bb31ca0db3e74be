import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
/** Server mode: the shop server with its own build and a fresh embedded database per run. */
export const E2E_SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? port + 1);
/** The order e-mail function the built shop calls; e2e/order-email.spec.ts starts it on this port. */
export const E2E_EMAIL_PORT = Number(process.env.E2E_EMAIL_PORT ?? 8787);
export const E2E_EMAIL_KEY = 'e2e-order-email-key';
const outDir = `.e2e-dist/${port}`;

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
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/playwright.json' }]],
  use: {
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // No half-faded toasts or dialogs in axe's contrast checks (the app honours reduced motion).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Browser mode (localStorage, `npm run start:browser`): every spec but e2e/server/.
    {
      name: 'browser',
      testIgnore: /server\//,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${port}` },
    },
    // Server mode (`npm start`): devices = browser contexts sharing one shop server.
    {
      name: 'server',
      testMatch: /server\/.*\.spec\.ts/,
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
      ` && node --import tsx server/index.ts`,
    env: {
      TSX_TSCONFIG_PATH: 'tsconfig.node.json',
      PORT: String(E2E_SERVER_PORT),
      STATIC_DIR: `.e2e-dist/server-${E2E_SERVER_PORT}`,
      DATA_DIR: `.e2e-data/${E2E_SERVER_PORT}`,
      // `scripts/test-postgres.mjs` runs the server specs again on a throw-away PostgreSQL.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
    },
    url: `http://127.0.0.1:${E2E_SERVER_PORT}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  }],
});
