// @vitest-environment node
/**
 * `GET /api/settings/store` (`docs/api.md`): the store settings anyone may read, and the admin's
 * e-mail only for the admin (a public answer gave spammers the owner's address);
 * `PUT /api/settings/payment-accounts`, the store's accounts the buyers read.
 */
import { describe, expect, it } from 'vitest';
import { DEMO } from '../testing/harness';
import { seedPaymentAccounts } from '@/testing/seed';
import { paymentAccountMessages } from '@/shared/messages-payment-accounts';
import { withQrisCrc } from '@/domain/payment/qris';
import { json, put, serverPerTest } from '../testing/fixtures';

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

  it('lets everyone read the payment accounts, only the admin write them, and refuses a bad or oversize QRIS with 400', async () => {
    const visitor = server.client();
    expect(await json(await visitor.request('/api/settings/store'))).toMatchObject({ paymentAccounts: seedPaymentAccounts });

    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const own = { bankName: 'Bank Palsu', accountNumber: '99999999', accountHolder: 'Penipu' };
    expect((await put(buyer, '/api/settings/payment-accounts', own)).status).toBe(403);
    expect((await put(visitor, '/api/settings/payment-accounts', own)).status).toBe(401);

    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const badCrc = await put(admin, '/api/settings/payment-accounts', {
      qrisPayload: `${seedPaymentAccounts.qrisPayload.slice(0, -4)}0000`,
    });
    expect(badCrc.status).toBe(400);
    expect(await json(badCrc)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { qrisPayload: paymentAccountMessages.qrisChecksum } });
    const oversize = await put(admin, '/api/settings/payment-accounts', { qrisPayload: withQrisCrc(`000201${'9'.repeat(520)}`) });
    expect(oversize.status).toBe(400);
    expect(await json(oversize)).toMatchObject({ fields: { qrisPayload: paymentAccountMessages.qrisTooLong } });
    expect((await put(admin, '/api/settings/payment-accounts', { qrisPayload: 'x'.repeat(1001) })).status).toBe(400);
    expect(await json(await buyer.request('/api/settings/store'))).toMatchObject({ paymentAccounts: seedPaymentAccounts });

    const saved = await put(admin, '/api/settings/payment-accounts', { ...own, bankName: 'BSI', accountHolder: 'Toko' });
    expect(saved.status).toBe(200);
    expect(await json(await buyer.request('/api/settings/store'))).toMatchObject({
      paymentAccounts: { bankName: 'BSI', accountNumber: '99999999', accountHolder: 'Toko', ewalletNumber: '', qrisPayload: '' },
    });
  });
});
