// @vitest-environment node
/**
 * Web Push end to end on the server (docs/decisions/026-web-push.md), over a real database
 * (PGlite, or the PostgreSQL of `TEST_DATABASE_URL`) and a local push service this test starts (an
 * HTTP server on 127.0.0.1): the subscription API (validation, ownership, the per-account limit),
 * the pushes an order, a payment to verify, a buyer's message and a shipping step queue in their
 * own transaction, the payload encrypted by RFC 8291 (aes128gcm, decrypted here with the device's
 * private key) and signed with the shop's VAPID key, a 410 removing the subscription, a worker that
 * died leaving nothing lost, and two workers never sending one push twice.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@/domain/core/records';
import { PUSH_SUBSCRIPTIONS_PER_ACCOUNT } from '@/domain/notifications/subscription';
import { createPushDevice, decryptPush, pushSubscriptionOf, startLocalPushService, type PushDelivery, type PushDevice } from '@/testing/push-device';
import { shipping } from '@/testing/test-values';
import { toSessionUser } from '../db/records';
import { pushKeys, pushOutbox, pushSubscriptions, users } from '../db/schema';
import { createServices } from '../services';
import { claimDuePushes } from '../services/push';
import { del, json, liftOrderLimits, post } from '../testing/fixtures';
import { DEMO, startTestServer, type TestClient, type TestServer } from '../testing/harness';
import { createPushWorker, PUSH_LEASE_MS, type PushWorkerOptions } from './push-worker';

const silent = pino({ level: 'silent' });

/** The status the local push service answers on a path (201 by default). */
const answers = new Map<string, number>();
let service: Awaited<ReturnType<typeof startLocalPushService>>;
let received: PushDelivery[] = [];

beforeAll(async () => {
  service = await startLocalPushService((path) => answers.get(path) ?? 201);
  received = service.received;
});
afterAll(() => service.close());

let server: TestServer;
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);

beforeEach(async () => {
  received.length = 0;
  answers.clear();
  ahead = 0;
  server = await startTestServer({ push: { allowLoopback: true } });
  await liftOrderLimits(server);
}, 60_000);
afterEach(() => server.close());

/** A device at the test's push service (src/testing/push-device.ts). */
type Device = PushDevice;
const device = (name: string): Device => createPushDevice(`${service.origin}/push/${name}`);
const subscription = pushSubscriptionOf;
const decrypt = decryptPush;

function worker(options: Partial<PushWorkerOptions> = {}) {
  return createPushWorker({ database: server.database, logger: silent, now: clock, subject: 'mailto:admin@seulanga.test', ...options });
}

async function account(username: string): Promise<SessionUser> {
  const [row] = await server.database.db.select().from(users).where(eq(users.username, username));
  return toSessionUser(row!, []);
}

async function subscribe(client: TestClient, d: Device): Promise<Response> {
  return post(client, '/api/push/subscriptions', subscription(d));
}

async function place(): Promise<string> {
  const { order } = await createServices(server.deps, await account(DEMO.buyer.username)).orders.place(shipping, [{ productId: 1, quantity: 1 }]);
  return order.id;
}

const payloadsAt = (d: Device) => received.filter((r) => r.path === new URL(d.endpoint).pathname).map((r) => decrypt(d, r.body) as Record<string, string>);

