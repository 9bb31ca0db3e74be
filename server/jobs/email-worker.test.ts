// @vitest-environment node
/**
 * The order e-mail outbox and its worker (docs/decisions/018) over a real
 * database (PGlite, or the PostgreSQL of `TEST_DATABASE_URL`) and the real SMTP test server of the
 * order e-mail tests (`functions/order-email/smtp-sink.ts`): e-mails sent and logged, an order
 * placed while SMTP is down or silent and its e-mails retried with back-off and delivered once
 * SMTP is back, failed for good after the last attempt, two workers on one database never sending
 * one e-mail twice, the daily limit per buyer mailbox, a buyer's e-mail withheld until the address
 * is verified and the verification link delivered (docs/decisions/022), waking and stopping.
 */
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailFailureReason } from '@/domain/orders/email-log';
import { messages } from '@/shared/messages';
import { ADMIN_NOTICE_WINDOW_MS, ADMIN_NOTICES_PER_WINDOW, ORDER_EMAILS_PER_RECIPIENT_PER_DAY, RECIPIENT_LIMIT_WINDOW_MS } from '@/domain/orders/emails';
import type { SessionUser } from '@/domain/core/records';
import { shipping } from '@/testing/test-values';
import { startSmtpSink, type SmtpSink } from '@/testing/smtp-sink';
import { UNVERIFIED_RECIPIENT_NOTE } from '@/domain/order-email/templates';
import type { ShopDatabase } from '../db/client';
import { importShopData } from '../db/import';
import { toSessionUser } from '../db/records';
import { emailLogs, emailOutbox, emailVerifications, orders, products, users } from '../db/schema';
import { queueVerificationEmail, tokenHash } from '../services/email-verification';
import { liftOrderLimits } from '../testing/fixtures';
import { startTestServer, type TestServer } from '../testing/harness';
import type { Change } from '../services/context';
import { createSmtpTransportFromEnv } from '../services/email';
import { OUTBOX_MAX_ATTEMPTS } from '../services/email-outbox';
import { pruneEmailOutbox } from './email-outbox-pruning';
import { createOrderEmailWorker, OUTBOX_LEASE_MS, outboxRetryDelayMs, type OrderEmailWorkerOptions } from './email-worker';
import { createServices } from '../services';

const silent = pino({ level: 'silent' });

let server: TestServer;
let sink: SmtpSink;
let buyer: SessionUser;
/** Milliseconds the workers' clock runs ahead of the real one (to reach a retry's due time). */
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);
/** Transports made by a test, closed after it. */
const transports: { close(): void }[] = [];

async function account(username: string): Promise<SessionUser> {
  const [row] = await server.database.db.select().from(users).where(eq(users.username, username));
  return toSessionUser(row!, []);
}

function smtpEnv(port: number) {
  return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false', MAIL_FROM: 'Seulanga <pesanan@seulanga.test>' };
}

/** A worker over the test database sending to the SMTP server on `port` (the sink by default). */
function worker(options: Partial<OrderEmailWorkerOptions> & { port?: number } = {}) {
  const transport = createSmtpTransportFromEnv(smtpEnv(options.port ?? sink.port));
  transports.push(transport!);
  return createOrderEmailWorker({
    database: server.database,
    publish: async () => {},
    transport,
    from: 'Seulanga <pesanan@seulanga.test>',
    logger: silent,
    now: clock,
    perRecipientPerDay: 1000,
    adminNoticesPerWindow: 1000,
    ...options,
  });
}

/** Places an order of one unit of product 1 as `who` (the buyer); answers its id. */
async function place(who: SessionUser = buyer): Promise<string> {
  const { order } = await createServices(server.deps, who).orders.place(shipping, [{ productId: 1, quantity: 1 }]);
  return order.id;
}

const logsOf = (orderId: string) =>
  server.database.db.select().from(emailLogs).where(eq(emailLogs.orderId, orderId)).orderBy(emailLogs.seq);

const rowsOf = (orderId: string) =>
  server.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(emailOutbox.id);

const mailsOf = (orderId: string) => sink.messages.filter((m) => m.headers['x-seulanga-order-id']?.[0] === orderId);

