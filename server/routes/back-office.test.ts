// @vitest-environment node
/**
 * `/api/admin/*` over HTTP (`docs/api.md`): who may use it, products (ids, images as URLs, cart
 * lines going with a deleted product), partners, role changes, and the `seulanga-backup` v1
 * export/restore — a round trip keeps every record, a browser-mode backup restores into the
 * server with its accounts still able to sign in, and no export ever holds a plain password.
 */
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@/shared/messages-admin';
import { messages, apiMessages } from '@/shared/messages';
import {
  sessionUserSchema,
  type CartItem,
  type ChatStore,
  type Partner,
  type Product,
  type SessionUser,
  type User,
} from '@/domain/core/records';
import type { ShopBackup } from '@/domain/port/port';
import { asServerKeepsIt, seed } from '@/testing/seed';
import type { Order } from '@/domain/core/records';
import { createTestData } from '@/testing/create-test-data';
import { legacyBuyer, newProduct, PNG_DATA_URL } from '@/testing/test-values';
import { DEMO, type TestClient } from '../testing/harness';
import { del, json, post, put, serverPerTest, storedPng, uploadImage } from '../testing/fixtures';
import { imageId } from '../services/images';
import { users as usersTable } from '../db/schema';

const server = serverPerTest();


/** A PNG as the server stores it (an upload of it keeps its SHA-256). */
const PNG_BYTES = await storedPng('back office');
/** A product whose photo is {@link PNG_BYTES} uploaded (`/api/images/<sha256>`). */
const product = { ...newProduct, image: `/api/images/${imageId(PNG_BYTES)}` };

async function exportBackup(admin: TestClient): Promise<ShopBackup> {
  const response = await admin.request('/api/admin/backup');
  expect(response.status).toBe(200);
  return json<ShopBackup>(response);
}

async function restore(admin: TestClient, backup: unknown): Promise<Response> {
  return admin.request('/api/admin/restore', { method: 'POST', json: backup });
}

/** Fails when any user record of an export carries a plain password. */
function expectNoPlainPassword(backup: ShopBackup, ...plain: string[]) {
  for (const user of backup.data.users as Array<Record<string, unknown>>)
    expect(user).not.toHaveProperty('password');
  const text = JSON.stringify(backup);
  for (const secret of plain) expect(text).not.toContain(secret);
}

describe('who may use the back office', () => {
  it('answers 401 to a visitor and 403 to a buyer on every admin endpoint', async () => {
    const visitor = server.client();
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/backup'],
      ['POST', '/api/admin/restore', { format: 'seulanga-backup' }],
      ['POST', '/api/admin/products', product],
      ['PUT', '/api/admin/products/1', product],
      ['DELETE', '/api/admin/products/1'],
      ['POST', '/api/admin/partners', { name: 'x' }],
      ['PUT', '/api/admin/partners/P001', { name: 'x' }],
      ['PUT', '/api/admin/users/USR001/role', { role: 'buyer' }],
    ];
    for (const [method, path, body] of calls) {
      const init = { method, json: body };
      const asVisitor = await visitor.request(path, init);
      expect([method, path, asVisitor.status]).toEqual([method, path, 401]);
      expect((await json(asVisitor)).message).toBe(messages.permission.signInRequired);
      const asBuyer = await buyer.request(path, init);
      expect([method, path, asBuyer.status]).toEqual([method, path, 403]);
      expect((await json(asBuyer)).message).toBe(
        path.endsWith('/role')
          ? messages.permission.roleChangeForbidden
          : messages.permission.adminOnly,
      );
    }
    // Nothing changed.
    expect(
      (await json<{ items: Product[] }>(await visitor.request('/api/products'))).items.some((p) => p.id === 1),
    ).toBe(true);
  });
});

