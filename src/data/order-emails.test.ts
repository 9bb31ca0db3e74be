/**
 * Browser mode's key-value adapter starts `sendOrderEmails` after an order commits, without
 * awaiting it; these tests pin down what it does with the e-mail function's answers (spec
 * section 7, docs/product/decisions.md "E-mail"), and that placing an order starts it.
 */
import type { OrderEmailConfig } from '@/config/env';
import { sendOrderEmails, type OrderEmailPayload } from '@/data/order-emails';
import { seedOrders } from '@/testing/seed';
import { messages } from '@/shared/messages';
import type { EmailLog } from '@/domain/core/records';
import { createContext } from '@/data/adapters/key-value/context';
import { emailTargetOf } from '@/data/adapters/key-value/email-target';
import { createTestData } from '@/testing/create-test-data';
import { shipping } from '@/testing/test-values';

const order = seedOrders[0]!;
const config: OrderEmailConfig = {
  url: 'https://mail.example/api/order-email',
  key: 'public-key',
  timeoutMs: 1000,
};

async function setup() {
  const testData = await createTestData({ user: 'pembeli', stored: { emailLogs: [] } });
  const storedLogs = () => JSON.parse(testData.driver.snapshot().emailLogs ?? '[]') as EmailLog[];
  // The adapter's own target over the same stored values (what its order placing uses).
  const target = emailTargetOf(createContext(testData.driver));
  return { ...testData, target, storedLogs };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sendOrderEmails', () => {
  it('posts one e-mail to the buyer and one to the admin and logs both as success', async () => {
    const { target, storedLogs } = await setup();
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      json({ ok: true, message: 'Email terkirim' }),
    );
    const logs = await sendOrderEmails(target, order, 'pembeli@example.com', config, fetchImpl);

    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const calls = fetchImpl.mock.calls.map(([url, init]) => ({
      url,
      method: init?.method,
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(String(init?.body)) as OrderEmailPayload,
    }));
    for (const call of calls) {
      expect(call.url).toBe(config.url);
      expect(call.method).toBe('POST');
      expect(call.headers).toMatchObject({
        'Content-Type': 'application/json',
        Authorization: 'Bearer public-key',
      });
    }
    const buyer = calls.find((c) => c.body.recipientType === 'buyer');
    const admin = calls.find((c) => c.body.recipientType === 'admin');
    expect(buyer?.body).toEqual({
      order: { ...order, customerEmail: 'pembeli@example.com' },
      recipientType: 'buyer',
      recipientEmail: 'pembeli@example.com',
    });
    expect(admin?.body).toEqual({
      order,
      recipientType: 'admin',
      recipientEmail: 'admin@seulanga.id',
    });

    expect(logs.map((l) => [l.type, l.recipient, l.status, l.error ?? null])).toEqual([
      ['buyer_order_confirmation', 'pembeli@example.com', 'success', null],
      ['admin_new_order', 'admin@seulanga.id', 'success', null],
    ]);
    expect(storedLogs()).toHaveLength(2);
    expect(storedLogs().every((l) => l.orderId === order.id)).toBe(true);
  });

  it('sends only the admin e-mail when neither the order nor its account has an e-mail address', async () => {
    const { target } = await setup();
    const fetchImpl = vi.fn<typeof fetch>(async () => json({ ok: true, message: 'ok' }));
    const logs = await sendOrderEmails(target, { ...order, customerEmail: '' }, undefined, config, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(logs.map((l) => l.type)).toEqual(['admin_new_order']);
  });

  it('logs an HTTP failure with the function’s error', async () => {
    const { target, storedLogs } = await setup();
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      json({ ok: false, error: 'SMTP tidak tersedia' }, 500),
    );
    const logs = await sendOrderEmails(target, order, 'pembeli@example.com', config, fetchImpl);
    expect(logs.map((l) => [l.status, l.error])).toEqual([
      ['failed', 'SMTP tidak tersedia'],
      ['failed', 'SMTP tidak tersedia'],
    ]);
    expect(storedLogs().map((l) => l.status)).toEqual(['failed', 'failed']);
  });

  it('logs an HTTP failure without a JSON body by its status', async () => {
    const { target } = await setup();
    const fetchImpl = vi.fn<typeof fetch>(
      async () => new Response('Internal Server Error', { status: 500 }),
    );
    const logs = await sendOrderEmails(target, order, 'pembeli@example.com', config, fetchImpl);
    expect(logs.map((l) => [l.status, l.error])).toEqual([
      ['failed', 'HTTP 500'],
      ['failed', 'HTTP 500'],
    ]);
  });

  it('logs a network error as failed and does not throw', async () => {
    const { target } = await setup();
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const logs = await sendOrderEmails(target, order, 'pembeli@example.com', config, fetchImpl);
    expect(logs.map((l) => [l.status, l.error])).toEqual([
      ['failed', messages.email.requestFailed('Failed to fetch')],
      ['failed', messages.email.requestFailed('Failed to fetch')],
    ]);
  });

  it('logs both e-mails as failed with the not-configured reason when no URL is set', async () => {
    const { target, storedLogs } = await setup();
    const fetchImpl = vi.fn<typeof fetch>();
    const logs = await sendOrderEmails(
      target,
      order,
      'pembeli@example.com',
      { ...config, url: '' },
      fetchImpl,
    );
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(logs.map((l) => [l.type, l.status, l.error])).toEqual([
      ['buyer_order_confirmation', 'failed', messages.email.notConfigured],
      ['admin_new_order', 'failed', messages.email.notConfigured],
    ]);
    expect(storedLogs()).toHaveLength(2);
  });

  it('never throws, even when the log cannot be written (storage full)', async () => {
    const { target, driver } = await setup();
    driver.setQuota(1);
    const fetchImpl = vi.fn<typeof fetch>(async () => json({ ok: true, message: 'ok' }));
    await expect(
      sendOrderEmails(target, order, 'pembeli@example.com', config, fetchImpl),
    ).resolves.toEqual([]);
  });
});

describe('placing an order in browser mode', () => {
  it('starts the order e-mails after the commit and logs their outcome', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json({ ok: true, message: 'Email terkirim' }));
    const { data, driver } = await createTestData({
      user: 'pembeli',
      stored: { emailLogs: [] },
      orderEmails: { config, fetch: fetchImpl },
    });
    const product = (await data.products.list()).find((p) => p.stock > 0)!;
    const { order } = await data.orders.place(shipping, [{ productId: product.id, quantity: 1 }]);
    await vi.waitFor(() => {
      const logs = JSON.parse(driver.snapshot().emailLogs ?? '[]') as EmailLog[];
      expect(logs.map((l) => [l.orderId, l.type, l.status])).toEqual(
        expect.arrayContaining([[order.id, 'admin_new_order', 'success']]),
      );
    });
    const recipients = fetchImpl.mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as OrderEmailPayload).recipientType);
    expect(recipients).toContain('admin');
  });

  it('sends nothing without an e-mail function configured (the adapter default)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { data, driver } = await createTestData({ user: 'pembeli', stored: { emailLogs: [] } });
    const product = (await data.products.list()).find((p) => p.stock > 0)!;
    await data.orders.place(shipping, [{ productId: product.id, quantity: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(JSON.parse(driver.snapshot().emailLogs ?? '[]')).toEqual([]);
    fetchSpy.mockRestore();
  });
});
