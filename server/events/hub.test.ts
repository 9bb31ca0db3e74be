// @vitest-environment node
/**
 * The change channel after its connection is lost (docs/server.md, "Live updates"): on
 * PostgreSQL, when the hub's LISTEN connection dies and comes back, announcements made meanwhile
 * are lost, so every open `/api/events` stream is ended (its browser reconnects and refetches
 * everything it shows), and announcements reach new streams again.
 */
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { watchStream as watch } from '../testing/fixtures';
import { startTestServer, testDatabaseUrl, type TestServer } from '../testing/harness';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
}, 60_000);

describe('the change channel', () => {
  it.skipIf(!testDatabaseUrl())('ends the open streams when its LISTEN connection comes back, then delivers again', async () => {
    server = await startTestServer();
    const visitor = server.client();
    const before = watch(await visitor.request('/api/events'));
    await expect.poll(() => before.state.text).toContain('event: ready');

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
