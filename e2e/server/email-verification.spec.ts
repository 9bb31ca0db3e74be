/**
 * A new buyer's e-mail verified from the link of the e-mail (server mode only: browser mode
 * verifies no address, docs/decisions/022-verified-email.md). The shop server of the run sends to
 * E2E_SMTP_PORT (playwright.config.ts), where this spec keeps a real SMTP sink
 * (src/testing/smtp-sink.ts) while it runs; other specs' e-mails may land there too, so the mail
 * is found by its recipient.
 */
import { expect, test } from '@playwright/test';
import { E2E_SERVER_PORT, E2E_SMTP_PORT } from '../../playwright.config';
import { startSmtpSink, type SmtpSink } from '../../src/testing/smtp-sink';
import { expectNoAxeViolations, gotoHydrated, registerAndLogin } from '../support';

let sink: SmtpSink;

test.beforeAll(async () => {
  sink = await startSmtpSink({ port: E2E_SMTP_PORT });
});

test.afterAll(async () => {
  await sink?.close();
});

test('a new buyer opens the link of the verification e-mail, confirms by keyboard and sees Terverifikasi', async ({ page }) => {
  const account = await registerAndLogin(page, 'verif');
  const address = `${account.username}@example.com`;

  // The profile says the address is not verified yet.
  await gotoHydrated(page, '/settings');
  await expect(page.getByText('Belum diverifikasi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim Ulang Tautan Verifikasi' })).toBeVisible();

  // The sign-up's one link, delivered over SMTP.
  await expect.poll(() => sink.messages.filter((mail) => mail.to.includes(address)).length, { timeout: 30_000 }).toBe(1);
  const mail = sink.messages.find((mail) => mail.to.includes(address))!;
  expect(mail.subject).toBe('Verifikasi alamat e-mail Anda - Seulanga');
  const link = /(https?:\/\/\S+\/verifikasi-email\?token=[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  // The shop's own address (no PUBLIC_URL in the run), never a request's Host header.
  expect(new URL(link!).origin).toBe(`http://127.0.0.1:${E2E_SERVER_PORT}`);

  // Opening the link verifies nothing: the page asks for the button.
  await gotoHydrated(page, new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Verifikasi E-mail' })).toBeVisible();
  await expectNoAxeViolations(page);
  const button = page.getByRole('main').getByRole('button', { name: 'Verifikasi E-mail' });
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'E-mail Anda berhasil diverifikasi.' })).toBeVisible();
  await expectNoAxeViolations(page, 'verified');

  await gotoHydrated(page, '/settings');
  await expect(page.getByText('Terverifikasi', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim Ulang Tautan Verifikasi' })).toHaveCount(0);
});
