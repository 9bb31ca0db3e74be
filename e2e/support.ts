import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Scans the page with axe (WCAG 2.1 A/AA) and fails on any violation, listing them. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Let any transition or animation settle: a half-transparent element fails the contrast check.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Signs in through the login form and waits to leave /login. */
export async function login(page: Page, username: string, password: string): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
}

/** Reads a stored JSON value from the page's localStorage. */
export async function readStored<T>(page: Page, key: string): Promise<T> {
  return page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? 'null') as unknown, key) as Promise<T>;
}

/** Demo accounts (README). */
export const BUYER = { username: 'pembeli', password: 'pembeli123' };
export const ADMIN = { username: 'admin', password: 'admin123' };

/** Makes every localStorage write throw QuotaExceededError (as a full browser storage does). */
export async function fillQuota(page: Page) {
  await page.evaluate(() => {
    const original = Storage.prototype.setItem;
    (window as unknown as { restoreSetItem: () => void }).restoreSetItem = () => {
      Storage.prototype.setItem = original;
    };
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}
/** Undoes {@link fillQuota}. */
export const freeQuota = (page: Page) => page.evaluate(() => (window as unknown as { restoreSetItem: () => void }).restoreSetItem());
