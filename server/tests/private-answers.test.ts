// @vitest-environment node
/**
 * Private answers are never kept by a cache (docs/security.md "Caching"): every API answer that
 * may depend on the session says `Cache-Control: no-store` and `Vary: Cookie`, unless its route
 * says otherwise (an image variant is public and immutable); a page asked for with a session
 * cookie says `no-store`, so a browser's back-forward cache keeps nothing a signed-out shared
 * computer ('warnet') could go back to.
 */
import { mkdtemp, copyFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'seulanga-private-'));
  await copyFile(join(process.cwd(), 'index.html'), join(staticDir, 'index.html'));
  server = await startTestServer({ staticDir });
}, 60_000);

afterAll(async () => {
  await server.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** Whether `response` may be kept by no cache, varying by the cookie. */
function expectNoStore(response: Response, what: string) {
  expect(response.headers.get('cache-control'), what).toBe('no-store');
  expect(response.headers.get('vary') ?? '', what).toMatch(/cookie/i);
}

describe('private answers', () => {
  it("answers the session, a buyer's orders and cart, and the admin's backup with no-store", async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    for (const path of ['/api/session', '/api/orders/mine', '/api/cart']) {
      const response = await buyer.request(path);
      expect(response.status, path).toBe(200);
      expectNoStore(response, path);
    }
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const backup = await admin.request('/api/admin/backup');
    expect(backup.status).toBe(200);
    expectNoStore(backup, 'backup');
  });

  it("answers a visitor's session and a refusal with no-store too (the same address answers a signed-in one)", async () => {
    expectNoStore(await server.client().request('/api/session'), 'visitor session');
    const refused = await server.client().request('/api/admin/backup');
    expect(refused.status).toBe(401);
    expectNoStore(refused, 'refusal');
  });

  it('answers a page asked for with a session cookie with no-store, and without one no-cache as before', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    for (const path of ['/', '/pesanan-saya', '/catalog']) {
      expect((await buyer.request(path)).headers.get('cache-control'), path).toBe('no-store');
      expect((await server.client().request(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});
