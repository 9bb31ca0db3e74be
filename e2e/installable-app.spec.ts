/**
 * The installable app (docs/decisions/025-installable-app.md), in both modes: the manifest, the
 * service worker keeping the public catalogue for a bad connection, the offline page, no signed-in
 * page kept, the update prompt and a pushed notification. Service workers are blocked in the other specs
 * (playwright.config.ts); this one allows them.
 */
import { expect, test, type Page } from '@playwright/test';
import { BUYER, expectNoAxeViolations, gotoHydrated, login, logout, shopMode } from './support';

test.use({ serviceWorkers: 'allow' });

/** The worker's runtime cache of pages (src/shared/offline-cache.ts). */
const PAGE_CACHE = 'seulanga-pages';

/** Waits until this page's service worker is active (the shell precached) and the app's registration is done. */
async function waitForWorker(page: Page): Promise<void> {
  await page.locator('html[data-service-worker="registered"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', null, { timeout: 30_000 });
}

/** The paths of the pages the worker keeps (server mode), waiting until `expected` are all there. */
async function keptPaths(page: Page, expected: string[] = []): Promise<string[]> {
  const read = () =>
    page.evaluate(async (name) => {
      if (!(await caches.has(name))) return [];
      return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }, PAGE_CACHE);
  if (expected.length > 0) await expect.poll(read, { timeout: 10_000 }).toEqual(expect.arrayContaining(expected));
  return read();
}

/** The offline page's content. */
async function expectOfflinePage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Anda sedang offline.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
}

test('the manifest is linked from the pages and makes the shop installable', async ({ page }) => {
  for (const path of ['/', '/product/1']) {
    await gotoHydrated(page, path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  }
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as { name: string; short_name: string; display: string; start_url: string; lang: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({ short_name: 'Seulanga', display: 'standalone', start_url: '/', lang: 'id' });
  expect(manifest.name.length).toBeGreaterThan(0);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
  }
  // Chromium's own verdict: nothing keeps the shop from being installed but the test's browser
  // context itself, which is private ('in-incognito').
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('keeps the catalogue for a bad connection and shows the offline page for a page never seen', async ({ page, context }) => {
  await gotoHydrated(page, '/');
  await waitForWorker(page);
  // Now under the worker: these visits are the ones it keeps.
  await gotoHydrated(page, '/product/1');
  const product = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(product).not.toBe('');
  await gotoHydrated(page, '/');
  const home = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  if (shopMode() === 'server') await keptPaths(page, ['/', '/product/1']);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();
  await page.goto('/product/1');
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();

  if (shopMode() === 'server') {
    // Never visited: neither kept nor reachable.
    await page.goto('/lokasi-toko');
    await expectOfflinePage(page);
    await expectNoAxeViolations(page, 'offline page');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lokasi Toko' })).toBeVisible();
  } else {
    // Browser mode: every page is the precached shell over this browser's own data.
    await page.goto('/lokasi-toko');
    await expect(page.getByRole('heading', { level: 1, name: 'Lokasi Toko' })).toBeVisible();
    // The offline page is in the precache all the same.
    await page.goto('/offline.html');
    await expectOfflinePage(page);
    await expectNoAxeViolations(page, 'offline page');
    await context.setOffline(false);
  }
});

test("keeps no signed-in page, and forgets the kept pages at sign-in and sign-out", async ({ page, context }) => {
  await gotoHydrated(page, '/');
  await waitForWorker(page);
  await gotoHydrated(page, '/');
  if (shopMode() === 'server') await keptPaths(page, ['/']);

  await login(page, BUYER.username, BUYER.password);
  if (shopMode() === 'server') expect(await keptPaths(page)).toEqual([]);
  await gotoHydrated(page, '/pesanan-saya');
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible();
  await gotoHydrated(page, '/');

  await context.setOffline(true);
  await page.goto('/pesanan-saya');
  if (shopMode() === 'server') {
    // The server answered the buyer's pages with no-store and without the public mark: nothing kept.
    expect(await keptPaths(page)).toEqual([]);
    await expectOfflinePage(page);
    await expect(page.getByRole('heading', { name: 'Pesanan Saya' })).toHaveCount(0);
  } else {
    // Browser mode keeps the buyer's orders in this browser's storage, not in a cache: the shell shows them.
    await expect(page.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible();
  }
  await context.setOffline(false);
  await gotoHydrated(page, '/');
  await logout(page);
  if (shopMode() === 'server') expect(await keptPaths(page)).toEqual([]);
});

// A new build cannot be made inside a test. Registering the same worker at another address
// (`?versi=2`) installs a second worker beside the active one, exactly as a new build's would: it
// waits. This proves that the app notices a waiting worker, offers 'Versi baru tersedia', and that
// `Muat Ulang` makes the waiting worker take over and reloads the page under it.
test('offers a waiting new version and switches to it with Muat Ulang', async ({ page }) => {
  await gotoHydrated(page, '/');
  await waitForWorker(page);
  await gotoHydrated(page, '/');
  await waitForWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?versi=2', { scope: '/' }));
  await expect(page.getByText('Versi baru tersedia')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'update prompt');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Muat Ulang' }).click();
  await reloaded;
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?versi=2$/);
});

// The push service cannot be reached here (no internet), so the push is handed to the worker by
// the browser's own devtools protocol (`ServiceWorker.deliverPushMessage`), as a push service's
// message would arrive; the server's encryption and sending are checked against a local push
// endpoint (server/jobs/push-worker.test.ts, e2e/server/owner-push.spec.ts).
test('shows a pushed message as a notification whose tap opens its page', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications']);
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
  await cdp.send('ServiceWorker.enable');
  await gotoHydrated(page, '/');
  await waitForWorker(page);
  // Visited again, the page is the worker's (as the owner's shop tab is on any later day).
  await gotoHydrated(page, '/');
  const origin = new URL(baseURL!).origin;
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${origin}/`)?.registrationId).toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/`)!;

  const message = { title: 'Pesanan Baru', body: 'Pesanan baru ORD123 — Rp 45.000', url: '/pesanan-saya/ORD123', tag: 'order-ORD123' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(message) });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
    );
  await expect.poll(shown, { timeout: 10_000 }).toEqual([{ title: message.title, body: message.body, tag: message.tag, data: { url: message.url } }]);

  // A tap: no devtools command clicks a notification, so the worker is handed the click event its
  // notification would raise; the open window goes to the order's page.
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'))!;
  await worker.evaluate(async () => {
    // The worker's global scope (the e2e's types are the page's, not a worker's).
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(new RegExp(`${message.url}$`));
});
