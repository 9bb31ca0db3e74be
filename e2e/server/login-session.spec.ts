/**
 * Server mode only (project `server`): after a login the next page reads the new session, however
 * slowly the server answers the session read. The login announces the session change; the cache
 * re-reads `GET /api/session`; the login resolves only once that read has landed
 * (`useSessionSync`, src/data/react.tsx), so the role guard never sees the signed-out session and
 * never sends the user back to /login ('Anda sudah masuk sebagai …'). These tests slow every
 * session read to make the old race certain; they failed before the fix.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, registerAndLogin, logout } from '../support';

/** Answers every `GET /api/session` of `page` `delayMs` milliseconds late. */
async function slowSessionReads(page: Page, delayMs: number): Promise<void> {
  await page.route('**/api/session', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return route.continue();
  });
}

/** Fills the login form and submits it, without the e2e helper's tolerance of a bounce. */
async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

test('the admin refused at /admin signs in and lands on the dashboard, not back on /login', async ({ page }) => {
  await slowSessionReads(page, 1_500);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Beranda Toko' })).toBeVisible();
  // Held for a moment: the late session read must not bounce the admin afterwards.
  await page.waitForTimeout(2_000);
  await expect(page).toHaveURL(/\/admin$/);
  await expectNoAxeViolations(page, 'dashboard after a slow login');
});

test('a buyer refused at /pesanan-saya signs in and sees their orders, not the login page', async ({
  page,
}) => {
  const buyer = await registerAndLogin(page, 'lambat');
  await logout(page);
  await slowSessionReads(page, 1_500);
  await page.goto('/pesanan-saya');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, buyer.username, buyer.password);
  await expect(page).toHaveURL(/\/pesanan-saya$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan Saya' })).toBeVisible();
  await page.waitForTimeout(2_000);
  await expect(page).toHaveURL(/\/pesanan-saya$/);
  await expect(page.getByText(`Anda sudah masuk sebagai ${buyer.username}`)).toHaveCount(0);
});
