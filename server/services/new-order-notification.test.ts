// @vitest-environment node
/**
 * The admins' new-order notification on the server, derived from the orders (issue 22 "Fast at
 * every step": no row written by every order, so orders do not queue on one lock): it lights at
 * an order newer than the one the admin last saw, clears when the admin opens the new orders,
 * lights again at the next order, starts unlit for a new admin, and a restore keeps its flag.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@/domain/schemas';
import { shipping } from '@/testing/test-values';
import { toSessionUser } from '../db/records';
import { adminNotifications, users } from '../db/schema';
import { liftOrderLimits } from '../testing/fixtures';
import { startTestServer, type TestServer } from '../testing/harness';
import type { Change, ServiceDeps } from './context';
import { createServices } from './index';

let server: TestServer;
let buyer: SessionUser;
let admin: SessionUser;

async function account(username: string): Promise<SessionUser> {
  const [row] = await server.database.db.select().from(users).where(eq(users.username, username));
  return toSessionUser(row!, []);
}

function as(actor: SessionUser | null, deps: Partial<ServiceDeps> = {}) {
  return createServices({ ...server.deps, ...deps }, actor);
}

const placeOne = () => as(buyer).orders.place(shipping, [{ productId: 1, quantity: 1 }]);
const notificationRows = () => server.database.db.select().from(adminNotifications).orderBy(adminNotifications.userId);

beforeAll(async () => {
  server = await startTestServer();
  buyer = await account('pembeli');
  admin = await account('admin');
  await liftOrderLimits(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the new-order notification, derived from the orders', () => {
  it('lights at a new order, clears when seen, and lights again at the next order', async () => {
    expect(await as(admin).settings.hasNewOrderNotification()).toBe(false);
    await placeOne();
    expect(await as(admin).settings.hasNewOrderNotification()).toBe(true);
    expect(await as(buyer).settings.hasNewOrderNotification()).toBe(false);

    const published: Change[][] = [];
    await as(admin, { publish: async (changes) => void published.push(changes) }).settings.clearNewOrderNotification();
    expect(published.flat()).toEqual([{ keys: ['newOrderNotification'], audience: { kind: 'users', userIds: [admin.id] } }]);
    expect(await as(admin).settings.hasNewOrderNotification()).toBe(false);

    // Clearing again changes nothing and announces nothing.
    published.length = 0;
    await as(admin, { publish: async (changes) => void published.push(changes) }).settings.clearNewOrderNotification();
    expect(published).toEqual([]);

    await placeOne();
    expect(await as(admin).settings.hasNewOrderNotification()).toBe(true);
    await as(admin).settings.clearNewOrderNotification();
  });

  it('writes no notification row when an order is placed', async () => {
    const before = await notificationRows();
    const published: Change[][] = [];
    await as(buyer, { publish: async (changes) => void published.push(changes) }).orders.place(shipping, [{ productId: 1, quantity: 1 }]);
    expect(await notificationRows()).toEqual(before);
    expect(published.flat()).toContainEqual({ keys: ['newOrderNotification'], audience: { kind: 'admin' } });
    await as(admin).settings.clearNewOrderNotification();
  });

  it('starts unlit for a newly promoted admin, who sees the next order', async () => {
    await server.registerBuyer('calonadmin', 'rahasia123');
    const candidate = await account('calonadmin');
    await placeOne();
    await as(admin).users.setRole(candidate.id, 'admin');
    const promoted = await account('calonadmin');
    expect(await as(promoted).settings.hasNewOrderNotification()).toBe(false);
    await placeOne();
    expect(await as(promoted).settings.hasNewOrderNotification()).toBe(true);
    await as(admin).settings.clearNewOrderNotification();
  });

  it('keeps a restored backup\'s flag until the admin clears it, and exports it', async () => {
    const backup = await as(admin).backup.export();
    expect(backup.data.newOrderNotification).toBe(false);
    await as(admin).backup.restore({ ...backup, data: { ...backup.data, newOrderNotification: true } });
    expect(await as(admin).settings.hasNewOrderNotification()).toBe(true);
    expect((await as(admin).backup.export()).data.newOrderNotification).toBe(true);
    await as(admin).settings.clearNewOrderNotification();
    expect(await as(admin).settings.hasNewOrderNotification()).toBe(false);

    // A restore without the flag: the restored orders count as seen.
    await as(admin).backup.restore({ ...backup, data: { ...backup.data, newOrderNotification: false } });
    expect(await as(admin).settings.hasNewOrderNotification()).toBe(false);
  });
});
