/**
 * Server mode only (project `server`): the screen an account on its published demo password sees
 * on a shop open to the network (docs/security.md "Seeded accounts"). The e2e
 * server runs on loopback, where the demo shop asks nothing, so this spec marks its own new
 * buyer's session reads `mustChangePassword` as an exposed server would; what the server refuses
 * meanwhile is tested against the server itself (server/auth/demo-passwords.test.ts). Here: the
 * screen shows instead of any page, passes axe on a desktop and a phone, and the real password
 * change lets the page asked for show.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, registerAndLogin } from '../support';

/**
 * Adds `mustChangePassword` to `page`'s session reads until a password change succeeds, as the
 * server does for an account whose stored password is still a demo one.
 */
async function flagSessionReads(page: Page): Promise<void> {
  let flagged = true;
  await page.route('**/api/session', async (route) => {
    const response = await route.fetch();
    const user = (await response.json()) as Record<string, unknown> | null;
    await route.fulfill({ response, json: user && flagged ? { ...user, mustChangePassword: true } : user });
  });
  await page.route('**/api/account/password', async (route) => {
    const response = await route.fetch();
    if (response.status() === 204) flagged = false;
    await route.fulfill({ response });
  });
}

test('an account on a demo password changes it before anything else', async ({ page }) => {
  const account = await registerAndLogin(page, 'sandidemo');
  await flagSessionReads(page);
  // A page the server never renders (the account's forms; not the checkout, which sends a buyer
  // with an empty cart home): the flag exists only in the browser's reads here, so
  // a page the server renders for this buyer would arrive with the unflagged session. On an exposed
  // server the flag is the server's own, and it leaves the buyer's pages unrendered
  // (server/pages/ssr.test.ts).
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Ganti Kata Sandi' })).toBeVisible();
  await expect(page).toHaveTitle(/^Ganti Kata Sandi/);
  await expect(page.getByRole('heading', { name: 'Pengaturan Akun' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'Ganti Kata Sandi');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'Ganti Kata Sandi on a phone');

  await page.getByLabel('Kata Sandi Lama').fill(account.password);
  await page.getByLabel('Kata Sandi Baru', { exact: true }).fill(account.password);
  await page.getByLabel('Konfirmasi Kata Sandi Baru').fill(account.password);
  await page.getByRole('button', { name: 'Ubah Kata Sandi' }).click();
  await expect(page.getByText('Kata sandi baru harus berbeda dari kata sandi lama.').first()).toBeVisible();

  await page.getByLabel('Kata Sandi Baru', { exact: true }).fill('sandi-baru-2026');
  await page.getByLabel('Konfirmasi Kata Sandi Baru').fill('sandi-baru-2026');
  await page.getByRole('button', { name: 'Ubah Kata Sandi' }).click();
  await expect(page.getByText('Kata sandi berhasil diubah!').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan Akun' })).toBeVisible({ timeout: 15_000 });
});
