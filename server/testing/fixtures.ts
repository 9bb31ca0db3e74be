/**
 * Vitest fixtures over the harness: a fresh server for every test, and the small request helpers
 * the route tests share. Only test files import this module (it registers Vitest hooks).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, beforeEach, expect } from 'vitest';
import { MAX_OPEN_ORDERS, MAX_OPEN_ORDERS_NEW_BUYER, MAX_PER_PRODUCT, MAX_UNPAID_ORDERS } from '@/domain/orders/limits';
import { settings } from '../db/schema';
import { reencodeImage } from '../services/images';
import { startTestServer, type TestClient, type TestServer, type TestServerOptions } from './harness';

/** How long starting PGlite and seeding a fresh database may take on a loaded 2-core machine (milliseconds). */
export const SERVER_START_TIMEOUT_MS = 60_000;

/**
 * Starts a test server over a fresh, seeded database before each test of the calling file (or
 * `describe` block) and closes it after the test. Hooks the caller registers after this call run
 * with the server already started (and, `afterEach`, before it is closed).
 * @param options - passed to {@link startTestServer} for every test.
 * @param hookTimeoutMs - how long starting or closing it may take (milliseconds).
 * @returns a stand-in for the current test's server: each property read reaches the server of the
 * test that is running, so it can be kept in a module-level `const`.
 * @throws Error when a property is read outside a test (no server is running then).
 */
export function serverPerTest(options: TestServerOptions = {}, hookTimeoutMs = SERVER_START_TIMEOUT_MS): TestServer {
  let current: TestServer | null = null;
  beforeEach(async () => {
    current = await startTestServer(options);
  }, hookTimeoutMs);
  afterEach(async () => {
    const running = current;
    current = null;
    await running?.close();
  }, hookTimeoutMs);
  return new Proxy({} as TestServer, {
    get(_target, key) {
      if (!current) throw new Error(`No test server is running (read of ${String(key)} outside a test).`);
      return Reflect.get(current, key) as unknown;
    },
  });
}

/**
 * Sets the store's order limits to their highest — 999 units per line, 50 unpaid
 * orders per buyer, 100 open orders per buyer, new or not — for the tests of other rules that place many orders, or large ones, as one
 * buyer. The tests of the limits themselves keep the defaults (src/testing/contract/order-limits.ts).
 */
export async function liftOrderLimits(server: Pick<TestServer, 'database'>): Promise<void> {
  for (const [key, value] of [
    ['maxPerProduct', MAX_PER_PRODUCT.max],
    ['maxUnpaidOrders', MAX_UNPAID_ORDERS.max],
    ['maxOpenOrders', MAX_OPEN_ORDERS.max],
    ['maxOpenOrdersNewBuyer', MAX_OPEN_ORDERS_NEW_BUYER.max],
  ] as const) {
    await server.database.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}

/** The JSON body of a response, typed as `T` (not validated). */
export const json = <T = Record<string, unknown>>(response: Response) => response.json() as Promise<T>;

/** A DELETE from `device` (the harness sends Origin like a browser, for the CSRF check). */
export const del = (device: TestClient, path: string) => device.request(path, { method: 'DELETE' });

/** A POST of `body` as JSON from `device`. */
export const post = (device: TestClient, path: string, body: unknown) => device.request(path, { method: 'POST', json: body });

/** A PUT of `body` as JSON from `device`. */
export const put = (device: TestClient, path: string, body: unknown) => device.request(path, { method: 'PUT', json: body });

/** A real 1×1 PNG (the server checks an upload's bytes). */
export const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/**
 * A 1×1 PNG of its own per `name` (its colour is the name's hash), as the server stores it: an
 * upload is re-encoded, so these bytes are the re-encoding of such a PNG, which re-encodes to
 * itself; `imageId` of them is the id an upload of them gets.
 * @throws when the re-encoding is not a fixed point (the tests that rely on it would mislead).
 */
export async function storedPng(name: string): Promise<Uint8Array<ArrayBuffer>> {
  const [r, g, b] = createHash('sha256').update(name).digest();
  const drawn = await sharp({ create: { width: 1, height: 1, channels: 3, background: { r: r!, g: g!, b: b! } } }).png().toBuffer();
  const { bytes } = await reencodeImage(new Uint8Array(drawn), 'image/png');
  const again = await reencodeImage(bytes, 'image/png');
  if (!Buffer.from(again.bytes).equals(Buffer.from(bytes))) throw new Error('A stored PNG re-encodes to other bytes.');
  return new Uint8Array(bytes);
}

/**
 * Uploads the PNG `bytes` from `device` (`POST /api/images`), expecting it stored (201).
 * @returns the image's URL, `/api/images/<sha256>`.
 */
export async function uploadImage(device: TestClient, bytes: Uint8Array = PNG): Promise<string> {
  const answer = await device.request('/api/images', { method: 'POST', body: bytes as Uint8Array<ArrayBuffer>, headers: { 'content-type': 'image/png' } });
  expect(answer.status).toBe(201);
  return (await json<{ url: string }>(answer)).url;
}

/** An event stream being read: all text so far, whether it ended, and a wait for either. */
export function watchStream(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const state = { text: '', ended: false };
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      state.text += decoder.decode(chunk.value);
    }
    state.ended = true;
  })();
  return { state, stop: () => reader.cancel().catch(() => {}) };
}