/** A port where nothing listens (a mail server that was there and stopped). */
async function deadPort(): Promise<number> {
  const stopped = await startSmtpSink();
  await stopped.close();
  return stopped.port;
}

async function setBuyerEmail(email: string) {
  await server.database.db.update(users).set({ email }).where(eq(users.id, buyer.id));
  buyer = await account('pembeli');
}

beforeAll(async () => {
  server = await startTestServer();
  await liftOrderLimits(server);
  // Every test orders product 1: enough of it for all of them.
  await server.database.db.update(products).set({ stock: 10_000 }).where(eq(products.id, 1));
  sink = await startSmtpSink({ rejectRecipient: (address) => address.endsWith('@ditolak.test') });
  buyer = await account('pembeli');
}, 60_000);

beforeEach(() => {
  ahead = 0;
});

afterEach(async () => {
  for (const transport of transports.splice(0)) transport.close();
  // The seed's buyer is verified; a test that unverified it gets it back.
  await server.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, buyer.id));
  // The buyer's unpaid orders stay under the shop's limit whatever the tests placed.
  await server.database.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.userId, buyer.id));
  // Nothing a test left open reaches the next one's drains.
  await server.database.db.update(emailOutbox).set({ status: 'failed' }).where(inArray(emailOutbox.status, ['pending', 'sending', 'batched', 'summarising']));
  await setBuyerEmail('pembeli@example.com');
});

afterAll(async () => {
  await sink?.close();
  await server?.close();
});

