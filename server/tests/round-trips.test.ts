// @vitest-environment node
/**
 * Round trips between the server and PostgreSQL per transaction
 * (docs/decisions/019): a TCP proxy between the server's pool and PostgreSQL holds every
 * answer of PostgreSQL back for {@link LATENCY_MS}, as a network would, and counts a connection's
 * turns — each time the server writes again after the proxy has handed it an answer — from its
 * `BEGIN` to its `COMMIT` (as PostgreSQL's ReadyForQuery messages tell the session's state). Statements sent back to back without waiting (pipelined) share a turn.
 * PostgreSQL only (PGlite runs in the server's process: no round trip).
 */
import { eq, gte } from 'drizzle-orm';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipping } from '@/testing/test-values';
import { products } from '../db/schema';
import { liftOrderLimits, post } from '../testing/fixtures';
import { DEMO, startTestServer, testDatabaseUrl, type TestServer } from '../testing/harness';

/** PostgreSQL's ReadyForQuery message up to its status byte. */
const READY_FOR_QUERY = Buffer.from([0x5a, 0, 0, 0, 5]);

/** How long the proxy holds each answer of PostgreSQL back (milliseconds). */
const LATENCY_MS = 15;

/** The turns of each transaction seen since the last {@link TurnCounter.reset}. */
interface TurnCounter {
  transactions: number[];
  reset(): void;
  close(): Promise<void>;
  port: number;
}

/** Starts the counting proxy in front of `target` (host and port of PostgreSQL). */
async function turnCountingProxy(target: { host: string; port: number }): Promise<TurnCounter> {
  const transactions: number[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    let answered = true;
    let turns = 0;
    let begun: number | null = null;
    client.on('data', (chunk) => {
      if (answered) turns += 1;
      answered = false;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      // Each ReadyForQuery ('Z', length 5) tells the session's state: 'I' idle, 'T' in a
      // transaction, 'E' in a failed one. The transaction began in the turn whose answer first
      // says 'T' and ended in the one whose answer says 'I' again.
      for (let at = chunk.indexOf(READY_FOR_QUERY); at >= 0; at = chunk.indexOf(READY_FOR_QUERY, at + 1)) {
        const status = String.fromCharCode(chunk[at + READY_FOR_QUERY.length]!);
        if (status !== 'I' && begun === null) begun = turns;
        if (status === 'I' && begun !== null) {
          transactions.push(turns - begun + 1);
          begun = null;
        }
      }
      setTimeout(() => {
        answered = true;
        if (!client.destroyed) client.write(chunk);
      }, LATENCY_MS);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    transactions,
    port: (server.address() as net.AddressInfo).port,
    reset: () => {
      transactions.length = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const url = testDatabaseUrl();

describe.skipIf(!url)('round trips to PostgreSQL per transaction', () => {
  let proxy: TurnCounter;
  let server: TestServer;

  beforeAll(async () => {
    const target = new URL(url!);
    proxy = await turnCountingProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startTestServer({ databaseUrl: viaProxy.toString() });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await proxy?.close();
  });

  /** The turns of each transaction `request` ran (its answer must be `status`). */
  async function turnsOf(status: number, request: () => Promise<Response>): Promise<number[]> {
    proxy.reset();
    const response = await request();
    expect(response.status, await response.clone().text()).toBe(status);
    return [...proxy.transactions];
  }

  it('places an order, adds to the cart and sends a chat message in two round trips each', async () => {
    await liftOrderLimits(server);
    const [product] = await server.database.db.select({ id: products.id }).from(products).where(gte(products.stock, 20)).limit(1);
    await server.database.db.update(products).set({ stock: 1000 }).where(eq(products.id, product!.id));
    await server.database.db.update(products).set({ stock: 1000 }).where(eq(products.id, product!.id));
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const add = () => post(buyer, '/api/cart/items', { productId: product!.id, quantity: 1 });
    const order = () => post(buyer, '/api/orders', { checkout: shipping });
    const chat = () => post(buyer, '/api/chat/messages', { text: 'Apakah masih tersedia?' });
    // Warm: the pool's connections have prepared the statements (a statement's first run on a
    // connection asks PostgreSQL for its parameter types first, a round trip of its own).
    for (let i = 0; i < 20; i += 1) {
      const a = await add();
      const o = await order();
      const c = await chat();
      console.log('WARM', a.status, o.status, c.status, o.status !== 201 ? await o.text() : '');
    }
    // Each: BEGIN, the lock and the read; then the write and COMMIT (was BEGIN, lock, read,
    // write, COMMIT: 5 for a cart change and an order; the chat's BEGIN, counters' lock, message,
    // COMMIT: 4). Three of each, so more than one pool connection is seen.
    for (let i = 0; i < 3; i += 1) {
      expect(await turnsOf(200, add)).toEqual([2]);
      expect(await turnsOf(201, order)).toEqual([2]);
      expect(await turnsOf(201, chat)).toEqual([2]);
    }
  }, 120_000);
});