describe('products and partners', () => {
  it('adds with a timestamp id, edits, refuses data URLs and text numbers, deletes with the cart lines', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    // An image the server does not have (never uploaded, or removed as unused) is refused.
    const notStored = await post(admin, '/api/admin/products', product);
    expect(notStored.status).toBe(400);
    expect(await json(notStored)).toMatchObject({ message: apiMessages.imageGone, fields: { image: apiMessages.imageGone } });
    expect(product.image).toBe(await uploadImage(admin, PNG_BYTES));
    const before = Date.now();
    const added = await post(admin, '/api/admin/products', product);
    expect(added.status).toBe(201);
    expect(added.headers.get('Seulanga-Changed')).toContain('products');
    const saved = await json<Product>(added);
    expect(saved).toMatchObject(product);
    expect(saved.id).toBeGreaterThanOrEqual(before);
    const second = await json<Product>(
      await post(admin, '/api/admin/products', { ...product, name: 'Kopi Kedua' }),
    );
    expect(second.id).toBeGreaterThan(saved.id);

    const dataUrl = await post(admin, '/api/admin/products', { ...product, image: PNG_DATA_URL });
    expect(dataUrl.status).toBe(400);
    expect(await json(dataUrl)).toMatchObject({
      message: apiMessages.imageUploadRequired,
      fields: { image: apiMessages.imageUploadRequired },
    });
    const textPrice = await post(admin, '/api/admin/products', { ...product, price: '240000' });
    expect(textPrice.status).toBe(400);
    expect((await json(textPrice)).message).toBe(adminMessages.priceInvalid);
    for (const price of ['', null]) {
      const empty = await post(admin, '/api/admin/products', { ...product, price });
      expect(empty.status).toBe(400);
      expect((await json(empty)).message).toBe(adminMessages.priceInvalid);
    }
    const apiPath = await post(admin, '/api/admin/products', { ...product, image: '/api/admin/backup' });
    expect(apiPath.status).toBe(400);
    expect(await json(apiPath)).toMatchObject({ message: apiMessages.imageNotShop });
    const missing = await post(admin, '/api/admin/products', { ...product, image: '' });
    expect((await json(missing)).message).toBe(adminMessages.productRequired);
    const negative = await post(admin, '/api/admin/products', { ...product, stock: -1 });
    expect((await json(negative)).message).toBe(adminMessages.stockInvalid);

    const edited = await put(admin, `/api/admin/products/${saved.id}`, {
      ...product,
      price: 240000,
      stock: 8,
    });
    expect(await json(edited)).toMatchObject({ id: saved.id, price: 240000, stock: 8 });
    expect((await put(admin, '/api/admin/products/999', product)).status).toBe(404);
    expect((await put(admin, '/api/admin/products/abc', product)).status).toBe(404);

    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    expect((await post(buyer, '/api/cart/items', { productId: saved.id })).status).toBe(200);
    expect((await del(admin, `/api/admin/products/${saved.id}`)).status).toBe(204);
    expect((await del(admin, `/api/admin/products/${saved.id}`)).status).toBe(404);
    expect((await buyer.request(`/api/products/${saved.id}`)).status).toBe(404);
    expect(await json<CartItem[]>(await buyer.request('/api/cart'))).toEqual([]);

    const logs = (
      await json<Array<{ type: string; username: string }>>(
        await admin.request('/api/logs/activity'),
      )
    ).filter((l) => l.username === 'admin');
    expect(logs.slice(0, 4).map((l) => l.type)).toEqual([
      'deleteProduct',
      'updateProduct',
      'addProduct',
      'addProduct',
    ]);
  });

  it('adds partners as P00n and edits them', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const input = {
      name: 'Kopi Bener Meriah',
      location: 'Redelong',
      address: 'Jl. Raya Takengon–Bireuen Km 20',
      coordinates: { lat: 4.7, lng: 96.85 },
    };
    const added = await post(admin, '/api/admin/partners', input);
    expect(added.status).toBe(201);
    const partner = await json<Partner>(added);
    expect(partner).toMatchObject({ id: 'P008', ...input, status: 'Active', featuredProduct: '' });
    const edited = await put(admin, '/api/admin/partners/P008', { ...input, status: 'Inactive' });
    expect(await json(edited)).toMatchObject({ id: 'P008', status: 'Inactive' });
    expect((await put(admin, '/api/admin/partners/P999', input)).status).toBe(404);
    for (const coordinates of [{ lat: '4.7', lng: 96.85 }, { lat: 91, lng: 0 }])
      expect((await post(admin, '/api/admin/partners', { ...input, coordinates })).status).toBe(400);
  });
});

