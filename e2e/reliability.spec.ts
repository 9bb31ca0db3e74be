/**
 * Reliability under concurrent writes: two tabs of one buyer send chat messages at the
 * same moment and no message is lost. Runs in both modes (projects `browser` and `server`): in
 * browser mode both tabs write one localStorage (under the store's cross-tab lock), in server mode
 * both send to the server and each hears the other's through its live updates. The buyer is the
 * test's own, so its thread holds only these messages. The storage's own failure modes
 * (corruption, a full quota) are browser/storage-reliability.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { gotoHydrated, registerAndLogin } from './support';

test('two tabs of one buyer send chat messages at once: every message is kept', async ({ context }) => {
  // One browser is one session (a localStorage key, or the session cookie): both tabs are the
  // same signed-in buyer.
  const tabA = await context.newPage();
  await registerAndLogin(tabA, 'duatab');
  const tabB = await context.newPage();
  const composers = [];
  for (const tab of [tabA, tabB]) {
    // Hydrated first: a click on the server-rendered button before the script runs is lost.
    await gotoHydrated(tab, '/product/1');
    await tab.getByRole('button', { name: 'Chat Penjual' }).click();
    const panel = tab.getByRole('dialog', { name: 'Hubungi Admin' });
    composers.push({
      field: panel.getByRole('textbox', { name: 'Pesan' }),
      send: panel.getByRole('button', { name: 'Kirim', exact: true }),
    });
  }
  const sent: string[] = [];
  for (let i = 0; i < 4; i++) {
    await Promise.all(
      composers.map(async ({ field }, t) => {
        const text = `Pesan ${i} dari tab ${t === 0 ? 'A' : 'B'}`;
        sent.push(text);
        await field.fill(text);
        await field.press('Enter');
        // The field clears at once; the next message may be written and sent while this one is
        // on its way (the composer queues it and sends in order).
        await expect(field).toHaveValue('');
      }),
    );
  }
  for (const { send } of composers) await expect(send).not.toHaveAttribute('aria-busy', 'true');
  // Both tabs show all of them, and so does a fresh load of the thread.
  for (const tab of [tabA, tabB]) {
    const log = tab.getByRole('dialog', { name: 'Hubungi Admin' }).getByRole('log');
    for (const text of sent) await expect(log.getByText(text, { exact: true })).toBeVisible();
  }
  await tabA.reload();
  await tabA.getByRole('button', { name: /^Buka chat/ }).click();
  const log = tabA.getByRole('dialog', { name: 'Hubungi Admin' }).getByRole('log');
  for (const text of sent) await expect(log.getByText(text, { exact: true })).toBeVisible();
  await expect(log.getByText(/^Pesan \d dari tab [AB]$/)).toHaveCount(sent.length);
  console.log(`[reliability] e2e chat messages sent at once from two tabs: ${sent.length}`);
});
