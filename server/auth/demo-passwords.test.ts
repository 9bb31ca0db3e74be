// @vitest-environment node
/**
 * The forced password change of a shop open to the network (docs/security.md
 * "Seeded accounts"): an account still on its published demo password may read its session, sign
 * out and change its password, nothing else, until it chooses a password that is neither its old
 * one nor another published one. A local demo shop does not ask.
 */
import { describe, expect, it } from 'vitest';
import { resetPassword } from './reset-password';
import { seed } from '@/testing/seed';
import { accountMessages } from '@/shared/messages-account';
import { apiMessages } from '@/shared/messages';
import { DEMO } from '../testing/harness';
import { json, put, post, serverPerTest } from '../testing/fixtures';
import type { SessionUser } from '@/domain/core/records';

/** The shop's own seed: the demo accounts keep the seed's (published) hashes. */
const SHOP_SEED = { ...seed };
const NEW_PASSWORD = 'kopi-gayo-2026!';

describe('a shop open to the network, with the demo accounts', () => {
  const server = serverPerTest({ seed: SHOP_SEED, demoPasswordsMustChange: true });

  it('flags the demo admin at sign-in and in its session', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const session = await json<SessionUser>(await admin.request('/api/session'));
    expect(session).toMatchObject({ username: 'admin', role: 'admin', mustChangePassword: true });
    const login = await server.client().request('/api/auth/login', { method: 'POST', json: DEMO.buyer });
    expect(await json<SessionUser>(login)).toMatchObject({ username: 'pembeli', mustChangePassword: true });
  });

  it('serves its other reads as to a visitor and refuses its changes', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    expect((await admin.request('/api/admin/backup')).status).toBe(401);
    expect((await admin.request('/api/orders')).status).toBe(401);
    expect((await admin.request('/api/products')).status).toBe(200);
    const refused = await put(admin, '/api/account/profile', { email: 'pemilik@example.com', profileImage: '' });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ code: 'PASSWORD_CHANGE_REQUIRED', message: apiMessages.passwordChangeRequired });
    const product = await post(admin, '/api/products', { name: 'Kopi', category: 'Kopi', price: 1, stock: 1 });
    expect(product.status).toBe(403);
  });

  it('refuses the old password and another published one as the new password', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    for (const [newPassword, message] of [
      [DEMO.admin.password, accountMessages.newPasswordUnchanged],
      [DEMO.buyer.password, accountMessages.newPasswordPublished],
    ] as const) {
      const refused = await put(admin, '/api/account/password', { oldPassword: DEMO.admin.password, newPassword, confirmPassword: newPassword });
      expect(refused.status).toBe(400);
      expect(await json(refused)).toMatchObject({ fields: { newPassword: message } });
    }
    expect(await json<SessionUser>(await admin.request('/api/session'))).toMatchObject({ mustChangePassword: true });
  });

  it('lifts the restriction once the password is new, on this device and at the next sign-in', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const changed = await put(admin, '/api/account/password', {
      oldPassword: DEMO.admin.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(204);
    expect(await json<SessionUser>(await admin.request('/api/session'))).not.toHaveProperty('mustChangePassword');
    expect((await admin.request('/api/admin/backup')).status).toBe(200);
    const again = await server.signIn(DEMO.admin.username, NEW_PASSWORD);
    expect(await json<SessionUser>(await again.request('/api/session'))).not.toHaveProperty('mustChangePassword');
    // The buyer's demo account is still flagged: each account changes its own.
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    expect(await json<SessionUser>(await buyer.request('/api/session'))).toMatchObject({ mustChangePassword: true });
  });

  it('lets the flagged account sign out', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    expect((await post(admin, '/api/auth/logout', {})).status).toBe(204);
    expect(await json(await admin.request('/api/session'))).toBeNull();
  });
});

describe('a local demo shop', () => {
  const server = serverPerTest({ seed: SHOP_SEED });

  it('does not ask the demo accounts to change their password', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    expect(await json<SessionUser>(await admin.request('/api/session'))).not.toHaveProperty('mustChangePassword');
    expect((await admin.request('/api/admin/backup')).status).toBe(200);
  });
});

describe('a password the shop made up and showed once (a reset, the first start\'s generated admin password)', () => {
  const server = serverPerTest({ seed: SHOP_SEED });

  it('must be replaced before anything else, on any shop, and only once', async () => {
    const { password } = await resetPassword(server.database.db, 'admin', () => 'sekali-pakai-1234');
    const admin = await server.signIn('admin', password);
    expect(await json<SessionUser>(await admin.request('/api/session'))).toMatchObject({ username: 'admin', mustChangePassword: true });
    expect((await admin.request('/api/admin/backup')).status).toBe(401);
    expect((await post(admin, '/api/products', { name: 'Kopi', category: 'Kopi', price: 1, stock: 1 })).status).toBe(403);
    const changed = await put(admin, '/api/account/password', { oldPassword: password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(changed.status).toBe(204);
    expect(await json<SessionUser>(await admin.request('/api/session'))).not.toHaveProperty('mustChangePassword');
    expect((await admin.request('/api/admin/backup')).status).toBe(200);
  });
});
