import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
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
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // Each port builds into its own folder, so parallel runs on other ports never share a build.
    command: `npx vite build --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    env: {
      VITE_ORDER_EMAIL_URL: `http://127.0.0.1:${E2E_EMAIL_PORT}/`,
      VITE_ORDER_EMAIL_KEY: E2E_EMAIL_KEY,
    },
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
