// @vitest-environment node
/**
 * The server as `npm start` runs it: a real process over an on-disk PGlite folder. A fresh folder
 * starts with the seed; an order, a chat message and an upload survive a SIGTERM and a restart;
 * the process stops cleanly (exit code 0) with an open event stream.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { meutiaCheckout } from '@/testing/test-values';
import { cookieDevice, freePort, waitUntilReady } from './testing/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'seulanga-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(port: number): Promise<ChildProcess> {
  // One process (no npx or tsx wrapper), so SIGTERM reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    // On PostgreSQL when the tests run there (scripts/test-postgres.mjs), else on a PGlite folder.
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json', PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: '', LOG_LEVEL: 'warn', DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (await waitUntilReady(`http://127.0.0.1:${port}`, child)) return child;
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

/** A fetch that keeps one cookie (a device). */
const device = (base: string) => cookieDevice(base);

const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);

it('seeds a fresh folder, keeps orders, messages and uploads across a restart, and stops cleanly', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child = await start(port);
  const products = (await (await fetch(`${base}/api/products`)).json()) as { items: unknown[] };
  expect(products.items).toHaveLength(17);

  const buyer = device(base);
  expect((await buyer('/api/auth/login', { method: 'POST', json: { username: 'pembeli', password: 'pembeli123' } })).status).toBe(200);
  expect((await buyer('/api/cart/items', { method: 'POST', json: { productId: 1 } })).status).toBe(200);
  const placed = await buyer('/api/orders', {
    method: 'POST',
    json: {
      checkout: meutiaCheckout,
    },
  });
  expect(placed.status).toBe(201);
  const { order } = (await placed.json()) as { order: { id: string } };
  expect((await buyer('/api/chat/messages', { method: 'POST', json: { text: 'Kapan dikirim?' } })).status).toBe(201);
  const upload = await buyer('/api/images', { method: 'POST', body: PNG, headers: { 'content-type': 'image/png' } });
  expect(upload.status).toBe(201);
  const { url } = (await upload.json()) as { url: string };

  // An open event stream does not hold the stop up.
  const events = await buyer('/api/events');
  expect(events.status).toBe(200);
  expect(await stop(child)).toBe(0);

  child = await start(port);
  try {
    const mine = (await (await buyer('/api/orders/mine')).json()) as Array<{ id: string }>;
    expect(mine.map((o) => o.id)).toContain(order.id);
    const thread = ((await (await buyer('/api/chat/messages')).json()) as { messages: Array<{ text: string }> }).messages;
    expect(thread.map((m) => m.text)).toContain('Kapan dikirim?');
    const image = await fetch(base + url);
    expect(image.status).toBe(200);
    // Stored as its re-encoding, under the SHA-256 of the stored bytes.
    expect(createHash('sha256').update(new Uint8Array(await image.arrayBuffer())).digest('hex')).toBe(url.split('/').at(-1));
    expect(((await (await fetch(`${base}/api/products`)).json()) as { total: number }).total).toBe(17);
  } finally {
    expect(await stop(child)).toBe(0);
  }
}, 120_000);
