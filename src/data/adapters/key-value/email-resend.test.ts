/**
 * 'Kirim Ulang {order id}' in browser mode: the key-value adapter sends a failed
 * order e-mail again through the order e-mail function (a fake `fetch` here; the real function
 * and SMTP server are tested in functions/order-email and server/services/email-resend.test.ts)
 * and logs the new outcome, with the rule of src/domain/orders/email-log.ts.
 */
import { seedOrders } from '@/testing/seed';
import { seedEmailLogs } from '@/testing/seed';
import type { EmailLog } from '@/domain/core/records';
import { createTestData } from '@/testing/create-test-data';

const FAILED_ADMIN_EMAIL = seedEmailLogs.find((log) => log.status === 'failed')!;
const config = { url: 'http://127.0.0.1:9/', key: 'kunci', timeoutMs: 1000 };

describe('resendEmail over the key-value store', () => {
  it('sends only the failed e-mail again, logs it, and refuses a second resend of the same entry', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true, message: 'Terkirim' })));
    const { data } = await createTestData({ user: 'admin', orderEmails: { config, fetch } });
    const entry = await data.logs.resendEmail(FAILED_ADMIN_EMAIL.id);
    expect(entry).toMatchObject({
      orderId: FAILED_ADMIN_EMAIL.orderId,
      type: 'admin_new_order',
      recipient: 'admin@seulanga.id',
      status: 'success',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string) as {
      recipientType: string;
    };
    expect(body.recipientType).toBe('admin');
    expect((await data.logs.listEmailLogs())[0]).toEqual(entry);
    await expect(data.logs.resendEmail(FAILED_ADMIN_EMAIL.id)).rejects.toMatchObject({ code: 'EMAIL_RESEND_INVALID' });
    await expect(data.logs.resendEmail(entry.id)).rejects.toMatchObject({ code: 'EMAIL_RESEND_INVALID' });
  });

  it("sends a buyer's e-mail again to the order's account e-mail when the order carries none, as the server does (src/domain/orders/emails.ts)", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true, message: 'Terkirim' })));
    const failed: EmailLog = { ...FAILED_ADMIN_EMAIL, id: 'EML900', type: 'buyer_order_confirmation', recipient: 'lama@example.com' };
    // An order stored before orders carried the buyer's e-mail, of the demo buyer (pembeli@example.com).
    const orders = seedOrders.map((order) => (order.id === failed.orderId ? { ...order, customerEmail: '' } : order));
    const { data } = await createTestData({
      user: 'admin',
      orderEmails: { config, fetch },
      stored: { orders, emailLogs: [...seedEmailLogs, failed] },
    });
    expect(await data.logs.resendEmail(failed.id)).toMatchObject({
      orderId: failed.orderId,
      type: 'buyer_order_confirmation',
      recipient: 'pembeli@example.com',
      status: 'success',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses without the e-mail function, for an unknown entry, and for a buyer', async () => {
    const { data } = await createTestData({ user: 'admin' });
    await expect(data.logs.resendEmail(FAILED_ADMIN_EMAIL.id)).rejects.toMatchObject({ code: 'EMAIL_RESEND_INVALID' });
    await expect(data.logs.resendEmail('EML0')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const buyer = await createTestData({ user: 'pembeli' });
    await expect(buyer.data.logs.resendEmail(FAILED_ADMIN_EMAIL.id)).rejects.toMatchObject({ code: 'ADMIN_ONLY' });
  });
});
