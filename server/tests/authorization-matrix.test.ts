// @vitest-environment node
/**
 * The authorization matrix (docs/api.md): every endpoint × visitor, buyer A (the demo buyer, who
 * owns ORD001 and an address), buyer B (another buyer), admin → the expected status. Rows run in
 * order on one shop; within a row the actor whose request succeeds for good runs last, so the
 * others are checked against the untouched record. Statuses only: the behaviour behind each
 * endpoint is tested in its own file.
 */
import { productCsvTemplate } from '@/domain/catalog/product-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestClient, type TestServer } from '../testing/harness';

type Actor = 'visitor' | 'buyerA' | 'buyerB' | 'admin';
const ACTORS: Actor[] = ['visitor', 'buyerB', 'admin', 'buyerA'];

interface Row {
  method: string;
  path: string | (() => string);
  /** A JSON body, or a function making one per actor (unique names and e-mails). */
  json?: unknown | ((actor: Actor) => unknown);
  body?: () => { data: BodyInit; type: string };
  expect: Record<Actor, number>;
  /** Runs once after the row (e.g. to remember an id). */
  after?: (responses: Record<Actor, Response>) => Promise<void>;
}

const all = (status: number): Record<Actor, number> => ({ visitor: status, buyerA: status, buyerB: status, admin: status });
const adminOnly = (ok: number): Record<Actor, number> => ({ visitor: 401, buyerA: 403, buyerB: 403, admin: ok });
const buyerOnly = (ok: number): Record<Actor, number> => ({ visitor: 401, buyerA: ok, buyerB: ok, admin: 403 });
/** Buyer A's own order: another buyer cannot find it (404), the admin uses the admin's paths (403). */
const orderOwnerOnly = (ok: number): Record<Actor, number> => ({ visitor: 401, buyerA: ok, buyerB: 404, admin: 403 });
const signedIn = (ok: number): Record<Actor, number> => ({ visitor: 401, buyerA: ok, buyerB: ok, admin: ok });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const address = { label: 'Kantor', recipientName: 'Cut Meutia', phone: '081234567890', fullAddress: 'Jl. Teuku Umar No. 3, Banda Aceh', postalCode: '23243', isDefault: false };
const checkout = { customerName: 'Cut Meutia', customerPhone: '081234567890', shippingAddress: 'Jl. Teuku Umar No. 3, Banda Aceh', postalCode: '23243', paymentMethod: 'COD', destination: 'Kota Banda Aceh', courierId: 'jne' };
const product = { name: 'Kopi Uji', category: 'Minuman', price: 50000, stock: 5, location: 'Takengon', partnerId: 'P001', image: '/images/products/kopi-arabika-gayo.webp', description: '' };
const partner = { name: 'Mitra Uji', location: 'Sigli', address: 'Jl. Uji No. 1', coordinates: { lat: 5.38, lng: 95.96 }, featuredProduct: '', status: 'Active' };
const store = {
  storeName: 'Seulanga',
  storeAddress: 'Jl. Teuku Umar No. 12, Banda Aceh',
  adminEmail: 'admin@seulanga.id',
  contacts: { whatsapp: '6281234567890', instagram: 'seulanga.aceh', tiktok: 'seulanga.aceh', email: 'halo@seulanga.id' },
  maintenanceMode: false,
};

let server: TestServer;
let devices: Record<Actor, TestClient>;
let buyerBId = '';
let imageUrl = '';
let addressToDelete = '';
let cells = 0;

beforeAll(async () => {
  server = await startTestServer();
  await server.client().request('/api/auth/register', { method: 'POST', json: { username: 'pembelib', email: 'b@example.com', password: 'rahasia1' } });
  devices = {
    visitor: server.client(),
    buyerA: await server.signIn(DEMO.buyer.username, DEMO.buyer.password),
    buyerB: await server.signIn('pembelib', 'rahasia1'),
    admin: await server.signIn(DEMO.admin.username, DEMO.admin.password),
  };
  buyerBId = ((await (await devices.buyerB.request('/api/session')).json()) as { id: string }).id;
  const created = await devices.buyerA.request('/api/account/addresses', { method: 'POST', json: { ...address, label: 'Hapus' } });
  addressToDelete = ((await created.json()) as { id: string }).id;
}, 120_000);
afterAll(async () => {
  await server.close();
});

