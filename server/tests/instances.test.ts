// @vitest-environment node
/**
 * Several instances on one PostgreSQL (docs/server.md, "Several instances"): two apps, each with
 * its own connections and event hub, on the same database, as behind a reverse proxy. Nothing a
 * request needs lives in one instance's memory: sessions, the login limits, images, stock, a
 * voucher's `Kuota` and the change channel work whichever instance answers. PostgreSQL only (an embedded database belongs to
 * one process); the browser journey across two instances is e2e/server/two-instances.spec.ts.
 */
import { createHash } from 'node:crypto';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, rateLimitMessages } from '@/shared/messages';
import type { ChangeTopic } from '@/shared/storage-keys';
import type { CatalogPage } from '@/domain/catalog/query';
import { HEMAT10_INPUT, shipping } from '@/testing/test-values';
import { resetPassword } from '../auth/reset-password';
import { products, voucherUses, vouchers } from '../db/schema';
import { queryRows } from '../db/statements';
import { DEMO, startTestServer, testDatabaseUrl, type TestClient, type TestServer } from '../testing/harness';

/** Cash on delivery: the order is placed without a payment step. */
const codShipping = { ...shipping, paymentMethod: 'COD' };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let one: TestServer;
let two: TestServer;

/**
 * Runs `change` and waits until instance 2 has heard an announcement of `key` (an admin's stream
 * there, which hears everything): its caches were told in the same step, so what it answers next
 * must already show the change. The caches keep an entry 5 s: without the announcement, the
 * request right after would still see the old state.
 */
async function heardOnTwo(key: ChangeTopic, change: () => Promise<unknown>): Promise<void> {
  const heard: ChangeTopic[] = [];
  const admin = { id: 'USR001', username: 'admin', email: 'admin@example.com', role: 'admin' as const, profileImage: '', addresses: [] };
  const disconnect = two.events.connect({ user: admin, send: (keys) => heard.push(...keys) });
  try {
    await change();
    await expect.poll(() => heard, { timeout: 5_000, interval: 20 }).toContain(key);
  } finally {
    disconnect();
  }
}

const sessionOf = async (device: TestClient) => (await device.request('/api/session')).json() as Promise<{ id: string; role: string } | null>;