describe('Web Push', () => {
  it("sends the admin's device an encrypted, signed push naming the new order, and nothing to a buyer's device", async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const phone = device('admin-phone');
    const buyerPhone = device('buyer-phone');
    expect((await subscribe(admin, phone)).status).toBe(201);
    expect((await subscribe(buyer, buyerPhone)).status).toBe(201);
    const orderId = await place();
    // The order's transaction wrote the row: it is there before any worker runs.
    expect(await server.database.db.select().from(pushOutbox)).toHaveLength(1);

    expect(await worker().drain()).toBe(1);
    const [push] = payloadsAt(phone);
    expect(push).toEqual({ title: 'Pesanan Baru', body: expect.stringContaining(`Pesanan baru ${orderId} — Rp`), url: '/admin/orders', tag: `order-${orderId}` });
    expect(payloadsAt(buyerPhone)).toEqual([]);
    const request = received[0]!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    const { publicKey } = await json<{ publicKey: string }>(await admin.request('/api/push/public-key'));
    expect(request.headers.authorization).toMatch(new RegExp(`^vapid t=[^,]+, k=${publicKey}$`));
    const [row] = await server.database.db.select().from(pushOutbox);
    expect(row!.status).toBe('sent');
    const [sub] = await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint));
    expect(sub!.lastSuccessAt).not.toBeNull();
  });

  it('pushes a payment to verify and a buyer’s message to the admins without its text, and a shipping step to the buyer', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const phone = device('owner');
    const buyerPhone = device('buyer');
    await subscribe(admin, phone);
    await subscribe(buyer, buyerPhone);
    const adminUser = await account(DEMO.admin.username);
    const buyerUser = await account(DEMO.buyer.username);
    const owner = createServices(server.deps, adminUser);
    await owner.settings.saveOrderFlow({ paymentDeadlineHours: 24, autoCompleteDays: 7, verifyPayments: true, verificationDeadlineHours: 48 });
    const orderId = await place();
    await createServices(server.deps, buyerUser).orders.confirmPayment(orderId);
    await createServices(server.deps, buyerUser).chat.send({ text: 'Alamat saya di Jalan Rahasia 7' });
    await owner.orders.verifyPayment(orderId);
    await owner.orders.update(orderId, { shippingStatus: 'Dikemas' });
    await owner.orders.update(orderId, { shippingStatus: 'Dikirim', trackingNumber: 'JNE0001' });
    await worker().drain();
    const toOwner = payloadsAt(phone);
    expect(toOwner.map((p) => p.title)).toEqual(['Pesanan Baru', 'Pembayaran Perlu Diverifikasi', 'Pesan baru dari pembeli']);
    expect(JSON.stringify(toOwner)).not.toContain('Rahasia');
    const toBuyer = payloadsAt(buyerPhone);
    // The buyer's own 'Saya Sudah Bayar' tells the buyer nothing; the owner's steps do.
    expect(toBuyer.map((p) => p.body)).toEqual([
      `Pembayaran pesanan ${orderId} sudah diverifikasi.`,
      `Pesanan ${orderId}: Dikemas.`,
      `Pesanan ${orderId} sudah dikirim, resi JNE0001.`,
    ]);
    expect(toBuyer).toContainEqual({
      title: 'Status Pesanan Diperbarui',
      body: `Pesanan ${orderId} sudah dikirim, resi JNE0001.`,
      url: `/pesanan-saya/${orderId}`,
      tag: `order-${orderId}`,
    });
  });

  it('removes a subscription whose push service answers 410, and retries a 500 later', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const gone = device('gone');
    const busy = device('busy');
    await subscribe(admin, gone);
    await subscribe(admin, busy);
    answers.set('/push/gone', 410);
    answers.set('/push/busy', 500);
    await place();
    await worker().drain();
    const left = await server.database.db.select().from(pushSubscriptions);
    expect(left.map((s) => s.endpoint)).toEqual([busy.endpoint]);
    const [retry] = await server.database.db.select().from(pushOutbox);
    expect(retry).toMatchObject({ status: 'pending', attempts: 1 });
    answers.delete('/push/busy');
    ahead = 60 * 60_000;
    await worker().drain();
    expect(payloadsAt(busy)).toHaveLength(2);
    const [sent] = await server.database.db.select().from(pushOutbox);
    expect(sent!.status).toBe('sent');
  });

  it('loses nothing when the worker dies between the order and the push: the next one sends it once', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const phone = device('crash');
    await subscribe(admin, phone);
    await place();
    // A worker claims the push, then dies before sending it.
    const claimed = await claimDuePushes(server.database.db, clock(), new Date(Date.now() + PUSH_LEASE_MS), 10);
    expect(claimed).toHaveLength(1);
    expect(await worker().drain()).toBe(0);
    ahead = PUSH_LEASE_MS + 1_000;
    expect(await worker().drain()).toBe(1);
    expect(payloadsAt(phone)).toHaveLength(1);
  });

  it('never sends one push twice with two workers draining together', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const phones = [device('a'), device('b'), device('c')];
    for (const phone of phones) await subscribe(admin, phone);
    for (let i = 0; i < 4; i += 1) await place();
    const [one, two] = [worker({ batch: 2 }), worker({ batch: 2 })];
    const settled = await Promise.all([one.drain(), two.drain()]);
    expect(settled[0] + settled[1]).toBe(12);
    for (const phone of phones) expect(payloadsAt(phone)).toHaveLength(4);
    expect(received).toHaveLength(12);
  });

  it('validates the subscription, keeps each account to its own, and limits the devices', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const phone = device('mine');
    // Not a push service, keys of the wrong length, a role asked for: refused.
    expect((await post(admin, '/api/push/subscriptions', { ...subscription(phone), endpoint: 'https://example.com/x' })).status).toBe(400);
    expect((await post(admin, '/api/push/subscriptions', { ...subscription(phone), keys: { p256dh: 'abc', auth: 'def' } })).status).toBe(400);
    expect((await post(buyer, '/api/push/subscriptions', { ...subscription(phone), role: 'admin' })).status).toBe(400);
    expect((await server.client().request('/api/push/subscriptions', { method: 'POST', json: subscription(phone) })).status).toBe(401);
    expect((await subscribe(admin, phone)).status).toBe(201);
    // Another account cannot delete my subscription (answered alike), nor take it with other keys.
    const thief = device('thief');
    expect((await server.client(buyer.cookies()).request('/api/push/subscriptions', { method: 'DELETE', json: { endpoint: phone.endpoint } })).status).toBe(204);
    expect((await post(buyer, '/api/push/subscriptions', { ...subscription(thief), endpoint: phone.endpoint })).status).toBe(400);
    const [kept] = await server.database.db.select().from(pushSubscriptions);
    expect(kept!.accountId).toBe((await account(DEMO.admin.username)).id);
    // A buyer's device gets no admin push.
    const buyerPhone = device('buyer-mine');
    await subscribe(buyer, buyerPhone);
    await place();
    await worker().drain();
    expect(payloadsAt(buyerPhone)).toEqual([]);
    // The owner removes it.
    expect((await server.client(admin.cookies()).request('/api/push/subscriptions', { method: 'DELETE', json: { endpoint: phone.endpoint } })).status).toBe(204);
    expect(await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint))).toEqual([]);
    // At most PUSH_SUBSCRIPTIONS_PER_ACCOUNT devices.
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_ACCOUNT; i += 1) expect((await subscribe(admin, device(`many-${i}`))).status).toBe(201);
    const over = await subscribe(admin, device('one-too-many'));
    expect(over.status).toBe(400);
    expect((await json<{ message: string }>(over)).message).toContain(`${PUSH_SUBSCRIPTIONS_PER_ACCOUNT} perangkat`);
  });

  it("sends 'Kirim Notifikasi Uji' to the caller's own devices only, and keeps one VAPID pair", async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const phone = device('test-me');
    const other = device('test-other');
    await subscribe(admin, phone);
    await subscribe(buyer, other);
    expect(await json(await post(admin, '/api/push/test', {}))).toEqual({ devices: 1 });
    await worker().drain();
    expect(payloadsAt(phone)).toEqual([{ title: 'Notifikasi Uji', body: 'Notifikasi perangkat sudah aktif.', url: '/', tag: 'test' }]);
    expect(payloadsAt(other)).toEqual([]);
    expect(await server.database.db.select().from(pushKeys)).toHaveLength(1);
    expect(JSON.stringify(await json(await admin.request('/api/push/public-key')))).not.toMatch(/private/i);
    expect((await del(server.client(), '/api/push/subscriptions')).status).toBe(401);
  });
});
