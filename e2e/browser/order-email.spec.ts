/**
 * Order e-mails end to end: the built shop calls the real function, which delivers to a
 * real SMTP server; with the function stopped the order still succeeds and the failures are logged
 * with a plain reason, and once it is back 'Kirim Ulang {order id}' sends one again.
 * Browser mode only (project `browser`): there the browser itself calls the e-mail function after
 * an order (server mode sends them from the server: server/services/email.ts and its Vitest tests).
 *
 * The function runs in this Playwright worker on E2E_EMAIL_PORT (8787, the URL the e2e build was
 * made with). Other specs running in parallel may also reach it while it is up: their e-mails land
 * in the same sink, so every check here looks only at this spec's own order ids (each browser
 * context has its own localStorage, hence its own e-mail log).
 */
import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../functions/order-email/server';
import { startSmtpSink, type SmtpSink } from '../../src/testing/smtp-sink';
import { E2E_EMAIL_KEY, E2E_EMAIL_PORT, E2E_PORT } from '../../playwright.config';
import { ADMIN, BUYER, addToCart, login, openCheckout, placedOrderId, readStored } from '../support';

/** The browser-mode shop's origin, the one the function accepts calls from. */
const SHOP_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const BUYER_EMAIL = 'pembeli@example.com';
const ADMIN_EMAIL = 'admin@seulanga.id';

interface StoredEmailLog {
  orderId: string;
  status: 'success' | 'failed';
  recipient: string;
}

test.describe.serial('order e-mails through the function and a real SMTP server', () => {
  let sink: SmtpSink;
  let fn: RunningServer | undefined;

  /** Starts the e-mail function on E2E_EMAIL_PORT, delivering to the sink. */
  async function startFunction(): Promise<RunningServer> {
    return startServer({
      port: E2E_EMAIL_PORT,
      env: {
        SMTP_HOST: sink.host,
        SMTP_PORT: String(sink.port),
        SMTP_SECURE: 'false',
        MAIL_FROM: 'Seulanga <pesanan@seulanga.test>',
        ORDER_EMAIL_KEY: E2E_EMAIL_KEY,
        ALLOWED_ORIGIN: SHOP_ORIGIN,
      },
      smtpOptions: { ignoreTLS: true },
      log: () => undefined,
    });
  }

  test.beforeAll(async () => {
    sink = await startSmtpSink();
    try {
      fn = await startFunction();
    } catch (error) {
      await sink.close();
      const inUse = (error as { code?: string }).code === 'EADDRINUSE';
      throw inUse
        ? new Error(
            `Port ${E2E_EMAIL_PORT} is taken (is \`npm run email:dev\` running?). Stop it, or run the e2e tests with another E2E_EMAIL_PORT.`,
            { cause: error },
          )
        : error;
    }
  });

  test.afterAll(async () => {
    await fn?.close();
    await sink?.close();
  });

  /** Buyer: product 1 into the cart, checkout, payment confirmation; returns the order id. */
  async function placeOrder(page: Page): Promise<string> {
    await login(page, BUYER.username, BUYER.password);
    await addToCart(page, 1, 1);
    await openCheckout(page, {
      name: 'Cut Nyak Dhien',
      phone: '081234567890',
      address: 'Jl. Teuku Umar No. 1, Banda Aceh',
      postalCode: '23116',
    });
    await page.getByRole('radio', { name: 'Transfer Bank' }).click();
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    return placedOrderId(page);
  }

  /** Waits until the shop has logged both e-mails of the order (before any full page load). */
  async function waitForLogs(page: Page, orderId: string): Promise<void> {
    await expect
      .poll(
        async () =>
          (await readStored<StoredEmailLog[]>(page, 'emailLogs')).filter(
            (log) => log.orderId === orderId,
          ).length,
      )
      .toBe(2);
  }

  /** Admin: the dashboard's e-mail log rows of one order. */
  async function adminLogRows(page: Page, orderId: string) {
    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await login(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Log Email', exact: true }).click();
    const table = page.getByRole('table', { name: 'Log Notifikasi Email Terbaru' });
    await expect(table).toBeVisible();
    return table.getByRole('row').filter({ hasText: orderId });
  }

  test('a placed order sends both e-mails: the SMTP server holds two, the log shows two Berhasil', async ({
    page,
  }) => {
    const orderId = await placeOrder(page);

    const ofOrder = () =>
      sink.messages.filter((mail) => mail.headers['x-seulanga-order-id']?.[0] === orderId);
    await expect.poll(() => ofOrder().length).toBe(2);
    const toBuyer = ofOrder().find((mail) => mail.to.includes(BUYER_EMAIL));
    const toAdmin = ofOrder().find((mail) => mail.to.includes(ADMIN_EMAIL));
    expect(toBuyer?.to).toEqual([BUYER_EMAIL]);
    expect(toBuyer?.subject).toBe(`Konfirmasi Pesanan ${orderId} - Seulanga`);
    expect(toBuyer?.text).toContain('Kopi Arabika Gayo');
    expect(toBuyer?.text).toMatch(/Kode Pembayaran: TJ-\d{12}/);
    expect(toAdmin?.to).toEqual([ADMIN_EMAIL]);
    expect(toAdmin?.subject).toBe(`Pesanan Baru ${orderId} dari Cut Nyak Dhien`);
    expect(toAdmin?.text).toContain('Jl. Teuku Umar No. 1, Banda Aceh');

    await waitForLogs(page, orderId);
    const rows = await adminLogRows(page, orderId);
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Berhasil' })).toHaveCount(2);
    await expect(rows.filter({ hasText: BUYER_EMAIL })).toHaveCount(1);
    await expect(rows.filter({ hasText: ADMIN_EMAIL })).toHaveCount(1);
  });

  test('with the function stopped the order still succeeds and the log shows two Gagal with the error', async ({
    page,
  }) => {
    await fn?.close();
    fn = undefined;

    const orderId = await placeOrder(page);
    await expect(
      page.getByText('Pesanan Anda berhasil dibuat! Silakan selesaikan pembayaran.'),
    ).toBeVisible();

    await waitForLogs(page, orderId);
    const logs = (await readStored<StoredEmailLog[]>(page, 'emailLogs')).filter(
      (log) => log.orderId === orderId,
    );
    expect(logs.map((log) => log.status)).toEqual(['failed', 'failed']);

    const rows = await adminLogRows(page, orderId);
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Gagal' })).toHaveCount(2);
    // A plain reason; the raw error behind 'Detail teknis'.
    await expect(rows.filter({ hasText: 'Server e-mail tidak dapat dihubungi.' })).toHaveCount(2);
    const details = rows.first().getByText('Detail teknis');
    await details.click();
    await expect(rows.first().getByText(/Gagal menghubungi layanan email/)).toBeVisible();
    const ofOrder = () =>
      sink.messages.filter((mail) => mail.headers['x-seulanga-order-id']?.[0] === orderId);
    expect(ofOrder()).toHaveLength(0);

    // The function back: 'Kirim Ulang' sends that one e-mail again and logs it as sent.
    fn = await startFunction();
    await rows.first().getByRole('button', { name: `Kirim Ulang ${orderId}` }).click();
    await expect(page.getByText(`Email pesanan ${orderId} dikirim ulang.`)).toBeVisible();
    await expect.poll(() => ofOrder().length).toBe(1);
    await expect(rows.filter({ hasText: 'Berhasil' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: `Kirim Ulang ${orderId}` })).toHaveCount(1);
  });
});
