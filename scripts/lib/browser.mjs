/**
 * What every browser-driving script shares (Playwright's config, the bundle budget, Lighthouse,
 * the benchmark): Debian's Chromium and its launch flags (toolchain.md), and a production-build
 * preview server (`vite preview`, gzip on) that a script starts and stops.
 */
import { preview } from 'vite';

/** Debian's Chromium; `CHROMIUM_PATH` overrides. No browser is ever downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch flags: no sandbox in containers, and no background networking on the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Serves a production build from `outDir` on 127.0.0.1:`port` until `close()` is awaited.
 * @param {{ outDir: string, port: number }} options - the build folder and the port (strict).
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} the origin and a stop function.
 * @throws when the port is taken.
 */
export async function startPreview({ outDir, port }) {
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.httpServer.close(() => resolve())),
  };
}

/** The seed's demo accounts by role, as the measuring scripts sign in (a local shop only). */
export const DEMO_ACCOUNTS = {
  buyer: { username: 'pembeli', password: 'pembeli123' },
  admin: { username: 'admin', password: 'admin123' },
};

/**
 * Signs `page` in through the shop's login form at `origin` as `account` and waits to leave
 * /login; then puts one unit of each product id of `cart` into the cart through its product page
 * (in the server's database or the browser's storage, as the mode keeps it).
 */
export async function signInWithCart(page, origin, account, cart = []) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
  for (const productId of cart) {
    await page.goto(`${origin}/product/${productId}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await page.getByText('ditambahkan ke keranjang!').first().waitFor();
  }
}
