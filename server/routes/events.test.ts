// @vitest-environment node
/**
 * `/api/events` and the session: a stream never keeps the role it opened with.
 * A logout, a role change or a new password ends the account's open streams, so each browser
 * reconnects with the session it has now; other accounts' streams stay open.
 */
import { describe, expect, it } from 'vitest';
import { rateLimitMessages } from '@/shared/messages';
import { MAX_STREAMS_PER_ADDRESS, MAX_STREAMS_PER_SESSION, STREAM_RETRY_SECONDS } from '../events/hub';
import { DEMO } from '../testing/harness';
import { post, put, serverPerTest, watchStream } from '../testing/fixtures';

const server = serverPerTest();

/** Opens `/api/events` for `device` and waits for its `ready` event. */
async function openStream(device: { request(path: string): Promise<Response> }) {
  const stream = watchStream(await device.request('/api/events'));
  await expect.poll(() => stream.state.text).toContain('event: ready');
  return stream;
}

describe('event streams end with their session', () => {
  it("ends the account's stream at its logout, and not another account's", async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const other = await server.registerBuyer('pengamat', 'rahasia123');
    const mine = await openStream(buyer);
    const theirs = await openStream(other);
    try {
      expect((await post(buyer, '/api/auth/logout', {})).status).toBe(204);
      await expect.poll(() => mine.state.ended).toBe(true);
      // The other account's stream hears its own next change and is still open.
      expect((await post(other, '/api/cart/items', { productId: 1 })).status).toBe(200);
      await expect.poll(() => theirs.state.text).toContain('cartItems');
      expect(theirs.state.ended).toBe(false);
    } finally {
      await mine.stop();
      await theirs.stop();
    }
  });

  it("ends a buyer's stream when the admin changes the buyer's role", async () => {
    const buyer = await server.registerBuyer('naik', 'rahasia123');
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const users = (await (await admin.request('/api/admin/users')).json()) as Array<{ id: string; username: string }>;
    const stream = await openStream(buyer);
    try {
      expect((await put(admin, `/api/admin/users/${users.find((u) => u.username === 'naik')!.id}/role`, { role: 'admin' })).status).toBe(200);
      await expect.poll(() => stream.state.ended).toBe(true);
    } finally {
      await stream.stop();
    }
  });

  it("ends the account's streams when its password changes", async () => {
    const buyer = await server.registerBuyer('ganti', 'rahasia123');
    const stream = await openStream(buyer);
    try {
      const changed = await put(buyer, '/api/account/password', { oldPassword: 'rahasia123', newPassword: 'rahasia456', confirmPassword: 'rahasia456' });
      expect(changed.status).toBe(204);
      await expect.poll(() => stream.state.ended).toBe(true);
    } finally {
      await stream.stop();
    }
  });

  it("ends every session of the account at 'Keluar dari semua perangkat', its streams too, and no other account's", async () => {
    const phone = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const laptop = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const other = await server.registerBuyer('tetangga', 'rahasia123');
    const stream = await openStream(laptop);
    try {
      expect((await server.client().request('/api/auth/logout-everywhere', { method: 'POST' })).status).toBe(401);
      expect((await post(phone, '/api/auth/logout-everywhere', {})).status).toBe(204);
      for (const device of [phone, laptop]) expect(await (await device.request('/api/session')).json()).toBeNull();
      await expect.poll(() => stream.state.ended).toBe(true);
      expect(await (await other.request('/api/session')).json()).toMatchObject({ username: 'tetangga' });
    } finally {
      await stream.stop();
    }
  });
});

describe('event streams are limited per session and per address (docs/security.md "Limits")', () => {
  const proxied = serverPerTest({ trustProxy: 1 });

  /** Opens a stream as `device` from `address` and waits for its `ready` event. */
  async function openFrom(device: { request(path: string, init?: { headers?: Record<string, string> }): Promise<Response> }, address: string) {
    const response = await device.request('/api/events', { headers: { 'x-forwarded-for': address } });
    expect(response.status).toBe(200);
    const stream = watchStream(response);
    await expect.poll(() => stream.state.text).toContain('event: ready');
    return stream;
  }

  it(`keeps ${MAX_STREAMS_PER_SESSION} streams a session: a new one supersedes the oldest, and no other session's`, async () => {
    const buyer = await proxied.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const other = await proxied.registerBuyer('tab_lain', 'rahasia123');
    const theirs = await openFrom(other, '198.51.100.7');
    const tabs: Array<ReturnType<typeof watchStream>> = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_SESSION; i += 1) tabs.push(await openFrom(buyer, '198.51.100.7'));
      expect(proxied.events.size()).toBe(MAX_STREAMS_PER_SESSION + 1);
      tabs.push(await openFrom(buyer, '198.51.100.7'));
      // The oldest is told it was superseded (its browser waits until shown again) and ends.
      await expect.poll(() => tabs[0]!.state.ended).toBe(true);
      expect(tabs[0]!.state.text).toContain('event: superseded');
      expect(tabs.slice(1).map((tab) => tab.state.ended)).toEqual(Array(MAX_STREAMS_PER_SESSION).fill(false));
      expect(theirs.state.ended).toBe(false);
      await expect.poll(() => proxied.events.size()).toBe(MAX_STREAMS_PER_SESSION + 1);
      // The newest streams still hear the session's changes.
      expect((await post(buyer, '/api/cart/items', { productId: 1 })).status).toBe(200);
      await expect.poll(() => tabs.at(-1)!.state.text).toContain('cartItems');
    } finally {
      await Promise.all([...tabs, theirs].map((tab) => tab.stop()));
    }
  });

  it(`refuses a client address a stream beyond ${MAX_STREAMS_PER_ADDRESS} (IPv6 by /64) with 429 and a catalogue message`, async () => {
    const streams: Array<ReturnType<typeof watchStream>> = [];
    try {
      // Visitors have no session: only the address counts. Twenty addresses of one /64 are one.
      for (let i = 0; i < MAX_STREAMS_PER_ADDRESS; i += 1) streams.push(await openFrom(proxied.client(), `2001:db8:1:2::${(i + 1).toString(16)}`));
      const refused = await proxied.client().request('/api/events', { headers: { 'x-forwarded-for': '2001:db8:1:2:ffff::1' } });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBe(STREAM_RETRY_SECONDS);
      expect(await refused.json()).toEqual({ code: 'RATE_LIMITED', message: rateLimitMessages.eventStreams('30 detik') });
      // Another /64 and another address are not slowed.
      await (await openFrom(proxied.client(), '2001:db8:1:3::1')).stop();
      await (await openFrom(proxied.client(), '203.0.113.9')).stop();
      // A closed stream frees its place.
      await streams.pop()!.stop();
      await expect.poll(() => proxied.events.size()).toBe(MAX_STREAMS_PER_ADDRESS - 1);
      streams.push(await openFrom(proxied.client(), '2001:db8:1:2::abcd'));
    } finally {
      await Promise.all(streams.map((stream) => stream.stop()));
    }
  });
});
