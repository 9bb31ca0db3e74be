// @vitest-environment node
/**
 * The owner's vouchers over HTTP as a hostile client tries them (docs/api.md "Vouchers";
 * server/routes/vouchers.ts): no one but the admin reads or changes them, a body with a field too
 * many is refused, and a rush of the same new code stores it once; an order names at most two
 * codes and never its own discount.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEMAT10_INPUT, shipping } from '@/testing/test-values';
import { DEMO, startTestServer, type TestClient, type TestServer } from '../testing/harness';
import { del, json, post, put } from '../testing/fixtures';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  // Room for the rush of buyers behind one address below.
  server = await startTestServer({ registrationsPerIp: 100 });
  admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
}, 60_000);

afterAll(() => server.close());

describe('/api/admin/vouchers', () => {
  it('answers 401 to a visitor and 403 to a buyer, for every method, before reading the body', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    for (const [device, status] of [
      [server.client(), 401],
      [buyer, 403],
    ] as const) {
      expect((await device.request('/api/admin/vouchers')).status).toBe(status);
      expect((await post(device, '/api/admin/vouchers', HEMAT10_INPUT)).status).toBe(status);
      expect((await put(device, '/api/admin/vouchers/V1', HEMAT10_INPUT)).status).toBe(status);
      expect((await put(device, '/api/admin/vouchers/V1/active', { active: false })).status).toBe(status);
      expect((await del(device, '/api/admin/vouchers/V1')).status).toBe(status);
      expect((await device.request('/api/admin/vouchers/V1/uses?page=x')).status).toBe(status);
    }
    expect(await json(await admin.request('/api/admin/vouchers'))).toEqual([]);
  });

  it('refuses a body with a field too many or a used count set by the client', async () => {
    for (const body of [{ ...HEMAT10_INPUT, used: 0 }, { ...HEMAT10_INPUT, id: 'V1' }, { active: 'ya' }]) {
      const answer = await post(admin, '/api/admin/vouchers', body);
      expect(answer.status).toBe(400);
    }
    expect((await put(admin, '/api/admin/vouchers/V1/active', { active: true, used: 0 })).status).toBe(400);
    expect(await json(await admin.request('/api/admin/vouchers'))).toEqual([]);
  });

  it('stores a new code once when the same code is added eight times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(admin, '/api/admin/vouchers', { ...HEMAT10_INPUT, code: 'SERBU' })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(7).fill(400)]);
    const refused = answers.find((a) => a.status === 400)!;
    expect(await json(refused)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Kode Voucher sudah dipakai voucher lain.' });
    expect(((await json(await admin.request('/api/admin/vouchers'))) as unknown[]).length).toBe(1);
  });
});

describe('POST /api/orders with vouchers', () => {
  it('refuses more than two codes, a code over 40 characters and a discount sent by the client, before any order', async () => {
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const order = { checkout: shipping, lines: [{ productId: 1, quantity: 1 }] };
    for (const body of [
      { ...order, vouchers: ['SATU', 'DUA', 'TIGA'] },
      { ...order, vouchers: ['A'.repeat(41)] },
      { ...order, vouchers: 'HEMAT10' },
      { ...order, vouchers: ['HEMAT10'], discount: 85_000 },
    ]) {
      const answer = await post(buyer, '/api/orders', body);
      expect(answer.status).toBe(400);
      expect(await json(answer)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    // Two codes are the most one order may name; an unknown one is the voucher's own refusal.
    const answer = await post(buyer, '/api/orders', { ...order, vouchers: ['SATU', 'DUA'] });
    expect(answer.status).toBe(400);
    expect(await json(answer)).toMatchObject({ code: 'VOUCHER_INVALID', fields: { voucherCode: 'Voucher tidak ditemukan.' } });
  });
});

describe('POST /api/vouchers/check', () => {
  it('counts only the codes that name no voucher: the 11th wrong one in 10 minutes waits, at Pakai or in an order', async () => {
    const buyer = await server.registerBuyer('pemburukode', 'rahasia123');
    expect((await post(admin, '/api/admin/vouchers', { ...HEMAT10_INPUT, code: 'ADA', startsAt: '' })).status).toBe(201);
    for (let i = 0; i < 5; i += 1) {
      expect((await post(buyer, '/api/vouchers/check', { code: `SALAH${i}` })).status).toBe(400);
      // A code that names a voucher costs nothing.
      expect((await post(buyer, '/api/vouchers/check', { code: 'ada' })).status).toBe(200);
    }
    for (let i = 5; i < 9; i += 1) expect((await post(buyer, '/api/vouchers/check', { code: `SALAH${i}` })).status).toBe(400);
    // The 10th wrong code, in an order.
    const order = await post(buyer, '/api/orders', { checkout: shipping, lines: [{ productId: 1, quantity: 1 }], vouchers: ['SALAH9'] });
    expect(order.status).toBe(400);
    const refused = await post(buyer, '/api/vouchers/check', { code: 'ada' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await json(refused)).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('never counts a right code: 35 buyers behind one address (a carrier\'s shared address) use one voucher at once', async () => {
    expect((await post(admin, '/api/admin/vouchers', { ...HEMAT10_INPUT, code: 'RAMAI', startsAt: '' })).status).toBe(201);
    const buyers: TestClient[] = [];
    for (let i = 0; i < 35; i += 1) buyers.push(await server.registerBuyer(`ramai${i}`, 'rahasia123'));
    const answers = await Promise.all(buyers.map((buyer) => post(buyer, '/api/vouchers/check', { code: 'ramai' })));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(35).fill(200));
  });

  it('answers at most the limit of wrong codes as unknown when they come at once; the rest wait', async () => {
    const buyer = await server.registerBuyer('serbukode', 'rahasia123');
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => post(buyer, '/api/vouchers/check', { code: `ACAK${i}` })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(400), ...Array<number>(6).fill(429)]);
  });
});
