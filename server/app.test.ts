// @vitest-environment node
/**
 * The server's cross-cutting behaviour: sessions and cookies, login rate limit, CSRF, body limits,
 * JSON errors, security headers, maintenance mode, health checks and the live event stream.
 */
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seed } from '@/testing/seed';
import { messages, rateLimitMessages, serverMessages, apiMessages } from '@/shared/messages';
import { DEMO, startTestServer, type TestServer } from './testing/harness';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const json = (response: Response) => response.json() as Promise<Record<string, unknown>>;

describe('sessions', () => {
  it('signs in with an HttpOnly, SameSite=Lax cookie, re-hashes a browser-mode password with argon2id and signs out', async () => {
    await server.close();
    // The shop's own seed (browser-mode PBKDF2 hashes), the buyer's hash being one of browser
    // mode's that is not its published demo one (that one is kept: server/db/first-start.ts).
    const admin = seed.users.find((user) => user.username === 'admin')!;
    server = await startTestServer({
      seed: { ...seed, users: seed.users.map((user) => (user.id === 'USR002' ? { ...user, passwordHash: admin.passwordHash } : user)) },
    });
    const device = server.client();
    expect(await json(await device.request('/api/session'))).toBeNull();
    const login = await device.request('/api/auth/login', { method: 'POST', json: { username: 'pembeli', password: DEMO.admin.password } });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/seulanga_session=[A-Za-z0-9_-]{43}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(await json(await device.request('/api/session'))).toMatchObject({ id: 'USR002', username: 'pembeli', role: 'buyer' });
    const [row] = await server.database.db.query.users.findMany({ where: (u, { eq }) => eq(u.id, 'USR002') });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const token = device.cookies();
    expect((await device.request('/api/auth/logout', { method: 'POST' })).status).toBe(204);
    expect(await json(await device.request('/api/session'))).toBeNull();
    // The old token no longer signs anyone in (the session row is gone).
    const replay = await server.app.request('http://127.0.0.1/api/session', { headers: { cookie: token } });
    expect(await replay.json()).toBeNull();
    // The argon2id hash signs in again.
    expect((await server.signIn(DEMO.buyer.username, DEMO.admin.password)).cookies()).toMatch(/seulanga_session/);
    // The demo admin's published password keeps its seed hash, so the exposed shop keeps warning.
    await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const [adminRow] = await server.database.db.query.users.findMany({ where: (u, { eq }) => eq(u.id, admin.id) });
    expect(adminRow?.passwordHash).toBe(JSON.stringify(admin.passwordHash));
  });

  it('gives a new session id at every login and ends the previous one of that browser', async () => {
    const device = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const first = device.cookies();
    await device.request('/api/auth/login', { method: 'POST', json: DEMO.admin });
    expect(device.cookies()).not.toBe(first);
    expect(await json(await device.request('/api/session'))).toMatchObject({ username: 'admin' });
    const old = await server.app.request('http://127.0.0.1/api/session', { headers: { cookie: first } });
    expect(await old.json()).toBeNull();
  });

  it('ignores forged and malformed cookies', async () => {
    for (const cookie of ['seulanga_session=abc', `seulanga_session=${'A'.repeat(43)}`, 'seulanga_session=%00%27;--']) {
      const response = await server.app.request('http://127.0.0.1/api/cart/items', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ productId: 1 }),
      });
      expect(response.status).toBe(401);
    }
  });

  it('slows failed logins: after 5 failures of a username from one address the next attempt waits 1 minute (429 with the Indonesian message)', async () => {
    const device = server.client();
    for (let i = 0; i < 5; i += 1) {
      const response = await device.request('/api/auth/login', { method: 'POST', json: { username: 'pembeli', password: 'salah' } });
      expect(response.status).toBe(400);
      expect((await json(response)).message).toBe(messages.auth.loginInvalid);
    }
    const limited = await device.request('/api/auth/login', { method: 'POST', json: DEMO.buyer });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await json(limited)).message).toBe(rateLimitMessages.login('1 menit'));
  });

  it('answers the same message for an unknown user and a wrong password', async () => {
    const device = server.client();
    const unknown = await device.request('/api/auth/login', { method: 'POST', json: { username: 'tidakada', password: 'x' } });
    const wrong = await device.request('/api/auth/login', { method: 'POST', json: { username: 'admin', password: 'x' } });
    expect(await json(unknown)).toEqual(await json(wrong));
  });

  it('registers a buyer without signing in and refuses a taken username case-insensitively', async () => {
    const device = server.client();
    const created = await device.request('/api/auth/register', {
      method: 'POST',
      json: { username: 'cutnyak', email: 'cut@example.com', password: 'rahasia1' },
    });
    expect(created.status).toBe(201);
    const body = await json(created);
    expect(body).toMatchObject({ username: 'cutnyak', role: 'buyer' });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    expect(await json(await device.request('/api/session'))).toBeNull();
    const taken = await device.request('/api/auth/register', {
      method: 'POST',
      json: { username: 'CutNyak', email: 'lain@example.com', password: 'rahasia1' },
    });
    expect(taken.status).toBe(400);
    expect(await json(taken)).toMatchObject({ message: messages.auth.usernameTaken, fields: { username: messages.auth.usernameTaken } });
  });

  it('limits sign-ups per client address: past the limit in 15 minutes, 429 with the Indonesian message', async () => {
    const limited = await startTestServer({ registrationsPerIp: 3 });
    try {
      const device = limited.client();
      const register = (name: string) =>
        device.request('/api/auth/register', { method: 'POST', json: { username: name, email: `${name}@example.com`, password: 'rahasia1' } });
      expect((await register('satu')).status).toBe(201);
      expect((await register('satu')).status).toBe(400); // taken: still an attempt
      expect((await register('dua')).status).toBe(201);
      const refused = await register('tiga');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(850);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(900);
      expect((await json(refused)).message).toBe(rateLimitMessages.register('15 menit'));
      // Nothing was created, and signing in is not affected.
      expect((await limited.client().request('/api/auth/login', { method: 'POST', json: { username: 'tiga', password: 'rahasia1' } })).status).toBe(400);
      expect((await limited.client().request('/api/auth/login', { method: 'POST', json: DEMO.buyer })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('reads the client address from X-Forwarded-For only behind a trusted proxy', async () => {
    const fail = (target: TestServer, username: string, forwardedFor: string) =>
      target.client().request('/api/auth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': forwardedFor },
        json: { username, password: 'salah' },
      });
    // Direct: a client cannot escape the per-address limit by writing the header.
    const direct = await startTestServer();
    try {
      for (let i = 0; i < 5; i += 1) expect((await fail(direct, 'orang', `10.0.0.${i}`)).status).toBe(400);
      expect((await fail(direct, 'orang', '10.0.0.9')).status).toBe(429);
    } finally {
      await direct.close();
    }
    // Behind one proxy: the proxy's last entry is the client; one buyer's failures do not lock out another.
    const proxied = await startTestServer({ trustProxy: 1 });
    try {
      for (let i = 0; i < 5; i += 1) expect((await fail(proxied, 'orang', `1.2.3.${i}, 10.0.0.1`)).status).toBe(400);
      expect((await fail(proxied, 'orang', '6.6.6.6, 10.0.0.1')).status).toBe(429);
      const other = await proxied.client().request('/api/auth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': '10.0.0.2' },
        json: DEMO.buyer,
      });
      expect(other.status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('requests a hostile client would try', () => {
  it('refuses a state-changing request from another origin (CSRF)', async () => {
    const device = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const response = await device.request('/api/cart/items', { method: 'POST', json: { productId: 1 }, headers });
      expect(response.status).toBe(403);
    }
    const same = await device.request('/api/cart/items', { method: 'POST', json: { productId: 1 }, headers: { origin: 'http://127.0.0.1' } });
    expect(same.status).toBe(200);
  });

  it('answers 413 for a body over 256 kB and 400 for a body that is not JSON', async () => {
    const device = server.client();
    const big = await device.request('/api/auth/login', { method: 'POST', json: { username: 'a'.repeat(300_000), password: 'x' } });
    expect(big.status).toBe(413);
    expect((await json(big)).message).toMatch(/terlalu besar/);
    const text = await device.request('/api/auth/login', { method: 'POST', body: '{nope', headers: { 'content-type': 'application/json' } });
    expect(text.status).toBe(400);
    expect((await json(text)).message).toBe(apiMessages.jsonRequired);
    const form = await device.request('/api/auth/login', { method: 'POST', body: 'username=a', headers: { 'content-type': 'text/plain' } });
    expect(form.status).toBe(400);
  });

  it('answers unknown API paths with a JSON 404 and never a stack trace', async () => {
    const response = await server.client().request('/api/nope');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ code: expect.any(String), message: serverMessages.notFound });
  });

  it('sends the security headers', async () => {
    const response = await server.client().request('/api/products');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('maintenance mode and health', () => {
  it('is enforced by the server for visitors and buyers, not for the admin', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const store = await json(await admin.request('/api/settings/store'));
    const saved = await admin.request('/api/settings/store', { method: 'PUT', json: { ...store, maintenanceMode: true, newOrderNotifications: undefined } });
    expect(saved.status).toBe(200);
    for (const device of [buyer, server.client()]) {
      const response = await device.request('/api/products');
      expect(response.status).toBe(503);
      expect((await json(response)).message).toBe(apiMessages.maintenance);
      expect((await device.request('/api/settings/store')).status).toBe(200);
    }
    expect((await admin.request('/api/products')).status).toBe(200);
  });

  it('answers /healthz and /readyz, and /readyz 503 once the database is gone', async () => {
    const device = server.client();
    expect((await device.request('/healthz')).status).toBe(200);
    expect((await device.request('/readyz')).status).toBe(200);
    await server.database.close();
    expect((await device.request('/readyz')).status).toBe(503);
  });
});

describe('live updates', () => {
  /** Reads SSE events from a streaming response until `count` change events arrived or time ran out. */
  async function collect(response: Response, until: (keys: string[][]) => boolean, ms = 3000): Promise<string[][]> {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const seen: string[][] = [];
    let buffer = '';
    const deadline = Date.now() + ms;
    while (Date.now() < deadline && !until(seen)) {
      const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let index;
      while ((index = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (block.includes('event: change')) {
          const data = block.split('\n').find((l) => l.startsWith('data: '))!.slice(6);
          seen.push((JSON.parse(data) as { keys: string[] }).keys);
        }
      }
    }
    await reader.cancel();
    return seen;
  }

  it('sends each stream only what its user may see', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    await server.client().request('/api/auth/register', { method: 'POST', json: { username: 'lainnya', email: 'l@example.com', password: 'rahasia1' } });
    const other = await server.signIn('lainnya', 'rahasia1');
    const streams = await Promise.all([admin, buyer, other, server.client()].map((d) => d.request('/api/events')));
    for (const s of streams) expect(s.headers.get('content-type')).toMatch(/text\/event-stream/);
    await new Promise((r) => setTimeout(r, 100));
    await buyer.request('/api/cart/items', { method: 'POST', json: { productId: 1 } });
    const saved = await json(await admin.request('/api/settings/store'));
    await admin.request('/api/settings/store', { method: 'PUT', json: { ...saved, storeName: 'Seulanga Baru', newOrderNotifications: undefined } });
    const has = (key: string) => (seen: string[][]) => seen.some((keys) => keys.includes(key));
    const [adminSeen, buyerSeen, otherSeen, visitorSeen] = await Promise.all([
      collect(streams[0]!, (s) => has('cartItems')(s) && has('storeName')(s)),
      collect(streams[1]!, (s) => has('cartItems')(s) && has('storeName')(s)),
      collect(streams[2]!, has('storeName'), 1500),
      collect(streams[3]!, has('storeName'), 1500),
    ]);
    expect(has('cartItems')(adminSeen)).toBe(true);
    expect(has('cartItems')(buyerSeen)).toBe(true);
    expect(has('activityLogs')(buyerSeen)).toBe(false);
    for (const seen of [otherSeen, visitorSeen]) {
      expect(has('storeName')(seen)).toBe(true);
      expect(has('cartItems')(seen)).toBe(false);
    }
  });

  it('tells the device that made a change which keys changed (Seulanga-Changed)', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const response = await buyer.request('/api/cart/items', { method: 'POST', json: { productId: 1 } });
    expect(response.headers.get('seulanga-changed')?.split(',')).toEqual(expect.arrayContaining(['cartItems']));
  });
});

describe('compression', () => {
  it('compresses the API’s JSON for a client that accepts gzip, and leaves the event stream as it is', async () => {
    const visitor = server.client();
    const search = await visitor.request('/api/products/search?pageSize=24', { headers: { 'accept-encoding': 'gzip' } });
    expect(search.status).toBe(200);
    expect(search.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await search.arrayBuffer())).toString('utf8')) as { items: unknown[] };
    expect(body.items.length).toBeGreaterThan(0);
    const events = await visitor.request('/api/events', { headers: { 'accept-encoding': 'gzip' } });
    expect(events.headers.get('content-encoding')).toBeNull();
    await events.body?.cancel();
  });
});
