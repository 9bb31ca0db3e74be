// @vitest-environment node
/**
 * The change channel after its connection is lost (docs/server.md, "Live updates"): on
 * PostgreSQL, when the hub's LISTEN connection dies and comes back, announcements made meanwhile
 * are lost, so every open `/api/events` stream is ended (its browser reconnects and refetches
 * everything it shows), and announcements reach new streams again. And how one instance
 * coalesces its NOTIFYs and tells its caches.
 */
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StorageKey } from '@/domain/port/key-specs';
import type { ShopDatabase } from '../db/client';
import type { Change } from '../services/context';
import { watchStream as watch } from '../testing/fixtures';
import { createEventHub, NOTIFY_PRODUCT_IDS, NOTIFY_WINDOW_MS, notifyPayloads } from './hub';
import { DEMO, startTestServer, testDatabaseUrl, type TestServer } from '../testing/harness';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
}, 60_000);

describe('the change channel', () => {
  it.skipIf(!testDatabaseUrl())('ends the open streams and empties the caches when its LISTEN connection comes back, then delivers again', async () => {
    server = await startTestServer();
    const visitor = server.client();
    const before = watch(await visitor.request('/api/events'));
    await expect.poll(() => before.state.text).toContain('event: ready');
    // A session the instance holds in its cache (docs/server.md "Per-instance caches").
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    expect((await buyer.request('/api/session')).status).toBe(200);
    expect(server.caches.sessions.size()).toBe(1);

    // Kill the listening connection, as a PostgreSQL restart or a network cut would.
    const [row] = (await server.database.db.execute(sql`select current_database() as name`)) as unknown as { name: string }[];
    const admin = postgres(testDatabaseUrl()!, { max: 1, onnotice: () => {} });
    try {
      const terminated = await admin.unsafe(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen %'`,
        [row!.name],
      );
      expect(terminated).toHaveLength(1);
    } finally {
      await admin.end();
    }
    // The open stream ends once the hub listens again (postgres.js reconnects by itself).
    await expect.poll(() => before.state.ended, { timeout: 20_000, interval: 200 }).toBe(true);
    // Announcements may have been lost meanwhile: the caches were emptied too.
    expect(server.caches.sessions.size()).toBe(0);

    // A new stream hears the next change.
    const after = watch(await visitor.request('/api/events'));
    try {
      await expect.poll(() => after.state.text).toContain('event: ready');
      await server.events.publish([{ keys: ['storeName'], audience: { kind: 'public' } }]);
      await expect.poll(() => after.state.text).toContain('"storeName"');
    } finally {
      await after.stop();
    }
  }, 60_000);
});

