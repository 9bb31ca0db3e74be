// @vitest-environment node
/**
 * A shop reached through a proxy or a tunnel counts as exposed (docs/security.md "Seeded
 * accounts"): a request with forwarding headers or a Host that is not loopback marks the shop in
 * its database, and from then on a published demo password is refused at sign-in and as the old
 * password of a change, on every instance and after a restart. Without trusted proxies, the first
 * forwarded request logs a warning once.
 */
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { seed } from '@/testing/seed';
import { messages } from '@/shared/messages';
import type { SessionUser } from '@/domain/core/records';
import { eq } from 'drizzle-orm';
import { createApp, createInstanceCaches } from '../app';
import { settings } from '../db/schema';
import { EXPOSED_KEY, isShopExposed } from '../db/exposure';
import { DEMO } from '../testing/harness';
import { json, put, serverPerTest } from '../testing/fixtures';

/** The shop's own seed: the demo accounts keep the seed's (published) hashes, as `npm start` writes them. */
const SHOP_SEED = { ...seed };

const login = (headers: Record<string, string> = {}, account: { username: string; password: string } = DEMO.admin) =>
  ({ method: 'POST', json: account, headers }) as const;

const refusal = { code: 'VALIDATION_FAILED', message: messages.auth.demoPasswordExposed, fields: { form: messages.auth.demoPasswordExposed } };

describe('a fresh demo shop reached through a proxy or a tunnel', () => {
  const server = serverPerTest({ seed: SHOP_SEED });

  it('refuses the published demo password of a forwarded sign-in (400)', async () => {
    const refused = await server.client().request('/api/auth/login', login({ 'x-forwarded-for': '203.0.113.9' }));
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual(refusal);
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it('is marked by a Forwarded header, X-Forwarded-Proto or a Host that is not loopback, not by a loopback Host', async () => {
    const markedBy = async (headers: Record<string, string>) => {
      await server.database.db.delete(settings).where(eq(settings.key, EXPOSED_KEY));
      // A fresh instance: nothing in its memory says the shop was marked.
      const instance = createApp({ ...server.deps, caches: createInstanceCaches(server.database) });
      expect((await instance.request('http://127.0.0.1/api/products', { headers })).status).toBe(200);
      return isShopExposed(server.database.db);
    };
    const exposing: Array<Record<string, string>> = [{ forwarded: 'for=203.0.113.9;proto=https' }, { 'x-forwarded-proto': 'https' }, { host: 'toko.example.id' }, { host: '192.168.1.20:4173' }];
    for (const headers of exposing) {
      expect(await markedBy(headers), JSON.stringify(headers)).toBe(true);
    }
    for (const host of ['localhost:4173', '127.0.0.1', '[::1]:4173']) expect(await markedBy({ host }), host).toBe(false);
  });

  it('keeps refusing after one exposed request, without forwarding headers, on a new instance too', async () => {
    expect((await server.client().request('/api/products', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(200);
    const local = await server.client().request('/api/auth/login', login());
    expect(local.status).toBe(400);
    expect(await json(local)).toEqual(refusal);
    // A restart: a new app over the same database, with caches and memory of its own.
    const restarted = createApp({ ...server.deps, caches: createInstanceCaches(server.database) });
    const again = await restarted.request('http://127.0.0.1/api/auth/login', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1', 'content-type': 'application/json' },
      body: JSON.stringify(DEMO.admin),
    });
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual(refusal);
  });

  it('refuses the demo password as the old password of a change, in a session opened before', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    await server.client().request('/api/session', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    const body = { oldPassword: DEMO.admin.password, newPassword: 'kopi-gayo-2026!', confirmPassword: 'kopi-gayo-2026!' };
    const refused = await put(admin, '/api/account/password', body);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ message: messages.auth.demoPasswordExposed, fields: { oldPassword: messages.auth.demoPasswordExposed } });
    const stillRefused = await server.client().request('/api/auth/login', login());
    expect(stillRefused.status).toBe(400);
  });
});

describe('a demo shop reached only on this machine', () => {
  const server = serverPerTest({ seed: SHOP_SEED });

  it('accepts the demo passwords as today, on a loopback Host', async () => {
    for (const host of [undefined, 'localhost:4173', '127.0.0.1:4173', '[::1]:4173']) {
      const signedIn = await server.client().request('/api/auth/login', login(host ? { host } : {}));
      expect(signedIn.status, host).toBe(200);
      expect(await json<SessionUser>(signedIn)).toMatchObject({ username: 'admin', role: 'admin' });
    }
  });
});

/** A logger whose warnings the test reads. */
function recordingLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
  return { logger, warnings: () => lines.filter((line) => line.level === 40).map((line) => line.msg) };
}

describe('forwarding headers while no proxy is trusted', () => {
  const log = recordingLogger();
  const server = serverPerTest({ trustProxy: 0, logger: log.logger });

  it('logs one warning at the first forwarded request, not at the next ones', async () => {
    for (let i = 0; i < 3; i += 1) await server.client().request('/api/products', { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
    expect(log.warnings().filter((msg) => msg.includes('TRUST_PROXY'))).toHaveLength(1);
  });
});

describe('forwarding headers from a trusted proxy', () => {
  const log = recordingLogger();
  const server = serverPerTest({ trustProxy: 1, logger: log.logger });

  it('logs no warning about TRUST_PROXY', async () => {
    await server.client().request('/api/products', { headers: { 'x-forwarded-for': '203.0.113.1' } });
    expect(log.warnings().filter((msg) => msg.includes('TRUST_PROXY'))).toEqual([]);
  });
});
