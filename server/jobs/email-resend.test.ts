// @vitest-environment node
/**
 * 'Kirim Ulang {order id}' on the server over a real database, the order e-mail outbox
 * and the real SMTP test server of the order e-mail tests (`functions/order-email/smtp-sink.ts`):
 * a refused recipient (550, permanent: not retried) is
 * logged with its plain reason, the admin sends that one e-mail again (only it, to the order's
 * current recipient), an entry that did not fail or was sent again already is refused, buyers
 * may not, and each admin may send 10 again in 10 minutes.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailFailureReason } from '@/domain/orders/email-log';
import type { SessionUser } from '@/domain/core/records';
import { PermissionError, RateLimitError } from '@/domain/core/errors';
import { shipping } from '@/testing/test-values';
import { startSmtpSink, type SmtpSink } from '@/testing/smtp-sink';
import { toSessionUser } from '../db/records';
import { emailLogs, orders, users } from '../db/schema';
import { liftOrderLimits } from '../testing/fixtures';
import { startTestServer, type TestServer } from '../testing/harness';
import { createSmtpTransportFromEnv } from '../services/email';
import { createOrderEmailWorker, type OrderEmailWorker } from './email-worker';
import { createServices } from '../services';
import { EMAIL_RESENDS_PER_ADMIN } from '../services/rate-limits';

let server: TestServer;
let sink: SmtpSink;
let buyer: SessionUser;
let admin: SessionUser;
let worker: OrderEmailWorker;
let transport: ReturnType<typeof createSmtpTransportFromEnv>;
/** Resends this file's admin has made (the rate limit counts them all). */
let resends = 0;
/** Addresses the SMTP sink refuses (550) at the moment. */
const refused = new Set<string>();

async function account(username: string): Promise<SessionUser> {
  const [row] = await server.database.db.select().from(users).where(eq(users.username, username));
  return toSessionUser(row!, []);
}

/** The services of one request by `actor`, sending e-mails through the outbox and the SMTP sink. */
const as = (actor: SessionUser | null) => createServices({ ...server.deps, orderEmails: worker }, actor);

async function logsOf(orderId: string) {
  return server.database.db.select().from(emailLogs).where(eq(emailLogs.orderId, orderId)).orderBy(emailLogs.seq);
}

/** Places an order as the buyer and sends its e-mails (the outbox drained); answers its id. */
async function placeAndMail(): Promise<string> {
  const { order } = await createServices(server.deps, buyer).orders.place(shipping, [{ productId: 1, quantity: 1 }]);
  await worker.drain();
  return order.id;
}

/**
 * Places an order whose buyer e-mail the mail server refuses, then lets it take the address again.
 * @returns the order's id and its failed buyer e-mail's log entry.
 */
async function orderWithFailedBuyerEmail() {
  refused.add('pembeli@example.com');
  try {
    const orderId = await placeAndMail();
    const [failed] = await logsOf(orderId);
    expect(failed).toMatchObject({ type: 'buyer_order_confirmation', status: 'failed' });
    return { orderId, failed: failed! };
  } finally {
    refused.clear();
  }
}

beforeAll(async () => {
  server = await startTestServer();
  await liftOrderLimits(server);
  sink = await startSmtpSink({ rejectRecipient: (address) => refused.has(address) });
  transport = createSmtpTransportFromEnv({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'Seulanga <pesanan@seulanga.test>',
  });
  worker = createOrderEmailWorker({
    database: server.database,
    publish: async () => {},
    transport,
    from: 'Seulanga <pesanan@seulanga.test>',
    logger: pino({ level: 'silent' }),
  });
  buyer = await account('pembeli');
  admin = await account('admin');
}, 60_000);

afterAll(async () => {
  transport?.close();
  await sink?.close();
  await server?.close();
});

