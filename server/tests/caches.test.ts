// @vitest-environment node
/**
 * The per-instance caches of sessions and store settings (docs/server.md "Per-instance
 * caches") on one instance: a signed-in request costs fewer statements once the instance holds
 * its session and the settings, and every change that ends or alters a session, or a setting, is
 * seen by the next request. Across two instances: server/tests/instances.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@/shared/messages';
import { sessions, settings } from '../db/schema';
import { createSettingsCache, SETTINGS_CACHE_STALE_MS } from '../services/settings';
import { json, put, serverPerTest } from '../testing/fixtures';
import { DEMO, type TestClient } from '../testing/harness';

const statements: string[] = [];
const server = serverPerTest({ onStatement: (query) => statements.push(query) });

/** The statements `device` costs the server for one GET of `path`. */
async function statementsOf(device: TestClient, path: string): Promise<string[]> {
  statements.length = 0;
  const response = await device.request(path);
  expect(response.status, path).toBe(200);
  return [...statements];
}

describe('per-instance caches on one instance', () => {
  it('serves a signed-in GET without reading the session and the settings again', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const cold = await statementsOf(buyer, '/api/cart');
    const warm = await statementsOf(buyer, '/api/cart');
    // Cold: the session with its account, the addresses, the settings (maintenance), then the cart.
    expect(cold.filter((query) => /from "sessions"/.test(query))).toHaveLength(1);
    expect(warm.filter((query) => /"sessions"|"addresses"|from "settings"/.test(query))).toEqual([]);
    expect(warm.length).toBe(cold.length - 3);
    // Reading one's own session costs nothing at all.
    expect(await statementsOf(buyer, '/api/session')).toEqual([]);
  });

  it('ends a cached session at once on logout, sign-out everywhere and a password change', async () => {
    const phone = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const laptop = server.client(phone.cookies());
    const tablet = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    for (const device of [phone, laptop, tablet]) expect(await json(await device.request('/api/session'))).toMatchObject({ id: 'USR002' });
    // The same cookie on another device: the logout of one ends both.
    expect((await phone.request('/api/auth/logout', { method: 'POST' })).status).toBe(204);
    expect(await json(await laptop.request('/api/session'))).toBeNull();
    expect(await json(await tablet.request('/api/session'))).toMatchObject({ id: 'USR002' });

    const desk = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    expect(await json(await desk.request('/api/session'))).toMatchObject({ id: 'USR002' });
    const changed = await put(tablet, '/api/account/password', { oldPassword: DEMO.buyer.password, newPassword: 'sandibaru123', confirmPassword: 'sandibaru123' });
    expect(changed.status).toBe(204);
    expect(await json(await desk.request('/api/session'))).toBeNull();
    expect(await json(await tablet.request('/api/session'))).toMatchObject({ id: 'USR002' });
    expect((await tablet.request('/api/auth/logout-everywhere', { method: 'POST' })).status).toBe(204);
    expect(await json(await server.client(tablet.cookies()).request('/api/session'))).toBeNull();
  });

  it('ends the session a new login replaces on this device, whichever device still holds its cookie', async () => {
    const device = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const copy = server.client(device.cookies());
    expect(await json(await copy.request('/api/session'))).toMatchObject({ id: 'USR002' });
    const login = await device.request('/api/auth/login', { method: 'POST', json: { username: DEMO.admin.username, password: DEMO.admin.password } });
    expect(login.status).toBe(200);
    expect(await json(await copy.request('/api/session'))).toBeNull();
  });

  it("shows a role change at once, and the account's own changes", async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const buyer = await server.registerBuyer('cachebuyer', 'rahasia123');
    const { id } = await json<{ id: string }>(await buyer.request('/api/session'));
    expect((await buyer.request('/api/admin/users')).status).toBe(403);
    expect((await put(admin, `/api/admin/users/${id}/role`, { role: 'admin' })).status).toBe(200);
    expect(await json(await buyer.request('/api/session'))).toMatchObject({ role: 'admin' });
    expect((await buyer.request('/api/admin/users')).status).toBe(200);
    expect((await put(buyer, '/api/account/profile', { email: 'baru@example.com', profileImage: '' })).status).toBe(200);
    expect(await json(await buyer.request('/api/session'))).toMatchObject({ email: 'baru@example.com', profileImage: '' });
  });

  it('shows maintenance mode at once to visitors and buyers whose instance holds the settings', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const visitor = server.client();
    expect((await visitor.request('/api/products')).status).toBe(200);
    const store = await json(await admin.request('/api/settings/store'));
    expect((await put(admin, '/api/settings/store', { ...store, maintenanceMode: true, newOrderNotifications: undefined })).status).toBe(200);
    const refused = await visitor.request('/api/products');
    expect(refused.status).toBe(503);
    expect((await json(refused)).message).toBe(apiMessages.maintenance);
  });

  it('reads every session again once the change channel was lost', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    expect(await json(await buyer.request('/api/session'))).toMatchObject({ id: 'USR002' });
    // Deleted without an announcement (as when a notification is lost): the cache still has it…
    await server.database.db.delete(sessions).where(eq(sessions.userId, 'USR002'));
    expect(await json(await buyer.request('/api/session'))).toMatchObject({ id: 'USR002' });
    // …until the hub reports its LISTEN connection back (or the bound of 5 s passes).
    server.caches.sessions.lost();
    expect(await json(await buyer.request('/api/session'))).toBeNull();
  });

  it('reads the settings again after their staleness bound, and at once after an announced change or a lost channel', async () => {
    let now = 0;
    const cache = createSettingsCache(server.database.db, { clock: () => now });
    expect((await cache.read()).storeName).not.toBe('Toko Baru');
    // Changed without an announcement (as when a notification is lost): the copy stays…
    await server.database.db.update(settings).set({ value: 'Toko Baru' }).where(eq(settings.key, 'storeName'));
    now = SETTINGS_CACHE_STALE_MS - 1;
    expect((await cache.read()).storeName).not.toBe('Toko Baru');
    // …for its bound at most.
    now = SETTINGS_CACHE_STALE_MS;
    expect((await cache.read()).storeName).toBe('Toko Baru');
    await server.database.db.update(settings).set({ value: 'Toko Lagi' }).where(eq(settings.key, 'storeName'));
    cache.changes([{ keys: ['orders'], audience: { kind: 'admin' } }]);
    expect((await cache.read()).storeName).toBe('Toko Baru');
    cache.changes([{ keys: ['storeName'], audience: { kind: 'public' } }]);
    expect((await cache.read()).storeName).toBe('Toko Lagi');
    await server.database.db.update(settings).set({ value: 'Toko Akhir' }).where(eq(settings.key, 'storeName'));
    cache.lost();
    expect((await cache.read()).storeName).toBe('Toko Akhir');
  });
});