const rows: Row[] = [
  { method: 'GET', path: '/healthz', expect: all(200) },
  { method: 'GET', path: '/readyz', expect: all(200) },
  { method: 'GET', path: '/api/session', expect: all(200) },
  { method: 'POST', path: '/api/auth/register', json: (a: Actor) => ({ username: `baru${a}`, email: `baru.${a}@example.com`, password: 'rahasia1' }), expect: all(201) },
  { method: 'POST', path: '/api/auth/login', json: { username: 'tidakada', password: 'salah' }, expect: all(400) },
  // Anyone may send a link's token (it is the proof); a made-up one verifies nobody.
  { method: 'POST', path: '/api/auth/verify-email', json: { token: 'x'.repeat(43) }, expect: all(400) },
  { method: 'GET', path: '/api/products', expect: all(200) },
  { method: 'GET', path: '/api/products/1', expect: all(200) },
  { method: 'GET', path: '/api/products/999999', expect: all(404) },
  { method: 'GET', path: '/api/products/abc', expect: all(404) },
  { method: 'GET', path: '/api/products/search?category=Minuman&q=kopi&sort=name&page=1&pageSize=5', expect: all(200) },
  { method: 'GET', path: '/api/products/search?sort=murah', expect: all(400) },
  { method: 'GET', path: '/api/products/admin-search?q=koperasi&page=1&pageSize=5', expect: adminOnly(200) },
  { method: 'GET', path: '/api/products/admin-search?page=satu', expect: adminOnly(400) },
  { method: 'GET', path: '/api/products?ids=1,71', expect: all(200) },
  { method: 'GET', path: '/api/categories', expect: all(200) },
  { method: 'GET', path: '/api/partners', expect: all(200) },
  { method: 'GET', path: '/api/products/1/reviews', expect: all(200) },
  { method: 'POST', path: '/api/products/1/reviews', json: { rating: 5, text: 'Mantap' }, expect: buyerOnly(201) },
  { method: 'GET', path: '/api/products/1/reviews/mine', expect: buyerOnly(200) },
  { method: 'GET', path: '/api/products/1/reviews?page=2&pageSize=1', expect: all(200) },
  { method: 'GET', path: '/api/products/1/reviews?page=dua', expect: all(400) },
  { method: 'GET', path: '/api/cart', expect: all(200) },
  { method: 'POST', path: '/api/cart/items', json: { productId: 1 }, expect: buyerOnly(200) },
  { method: 'GET', path: '/api/vouchers/shown', expect: all(200) },
  // No voucher has the code: a buyer hears so (400), nobody else reaches the lookup.
  { method: 'POST', path: '/api/vouchers/check', json: { code: 'TIDAKADA' }, expect: buyerOnly(400) },
  { method: 'PUT', path: '/api/cart/items/1', json: { quantity: 1 }, expect: buyerOnly(200) },
  { method: 'DELETE', path: '/api/cart/items/1', expect: buyerOnly(200) },
  { method: 'DELETE', path: '/api/cart', expect: buyerOnly(204) },
  { method: 'GET', path: '/api/orders/mine', expect: all(200) },
  { method: 'POST', path: '/api/orders', json: { checkout, lines: [{ productId: 1, quantity: 1 }] }, expect: buyerOnly(201) },
  { method: 'GET', path: '/api/orders/mine/ORD001', expect: orderOwnerOnly(200) },
  { method: 'POST', path: '/api/orders/ORD001/confirm-payment', expect: orderOwnerOnly(200) },
  // Paid, so no longer cancellable; not shipped, so not yet received (400 for its owner).
  { method: 'POST', path: '/api/orders/ORD001/cancel', expect: orderOwnerOnly(400) },
  { method: 'POST', path: '/api/orders/ORD001/received', expect: orderOwnerOnly(400) },
  { method: 'GET', path: '/api/orders', expect: adminOnly(200) },
  { method: 'GET', path: '/api/orders/ORD001', expect: adminOnly(200) },
  { method: 'GET', path: '/api/orders/ORD-TIDAK-ADA', expect: adminOnly(404) },
  { method: 'GET', path: '/api/orders/by-ids?ids=ORD001,ORD-TIDAK-ADA', expect: adminOnly(200) },
  { method: 'PATCH', path: '/api/orders/ORD002', json: { shippingStatus: 'Dalam Perjalanan', trackingNumber: 'JNE0012345' }, expect: adminOnly(200) },
  { method: 'GET', path: '/api/orders/search?status=Processed&shippingStatus=Dikirim&q=rahmat&page=1&pageSize=5', expect: adminOnly(200) },
  { method: 'GET', path: '/api/orders/search?status=Lunas', expect: adminOnly(400) },
  { method: 'GET', path: '/api/transactions', expect: adminOnly(200) },
  { method: 'GET', path: '/api/transactions/search?status=Success&q=ord002&page=1&pageSize=5', expect: adminOnly(200) },
  { method: 'GET', path: '/api/transactions/search?page=1&page=2', expect: adminOnly(400) },
  { method: 'GET', path: '/api/logs/email', expect: adminOnly(200) },
  { method: 'GET', path: '/api/logs/email/page?page=1&pageSize=5', expect: adminOnly(200) },
  { method: 'GET', path: '/api/logs/email/page?q=x', expect: adminOnly(400) },
  { method: 'GET', path: '/api/logs/email/failed-count', expect: adminOnly(200) },
  { method: 'POST', path: '/api/logs/email/EML999999/resend', expect: adminOnly(404) },
  { method: 'PUT', path: '/api/settings/low-stock', json: { lowStockThreshold: 5 }, expect: adminOnly(200) },
  { method: 'PUT', path: '/api/settings/order-flow', json: { paymentDeadlineHours: 24, autoCompleteDays: 7, verifyPayments: false, verificationDeadlineHours: 48 }, expect: adminOnly(200) },
  // ORD002 is paid (Processed): nothing to verify, so the admin's answer is the state's 400.
  { method: 'POST', path: '/api/orders/ORD002/verify-payment', expect: adminOnly(400) },
  { method: 'POST', path: '/api/orders/ORD002/reject-payment', json: { reason: 'Dana belum masuk.' }, expect: adminOnly(400) },
  { method: 'PUT', path: '/api/settings/payment-accounts', json: { bankName: 'Bank Aceh Syariah', accountNumber: '0123456789', accountHolder: 'Seulanga Aceh' }, expect: adminOnly(200) },
  { method: 'GET', path: '/api/logs/activity', expect: adminOnly(200) },
  { method: 'GET', path: '/api/logs/sales-history?page=1&pageSize=5', expect: adminOnly(200) },
  { method: 'GET', path: '/api/logs/sales-history?q=kopi', expect: adminOnly(400) },
  { method: 'GET', path: '/api/reports/dashboard?day=2026-11-23', expect: adminOnly(200) },
  { method: 'GET', path: '/api/reports/dashboard?day=2026-02-30', expect: adminOnly(400) },
  { method: 'GET', path: '/api/reports/sales?day=2026-11-23', expect: adminOnly(200) },
  { method: 'GET', path: '/api/reports/sales', expect: adminOnly(400) },
  { method: 'GET', path: '/api/settings/store', expect: all(200) },
  { method: 'PUT', path: '/api/settings/store', json: store, expect: adminOnly(200) },
  { method: 'PUT', path: '/api/settings/new-order-notifications', json: { enabled: true }, expect: adminOnly(204) },
  { method: 'GET', path: '/api/notifications/new-order', expect: all(200) },
  { method: 'DELETE', path: '/api/notifications/new-order', expect: adminOnly(204) },
  { method: 'PUT', path: '/api/account/profile', json: (a: Actor) => ({ email: `profil.${a}@example.com`, profileImage: '' }), expect: signedIn(200) },
  // After the row above every account's e-mail is new, so unverified: a buyer may ask for a new link.
  { method: 'POST', path: '/api/account/email-verification', expect: buyerOnly(204) },
  { method: 'PUT', path: '/api/account/password', json: { oldPassword: 'bukan-ini', newPassword: 'rahasia2', confirmPassword: 'rahasia2' }, expect: signedIn(400) },
  { method: 'POST', path: '/api/account/addresses', json: address, expect: signedIn(201) },
  { method: 'PUT', path: '/api/account/addresses/ADDR1749600000000', json: address, expect: { visitor: 401, buyerB: 404, admin: 404, buyerA: 200 } },
  { method: 'DELETE', path: () => `/api/account/addresses/${addressToDelete}`, expect: { visitor: 401, buyerB: 404, admin: 404, buyerA: 204 } },
  { method: 'GET', path: '/api/chat/messages?buyerId=USR002', expect: signedIn(200) },
  { method: 'POST', path: '/api/chat/messages', json: { text: 'Halo' }, expect: { visitor: 401, buyerA: 201, buyerB: 201, admin: 400 } },
  { method: 'POST', path: '/api/chat/messages', json: { text: 'Halo', buyerId: 'USR002' }, expect: { visitor: 401, buyerA: 201, buyerB: 201, admin: 201 } },
  { method: 'POST', path: '/api/chat/read', json: { buyerId: 'USR002' }, expect: signedIn(204) },
  { method: 'GET', path: '/api/chat/unread', expect: all(200) },
  { method: 'GET', path: '/api/chat/threads', expect: adminOnly(200) },
  { method: 'GET', path: '/api/push/public-key', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/push/subscriptions',
    json: (a: Actor) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${a}`, keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') } }),
    expect: signedIn(201),
  },
  { method: 'DELETE', path: '/api/push/subscriptions', json: (a: Actor) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${a}` }), expect: signedIn(204) },
  { method: 'POST', path: '/api/push/test', expect: signedIn(200) },
  { method: 'POST', path: '/api/admin/products', json: product, expect: adminOnly(201) },
  { method: 'PUT', path: '/api/admin/products/1', json: { ...product, name: 'Kopi Arabika Gayo' }, expect: adminOnly(200) },
  { method: 'DELETE', path: '/api/admin/products/104', expect: adminOnly(204) },
  { method: 'POST', path: '/api/admin/products/import?dryRun=1', body: () => ({ data: productCsvTemplate(), type: 'text/csv' }), expect: adminOnly(200) },
  { method: 'GET', path: '/api/admin/products/export', expect: adminOnly(200) },
  { method: 'POST', path: '/api/admin/partners', json: partner, expect: adminOnly(201) },
  { method: 'PUT', path: '/api/admin/partners/P001', json: partner, expect: adminOnly(200) },
  { method: 'GET', path: '/api/admin/users', expect: adminOnly(200) },
  { method: 'PUT', path: () => `/api/admin/users/${buyerBId}/role`, json: { role: 'buyer' }, expect: adminOnly(200) },
  { method: 'PUT', path: '/api/admin/users/USR001/role', json: { role: 'buyer' }, expect: adminOnly(403) },
  { method: 'GET', path: '/api/admin/backup', expect: adminOnly(200) },
  { method: 'POST', path: '/api/admin/restore', json: { format: 'bukan' }, expect: adminOnly(400) },
  {
    method: 'POST',
    path: '/api/images',
    body: () => ({ data: PNG, type: 'image/png' }),
    expect: signedIn(201),
    after: async (responses) => {
      imageUrl = ((await responses.admin.clone().json()) as { url: string }).url;
    },
  },
  { method: 'GET', path: () => imageUrl, expect: all(200) },
  { method: 'GET', path: '/api/images/0000', expect: all(404) },
  { method: 'GET', path: '/api/tidak-ada', expect: all(404) },
];

