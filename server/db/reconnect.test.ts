// @vitest-environment node
/**
 * The PostgreSQL pool after the database went away (docs/server.md "Faults"): connections
 * refused while it is down must not be lost to the pool, so once it is back every query finds
 * a connection again. The pool's sockets are made by the shop (TCP_NODELAY, server/db/client.ts
 * `noDelaySocket`): a socket that failed to connect must reach postgres.js as an error and a
 * close, as one it made itself would. PostgreSQL only.
 */
import { sql } from 'drizzle-orm';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { testDatabaseUrl } from '../testing/harness';

/** A TCP door in front of PostgreSQL that can be shut (connections cut, new ones refused) and opened again on its port. */
function door(target: { host: string; port: number }) {
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  let port = 0;
  return {
    get port() {
      return port;
    },
    async open() {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const end = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    },
    async shut() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise((resolve) => server!.close(resolve));
    },
  };
}

/** A pool of 2 connections to the test database through a {@link door}, the door open. */
async function poolBehindDoor() {
  const url = new URL(testDatabaseUrl()!);
  const gate = door({ host: url.hostname, port: Number(url.port || 5432) });
  await gate.open();
  const through = new URL(url);
  through.hostname = '127.0.0.1';
  through.port = String(gate.port);
  return { gate, database: await openDatabase({ kind: 'postgres', url: through.toString(), maxConnections: 2 }) };
}

/** `promise`'s value, or 'timeout' after `ms` milliseconds. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);

describe.skipIf(!testDatabaseUrl())('the pool after PostgreSQL went away', () => {
  it('answers again once PostgreSQL is back, after connections were refused meanwhile', async () => {
    const { gate, database } = await poolBehindDoor();
    try {
      const one = () => database.db.execute(sql`select 1 as one`);
      await one();
      await gate.shut();
      // Down: the pool's connections are cut and new ones refused.
      for (let i = 0; i < 3; i += 1) await expect(one()).rejects.toThrow();
      await gate.open();
      // Before, each connection refused while down was lost to the pool: the query waited forever.
      expect(await within(one().then(() => 'answered'), 10_000)).toBe('answered');
      expect(await within(Promise.all([one(), one(), one()]).then(() => 'answered'), 10_000)).toBe('answered');
    } finally {
      await database.close();
    }
  }, 30_000);

  it('connects again within a second of PostgreSQL coming back, however long it was refused', async () => {
    const { gate, database } = await poolBehindDoor();
    try {
      const one = () => database.db.execute(sql`select 1 as one`);
      await one();
      await gate.shut();
      // Every refused connection adds to the pool's shared retry count. postgres.js's own back-off
      // grows as 3^retries / 100 s up to 20 s, so after these the pool waited 7–20 s per
      // connection once PostgreSQL was back (the fault suite's stall after a restart).
      for (let i = 0; i < 8; i += 1) await expect(one()).rejects.toThrow();
      await gate.open();
      expect(await within(one().then(() => 'answered'), 2_000)).toBe('answered');
    } finally {
      await database.close();
    }
  }, 30_000);
});
