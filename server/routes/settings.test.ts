// @vitest-environment node
/**
 * `GET /api/settings/store` (`docs/api.md`): the store settings anyone may read, and the admin's
 * e-mail only for the admin (issue 21 item 9: a public answer gave spammers the owner's address).
 */
import { describe, expect, it } from 'vitest';
import { DEMO } from '../testing/harness';
import { json, serverPerTest } from '../testing/fixtures';

const server = serverPerTest();

describe('store settings', () => {
  it('answers visitors and buyers without the admin e-mail, and the admin with it', async () => {
    const visitor = await json(await server.client().request('/api/settings/store'));
    expect(visitor).toMatchObject({ storeName: expect.any(String), contacts: expect.any(Object) });
    expect(visitor).not.toHaveProperty('adminEmail');

    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    expect(await json(await buyer.request('/api/settings/store'))).not.toHaveProperty('adminEmail');

    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    expect(await json(await admin.request('/api/settings/store'))).toMatchObject({ adminEmail: expect.stringContaining('@') });
  });
});
