/**
 * The buyer–admin chat: a question about a product, the admin's reply and the unread badges, and
 * a buyer's second tab that updates without a reload. Runs in both modes (projects `browser` and
 * `server`). Each test writes as a buyer of its own, so its thread and counters are its own; the
 * admin's total of unread messages counts every buyer's thread, which parallel tests write to in
 * server mode, so only this thread's counter is checked exactly.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, expectNoAxeViolations, login, registerAndLogin } from './support';

const QUESTION = 'Apakah Kopi Arabika Gayo masih tersedia 3 bungkus?';
const REPLY = 'Masih tersedia, silakan dipesan.';

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Keluar', exact: true }).first().click();
  await expect(page.getByText('Anda telah keluar.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buka chat/ })).toHaveCount(0);
}

test('a buyer asks about a product, the admin replies, the buyer sees the reply', async ({ page }) => {
  // The buyer asks through 'Chat Penjual' on the product page.
  const buyer = await registerAndLogin(page, 'tanya');
  await page.goto('/product/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Kopi Arabika Gayo' })).toBeVisible();
  await page.getByRole('button', { name: 'Chat Penjual' }).click();
  const buyerPanel = page.getByRole('dialog', { name: 'Hubungi Admin' });
  await expect(buyerPanel).toBeVisible();
  await expect(buyerPanel.getByText(/^Bertanya tentang Kopi Arabika Gayo dari .+/)).toBeVisible();
  const buyerField = buyerPanel.getByRole('textbox', { name: 'Pesan' });
  await expect(buyerField).toBeFocused();
  await expect(buyerField).toHaveAttribute('placeholder', 'Ketik pesan...');
  await page.keyboard.type(QUESTION);
  await page.keyboard.press('Enter');
  const buyerLog = buyerPanel.getByRole('log');
  await expect(buyerLog.getByText(QUESTION)).toBeVisible();
  await expect(buyerLog.getByRole('link', { name: 'Tentang: Kopi Arabika Gayo' })).toBeVisible();
  await expect(buyerLog.getByText(buyer.username, { exact: true })).toBeVisible();
  await expect(buyerField).toHaveValue('');
  await expect(buyerPanel.getByText(/^Bertanya tentang/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'product page with the buyer chat open');
  await buyerPanel.getByRole('button', { name: 'Tutup chat' }).click();
  await expect(buyerPanel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buka chat' })).toBeFocused();
  await logout(page);

  // The admin sees the thread with one unread message, reads it and replies.
  await login(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const adminButton = page.getByRole('button', { name: /^Buka chat \(\d+ belum dibaca\)$/ });
  await expect(adminButton).toBeVisible();
  await adminButton.click();
  const adminPanel = page.getByRole('dialog', { name: 'Chat Pembeli' });
  await expect(adminPanel).toBeVisible();
  await expect(adminPanel.getByText('Pilih pembeli untuk memulai chat')).toBeVisible();
  await adminPanel.getByRole('button', { name: `${buyer.username} (1 belum dibaca)`, exact: true }).click();
  await expect(adminPanel.getByRole('button', { name: buyer.username, exact: true })).toBeVisible();
  const adminLog = adminPanel.getByRole('log', { name: `Percakapan dengan ${buyer.username}` });
  await expect(adminLog.getByText(QUESTION)).toBeVisible();
  await expect(adminLog.getByText('Pembeli', { exact: true })).toBeVisible();
  await expect(adminLog.getByRole('link', { name: 'Tentang: Kopi Arabika Gayo' })).toHaveAttribute('href', '/product/1');
  const adminField = adminPanel.getByRole('textbox', { name: 'Pesan' });
  await expect(adminField).toBeFocused();
  await adminField.fill(REPLY);
  await adminPanel.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(adminLog.getByText(REPLY)).toBeVisible();
  await expect(adminField).toHaveValue('');
  await expectNoAxeViolations(page, 'admin dashboard with the admin chat open');
  await page.keyboard.press('Escape');
  await expect(adminPanel).toHaveCount(0);
  await logout(page);

  // The buyer sees the badge and the reply.
  await login(page, buyer.username, buyer.password);
  const badge = page.getByRole('button', { name: 'Buka chat (1 belum dibaca)' });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(buyerLog.getByText(REPLY)).toBeVisible();
  await expect(buyerLog.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buka chat', exact: true })).toBeVisible();
});

test("a message sent in one tab appears in the buyer's other tab without a reload", async ({ page, context }) => {
  await registerAndLogin(page, 'duatab');
  const other = await context.newPage();
  await other.goto('/catalog');
  await other.getByRole('button', { name: 'Buka chat' }).click();
  const otherPanel = other.getByRole('dialog', { name: 'Hubungi Admin' });
  await expect(otherPanel.getByText('Belum ada pesan. Tulis pertanyaan Anda untuk admin.')).toBeVisible();

  await page.getByRole('button', { name: 'Buka chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Hubungi Admin' });
  const field = panel.getByRole('textbox', { name: 'Pesan' });
  await field.fill('Halo dari tab pertama');
  await field.press('Shift+Enter');
  await field.pressSequentially('baris kedua');
  await field.press('Enter');
  await expect(panel.getByRole('log').getByText(/Halo dari tab pertama\s+baris kedua/)).toBeVisible();

  await expect(otherPanel.getByRole('log').getByText(/Halo dari tab pertama\s+baris kedua/)).toBeVisible();
  await expectNoAxeViolations(other, 'catalogue with the buyer chat open (second tab)');
});

test("a long thread opens on its newest 50 messages; 'Muat pesan sebelumnya' loads the older ones", async ({ page }) => {
  const buyer = await registerAndLogin(page, 'panjang');
  await page.getByRole('button', { name: 'Buka chat' }).click();
  const buyerPanel = page.getByRole('dialog', { name: 'Hubungi Admin' });
  await buyerPanel.getByRole('textbox', { name: 'Pesan' }).fill('Pesan pertama saya');
  await buyerPanel.getByRole('textbox', { name: 'Pesan' }).press('Enter');
  await expect(buyerPanel.getByRole('log').getByText('Pesan pertama saya')).toBeVisible();
  await logout(page);

  // The admin answers 55 times (the admin's replies are neither capped nor rate limited).
  await login(page, ADMIN.username, ADMIN.password);
  await page.getByRole('button', { name: /^Buka chat/ }).click();
  const adminPanel = page.getByRole('dialog', { name: 'Chat Pembeli' });
  await adminPanel.getByRole('button', { name: `${buyer.username} (1 belum dibaca)`, exact: true }).click();
  const adminField = adminPanel.getByRole('textbox', { name: 'Pesan' });
  const adminLog = adminPanel.getByRole('log', { name: `Percakapan dengan ${buyer.username}` });
  for (let i = 1; i <= 55; i += 1) {
    await adminField.fill(`Balasan nomor ${i}`);
    await adminField.press('Enter');
    await expect(adminLog.getByText(`Balasan nomor ${i}`, { exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await logout(page);

  await login(page, buyer.username, buyer.password);
  await page.getByRole('button', { name: /^Buka chat/ }).click();
  const log = buyerPanel.getByRole('log', { name: 'Percakapan dengan admin' });
  await expect(log.getByText('Balasan nomor 55', { exact: true })).toBeVisible();
  await expect(log.getByRole('listitem')).toHaveCount(50);
  await expect(log.getByText('Pesan pertama saya')).toHaveCount(0);
  const older = log.getByRole('button', { name: 'Muat pesan sebelumnya' });
  await expect(older).toBeVisible();
  await expectNoAxeViolations(page, 'buyer chat with older messages to load');
  await older.click();
  await expect(log.getByText('Pesan pertama saya')).toBeAttached();
  await expect(log.getByRole('listitem')).toHaveCount(56);
  await expect(older).toHaveCount(0);
  // The view stayed on the messages shown before, not on the newest.
  await expect(log.getByText('Balasan nomor 55', { exact: true })).not.toBeInViewport();
});