describe('resending a failed order e-mail', () => {
  it('sends the refused e-mail again, only it, once the server takes it; refuses the rest', async () => {
    refused.add('pembeli@example.com');
    const orderId = await placeAndMail();
    const [failed, toAdmin] = await logsOf(orderId);
    expect([failed!.status, toAdmin!.status]).toEqual(['failed', 'success']);
    expect(emailFailureReason(failed!.error)).toBe('Server e-mail menolak alamat penerima.');

    // Still refused: a new failed entry.
    const again = await as(admin).logs.resendEmail(failed!.id);
    resends += 1;
    expect(again).toMatchObject({ orderId, type: 'buyer_order_confirmation', status: 'failed' });
    // The first entry was sent again already; a sent one is never sent again.
    await expect(as(admin).logs.resendEmail(failed!.id)).rejects.toMatchObject({ code: 'EMAIL_RESEND_INVALID' });
    await expect(as(admin).logs.resendEmail(toAdmin!.id)).rejects.toMatchObject({ code: 'EMAIL_RESEND_INVALID' });
    await expect(as(admin).logs.resendEmail('EML999999')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(as(buyer).logs.resendEmail(again.id)).rejects.toBeInstanceOf(PermissionError);
    await expect(as(null).logs.resendEmail(again.id)).rejects.toBeInstanceOf(PermissionError);

    // The mail server takes the address again: the newest failed entry goes out.
    refused.clear();
    const sent = await as(admin).logs.resendEmail(again.id);
    resends += 1;
    expect(sent).toMatchObject({ orderId, recipient: 'pembeli@example.com', status: 'success', error: null });
    const mails = sink.messages.filter((m) => m.headers['x-seulanga-order-id']?.[0] === orderId);
    expect(mails.map((m) => m.to)).toEqual([['admin@seulanga.id'], ['pembeli@example.com']]);
    expect(mails[1]!.subject).toBe(`Konfirmasi Pesanan ${orderId} - Seulanga`);
    expect((await logsOf(orderId)).map((l) => [l.type, l.status])).toEqual([
      ['buyer_order_confirmation', 'failed'],
      ['admin_new_order', 'success'],
      ['buyer_order_confirmation', 'failed'],
      ['buyer_order_confirmation', 'success'],
    ]);
  }, 60_000);

  it("sends a buyer's e-mail again to the order's account e-mail when the order carries none (src/domain/orders/emails.ts)", async () => {
    const { orderId, failed } = await orderWithFailedBuyerEmail();
    // An order stored before orders carried the buyer's e-mail.
    await server.database.db.update(orders).set({ customerEmail: null }).where(eq(orders.id, orderId));
    const sent = await as(admin).logs.resendEmail(failed.id);
    resends += 1;
    expect(sent).toMatchObject({ orderId, type: 'buyer_order_confirmation', recipient: 'pembeli@example.com', status: 'success' });
  }, 60_000);

  it('sends one failed e-mail again once when two admins (or tabs) resend it at the same moment', async () => {
    const { orderId, failed } = await orderWithFailedBuyerEmail();
    const results = await Promise.allSettled([as(admin).logs.resendEmail(failed.id), as(admin).logs.resendEmail(failed.id)]);
    resends += 2;
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'EMAIL_RESEND_INVALID' } });
    const toBuyer = sink.messages.filter((m) => m.headers['x-seulanga-order-id']?.[0] === orderId && m.to[0] === 'pembeli@example.com');
    expect(toBuyer).toHaveLength(1);
  }, 60_000);

  it(`lets an admin send ${EMAIL_RESENDS_PER_ADMIN} e-mails again in 10 minutes`, async () => {
    refused.add('pembeli@example.com');
    try {
      const orderId = await placeAndMail();
      let [latest] = await logsOf(orderId);
      while (resends < EMAIL_RESENDS_PER_ADMIN) {
        latest = (await as(admin).logs.resendEmail(latest!.id)) as typeof latest;
        resends += 1;
      }
      const before = (await logsOf(orderId)).length;
      await expect(as(admin).logs.resendEmail(latest!.id)).rejects.toBeInstanceOf(RateLimitError);
      // Refused before sending: no new entry.
      expect((await logsOf(orderId)).length).toBe(before);
    } finally {
      refused.clear();
    }
  }, 60_000);
});
