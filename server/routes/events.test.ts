// @vitest-environment node
/**
 * `/api/events` and the session (issue 21 item 8): a stream never keeps the role it opened with.
 * A logout, a role change or a new password ends the account's open streams, so each browser
 * reconnects with the session it has now; other accounts' streams stay open.
 */
import { describe, expect, it } from 'vitest';
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