describe.skipIf(!testDatabaseUrl())('two instances on one database', () => {
  beforeAll(async () => {
    one = await startTestServer();
    two = await one.secondInstance();
  }, 60_000);
  afterAll(async () => {
    await one?.close();
  }, 60_000);

  it('takes a session made on one instance on the other, and ends it everywhere on logout', async () => {
    const onOne = await one.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const onTwo = two.client(onOne.cookies());
    expect(await (await onTwo.request('/api/session')).json()).toMatchObject({ username: DEMO.buyer.username });
    expect((await onTwo.request('/api/auth/logout', { method: 'POST' })).status).toBeLessThan(300);
    // The first device still sends the old cookie: instance 1 no longer knows it.
    expect(await (await onOne.request('/api/session')).json()).toBeNull();
  });

  it('serves an image uploaded through one instance from the other', async () => {
    const admin = await one.signIn(DEMO.admin.username, DEMO.admin.password);
    const upload = await admin.request('/api/images', { method: 'POST', body: PNG, headers: { 'content-type': 'image/png' } });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const download = await two.client().request(url);
    expect(download.status).toBe(200);
    // The stored re-encoding, under the SHA-256 of its bytes.
    expect(createHash('sha256').update(Buffer.from(await download.arrayBuffer())).digest('hex')).toBe(url.split('/').at(-1));
  });

  it('tells the other instance’s open streams about an order, and sells the last unit once', async () => {
    const heard: ChangeTopic[][] = [];
    const admin = await two.signIn(DEMO.admin.username, DEMO.admin.password);
    const user = (await (await admin.request('/api/session')).json()) as Parameters<TestServer['events']['connect']>[0]['user'];
    const disconnect = two.events.connect({ user, send: (keys) => heard.push(keys) });
    try {
      await one.database.db.update(products).set({ stock: 1 }).where(eq(products.id, 61));
      const buyers = [await one.registerBuyer('antara1', 'rahasia123'), await two.registerBuyer('antara2', 'rahasia123')];
      for (const buyer of buyers) expect((await buyer.request('/api/cart/items', { method: 'POST', json: { productId: 61 } })).status).toBe(200);
      const placed = await Promise.all(buyers.map((buyer) => buyer.request('/api/orders', { method: 'POST', json: { checkout: codShipping } })));
      expect(placed.map((r) => r.status).sort()).toEqual([201, 409]);
      const [row] = await two.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, 61));
      expect(row?.stock).toBe(0);
      // Whichever instance took the order, instance 2's admin stream heard it.
      await expect.poll(() => heard.flat(), { timeout: 5_000 }).toEqual(expect.arrayContaining(['orders', 'stock']));
    } finally {
      disconnect();
    }
  });
  it('sells the last units of one variant once to buyers on both instances, while its other variant still sells', async () => {
    const admin = await one.signIn(DEMO.admin.username, DEMO.admin.password);
    const image = (await (await admin.request('/api/images', { method: 'POST', body: PNG, headers: { 'content-type': 'image/png' } })).json()) as { url: string };
    const saved = await admin.request('/api/admin/products', {
      method: 'POST',
      json: {
        name: 'Kopi Gayo Sangrai Antar Instans',
        category: 'Minuman',
        price: 1,
        stock: 1,
        location: 'Takengon',
        partnerId: 'P001',
        image: image.url,
        description: 'Tiga ukuran.',
        variations: [{ name: 'Ukuran', options: ['250 g', '500 g', '1 kg'] }],
        variants: [
          { id: 'v1', options: ['250 g'], price: 65_000, stock: 10, weight: 300, sku: '', image: '' },
          { id: 'v2', options: ['500 g'], price: 120_000, stock: 2, weight: 550, sku: '', image: '' },
          { id: 'v3', options: ['1 kg'], price: 230_000, stock: 5, weight: 1_050, sku: '', image: '' },
        ],
      },
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: number };
    const buyers = await Promise.all(Array.from({ length: 4 }, (_, i) => (i % 2 === 0 ? one : two).registerBuyer(`varian${i}`, 'rahasia123')));
    // These sign-ups do not count against the later tests' (one address, a registration limit).
    await one.database.db.execute(sql`delete from rate_limits where key like 'sign-up%'`);
    const order = (variantId: string) => ({ checkout: codShipping, lines: [{ productId: id, variantId, quantity: 1 }] });
    const answers = await Promise.all(buyers.map((buyer, i) => buyer.request('/api/orders', { method: 'POST', json: order(i < 3 ? 'v2' : 'v1') })));
    // Three race for the two units of 500 g, on both instances; one buys 250 g meanwhile.
    expect(answers.slice(0, 3).map((r) => r.status).sort()).toEqual([201, 201, 409]);
    expect(answers[3]!.status).toBe(201);
    const variants = await queryRows<{ id: string; stock: number }>(two.database.db, sql`select id, stock from product_variants where product_id = ${id} order by position`);
    expect(variants.map((row) => [row.id, Number(row.stock)])).toEqual([['v1', 9], ['v2', 0], ['v3', 5]]);
    const [row] = await two.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
    expect(row?.stock).toBe(14);
  });

  it('lets exactly Kuota orders carry a voucher when buyers on both instances order at once, and a cancel gives a use back', async () => {
    const admin = await one.signIn(DEMO.admin.username, DEMO.admin.password);
    const saved = await admin.request('/api/admin/vouchers', { method: 'POST', json: { ...HEMAT10_INPUT, code: 'RUSH5', quota: '5', startsAt: '' } });
    expect(saved.status).toBe(201);
    const buyers = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? one : two).registerBuyer(`serbu${i}`, 'rahasia123')));
    const order = { checkout: codShipping, lines: [{ productId: 1, quantity: 1 }], vouchers: ['rush5'] };
    const answers = await Promise.all(buyers.map((buyer) => buyer.request('/api/orders', { method: 'POST', json: order })));
    const placed = answers.filter((r) => r.status === 201);
    expect(placed).toHaveLength(5);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(11).fill(409));
    for (const answer of refused) expect(await answer.json()).toMatchObject({ code: 'VOUCHER_EXHAUSTED' });
    const uses = await two.database.db.select().from(voucherUses).where(isNull(voucherUses.releasedAt));
    expect(uses).toHaveLength(5);
    const [voucher] = await one.database.db.select({ used: vouchers.used }).from(vouchers).where(eq(vouchers.code, 'RUSH5'));
    expect(voucher?.used).toBe(5);

    // A buyer whose order carries it cancels on the other instance: the next buyer gets the use.
    const first = buyers[answers.indexOf(placed[0]!)]!;
    const { order: mine } = (await placed[0]!.json()) as { order: { id: string } };
    expect((await two.client(first.cookies()).request(`/api/orders/${mine.id}/cancel`, { method: 'POST' })).status).toBe(200);
    const late = buyers[answers.indexOf(refused[0]!)]!;
    expect((await late.request('/api/orders', { method: 'POST', json: order })).status).toBe(201);
  });

  it("ends a session instance 2 holds in its cache when instance 1 logs it out, or ends the account's sessions", async () => {
    const onOne = await one.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const onTwo = two.client(onOne.cookies());
    expect(await sessionOf(onTwo)).toMatchObject({ username: DEMO.buyer.username });
    await heardOnTwo('currentUser', () => onOne.request('/api/auth/logout', { method: 'POST' }));
    expect(await sessionOf(onTwo)).toBeNull();

    // Sign-out everywhere on instance 1 ends the account's sessions instance 2 holds, whichever
    // instance made them.
    const phone = await one.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const tablet = await two.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const phoneOnTwo = two.client(phone.cookies());
    expect(await sessionOf(phoneOnTwo)).toMatchObject({ username: DEMO.buyer.username });
    expect(await sessionOf(tablet)).toMatchObject({ username: DEMO.buyer.username });
    await heardOnTwo('currentUser', async () => expect((await phone.request('/api/auth/logout-everywhere', { method: 'POST' })).status).toBe(204));
    expect(await sessionOf(phoneOnTwo)).toBeNull();
    expect(await sessionOf(tablet)).toBeNull();

    // A reset from the server's shell (a process without a hub) ends the cached sessions too.
    const again = await one.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const cachedOnTwo = two.client(again.cookies());
    expect(await sessionOf(cachedOnTwo)).toMatchObject({ username: DEMO.buyer.username });
    await heardOnTwo('currentUser', () => resetPassword(one.database.db, DEMO.buyer.username, () => DEMO.buyer.password));
    expect(await sessionOf(cachedOnTwo)).toBeNull();
  });

  it('shows a role change made on instance 1 at once on instance 2, and a password change ends the other devices there', async () => {
    const admin = await one.signIn(DEMO.admin.username, DEMO.admin.password);
    const buyerOnOne = await one.registerBuyer('antara3', 'rahasia123');
    const buyerOnTwo = two.client(buyerOnOne.cookies());
    const { id } = (await sessionOf(buyerOnTwo))!;
    expect((await buyerOnTwo.request('/api/admin/users')).status).toBe(403);
    await heardOnTwo('currentUser', () => admin.request(`/api/admin/users/${id}/role`, { method: 'PUT', json: { role: 'admin' } }));
    expect(await sessionOf(buyerOnTwo)).toMatchObject({ role: 'admin' });
    expect((await buyerOnTwo.request('/api/admin/users')).status).toBe(200);

    const otherDevice = two.client((await two.signIn('antara3', 'rahasia123')).cookies());
    expect(await sessionOf(otherDevice)).toMatchObject({ id });
    await heardOnTwo('currentUser', () =>
      buyerOnOne.request('/api/account/password', { method: 'PUT', json: { oldPassword: 'rahasia123', newPassword: 'rahasia456', confirmPassword: 'rahasia456' } }),
    );
    expect(await sessionOf(otherDevice)).toBeNull();
    expect(await sessionOf(buyerOnOne)).toMatchObject({ id });
  });

  it('shows maintenance mode switched on through instance 1 at once to visitors of instance 2', async () => {
    const visitor = two.client();
    expect((await visitor.request('/api/products')).status).toBe(200);
    const admin = await one.signIn(DEMO.admin.username, DEMO.admin.password);
    const store = (await (await admin.request('/api/settings/store')).json()) as Record<string, unknown>;
    const body = { ...store, newOrderNotifications: undefined };
    try {
      await heardOnTwo('maintenanceMode', () => admin.request('/api/settings/store', { method: 'PUT', json: { ...body, maintenanceMode: true } }));
      const refused = await visitor.request('/api/products');
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { message: string }).message).toBe(apiMessages.maintenance);
    } finally {
      await heardOnTwo('maintenanceMode', () => admin.request('/api/settings/store', { method: 'PUT', json: { ...body, maintenanceMode: false } }));
    }
    expect((await visitor.request('/api/products')).status).toBe(200);
  });

  it("drops instance 2's cached searches when instance 1 edits the catalogue, and shows stock sold on instance 1 at once", async () => {
    const visitor = two.client();
    const search = async () => {
      const response = await visitor.request('/api/products/search?q=gayo');
      return { cache: response.headers.get('X-Cache'), page: (await response.json()) as CatalogPage };
    };
    const before = await search();
    const [first, second] = before.page.items;
    expect((await search()).cache).toBe('hit');
    // Stock sold on instance 1 (a `stock` change, which leaves the cache alone) shows on instance 2.
    await heardOnTwo('stock', async () => {
      const buyer = await one.registerBuyer('carisearch', 'rahasia123');
      expect((await buyer.request('/api/cart/items', { method: 'POST', json: { productId: second!.id } })).status).toBe(200);
      expect((await buyer.request('/api/orders', { method: 'POST', json: { checkout: codShipping } })).status).toBe(201);
    });
    const sold = await search();
    expect(sold.cache).toBe('hit');
    expect(sold.page.items.find((product) => product.id === second!.id)?.stock).toBe(second!.stock - 1);
    const admin = await one.signIn(DEMO.admin.username, DEMO.admin.password);
    // The product's record as the owner's form sends it: without the card's figures the search adds.
    const { id, unitsSold: _sold, reviewCount: _reviews, ratingAverage: _rating, ...input } = first!;
    await heardOnTwo('products', async () => {
      const renamed = await admin.request(`/api/admin/products/${id}`, {
        method: 'PUT',
        json: { ...input, name: 'Kopi Tanpa Daerah', description: '', location: 'Banda Aceh' },
      });
      expect(renamed.status).toBe(200);
    });
    const after = await search();
    // Ids and count from instance 2's word index, which read the edit; the row by id.
    expect(after.cache).toBe('hit');
    expect(after.page.total).toBe(before.page.total - 1);
    expect(after.page.items.map((product) => product.id)).not.toContain(id);
  });

  it("keeps instance 2's word index in step: a product saved on instance 1 is found there within a second, a Nonaktif partner's products are not", async () => {
    const admin = await one.signIn(DEMO.admin.username, DEMO.admin.password);
    const visitor = two.client();
    const names = async (q: string) =>
      ((await (await visitor.request(`/api/products/search?q=${encodeURIComponent(q)}`)).json()) as CatalogPage).items.map((product) => product.name);
    const partners = (await (await admin.request('/api/partners')).json()) as Array<{ id: string; status: string; name: string; location: string; address: string; coordinates: string; featuredProduct: string }>;
    const partner = partners.find((candidate) => candidate.status === 'Active')!;
    const saved = await admin.request('/api/admin/products', {
      method: 'POST',
      json: { name: 'Kain Songket Xylograf', category: 'Fashion', price: 350_000, stock: 4, location: 'Banda Aceh', partnerId: partner.id, image: '/images/products/kopi-arabika-gayo.webp', description: 'Tenun tangan.' },
    });
    expect(saved.status).toBe(201);
    const started = performance.now();
    // Typed half-way, as a buyer would: the last word as a prefix.
    await expect.poll(() => names('xylograf songk'), { timeout: 1_000, interval: 25 }).toEqual(['Kain Songket Xylograf']);
    expect(performance.now() - started).toBeLessThan(1_000);
    const { name, location, address, coordinates, featuredProduct } = partner;
    const fields = { name, location, address, coordinates, featuredProduct };
    // `Inactive`, shown `Nonaktif`.
    const off = await admin.request(`/api/admin/partners/${partner.id}`, { method: 'PUT', json: { ...fields, status: 'Inactive' } });
    expect(off.status).toBe(200);
    await expect.poll(() => names('xylograf'), { timeout: 1_000, interval: 25 }).toEqual([]);
    const back = await admin.request(`/api/admin/partners/${partner.id}`, { method: 'PUT', json: { ...fields, status: 'Active' } });
    expect(back.status).toBe(200);
    await expect.poll(() => names('xylograf'), { timeout: 1_000, interval: 25 }).toEqual(['Kain Songket Xylograf']);
  });

  // Last: the failures also count against the client address, which every device here shares.
  it('counts failed logins across instances', async () => {
    const username = 'pembeli';
    for (const server of [one, two, one, two, one]) {
      const response = await server.client().request('/api/auth/login', { method: 'POST', json: { username, password: 'salah-sandi' } });
      expect(response.status).toBe(400);
    }
    const refused = await two.client().request('/api/auth/login', { method: 'POST', json: { username, password: DEMO.buyer.password } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: expect.any(String), message: rateLimitMessages.login('1 menit') });
  });

});