describe('the order e-mail outbox', () => {
  it("sends the buyer confirmation (to the verified address: no unverified note) and the admin notice over SMTP and logs both as sent", async () => {
    const published: Change[][] = [];
    const mailer = worker({ publish: async (changes) => void published.push(changes) });
    const orderId = await place();
    expect(await mailer.drain()).toBe(2);

    const toBuyer = mailsOf(orderId).find((m) => m.to[0] === 'pembeli@example.com');
    const toAdmin = mailsOf(orderId).find((m) => m.to[0] === 'admin@seulanga.id');
    expect(toBuyer?.subject).toBe(`Konfirmasi Pesanan ${orderId} - Seulanga`);
    expect(toBuyer?.from).toBe('pesanan@seulanga.test');
    expect(toBuyer?.text).toContain('Kopi Arabika Gayo x1');
    // The seed's buyer is verified (server/db/seed.ts): the e-mail carries no unverified note.
    expect(toBuyer?.text).not.toContain(UNVERIFIED_RECIPIENT_NOTE);
    expect(toBuyer?.html).not.toContain(UNVERIFIED_RECIPIENT_NOTE);
    expect(toAdmin?.subject).toBe(`Pesanan Baru ${orderId} dari ${shipping.customerName}`);
    expect(toAdmin?.text).toContain('Nomor Telepon: 081234567890');
    expect(toAdmin?.text).not.toContain(UNVERIFIED_RECIPIENT_NOTE);

    expect((await logsOf(orderId)).map((l) => [l.type, l.recipient, l.status, l.error])).toEqual([
      ['buyer_order_confirmation', 'pembeli@example.com', 'success', null],
      ['admin_new_order', 'admin@seulanga.id', 'success', null],
    ]);
    expect((await rowsOf(orderId)).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    expect(published.flat()).toContainEqual({ keys: ['emailLogs'], audience: { kind: 'admin' } });
    // Nothing is due any more: a second drain sends nothing.
    expect(await mailer.drain()).toBe(0);
    expect(mailsOf(orderId)).toHaveLength(2);
  });

  it("settles again with new log ids when another instance's log entry took one meanwhile, and sends each e-mail once", async () => {
    // Two instances make ids from the millisecond and two random characters: with a fixed clock
    // and random source this worker's first log id is known, and another entry already has it.
    const fixed = new Date(Date.now() + 1_000);
    const logged = vi.fn();
    const logger = pino({ level: 'error' }, { write: logged });
    const mailer = worker({ now: () => fixed, random: () => 0, logger });
    const orderId = await place();
    await server.database.db.insert(emailLogs).values({
      id: `EML${fixed.getTime()}00`,
      timestamp: fixed.toISOString(),
      orderId: 'ORD-OTHER-INSTANCE',
      recipient: 'lain@example.com',
      type: 'admin_new_order',
      status: 'success',
      error: null,
    });
    expect(await mailer.drain()).toBe(2);
    // Before, the settle failed on the taken id and left both rows to their lease: sent again later.
    expect(logged).not.toHaveBeenCalled();
    expect((await rowsOf(orderId)).map((r) => r.status)).toEqual(['sent', 'sent']);
    expect((await logsOf(orderId)).map((l) => l.status)).toEqual(['success', 'success']);
    ahead = OUTBOX_LEASE_MS * 2;
    expect(await worker().drain()).toBe(0);
    expect(mailsOf(orderId)).toHaveLength(2);
  });

  it('fails a refused recipient for good at once, with the SMTP reason, without retrying', async () => {
    await setBuyerEmail('pembeli@ditolak.test');
    const orderId = await place();
    await worker().drain();
    const logs = await logsOf(orderId);
    expect(logs.map((l) => [l.recipient, l.status])).toEqual([
      ['pembeli@ditolak.test', 'failed'],
      ['admin@seulanga.id', 'success'],
    ]);
    expect(logs[0]!.error).toMatch(/^Server email menolak pesan atau tidak dapat dihubungi \(EENVELOPE/);
    expect((await rowsOf(orderId)).map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 1],
      ['sent', 1],
    ]);
  });

  it('places an order while SMTP is down, retries its e-mails with back-off and delivers them once SMTP is back', async () => {
    const port = await deadPort();
    const mailer = worker({ port });
    const orderId = await place();
    // The order is committed whatever the mail server does.
    expect(await server.database.db.select().from(orders).where(eq(orders.id, orderId))).toHaveLength(1);

    expect(await mailer.drain()).toBe(2);
    let rows = await rowsOf(orderId);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0]!.lastError).toMatch(/^Server email menolak pesan atau tidak dapat dihubungi \((ESOCKET|ECONNECTION|ECONNREFUSED)/);
    // Due again after the first back-off (30 s), not before; no log entry while retrying.
    const wait = rows[0]!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(outboxRetryDelayMs(1) - 5_000);
    expect(wait).toBeLessThanOrEqual(outboxRetryDelayMs(1));
    expect(await mailer.drain()).toBe(0);
    expect(await logsOf(orderId)).toEqual([]);

    // Still down at the second attempt: the wait doubles.
    ahead = outboxRetryDelayMs(1) + 1_000;
    expect(await mailer.drain()).toBe(2);
    rows = await rowsOf(orderId);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 2],
      ['pending', 2],
    ]);
    expect(rows[0]!.nextAttemptAt.getTime() - clock().getTime()).toBeGreaterThan(outboxRetryDelayMs(2) - 5_000);

    // The mail server is back on its port: the third attempt delivers each e-mail once.
    const back = await startSmtpSink({ port });
    try {
      ahead += outboxRetryDelayMs(2) + 1_000;
      expect(await mailer.drain()).toBe(2);
      const mails = back.messages.filter((m) => m.headers['x-seulanga-order-id']?.[0] === orderId);
      // Sent together: in either order.
      expect(mails.map((m) => m.to[0]).sort()).toEqual(['admin@seulanga.id', 'pembeli@example.com']);
      expect((await rowsOf(orderId)).map((r) => [r.status, r.attempts])).toEqual([
        ['sent', 3],
        ['sent', 3],
      ]);
      expect((await logsOf(orderId)).map((l) => [l.type, l.status, l.error])).toEqual([
        ['buyer_order_confirmation', 'success', null],
        ['admin_new_order', 'success', null],
      ]);
    } finally {
      await back.close();
    }
  }, 60_000);

  it('is not slowed by a mail server that never answers: orders commit while it hangs, the attempt times out and waits for a retry', async () => {
    const hung = createNetServer(() => {});
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    try {
      const mailer = worker({ port: (hung.address() as AddressInfo).port });
      const orderId = await place();
      let drained = false;
      const draining = mailer.drain().then((n) => {
        drained = true;
        return n;
      });
      await vi.waitFor(async () => expect((await rowsOf(orderId)).map((r) => r.status)).toEqual(['sending', 'sending']));
      // The worker holds no lock or transaction while it waits on SMTP: another order commits meanwhile.
      const another = await place();
      expect(drained).toBe(false);
      expect(await server.database.db.select().from(orders).where(eq(orders.id, another))).toHaveLength(1);
      expect(await draining).toBeGreaterThanOrEqual(2);
      const rows = await rowsOf(orderId);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
      ]);
      expect(rows[0]!.lastError).toMatch(/ETIMEDOUT|ECONNECTION|ESOCKET/);
    } finally {
      await new Promise((resolve) => hung.close(resolve));
    }
  }, 60_000);

  it(`fails an e-mail for good after ${OUTBOX_MAX_ATTEMPTS} attempts and logs it once`, async () => {
    const mailer = worker({ port: await deadPort() });
    const orderId = await place();
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      expect(await mailer.drain()).toBe(2);
      ahead += outboxRetryDelayMs(attempt) + 1_000;
    }
    expect((await rowsOf(orderId)).map((r) => [r.status, r.attempts])).toEqual([
      ['failed', OUTBOX_MAX_ATTEMPTS],
      ['failed', OUTBOX_MAX_ATTEMPTS],
    ]);
    const logs = await logsOf(orderId);
    expect(logs.map((l) => [l.type, l.status])).toEqual([
      ['buyer_order_confirmation', 'failed'],
      ['admin_new_order', 'failed'],
    ]);
    expect(emailFailureReason(logs[0]!.error)).toBe('Server e-mail tidak dapat dihubungi.');
    expect(await mailer.drain()).toBe(0);
  }, 60_000);

  it('never sends one e-mail twice with two workers on one database', async () => {
    // Two instances on PostgreSQL; on PGlite (one process owns the database) two workers share it.
    const other: ShopDatabase = process.env.TEST_DATABASE_URL ? (await server.secondInstance()).database : server.database;
    const first = worker({ batch: 3 });
    const second = worker({ batch: 3, database: other });
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) ids.push(await place());
    const settled = await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
    expect(settled.reduce((a, b) => a + b, 0)).toBe(16);
    for (const orderId of ids) {
      expect(mailsOf(orderId).map((m) => m.to[0]).sort()).toEqual(['admin@seulanga.id', 'pembeli@example.com']);
      expect((await logsOf(orderId)).map((l) => l.status)).toEqual(['success', 'success']);
      expect((await rowsOf(orderId)).map((r) => [r.status, r.attempts])).toEqual([
        ['sent', 1],
        ['sent', 1],
      ]);
    }
  }, 60_000);

  it(`sends at most the daily number of e-mails to a buyer's mailbox, verified too (${ORDER_EMAILS_PER_RECIPIENT_PER_DAY} by default); past it the order stands and the log says why`, async () => {
    await setBuyerEmail('batas@example.com');
    const mailer = worker({ perRecipientPerDay: 2 });
    const ids = [await place(), await place(), await place()];
    await mailer.drain();
    // Every order stands; the admin's notices are not limited.
    expect(await server.database.db.select().from(orders).where(inArray(orders.id, ids))).toHaveLength(3);
    expect(ids.map((id) => mailsOf(id).map((m) => m.to[0]).sort())).toEqual([
      ['admin@seulanga.id', 'batas@example.com'],
      ['admin@seulanga.id', 'batas@example.com'],
      ['admin@seulanga.id'],
    ]);
    const [limited] = await logsOf(ids[2]!);
    expect(limited).toMatchObject({ type: 'buyer_order_confirmation', recipient: 'batas@example.com', status: 'failed', error: messages.email.recipientLimit(2) });
    expect(emailFailureReason(limited!.error)).toBe('Batas harian e-mail pesanan ke alamat ini sudah tercapai.');
    expect((await rowsOf(ids[2]!)).map((r) => [r.status, r.attempts])).toEqual([
      ['limited', 0],
      ['sent', 1],
    ]);

    // The admin's 'Kirim Ulang' goes through the same limit.
    expect(await mailer.resend(ids[2]!, 'buyer_order_confirmation', limited!.id)).toBe(true);
    expect(mailsOf(ids[2]!)).toHaveLength(1);
    expect((await logsOf(ids[2]!)).at(-1)).toMatchObject({ status: 'failed', error: messages.email.recipientLimit(2) });

    // A day later the address gets its e-mails again.
    ahead = RECIPIENT_LIMIT_WINDOW_MS + 1_000;
    const nextDay = await place();
    await mailer.drain();
    expect(mailsOf(nextDay).map((m) => m.to[0]).sort()).toEqual(['admin@seulanga.id', 'batas@example.com']);
  }, 60_000);

  it('counts an address whatever its letter case: one mailbox, one daily limit', async () => {
    const mailer = worker({ perRecipientPerDay: 2 });
    const ids: string[] = [];
    for (const email of ['kasus@example.com', 'KASUS@example.com', 'Kasus@Example.COM']) {
      await setBuyerEmail(email);
      ids.push(await place());
    }
    await mailer.drain();
    const buyerLogs = await Promise.all(ids.map(async (id) => (await logsOf(id)).find((l) => l.type === 'buyer_order_confirmation')));
    expect(buyerLogs.map((l) => l?.status)).toEqual(['success', 'success', 'failed']);
    expect(buyerLogs[2]?.error).toBe(messages.email.recipientLimit(2));
  });

  it(`counts one mailbox however its address is written: ${ORDER_EMAILS_PER_RECIPIENT_PER_DAY} of 6 e-mails to one Gmail inbox are sent, the rest logged as refused`, async () => {
    const mailer = worker({ perRecipientPerDay: ORDER_EMAILS_PER_RECIPIENT_PER_DAY });
    const written = ['victim+1@gmail.com', 'v.ictim@gmail.com', 'VICTIM@googlemail.com', 'vic.tim+toko@GMAIL.com', 'victim@gmail.com', 'Victim+2@googlemail.com'];
    const ids: string[] = [];
    for (const email of written) {
      await setBuyerEmail(email);
      ids.push(await place());
    }
    await mailer.drain();
    const buyerLogs = await Promise.all(ids.map(async (id) => (await logsOf(id)).find((l) => l.type === 'buyer_order_confirmation')));
    expect(buyerLogs.map((l) => l?.status)).toEqual(['success', 'success', 'success', 'success', 'success', 'failed']);
    expect(buyerLogs[5]).toMatchObject({ recipient: 'Victim+2@googlemail.com', error: messages.email.recipientLimit(ORDER_EMAILS_PER_RECIPIENT_PER_DAY) });
    expect(ids.flatMap((id) => mailsOf(id).filter((m) => m.to[0] !== 'admin@seulanga.id'))).toHaveLength(ORDER_EMAILS_PER_RECIPIENT_PER_DAY);
  }, 60_000);

  it(`sends the admin at most ${ADMIN_NOTICES_PER_WINDOW} new-order notices in ${ADMIN_NOTICE_WINDOW_MS / 60_000} minutes; the further orders go in one summary at the window's end`, async () => {
    // Past every notice of the tests before.
    ahead = 3 * RECIPIENT_LIMIT_WINDOW_MS;
    const mailer = worker({ adminNoticesPerWindow: ADMIN_NOTICES_PER_WINDOW });
    const ids: string[] = [];
    for (let i = 0; i < ADMIN_NOTICES_PER_WINDOW + 3; i += 1) ids.push(await place());
    await mailer.drain();
    const toAdmin = () => sink.messages.filter((m) => m.to[0] === 'admin@seulanga.id');
    const before = sink.messages.length;
    const alone = ids.map((id) => mailsOf(id).some((m) => m.to[0] === 'admin@seulanga.id'));
    expect(alone).toEqual([true, true, true, true, true, false, false, false]);
    // The buyers' confirmations are not held.
    expect(ids.every((id) => mailsOf(id).some((m) => m.to[0] === 'pembeli@example.com'))).toBe(true);
    const held = ids.slice(ADMIN_NOTICES_PER_WINDOW);
    for (const id of held) expect((await logsOf(id)).filter((l) => l.type === 'admin_new_order')).toEqual([]);

    // One more order in the window joins the waiting summary; nothing goes before its end.
    ids.push(await place());
    held.push(ids.at(-1)!);
    ahead += ADMIN_NOTICE_WINDOW_MS - 60_000;
    await mailer.drain();
    expect(sink.messages.length).toBe(before + 1); // the new order's buyer confirmation only
    ahead += 61_000;
    await mailer.drain();
    const summaries = toAdmin().filter((m) => m.headers['x-seulanga-summary']);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.subject).toBe(`${held.length} pesanan baru dalam 10 menit terakhir - Seulanga`);
    for (const id of held) expect(summaries[0]!.text).toContain(id);
    for (const id of held)
      expect((await logsOf(id)).filter((l) => l.type === 'admin_new_order').map((l) => [l.status, l.error])).toEqual([['success', null]]);
    // Once the summary went, the next order's notice goes on its own again.
    const after = await place();
    await mailer.drain();
    expect(mailsOf(after).map((m) => m.to[0]).sort()).toEqual(['admin@seulanga.id', 'pembeli@example.com']);
  }, 60_000);

  it("never holds the admin's own 'Kirim Ulang' of a notice for a summary", async () => {
    const orderId = await place();
    await worker({ transport: null }).drain();
    const failed = (await logsOf(orderId)).find((l) => l.type === 'admin_new_order');
    expect(failed?.status).toBe('failed');
    const mailer = worker({ adminNoticesPerWindow: 0 });
    expect(await mailer.resend(orderId, 'admin_new_order', failed!.id)).toBe(true);
    expect(mailsOf(orderId).map((m) => m.to[0])).toEqual(['admin@seulanga.id']);
    expect((await logsOf(orderId)).at(-1)).toMatchObject({ type: 'admin_new_order', status: 'success' });
  });

  it('counts the e-mails already sent to an address when several workers claim together', async () => {
    await setBuyerEmail('berbagi@example.com');
    const first = worker({ perRecipientPerDay: 3, batch: 2 });
    const second = worker({ perRecipientPerDay: 3, batch: 2 });
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await place());
    await Promise.all([first.drain(), second.drain()]);
    const toBuyer = ids.flatMap((id) => mailsOf(id).filter((m) => m.to[0] === 'berbagi@example.com'));
    expect(toBuyer).toHaveLength(3);
    const statuses = (await server.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, 'berbagi@example.com'))).map((r) => r.status);
    expect(statuses.sort()).toEqual(['limited', 'limited', 'limited', 'sent', 'sent', 'sent']);
  }, 60_000);

  it("withholds the buyer's confirmation until the address is verified (no SMTP attempt, the log says why), and sends the next one once it is", async () => {
    await server.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, buyer.id));
    const mailer = worker();
    const before = await place();
    expect(await mailer.drain()).toBe(2);
    expect(mailsOf(before).map((m) => m.to[0])).toEqual(['admin@seulanga.id']);
    const [withheld] = await logsOf(before);
    expect(withheld).toMatchObject({ type: 'buyer_order_confirmation', recipient: 'pembeli@example.com', status: 'failed', error: 'E-mail belum diverifikasi' });
    expect(emailFailureReason(withheld!.error)).toBe('Alamat e-mail pembeli belum diverifikasi, jadi e-mail tidak dikirim.');
    expect((await rowsOf(before)).map((r) => [r.type, r.status, r.attempts])).toEqual([
      ['buyer_order_confirmation', 'withheld', 0],
      ['admin_new_order', 'sent', 1],
    ]);
    // The admin's 'Kirim Ulang' while still unverified: withheld again.
    expect(await mailer.resend(before, 'buyer_order_confirmation', withheld!.id)).toBe(true);
    expect(mailsOf(before)).toHaveLength(1);

    await server.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, buyer.id));
    const after = await place();
    await mailer.drain();
    expect(mailsOf(after).map((m) => m.to[0]).sort()).toEqual(['admin@seulanga.id', 'pembeli@example.com']);
    // And the withheld one goes with the admin's 'Kirim Ulang' now.
    const latest = (await logsOf(before)).at(-1)!;
    expect(await mailer.resend(before, 'buyer_order_confirmation', latest.id)).toBe(true);
    expect(mailsOf(before).map((m) => m.to[0]).sort()).toEqual(['admin@seulanga.id', 'pembeli@example.com']);
  }, 60_000);

  it('delivers a verification link over SMTP; its token is stored hashed and verifies the account once', async () => {
    const userId = buyer.id;
    await server.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId));
    await server.database.db.transaction((tx) => queueVerificationEmail(tx, userId, 'pembeli@example.com', new Date()));
    const mailer = worker({ linkOrigin: 'https://toko.example' });
    expect(await mailer.drain()).toBe(1);
    const mail = sink.messages.filter((m) => m.headers['x-seulanga-verification']).at(-1)!;
    expect(mail.to).toEqual(['pembeli@example.com']);
    expect(mail.subject).toBe('Verifikasi alamat e-mail Anda - Seulanga');
    const token = /https:\/\/toko\.example\/verifikasi-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(mail.html).toContain(`https://toko.example/verifikasi-email?token=${token}`);
    // Only the hash is stored, and the outbox row holds no token.
    const stored = await server.database.db.select().from(emailVerifications).where(eq(emailVerifications.userId, userId));
    expect(stored.map((row) => row.tokenHash)).toContain(tokenHash(token!));
    expect(JSON.stringify(stored)).not.toContain(token!);
    expect(JSON.stringify(await server.database.db.select().from(emailOutbox))).not.toContain(token!);

    const visitor = createServices(server.deps, null);
    await visitor.auth.verifyEmail(token);
    expect((await account('pembeli')).emailVerified).toBe(true);
    await expect(visitor.auth.verifyEmail(token)).rejects.toMatchObject({ code: 'EMAIL_TOKEN_USED' });
  }, 60_000);

  it('sends no verification link the account no longer needs (its e-mail changed, or verified)', async () => {
    await server.database.db.transaction((tx) => queueVerificationEmail(tx, buyer.id, 'lama@example.com', new Date()));
    const sent = sink.messages.length;
    expect(await worker().drain()).toBe(1);
    expect(sink.messages).toHaveLength(sent);
    const [row] = await server.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, 'lama@example.com'));
    expect(row).toMatchObject({ type: 'email_verification', orderId: null, status: 'failed' });
  });

  it('is woken by an order placed on its instance, and stops cleanly', async () => {
    const mailer = worker({ pollMs: 60_000 });
    mailer.start();
    const services = () => createServices({ ...server.deps, orderEmails: mailer }, buyer);
    const { order } = await services().orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    await vi.waitFor(() => expect(mailsOf(order.id)).toHaveLength(2), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await logsOf(order.id)).map((l) => l.status)).toEqual(['success', 'success']));

    await mailer.stop();
    const { order: later } = await services().orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsOf(later.id)).toEqual([]);
    expect((await rowsOf(later.id)).map((r) => r.status)).toEqual(['pending', 'pending']);
  }, 30_000);

  it('fails both e-mails for good with a clear reason when no SMTP server is configured', async () => {
    const orderId = await place();
    await worker({ transport: null }).drain();
    expect((await logsOf(orderId)).map((l) => [l.type, l.status, l.error])).toEqual([
      ['buyer_order_confirmation', 'failed', messages.email.smtpNotConfigured],
      ['admin_new_order', 'failed', messages.email.smtpNotConfigured],
    ]);
    expect((await rowsOf(orderId)).map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
    ]);
    expect(createSmtpTransportFromEnv({})).toBeNull();
    expect(createSmtpTransportFromEnv({ SMTP_HOST: '  ' })).toBeNull();
  });

  it('never throws from a wake: an unknown order fails quietly, a broken database is only logged', async () => {
    const at = new Date();
    await server.database.db.insert(emailOutbox).values({ orderId: 'ORD-NOT-THERE', type: 'admin_new_order', recipient: 'admin@seulanga.id', recipientKey: 'admin@seulanga.id', maxAttempts: 6, nextAttemptAt: at, createdAt: at });
    await worker().drain();
    expect(await logsOf('ORD-NOT-THERE')).toEqual([]);
    expect((await rowsOf('ORD-NOT-THERE')).map((r) => r.status)).toEqual(['failed']);

    const error = vi.fn();
    const logger = { ...silent, error, warn: vi.fn() } as unknown as typeof silent;
    const broken = {
      ...server.database,
      db: {
        transaction: () => Promise.reject(new Error('db down')),
        select: () => {
          throw new Error('db down');
        },
      },
    } as unknown as ShopDatabase;
    const mailer = worker({ database: broken, logger });
    expect(() => mailer.wake()).not.toThrow();
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    await mailer.stop();
  });

  it('sends nothing when the orders cannot be read after a claim, retries later, and sends each e-mail once', async () => {
    let failReads = 1;
    // The database blips once, on the worker's order read after its claim (outside the claim's transaction).
    const blipping = {
      ...server.database,
      db: new Proxy(server.database.db, {
        get(target, property, receiver) {
          if (property === 'select' && failReads > 0) {
            failReads -= 1;
            return () => {
              throw new Error('connection reset');
            };
          }
          return Reflect.get(target, property, receiver) as unknown;
        },
      }),
    } as ShopDatabase;
    const orderId = await place();
    const mailer = worker({ database: blipping });
    expect(await mailer.drain()).toBe(2);
    expect(mailsOf(orderId)).toEqual([]);
    expect((await rowsOf(orderId)).map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    ahead = outboxRetryDelayMs(1) + 1_000;
    expect(await mailer.drain()).toBe(2);
    ahead = OUTBOX_LEASE_MS + outboxRetryDelayMs(2) + 60_000;
    expect(await mailer.drain()).toBe(0);
    expect(mailsOf(orderId)).toHaveLength(2);
    expect((await logsOf(orderId)).map((l) => l.status)).toEqual(['success', 'success']);
  });

  it("drops the e-mails still to send when a restore replaces the orders, and keeps the sent ones (the daily limit counts them)", async () => {
    const sent = await place();
    await worker().drain();
    const waiting = await place();
    await server.database.db.transaction((tx) => importShopData(tx, { orders: [] }));
    expect(await rowsOf(waiting)).toEqual([]);
    expect((await rowsOf(sent)).map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(await worker().drain()).toBe(0);
    expect(mailsOf(waiting)).toEqual([]);
  });

  it('prunes the outbox rows done for over a day and keeps the rest, the log entries too', async () => {
    const old = await place();
    await worker().drain();
    const open = await place();
    const recent = await place();
    await worker().drain();
    const dayAgo = new Date(Date.now() - RECIPIENT_LIMIT_WINDOW_MS - 60_000);
    await server.database.db.update(emailOutbox).set({ claimedAt: dayAgo, createdAt: dayAgo }).where(inArray(emailOutbox.orderId, [old, open]));
    await server.database.db.update(emailOutbox).set({ status: 'pending' }).where(eq(emailOutbox.orderId, open));
    expect(await pruneEmailOutbox(server.database.db, new Date())).toBeGreaterThanOrEqual(2);
    expect(await rowsOf(old)).toEqual([]);
    expect((await logsOf(old)).map((l) => l.status)).toEqual(['success', 'success']);
    expect((await rowsOf(open)).map((r) => r.status)).toEqual(['pending', 'pending']);
    expect((await rowsOf(recent)).map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(await pruneEmailOutbox(server.database.db, new Date())).toBe(0);
  });

  it('refuses an invalid SMTP configuration at start-up', () => {
    expect(() => createSmtpTransportFromEnv({ SMTP_HOST: 'smtp.example.test', SMTP_PORT: 'abc' })).toThrow(/SMTP_PORT/);
    expect(() => createSmtpTransportFromEnv({ SMTP_HOST: 'smtp.example.test', SMTP_PORT: '587', SMTP_USER: 'u' })).toThrow(/SMTP_PASS/);
    const transport = createSmtpTransportFromEnv({ SMTP_HOST: 'smtp.example.test', SMTP_PORT: '587' });
    expect(typeof transport?.sendMail).toBe('function');
    transport?.close();
  });
});
