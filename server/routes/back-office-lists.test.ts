// @vitest-environment node
/**
 * The back office's long lists over HTTP (docs/api.md "Back-office lists", "Paging"): orders,
 * transactions, the admin's products and the sales history paged in the database. Statuses,
 * strict queries and messages, clamped pages, filters, folded and literal search, and the search
 * columns written on insert, by a backup restore and at start-up for older rows. That the pages
 * equal the browser mode's is the port's contract (src/testing/contract/back-office-lists.ts,
 * run over HTTP by src/testing/contract/http.test.ts).
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderSearchText,
  searchAdminProducts,
  searchTransactions,
  transactionSearchText,
} from '@/domain/back-office/lists';
import { messages, serverMessages } from '@/shared/messages';
import type { Page } from '@/domain/core/paging';
import { salesHistory } from '@/domain/figures/sales-report';
import type { ActivityLog, Order, Partner, Product, Transaction } from '@/domain/core/records';
import type { PlacedOrder, ShopBackup } from '@/domain/port/port';
import { shipping } from '@/testing/test-values';
import { demoSeed } from '@/testing/seed';
import { backfillOrderSearchText } from '../db/seed';
import { orders, products, transactions } from '../db/schema';
import { liftOrderLimits } from '../testing/fixtures';
import { DEMO, startTestServer, testSeed, type TestClient, type TestServer } from '../testing/harness';

/** Recipients of the placed orders: case, accents and the `LIKE` wildcards. */
const RECIPIENTS = [
  'Cut Meutia',
  'Cut Nyak Dhién',
  'TEUKU UMAR',
  'Sultan 100% Iskandar',
  'Nyak_Arif',
  'NyakXArif',
  'Pocut Baren',
];
/** Orders placed by the buyer (with the seed's 2: 23, two pages of 20). */
const PLACED = 21;

let server: TestServer;
let admin: TestClient;
let buyer: TestClient;
let visitor: TestClient;
/** Every order placed here, in placing order. */
const placed: PlacedOrder[] = [];

async function get<T>(client: TestClient, path: string): Promise<{ status: number; body: T }> {
  const response = await client.request(path);
  return { status: response.status, body: (await response.json()) as T };
}

/** The body of an admin's successful GET. */
async function adminGet<T>(path: string): Promise<T> {
  const { status, body } = await get<T>(admin, path);
  expect(status, path).toBe(200);
  return body;
}

/** A clock that moves one second per reading, so every record has its own time. */
function tickingClock(start = Date.parse('2026-03-01T03:00:00.000Z')): () => Date {
  let tick = 0;
  return () => new Date(start + 1000 * tick++);
}

