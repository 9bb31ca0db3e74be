// @vitest-environment node
/**
 * The function's limits on a shared store (`LIMITS_DATABASE_URL`): two instances of the function
 * over one database count together. On the PostgreSQL of `TEST_DATABASE_URL` when it is set (two
 * connection pools, as two instances have), else on one embedded PGlite database.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, rateLimitMessages } from '../../src/shared/messages';
import { ORDER_EMAILS_PER_RECIPIENT_PER_DAY, RECIPIENT_LIMIT_WINDOW_MS } from '../../src/domain/orders/emails';
import { loadConfig } from '../../src/shared/order-email/config';
import { createApp, type MailTransport } from './app';
import { REQUESTS_PER_CLIENT } from './limits';
import { createSharedOrderEmailLimits, openLimitsDatabase, type LimitsDatabase } from './shared-limits';
import { POST_HEADERS, recordingTransport, sampleOrder, TEST_ENV } from './test-fixtures';

const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
/** Distinct addresses per run: a real database keeps the rows of earlier runs. */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const hex = () => Math.floor(Math.random() * 0xffff).toString(16);

let pglite: PGlite | undefined;
const closers: (() => Promise<void>)[] = [];
/** The database of one more instance: its own pool on PostgreSQL, the one PGlite otherwise. */
let instanceDatabase: () => LimitsDatabase;

beforeAll(async () => {
  if (databaseUrl) {
    instanceDatabase = () => {
      const connection = openLimitsDatabase(databaseUrl);
      closers.push(connection.close);
      return connection.db;
    };
  } else {
    pglite = new PGlite();
    await pglite.waitReady;
    const db = drizzle(pglite) as unknown as LimitsDatabase;
    instanceDatabase = () => db;
  }
});

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await pglite?.close();
});

/** One instance of the function on the shared store; its client address is the `x-client` header. */
function instance(transport: MailTransport, now?: () => number) {
  return createApp(loadConfig({ ...TEST_ENV, LIMITS_DATABASE_URL: 'postgres://fungsi@db.example/seulanga' }), transport, {
    log: () => undefined,
    limits: createSharedOrderEmailLimits(instanceDatabase(), now),
    clientAddress: (c) => c.req.header('x-client') ?? 'unknown',
  });
}

function post(recipientEmail: string, client: string) {
  return {
    method: 'POST',
    headers: { ...POST_HEADERS, 'x-client': client },
    body: JSON.stringify({ order: sampleOrder(), recipientType: 'buyer', recipientEmail }),
  };
}

describe('the limits on a shared store (LIMITS_DATABASE_URL)', () => {
  it(`two instances send one mailbox ${ORDER_EMAILS_PER_RECIPIENT_PER_DAY} e-mails in 24 hours together, not each`, async () => {
    const [sentA, sentB] = [recordingTransport(), recordingTransport()];
    const [a, b] = [instance(sentA), instance(sentB)];
    const mailbox = `korban-${run}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await a.request('/', post(mailbox, `2001:db8:${hex()}:${hex()}::1`))).status);
      const res = await b.request('/', post(i === 2 ? mailbox.toUpperCase() : mailbox, `2001:db8:${hex()}:${hex()}::1`));
      statuses.push(res.status);
      if (res.status === 429) expect(await res.json()).toEqual({ ok: false, error: messages.email.recipientLimit(ORDER_EMAILS_PER_RECIPIENT_PER_DAY) });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(sentA.sent.length + sentB.sent.length).toBe(ORDER_EMAILS_PER_RECIPIENT_PER_DAY);
  });

  it('two instances asked at once for one mailbox still send only 5 (the count and the row are one locked step)', async () => {
    const transport = recordingTransport();
    const [a, b] = [instance(transport), instance(transport)];
    const mailbox = `serentak-${run}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).request('/', post(mailbox, `2001:db8:${hex()}:${hex()}::1`))),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(ORDER_EMAILS_PER_RECIPIENT_PER_DAY);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(8 - ORDER_EMAILS_PER_RECIPIENT_PER_DAY);
    expect(transport.sent).toHaveLength(ORDER_EMAILS_PER_RECIPIENT_PER_DAY);
  });

  it(`two instances answer one client address ${REQUESTS_PER_CLIENT} requests together, not each`, async () => {
    const transport = recordingTransport();
    const [a, b] = [instance(transport), instance(transport)];
    const prefix = `2001:db8:${hex()}:${hex()}`;
    const statuses: number[] = [];
    for (let i = 0; i < REQUESTS_PER_CLIENT / 2 + 1; i += 1) {
      statuses.push((await a.request('/', post(`a${i}-${run}@example.com`, `${prefix}::${i + 1}`))).status);
      statuses.push((await b.request('/', post(`b${i}-${run}@example.com`, `${prefix}:ffff::${i + 1}`))).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(REQUESTS_PER_CLIENT);
    expect(statuses.slice(REQUESTS_PER_CLIENT)).toEqual([429, 429]);
    const refused = await a.request('/', post(`c-${run}@example.com`, `${prefix}::1`));
    expect(await refused.json()).toEqual({ ok: false, error: rateLimitMessages.orderEmails('10 menit') });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(transport.sent).toHaveLength(REQUESTS_PER_CLIENT);
  });

  it('keeps the rolling 24 hours: the wait is until the oldest e-mail leaves them, then one more', async () => {
    const clock = { now: Date.UTC(2026, 10, 27, 8) };
    const transport = recordingTransport();
    const [a, b] = [instance(transport, () => clock.now), instance(transport, () => clock.now)];
    const mailbox = `geser-${run}@example.com`;
    const start = clock.now;
    for (let i = 0; i < ORDER_EMAILS_PER_RECIPIENT_PER_DAY; i += 1) {
      expect((await (i % 2 ? a : b).request('/', post(mailbox, `2001:db8:${hex()}:${hex()}::1`))).status).toBe(200);
      clock.now += 60 * 60 * 1000;
    }
    const refused = await a.request('/', post(mailbox, `2001:db8:${hex()}:${hex()}::1`));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe((start + RECIPIENT_LIMIT_WINDOW_MS - clock.now) / 1000);
    clock.now = start + RECIPIENT_LIMIT_WINDOW_MS + 1;
    expect((await b.request('/', post(mailbox, `2001:db8:${hex()}:${hex()}::1`))).status).toBe(200);
    expect((await a.request('/', post(mailbox, `2001:db8:${hex()}:${hex()}::1`))).status).toBe(429);
  });

  it('sends nothing when the database cannot be reached (500), and creating the tables twice is harmless', async () => {
    const lonely = new PGlite();
    const db = drizzle(lonely) as unknown as LimitsDatabase;
    const limits = createSharedOrderEmailLimits(db);
    await limits.ready();
    await createSharedOrderEmailLimits(db).ready();
    await lonely.close();
    const transport = recordingTransport();
    const app = createApp(loadConfig(TEST_ENV), transport, { log: () => undefined, limits });
    const res = await app.request('/', post(`mati-${run}@example.com`, '198.51.100.7'));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ ok: false, error: 'Terjadi kesalahan pada layanan email.' });
    expect(transport.sent).toHaveLength(0);
  });
});