describe('roles', () => {
  it('changes other users’ roles, never the admin’s own, and the new role applies at once', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    const users = await json<SessionUser[]>(await admin.request('/api/admin/users'));
    expect(users.map((u) => [u.id, u.role])).toEqual([
      ['USR001', 'admin'],
      ['USR002', 'buyer'],
    ]);
    for (const user of users)
      expect(Object.keys(user).sort()).toEqual([
        'addresses',
        'email',
        // Whether the account's e-mail is verified (server mode, docs/decisions/022).
        'emailVerified',
        'id',
        'profileImage',
        'role',
        'username',
      ]);

    const own = await put(admin, '/api/admin/users/USR001/role', { role: 'buyer' });
    expect(own.status).toBe(403);
    expect((await json(own)).message).toBe(messages.permission.ownRoleForbidden);
    expect((await put(admin, '/api/admin/users/USR999/role', { role: 'admin' })).status).toBe(404);
    expect((await put(admin, '/api/admin/users/USR002/role', { role: 'owner' })).status).toBe(400);

    const promoted = await put(admin, '/api/admin/users/USR002/role', { role: 'admin' });
    expect(await json(promoted)).toMatchObject({ id: 'USR002', role: 'admin' });
    expect(promoted.headers.get('Seulanga-Changed')?.split(',')).toEqual(
      expect.arrayContaining(['users', 'currentUser']),
    );
    // The buyer's device is an admin now (the role is re-read on every request).
    expect((await buyer.request('/api/admin/users')).status).toBe(200);
    const demoted = await put(buyer, '/api/admin/users/USR001/role', { role: 'buyer' });
    expect(await json(demoted)).toMatchObject({ id: 'USR001', role: 'buyer' });
    expect((await admin.request('/api/admin/users')).status).toBe(403);
    const forbidden = await put(admin, '/api/admin/users/USR002/role', { role: 'buyer' });
    expect((await json(forbidden)).message).toBe(messages.permission.roleChangeForbidden);

    const logs = await json<Array<{ type: string; details?: Record<string, unknown> }>>(
      await buyer.request('/api/logs/activity'),
    );
    expect(logs.slice(0, 2).map((l) => [l.type, l.details?.userId, l.details?.to])).toEqual([
      ['updateRole', 'USR001', 'buyer'],
      ['updateRole', 'USR002', 'admin'],
    ]);
  });
});