beforeAll(async () => {
  // The seed written at this file's clock (its records before what the file adds), with the
  // demo buyer's two orders only (ORD001, ORD002), their transactions and logs: the counts below
  // are the orders this file places, plus those two.
  const now = tickingClock();
  const seed = { ...demoSeed(now()), users: (await testSeed()).users };
  const two = (id: unknown) => id === 'ORD001' || id === 'ORD002';
  server = await startTestServer({
    now,
    seed: {
      ...seed,
      orders: seed.orders!.filter((o) => two(o.id)),
      transactions: seed.transactions!.filter((t) => two(t.orderId)),
      activityLogs: seed.activityLogs!.filter((l) => l.details?.orderId === undefined || two(l.details.orderId)),
      emailLogs: seed.emailLogs,
    },
  });
  // One buyer places many unpaid orders here: the store's order limits at their highest.
  await liftOrderLimits(server);
  admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
  buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
  visitor = server.client();
  await server.database.db.update(products).set({ stock: 1000 }).where(eq(products.id, 1));
  for (let i = 0; i < PLACED; i++) {
    const response = await buyer.request('/api/orders', {
      method: 'POST',
      json: {
        // Paid by GoPay, not COD: completing a COD order settles its payment, which
        // would move the transactions this file filters by status.
        checkout: { ...shipping, paymentMethod: 'GoPay', customerName: RECIPIENTS[i % RECIPIENTS.length] },
        lines: [{ productId: 1, quantity: 1 }],
      },
    });
    expect(response.status).toBe(201);
    placed.push((await response.json()) as PlacedOrder);
  }
  for (const [i, { order }] of placed.entries()) {
    const changes = {
      ...(i % 3 === 0 ? { status: 'Completed' } : {}),
      ...(i % 4 === 0 ? { shippingStatus: 'Dikirim', trackingNumber: `JNE${1000 + i}` } : {}),
    };
    if (Object.keys(changes).length === 0) continue;
    const response = await admin.request(`/api/orders/${order.id}`, {
      method: 'PATCH',
      json: changes,
    });
    expect(response.status).toBe(200);
  }
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/**
 * Checks that `<list>/search` with no parameters answers the first page of the whole list at
 * `list`: its newest 20, the total over all pages (the orders placed by this file's set-up).
 * @returns the whole list, newest first.
 */
async function expectFirstPage<T>(list: string): Promise<T[]> {
  const all = await adminGet<T[]>(list);
  expect(all).toHaveLength(PLACED + 2);
  expect(await adminGet<Page<T>>(`${list}/search`)).toEqual({
    items: all.slice(0, 20),
    total: all.length,
    page: 1,
    pageSize: 20,
  });
  return all;
}

/** The names of a page's orders. */
const names = (page: Page<Order>) => page.items.map((order) => order.customerName);

describe('GET /api/orders/search', () => {
  it('pages newest first like GET /api/orders, with the total over all pages, items included', async () => {
    const all = await expectFirstPage<Order>('/api/orders');
    expect(await adminGet<Page<Order>>('/api/orders/search?page=2')).toEqual({
      items: all.slice(20),
      total: all.length,
      page: 2,
      pageSize: 20,
    });
    const third = await adminGet<Page<Order>>('/api/orders/search?pageSize=7&page=3');
    expect(third.items).toEqual(all.slice(14, 21));
    expect(third.items[0]!.items).toEqual([expect.objectContaining({ productId: 1, quantity: 1 })]);
  });

  it('clamps the page to 1…the last page and the page size to 1…100', async () => {
    const total = PLACED + 2;
    expect(await adminGet<Page<Order>>('/api/orders/search?page=99')).toMatchObject({
      page: 2,
      total,
    });
    expect(await adminGet<Page<Order>>('/api/orders/search?page=0')).toMatchObject({ page: 1 });
    expect(await adminGet<Page<Order>>('/api/orders/search?page=-3')).toMatchObject({ page: 1 });
    expect(await adminGet<Page<Order>>('/api/orders/search?pageSize=0')).toMatchObject({
      pageSize: 1,
    });
    const big = await adminGet<Page<Order>>(
      '/api/orders/search?pageSize=1000&page=99999999999999999999',
    );
    expect(big).toMatchObject({ page: 1, pageSize: 100, total });
    expect(big.items).toHaveLength(total);
    const none = await adminGet<Page<Order>>('/api/orders/search?q=tidak-ada&page=5');
    expect(none).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('filters by status and by shipping status, alone and together', async () => {
    const all = await adminGet<Order[]>('/api/orders');
    const completed = all.filter((o) => o.status === 'Completed');
    const sent = all.filter((o) => o.shippingStatus === 'Dikirim');
    expect(completed.length).toBeGreaterThan(0);
    expect((await adminGet<Page<Order>>('/api/orders/search?status=Completed')).items).toEqual(
      completed,
    );
    expect(
      (await adminGet<Page<Order>>('/api/orders/search?shippingStatus=Dikirim')).items,
    ).toEqual(sent);
    const both = await adminGet<Page<Order>>(
      '/api/orders/search?status=Completed&shippingStatus=Dikirim',
    );
    expect(both.items).toEqual(completed.filter((o) => o.shippingStatus === 'Dikirim'));
    expect(both.total).toBeGreaterThan(0);
    expect((await adminGet<Page<Order>>('/api/orders/search?status=Cancelled')).total).toBe(0);
  });

  it("filters 'Melewati Batas Verifikasi' (verification=overdue): flagged in the current wait only", async () => {
    const [flagged, earlier] = [placed[1]!.order.id, placed[2]!.order.id];
    await server.database.db
      .update(orders)
      .set({ status: 'Verifying', verifyingSince: '2026-03-01T04:00:00.000Z', verificationOverdueAt: '2026-03-03T04:00:00.000Z' })
      .where(eq(orders.id, flagged));
    // Flagged in an earlier wait: a new wait started after the flag.
    await server.database.db
      .update(orders)
      .set({ status: 'Verifying', verifyingSince: '2026-03-04T04:00:00.000Z', verificationOverdueAt: '2026-03-03T04:00:00.000Z' })
      .where(eq(orders.id, earlier));
    try {
      const page = await adminGet<Page<Order>>('/api/orders/search?verification=overdue');
      expect(page.items.map((o) => o.id)).toEqual([flagged]);
      expect(page.total).toBe(1);
      expect((await adminGet<Page<Order>>('/api/orders/search?verification=overdue&status=Pending')).total).toBe(0);
    } finally {
      await server.database.db
        .update(orders)
        .set({ status: 'Pending', verifyingSince: null, verificationOverdueAt: null })
        .where(inArray(orders.id, [flagged, earlier]));
    }
  });

  it('searches the id, recipient and username, case and accents ignored, every word', async () => {
    const meutia = await adminGet<Page<Order>>('/api/orders/search?q=meutia');
    expect(meutia.total).toBe(3);
    expect(new Set(names(meutia))).toEqual(new Set(['Cut Meutia']));
    expect((await adminGet<Page<Order>>('/api/orders/search?q=MEUTIA%20cut')).total).toBe(3);
    expect(names(await adminGet<Page<Order>>('/api/orders/search?q=dhien'))).toEqual(
      Array(3).fill('Cut Nyak Dhién'),
    );
    expect((await adminGet<Page<Order>>('/api/orders/search?q=teuku')).total).toBe(3);
    // A word anywhere in the text: "cut" is in "Cut …" and in "Pocut Baren".
    expect((await adminGet<Page<Order>>('/api/orders/search?q=cut')).total).toBe(9);
    // The buyer's username: every order of the demo buyer, the seed's included.
    expect((await adminGet<Page<Order>>('/api/orders/search?q=PEMBELI')).total).toBe(PLACED + 2);
    const { id } = placed[5]!.order;
    expect(
      (await adminGet<Page<Order>>(`/api/orders/search?q=${id.toLowerCase()}`)).items.map(
        (o) => o.id,
      ),
    ).toEqual([id]);
    const filtered = await adminGet<Page<Order>>(
      '/api/orders/search?q=cut&status=Completed&pageSize=1&page=2',
    );
    expect(filtered).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(filtered.items).toHaveLength(1);
  });

  it('matches %, _ and \\ in the search as themselves', async () => {
    expect(new Set(names(await adminGet<Page<Order>>('/api/orders/search?q=%25')))).toEqual(
      new Set(['Sultan 100% Iskandar']),
    );
    expect((await adminGet<Page<Order>>('/api/orders/search?q=100%25')).total).toBe(3);
    expect(new Set(names(await adminGet<Page<Order>>('/api/orders/search?q=_')))).toEqual(
      new Set(['Nyak_Arif']),
    );
    expect(new Set(names(await adminGet<Page<Order>>('/api/orders/search?q=nyak_arif')))).toEqual(
      new Set(['Nyak_Arif']),
    );
    expect((await adminGet<Page<Order>>('/api/orders/search?q=%5C')).total).toBe(0);
  });

  it('wrote the search text of each placed order and its transaction on insert', async () => {
    const { order, transaction } = placed.at(-1)!;
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.searchText).toBe(orderSearchText(order));
    expect(row!.searchText).toContain('pembeli');
    const [trx] = await server.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, transaction.id));
    expect(trx!.searchText).toBe(transactionSearchText(transaction));
  });

  it.each([
    ['an unknown status', '?status=Lunas', messages.lists.filterInvalid],
    ['an empty status', '?status=', messages.lists.filterInvalid],
    [
      'a shipping status in the wrong case',
      '?shippingStatus=dikirim',
      messages.lists.filterInvalid,
    ],
    ['an unknown verification filter', '?verification=late', messages.lists.filterInvalid],
    ['a repeated verification filter', '?verification=overdue&verification=overdue', serverMessages.requestInvalid],
    ['a text page', '?page=abc', messages.lists.pageInvalid],
    ['a fractional page size', '?pageSize=1.5', messages.lists.pageInvalid],
    ['a search text of 201 characters', `?q=${'k'.repeat(201)}`, messages.lists.searchTooLong],
    ['an unknown parameter', '?sort=newest', serverMessages.requestInvalid],
    ['a repeated parameter', '?status=Pending&status=Completed', serverMessages.requestInvalid],
    ['a repeated page', '?page=1&page=2', serverMessages.requestInvalid],
  ])('refuses %s with 400 and its message', async (_name, query, message) => {
    const { status, body } = await get<{ message: string }>(admin, `/api/orders/search${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('checks the role before the query (401 signed out, 403 buyer)', async () => {
    expect((await get(visitor, '/api/orders/search?status=Lunas')).status).toBe(401);
    expect(await get(buyer, '/api/orders/search?status=Lunas')).toEqual({
      status: 403,
      body: { code: expect.any(String), message: messages.permission.adminOnly },
    });
  });
});

describe('GET /api/transactions/search', () => {
  it('pages newest first like GET /api/transactions, filters by status and searches both ids', async () => {
    const all = await expectFirstPage<Transaction>('/api/transactions');
    expect(
      await adminGet<Page<Transaction>>('/api/transactions/search?page=9&pageSize=10'),
    ).toEqual({
      items: all.slice(20),
      total: all.length,
      page: 3,
      pageSize: 10,
    });
    const success = await adminGet<Page<Transaction>>('/api/transactions/search?status=Success');
    expect(success.items).toEqual(all.filter((t) => t.status === 'Success'));
    expect(success.items.map((t) => t.id)).toEqual(['TRX002']);
    const { order, transaction } = placed[3]!;
    expect(
      (await adminGet<Page<Transaction>>(`/api/transactions/search?q=${order.id.toLowerCase()}`))
        .items,
    ).toEqual([transaction]);
    expect(
      (
        await adminGet<Page<Transaction>>(
          `/api/transactions/search?q=${transaction.id}%20ord&status=Pending`,
        )
      ).items,
    ).toEqual([transaction]);
    expect((await adminGet<Page<Transaction>>('/api/transactions/search?q=trx')).total).toBe(
      all.length,
    );
    expect((await adminGet<Page<Transaction>>('/api/transactions/search?q=%25')).total).toBe(0);
    expect((await adminGet<Page<Transaction>>('/api/transactions/search?q=_')).total).toBe(0);
    for (const search of [
      { status: 'Pending' as const, q: 'ord', pageSize: 4, page: 3 },
      { q: 'ORD00' },
    ]) {
      const query = new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)]));
      expect(await adminGet<Page<Transaction>>(`/api/transactions/search?${query}`)).toEqual(
        searchTransactions(all, search),
      );
    }
  });

  it.each([
    ['an unknown status', '?status=Lunas', messages.lists.filterInvalid],
    ['an order status', '?status=Completed', messages.lists.filterInvalid],
    ['a text page size', '?pageSize=semua', messages.lists.pageInvalid],
    [
      'a shipping status (not a transaction filter)',
      '?shippingStatus=Dikirim',
      serverMessages.requestInvalid,
    ],
    ['a repeated search', '?q=trx&q=ord', serverMessages.requestInvalid],
  ])('refuses %s with 400 and its message', async (_name, query, message) => {
    const { status, body } = await get<{ message: string }>(
      admin,
      `/api/transactions/search${query}`,
    );
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe('GET /api/products/admin-search', () => {
  it("pages the products in stored order for the admin, searching the partner's name too", async () => {
    const catalogue = (await get<Page<Product>>(visitor, '/api/products?pageSize=100')).body;
    expect(catalogue.total).toBe(catalogue.items.length);
    const all = catalogue.items;
    const partners = (await get<Partner[]>(visitor, '/api/partners')).body;
    const first = await get<Page<Product>>(admin, '/api/products/admin-search');
    expect(first).toEqual({
      status: 200,
      body: { items: all.slice(0, 20), total: all.length, page: 1, pageSize: 20 },
    });
    expect(
      (await get<Page<Product>>(admin, '/api/products/admin-search?pageSize=4&page=99')).body,
    ).toEqual({
      items: all.slice(4 * (Math.ceil(all.length / 4) - 1)),
      total: all.length,
      page: Math.ceil(all.length / 4),
      pageSize: 4,
    });
    // "Koperasi Kopi Gayo Lestari" is P001's name; no product text holds "koperasi".
    const koperasi = (await get<Page<Product>>(admin, '/api/products/admin-search?q=KOPERASI'))
      .body;
    expect(koperasi.total).toBeGreaterThan(0);
    expect(koperasi.items.every((p) => p.partnerId === 'P001')).toBe(true);
    for (const q of [
      'koperasi',
      'lestari arabika',
      'kopi gayo',
      'bireuen',
      '%',
      '_',
      'tidak-ada',
    ]) {
      const answer = await get<Page<Product>>(
        admin,
        `/api/products/admin-search?q=${encodeURIComponent(q)}`,
      );
      expect(answer.body, q).toEqual(searchAdminProducts(all, partners, { q }));
    }
    expect((await get<Page<Product>>(admin, '/api/products/admin-search?q=%25')).body.total).toBe(
      0,
    );
  });

  it.each([
    ['a text page', '?page=satu', messages.lists.pageInvalid],
    ['a search text of 201 characters', `?q=${'k'.repeat(201)}`, messages.lists.searchTooLong],
    ['a catalogue parameter', '?category=Minuman', serverMessages.requestInvalid],
    ['a repeated search', '?q=kopi&q=gayo', serverMessages.requestInvalid],
  ])('refuses %s with 400 and its message', async (_name, query, message) => {
    const { status, body } = await get<{ message: string }>(
      admin,
      `/api/products/admin-search${query}`,
    );
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('answers only the admin, before reading the query: 401 signed out, 403 for a buyer', async () => {
    expect((await get(visitor, '/api/products/admin-search?page=satu')).status).toBe(401);
    expect((await get(buyer, '/api/products/admin-search?q=kopi')).status).toBe(403);
  });
});

describe('GET /api/logs/sales-history', () => {
  it("pages the admins' product, profile and password changes newest first, nothing else", async () => {
    const product = (await get<Product>(admin, '/api/products/2')).body;
    const { id: _id, ...input } = product;
    for (let i = 0; i < 4; i++) {
      const saved = await admin.request('/api/admin/products/2', {
        method: 'PUT',
        json: { ...input, price: 1000 + i },
      });
      expect(saved.status).toBe(200);
    }
    // A buyer's profile change is not sales history.
    const profile = await buyer.request('/api/account/profile', {
      method: 'PUT',
      json: { email: 'pembeli.baru@example.com', profileImage: '' },
    });
    expect(profile.status).toBe(200);
    const activity = await adminGet<ActivityLog[]>('/api/logs/activity');
    const history = salesHistory(activity);
    expect(activity.some((log) => log.role === 'buyer' && log.type === 'updateProfile')).toBe(true);
    expect(history.every((log) => log.role === 'admin')).toBe(true);
    expect(history.length).toBeGreaterThan(5);
    expect(await adminGet<Page<ActivityLog>>('/api/logs/sales-history')).toEqual({
      items: history.slice(0, 20),
      total: history.length,
      page: 1,
      pageSize: 20,
    });
    expect(history[0]).toMatchObject({ type: 'updateProduct', role: 'admin' });
    const last = Math.ceil(history.length / 3);
    expect(
      await adminGet<Page<ActivityLog>>('/api/logs/sales-history?pageSize=3&page=999'),
    ).toEqual({
      items: history.slice((last - 1) * 3, last * 3),
      total: history.length,
      page: last,
      pageSize: 3,
    });
  });

  it.each([
    ['a text page', '?page=x', messages.lists.pageInvalid],
    ['a search (the history has none)', '?q=kopi', serverMessages.requestInvalid],
    ['a repeated page size', '?pageSize=5&pageSize=6', serverMessages.requestInvalid],
  ])('refuses %s with 400 and its message', async (_name, query, message) => {
    const { status, body } = await get<{ message: string }>(admin, `/api/logs/sales-history${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe('search columns of older and restored rows', () => {
  it('are filled at start-up for rows written before they existed', async () => {
    const db = server.database.db;
    await db
      .update(orders)
      .set({ searchText: null })
      .where(inArray(orders.id, ['ORD001', 'ORD002']));
    await db.update(transactions).set({ searchText: null }).where(eq(transactions.id, 'TRX001'));
    const found = async (q: string) => (await adminGet<Page<Order>>(`/api/orders/search?q=${q}`)).items.map((o) => o.id);
    expect([...(await found('ord001')), ...(await found('ord002'))]).toEqual([]);
    expect((await adminGet<Page<Transaction>>('/api/transactions/search?q=trx001')).total).toBe(0);
    expect(await backfillOrderSearchText(db)).toEqual({ orders: 2, transactions: 1 });
    expect([...(await found('ord001')), ...(await found('ord002'))]).toEqual(['ORD001', 'ORD002']);
    expect(
      (await adminGet<Page<Transaction>>('/api/transactions/search?q=trx001')).items.map(
        (t) => t.id,
      ),
    ).toEqual(['TRX001']);
    expect(await backfillOrderSearchText(db)).toEqual({ orders: 0, transactions: 0 });
  });

  it('are written for the orders and transactions of a restored backup (ids folded too)', async () => {
    const backup = await adminGet<ShopBackup>('/api/admin/backup');
    const data = backup.data as { orders: Order[]; transactions: Transaction[] };
    const old: Order = {
      id: 'ORD-LAMA-É1',
      customerName: 'Teuku Nyak Arief',
      customerPhone: '',
      shippingAddress: '',
      postalCode: '',
      productName: 'Kopi',
      date: '2024-01-05',
      status: 'Completed',
      shippingStatus: 'Tiba di Tujuan',
      paymentMethod: 'COD',
      paymentCode: '',
      total: 50000,
    };
    const payment: Transaction = {
      id: 'TRX-LAMA-Ü1',
      orderId: old.id,
      paymentMethod: 'COD',
      amount: 50000,
      date: '2024-01-05',
      status: 'Success',
    };
    const restored = await admin.request('/api/admin/restore', {
      method: 'POST',
      json: {
        ...backup,
        data: {
          ...backup.data,
          orders: [...data.orders, old],
          transactions: [...data.transactions, payment],
        },
      },
    });
    expect(restored.status).toBe(204);
    expect((await adminGet<Page<Order>>('/api/orders/search?q=arief%20lama-e1')).items).toEqual([
      old,
    ]);
    expect((await adminGet<Page<Order>>('/api/orders/search?q=meutia')).total).toBe(3);
    expect(
      (await adminGet<Page<Transaction>>('/api/transactions/search?q=trx-lama-u1')).items,
    ).toEqual([payment]);
    expect(
      (await adminGet<Page<Transaction>>('/api/transactions/search?q=ord-lama-e1')).items,
    ).toEqual([payment]);
  });
});