/** A database whose NOTIFYs are recorded and whose notifications the test delivers. */
function fakeDatabase() {
  const sent: string[] = [];
  let handler: ((payload: string) => void) | null = null;
  let relisten: (() => void) | undefined;
  /** While set, a NOTIFY is not done until it resolves (a slow database). */
  let held: Promise<void> | null = null;
  let release = () => {};
  const database = {
    notify: async (_channel: string, payload: string) => {
      if (held) await held;
      sent.push(payload);
    },
    listen: (_channel: string, onPayload: (payload: string) => void, onRelisten?: () => void) => {
      handler = onPayload;
      relisten = onRelisten;
      return Promise.resolve(() => Promise.resolve());
    },
  } as unknown as ShopDatabase;
  return {
    database,
    sent,
    keysSent: () => sent.map((payload) => (JSON.parse(payload) as Change[]).flatMap((change) => change.keys)),
    deliver: (payload: string) => handler!(payload),
    relisten: () => relisten!(),
    /** Holds every NOTIFY until the returned function is called. */
    hold: () => {
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
  };
}

const change = (key: StorageKey, audience: Change['audience'] = { kind: 'public' }): Change => ({ keys: [key], audience });

describe('NOTIFY batching', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a lone change at once, and the changes of the next window together when it ends', async () => {
    vi.useFakeTimers();
    const fake = fakeDatabase();
    const hub = await createEventHub(fake.database, pino({ level: 'silent' }));
    // A lone change is not delayed: its NOTIFY is sent before publish resolves.
    await hub.publish([change('orders', { kind: 'admin' })]);
    expect(fake.keysSent()).toEqual([['orders']]);
    // Three more within the window wait for it, then go out as one NOTIFY.
    await hub.publish([change('products')]);
    await hub.publish([change('reviews')]);
    await hub.publish([change('products'), change('orders', { kind: 'admin' })]);
    expect(fake.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(NOTIFY_WINDOW_MS);
    expect(fake.sent).toHaveLength(2);
    // Each entry marked with the hub's id, the same on every NOTIFY it sends.
    const { from } = (JSON.parse(fake.sent[0]!) as Array<{ from: string }>)[0]!;
    expect(from).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(fake.sent[1]!)).toEqual([
      { keys: ['products', 'reviews'], audience: { kind: 'public' }, from },
      { keys: ['orders'], audience: { kind: 'admin' }, from },
    ]);
    // The window's batch opens no new window: the next change is sent at once and opens one.
    await hub.publish([change('partners')]);
    expect(fake.keysSent()[2]).toEqual(['partners']);
    await hub.publish([change('storeName')]);
    expect(fake.sent).toHaveLength(3);
    // A window with nothing more in it ends quietly, and the next change is again sent at once.
    await vi.advanceTimersByTimeAsync(NOTIFY_WINDOW_MS);
    expect(fake.keysSent()[3]).toEqual(['storeName']);
    await vi.advanceTimersByTimeAsync(NOTIFY_WINDOW_MS);
    expect(fake.sent).toHaveLength(4);
    await hub.publish([change('reviews')]);
    expect(fake.keysSent()[4]).toEqual(['reviews']);
    await hub.close();
  });

  it('sends an ended session or changed role at once, even inside a window', async () => {
    vi.useFakeTimers();
    const fake = fakeDatabase();
    const hub = await createEventHub(fake.database, pino({ level: 'silent' }));
    await hub.publish([change('orders', { kind: 'admin' })]);
    await hub.publish([change('products')]);
    await hub.publish([change('currentUser', { kind: 'users', userIds: ['USR002'] })]);
    expect(fake.keysSent()).toEqual([['orders'], ['currentUser']]);
    await vi.advanceTimersByTimeAsync(NOTIFY_WINDOW_MS);
    expect(fake.keysSent()).toEqual([['orders'], ['currentUser'], ['products']]);
    await hub.close();
  });

  it('sends what still waits for its window when it closes', async () => {
    vi.useFakeTimers();
    const fake = fakeDatabase();
    const hub = await createEventHub(fake.database, pino({ level: 'silent' }));
    await hub.publish([change('orders', { kind: 'admin' })]);
    await hub.publish([change('products')]);
    await hub.close();
    expect(fake.keysSent()).toEqual([['orders'], ['products']]);
    // Closed: nothing more is sent.
    await hub.publish([change('reviews')]);
    await vi.advanceTimersByTimeAsync(NOTIFY_WINDOW_MS);
    expect(fake.sent).toHaveLength(2);
  });

  it('waits on close for a NOTIFY a write did not wait for, and logs a change published after it closed', async () => {
    const fake = fakeDatabase();
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push((JSON.parse(line) as { msg: string }).msg) });
    const hub = await createEventHub(fake.database, logger);
    const release = fake.hold();
    // As a write does (server/services/context.ts transact): it answers without waiting.
    void hub.publish([change('orders', { kind: 'admin' })]);
    let closed = false;
    const closing = hub.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Before, close did not wait: the NOTIFY was still under way when the hub was gone.
    expect(closed).toBe(false);
    release();
    await closing;
    expect(fake.keysSent()).toEqual([['orders']]);
    await hub.publish([change('reviews')]);
    expect(fake.sent).toHaveLength(1);
    expect(warnings).toContain('change published after the hub closed: not announced');
  });

  it("splits one audience's accounts across payloads when they alone pass PostgreSQL's bound", () => {
    // A product edited while it sits in 2,000 carts announces `cartItems` to every owner: before,
    // one entry of ~26 kB, which PostgreSQL refuses (no owner's screen was told).
    const userIds = Array.from({ length: 2_000 }, (_, i) => `USR${String(i).padStart(9, '0')}`);
    const payloads = notifyPayloads([change('cartItems', { kind: 'users', userIds })], 'instance-a');
    expect(payloads.length).toBeGreaterThan(3);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    const entries = payloads.flatMap((payload) => JSON.parse(payload) as Array<Change & { from?: string }>);
    for (const entry of entries) expect([entry.keys, entry.audience.kind, entry.from]).toEqual([['cartItems'], 'users', 'instance-a']);
    expect(entries.flatMap((entry) => (entry.audience.kind === 'users' ? entry.audience.userIds : []))).toEqual(userIds);
  });

  it('splits a large batch into payloads PostgreSQL accepts, each audience whole', () => {
    const changes = Array.from({ length: 600 }, (_, i) => change('orders', { kind: 'users', userIds: [`USR${String(i).padStart(6, '0')}`] }));
    const payloads = notifyPayloads(changes);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    const audiences = payloads.flatMap((payload) => JSON.parse(payload) as Change[]);
    expect(audiences).toHaveLength(600);
    expect(new Set(audiences.map((entry) => JSON.stringify(entry.audience))).size).toBe(600);
  });

  it('names the products of the stock changes it merges, none when one names none or they are too many', () => {
    const stock = (productIds?: number[]): Change => ({ keys: ['stock'], audience: { kind: 'public' }, ...(productIds ? { productIds } : {}) });
    const sent = (changes: Change[]) => notifyPayloads(changes).flatMap((payload) => JSON.parse(payload) as Change[]);
    expect(sent([stock([3, 1]), change('products'), stock([1, 7])])).toEqual([{ keys: ['stock', 'products'], audience: { kind: 'public' }, productIds: [3, 1, 7] }]);
    expect(sent([change('products'), { ...change('orders'), productIds: [5] }])).toEqual([{ keys: ['products', 'orders'], audience: { kind: 'public' } }]);
    expect(sent([stock([1]), stock(), stock([2])])).toEqual([{ keys: ['stock'], audience: { kind: 'public' } }]);
    const many = Array.from({ length: NOTIFY_PRODUCT_IDS + 1 }, (_, i) => 1_000_000 + i);
    expect(sent([stock(many.slice(0, NOTIFY_PRODUCT_IDS))])[0]!.productIds).toHaveLength(NOTIFY_PRODUCT_IDS);
    expect(sent([stock(many.slice(0, 10)), stock(many.slice(10))])).toEqual([{ keys: ['stock'], audience: { kind: 'public' } }]);
    for (const payload of notifyPayloads([stock(many.slice(0, NOTIFY_PRODUCT_IDS))])) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
  });

  it("tells its observers of its own changes at once and of every instance's when they arrive, and when changes may have been lost", async () => {
    const fake = fakeDatabase();
    const hub = await createEventHub(fake.database, pino({ level: 'silent' }));
    const told: string[] = [];
    const stop = hub.observe({ changes: (changes) => told.push(changes.flatMap((c) => c.keys).join()), lost: () => told.push('lost') });
    await hub.publish([change('storeName')]);
    fake.deliver(JSON.stringify([change('products')]));
    fake.relisten();
    expect(told).toEqual(['storeName', 'products', 'lost']);
    stop();
    fake.deliver(JSON.stringify([change('reviews')]));
    expect(told).toHaveLength(3);
    await hub.close();
  });

  it('tells its observers once of its own change when its NOTIFY comes back, and still delivers it to its streams', async () => {
    const fake = fakeDatabase();
    const hub = await createEventHub(fake.database, pino({ level: 'silent' }));
    const told: string[] = [];
    const streamed: string[] = [];
    hub.observe({ changes: (changes) => told.push(changes.flatMap((c) => c.keys).join()), lost: () => told.push('lost') });
    hub.connect({ user: null, send: (keys) => streamed.push(keys.join()) });
    await hub.publish([change('storeName')]);
    expect(told).toEqual(['storeName']);
    // Its own NOTIFY back, merged in one payload with another hub's change.
    const own = JSON.parse(fake.sent[0]!) as Change[];
    const other = JSON.parse(notifyPayloads([change('reviews', { kind: 'admin' })], 'another-instance')[0]!) as Change[];
    fake.deliver(JSON.stringify([...own, ...other]));
    expect(told).toEqual(['storeName', 'reviews']);
    expect(streamed).toEqual(['storeName']);
    // Another hub's NOTIFY of the same keys is told.
    fake.deliver(notifyPayloads([change('storeName')], 'another-instance')[0]!);
    expect(told).toEqual(['storeName', 'reviews', 'storeName']);
    await hub.close();
  });
});