describe('backup', () => {
  it('export → restore → export keeps every record, never a plain password, and refuses invalid backups without change', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    await post(buyer, '/api/chat/messages', { text: 'Halo admin' });
    await buyer.request('/api/account/addresses', {
      method: 'POST',
      json: {
        label: 'Kantor',
        recipientName: 'Cut Meutia',
        phone: '081234567890',
        fullAddress: 'Jl. Daud Beureueh 5',
        postalCode: '23121',
      },
    });
    const backup = await exportBackup(admin);
    expect(backup).toMatchObject({
      format: 'seulanga-backup',
      version: 1,
      exportedAt: expect.any(String),
    });
    expect(Object.keys(backup.data).sort()).toEqual(
      [
        'activityLogs',
        'adminEmail',
        'allChatMessages',
        'allUnreadCounts',
        'emailLogs',
        'lowStockThreshold',
        'maintenanceMode',
        'maxOpenOrders',
        'maxOpenOrdersNewBuyer',
        'maxPerProduct',
        'maxUnpaidOrders',
        'newOrderNotification',
        'newOrderNotifications',
        'orderFlow',
        'orders',
        'partners',
        'paymentAccounts',
        'products',
        'reviews',
        'shippingTable',
        'storeAddress',
        'storeContacts',
        'storeName',
        'transactions',
        'users',
        'vouchers',
        'voucherUses',
      ].sort(),
    );
    expect(backup.data.products).toEqual(seed.products);
    expect(backup.data.orders).toEqual(seed.orders.map(asServerKeepsIt));
    // Threads and counters are keyed by the buyer's account id (decision 017).
    expect(backup.data.allUnreadCounts).toEqual({ USR002: { buyer: 0, admin: 1 } });
    // Signed in once: argon2id on the server, carried as `serverPasswordHash`.
    const exportedUsers = backup.data.users as Array<User & { serverPasswordHash?: string }>;
    expect(exportedUsers.map((u) => u.serverPasswordHash?.slice(0, 10))).toEqual([
      '$argon2id$',
      '$argon2id$',
    ]);
    expectNoPlainPassword(backup, 'admin123', 'pembeli123');

    // Invalid backups change nothing.
    expect((await del(admin, '/api/admin/products/1')).status).toBe(204);
    const broken = await restore(admin, {
      ...backup,
      data: { ...backup.data, products: [{ id: 'x' }] },
    });
    expect(broken.status).toBe(400);
    expect((await json(broken)).message).toMatch(/^Berkas cadangan tidak valid: data "products\.0\./);
    expect((await restore(admin, { hello: 'world' })).status).toBe(400);
    const withoutAdmin = await restore(admin, {
      ...backup,
      data: { ...backup.data, users: exportedUsers.filter((u) => u.role !== 'admin') },
    });
    expect((await json(withoutAdmin)).message).toBe(
      adminMessages.backupInvalid('cadangan tidak memuat akun admin Anda'),
    );
    expect((await buyer.request('/api/products/1')).status).toBe(404);

    const restored = await restore(admin, backup);
    expect(restored.status).toBe(204);
    expect(restored.headers.get('Seulanga-Changed')?.split(',')).toEqual(
      expect.arrayContaining(['products', 'users', 'allChatMessages', 'currentUser']),
    );
    expect((await buyer.request('/api/products/1')).status).toBe(200);
    // Both stay signed in (their accounts are in the backup).
    expect(await json(await admin.request('/api/session'))).toMatchObject({
      id: 'USR001',
      role: 'admin',
    });
    expect(await json(await buyer.request('/api/session'))).toMatchObject({
      id: 'USR002',
      addresses: [expect.anything(), expect.anything()],
    });

    const again = await exportBackup(admin);
    const { activityLogs: logsBefore, ...restBefore } = backup.data;
    const { activityLogs: logsAfter, ...restAfter } = again.data;
    expect(restAfter).toEqual(restBefore);
    expect((logsAfter as unknown[]).slice(0, -1)).toEqual(logsBefore);
    expect((logsAfter as Array<{ type: string }>).at(-1)?.type).toBe('restoreBackup');
    await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
  });

  it("carries each account's creation time and e-mail verification through export and restore", async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    await server.registerBuyer('cadangan1', 'rahasia123');
    const before = await server.database.db.select().from(usersTable).orderBy(usersTable.seq);
    const created = before.find((u) => u.username === 'cadangan1')!.createdAt;
    const verified = before.find((u) => u.username === 'pembeli')!.emailVerifiedAt;
    expect(created).not.toBeNull();
    expect(verified).not.toBeNull();
    const backup = await exportBackup(admin);
    const exported = backup.data.users as Array<User & { emailVerifiedAt?: string }>;
    expect(exported.find((u) => u.username === 'cadangan1')).toMatchObject({ createdAt: created!.toISOString() });
    expect(exported.find((u) => u.username === 'cadangan1')?.emailVerifiedAt).toBeUndefined();
    expect(exported.find((u) => u.username === 'pembeli')).toMatchObject({ emailVerifiedAt: verified!.toISOString() });

    // Lost meanwhile: the restore writes them back.
    await server.database.db.update(usersTable).set({ createdAt: null, emailVerifiedAt: null });
    expect((await restore(admin, backup)).status).toBe(204);
    const after = await server.database.db.select().from(usersTable).orderBy(usersTable.seq);
    expect(after.find((u) => u.username === 'cadangan1')?.createdAt?.toISOString()).toBe(created!.toISOString());
    expect(after.find((u) => u.username === 'cadangan1')?.emailVerifiedAt).toBeNull();
    expect(after.find((u) => u.username === 'pembeli')?.emailVerifiedAt?.toISOString()).toBe(verified!.toISOString());
  });

  it('exports a prototype account’s plain password only as a hash, and that account still signs in', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const backup = await exportBackup(admin);
    expect(
      (
        await restore(admin, {
          ...backup,
          data: { ...backup.data, users: [...(backup.data.users as User[]), legacyBuyer] },
        })
      ).status,
    ).toBe(204);

    const exported = await exportBackup(admin);
    expectNoPlainPassword(exported, 'rahasia-lama', 'admin123', 'pembeli123');
    const user = (exported.data.users as Array<User & { serverPasswordHash?: string }>).find(
      (u) => u.id === 'USR900',
    )!;
    expect(user.serverPasswordHash).toMatch(/^\$argon2id\$/);

    expect((await restore(admin, exported)).status).toBe(204);
    await server.signIn('lama', 'rahasia-lama');
  });

  it('restores a browser-mode backup keeping every record; its buyer still signs in with the same password', async () => {
    // The browser mode, with some activity: a chat, an address, a product with a data-URL image
    // and a prototype account that still has a plain password.
    const { data: browser, driver } = await createTestData();
    driver.commit([['users', JSON.stringify([...seed.users, legacyBuyer])]]);
    const signInBrowser = (username: string) => {
      const user = seed.users.find((u) => u.username === username)!;
      driver.commit([['currentUser', JSON.stringify(sessionUserSchema.parse(user))]]);
    };
    signInBrowser('pembeli');
    await browser.chat.send({ text: 'Halo dari browser' });
    await browser.account.addAddress({
      label: 'Kantor',
      recipientName: 'Cut Meutia',
      phone: '081234567890',
      fullAddress: 'Jl. Daud Beureueh 5',
      postalCode: '23121',
    });
    signInBrowser('admin');
    await browser.chat.send({ text: 'Balasan', buyerId: 'USR002' });
    const withImage = await browser.products.save({ ...product, image: PNG_DATA_URL });
    const browserBackup = JSON.parse(
      JSON.stringify(await browser.backup.export()),
    ) as ShopBackup;
    expectNoPlainPassword(browserBackup, 'rahasia-lama');

    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const restored = await restore(admin, browserBackup);
    expect(restored.status).toBe(204);

    const serverBackup = await exportBackup(admin);
    const {
      cartItems: _cart,
      theme: _theme,
      activityLogs: browserLogs,
      products: browserProducts,
      ...browserRest
    } = browserBackup.data;
    const { activityLogs: serverLogs, products: serverProducts, ...serverRest } = serverBackup.data;
    // The seed's orders nobody owns keep no orphan key on the server (no account: null).
    expect(serverRest).toEqual({ ...browserRest, orders: (browserRest.orders as Order[]).map(asServerKeepsIt) });
    expect((serverLogs as unknown[]).slice(0, -1)).toEqual(browserLogs);
    // The data-URL image moved into the images table, the gallery with it; every other field is kept.
    const imageFree = (list: unknown) =>
      (list as Product[]).map(({ image: _image, images: _images, ...rest }) => rest);
    expect(imageFree(serverProducts)).toEqual(imageFree(browserProducts));
    const moved = (serverProducts as Product[]).find((p) => p.id === withImage.id)!;
    expect(moved.image).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);
    expect(moved.images).toEqual([moved.image]);
    const image = await admin.request(moved.image);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(
      PNG_DATA_URL.split(',')[1],
    );

    const buyer = await server.signIn(DEMO.buyer.username, DEMO.buyer.password);
    expect(await json(await buyer.request('/api/session'))).toMatchObject({
      id: 'USR002',
      addresses: [expect.anything(), expect.objectContaining({ label: 'Kantor' })],
    });
    expect(
      (await json<{ messages: Array<{ text: string }> }>(await buyer.request('/api/chat/messages'))).messages.map(
        (m) => m.text,
      ),
    ).toEqual(['Halo dari browser', 'Balasan']);
    expect((await json<{ count: number }>(await buyer.request('/api/chat/unread'))).count).toBe(1);
    await server.signIn('lama', 'rahasia-lama');
  });
  it('restores older data whose orders repeat a payment code and whose threads repeat a message id: nothing is lost (was: the restore failed)', async () => {
    const admin = await server.signIn(DEMO.admin.username, DEMO.admin.password);
    const backup = await exportBackup(admin);
    const orders = backup.data.orders as Array<{ id: string; paymentCode: string }>;
    const twin = { ...orders[0]!, id: 'ORD777' };
    const chat = {
      pembeli: [{ id: 'MSG1', sender: 'buyer', text: 'Halo', timestamp: '2025-11-01T01:00:00.000Z' }],
      lain: [{ id: 'MSG1', sender: 'buyer', text: 'Permisi', timestamp: '2025-11-01T02:00:00.000Z' }],
    };
    const restored = await restore(admin, {
      ...backup,
      data: { ...backup.data, orders: [...orders, twin], allChatMessages: chat },
    });
    expect(restored.status).toBe(204);
    const after = await exportBackup(admin);
    const codes = (after.data.orders as Array<{ id: string; paymentCode: string }>).map((o) => [o.id, o.paymentCode]);
    expect(codes).toHaveLength(orders.length + 1);
    expect(new Set(codes.map(([, code]) => code)).size).toBe(codes.length);
    expect(codes.find(([id]) => id === orders[0]!.id)?.[1]).toBe(orders[0]!.paymentCode);
    // A backup of before decision 017 keys its threads by username: each gets the backup's own
    // account of that name, or `~name` without one (never a later account of the name).
    const threads = after.data.allChatMessages as ChatStore;
    expect(threads.USR002).toMatchObject({ buyerName: 'pembeli' });
    expect(threads.USR002?.messages.map((m) => m.text)).toEqual(['Halo']);
    expect(threads['~lain']).toMatchObject({ buyerName: 'lain' });
    expect(threads['~lain']?.messages.map((m) => m.text)).toEqual(['Permisi']);
    const logs = await json(await admin.request('/api/logs/activity'));
    expect(JSON.stringify(logs)).toContain('ORD777');
  });
});