describe('authorization matrix: every endpoint × visitor, buyer A, buyer B, admin', () => {
  it.each(rows.map((row) => [`${row.method} ${typeof row.path === 'string' ? row.path : row.path.toString().replace(/^.*`(.*)`.*$/s, '$1')}`, row] as const))(
    '%s',
    async (_name, row) => {
      const responses = {} as Record<Actor, Response>;
      const got = {} as Record<Actor, number>;
      for (const actor of ACTORS) {
        const path = typeof row.path === 'string' ? row.path : row.path();
        const json = typeof row.json === 'function' ? (row.json as (a: Actor) => unknown)(actor) : row.json;
        const raw = row.body?.();
        const response = await devices[actor].request(path, {
          method: row.method,
          ...(json !== undefined ? { json } : {}),
          ...(raw ? { body: raw.data as BodyInit, headers: { 'content-type': raw.type } } : {}),
        });
        responses[actor] = response;
        got[actor] = response.status;
        // Every answer is JSON or empty, never an HTML error page or a stack trace.
        if (response.status >= 400) {
          const body = (await response.clone().json()) as { code?: unknown; message?: unknown };
          expect(typeof body.message).toBe('string');
          expect(String(body.message)).not.toMatch(/at \w+ \(|node_modules|Error:/);
        }
        cells += 1;
      }
      expect(got).toEqual(row.expect);
      await row.after?.(responses);
    },
  );

  it('covers every endpoint of docs/api.md', () => {
    expect(cells).toBe(rows.length * ACTORS.length);
    expect(rows.length).toBeGreaterThanOrEqual(50);
  });
});
