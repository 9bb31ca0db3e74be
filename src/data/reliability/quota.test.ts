/**
 * Storage quota exhausted during each write path: the write fails with
 * StorageQuotaError (the catalogue's Indonesian message), the stored state is byte-for-byte
 * unchanged, reads still answer the old data, and the same write succeeds once there is room.
 */
import { createMemoryDriver, type MemoryDriver } from '@/testing/memory-driver';
import { StorageQuotaError } from '@/data/errors';
import type { ShopData } from '@/domain/port/port';
import { messages } from '@/shared/messages';
import { address, createTally, openShop, partner, product, sessionRaw, store, usedChars } from '@/testing/reliability-support';
import { meutiaCheckout, PNG_DATA_URL } from '@/testing/test-values';

const tally = createTally('quota');
afterAll(() => tally.print());

interface WritePath {
  name: string;
  as: 'pembeli' | 'admin' | null;
  /** Prepares what the write needs (quota unlimited); returns what `run` needs. */
  setup?: (data: ShopData, driver: MemoryDriver) => Promise<unknown>;
  run: (data: ShopData, prepared: unknown) => Promise<unknown>;
}

/** Every write path of the port that grows the stored data (a shrinking write needs no room). */
const WRITE_PATHS: WritePath[] = [
  { name: 'register', as: null, run: (d) => d.auth.register({ username: 'cutnyak', email: 'cut@contoh.id', password: 'rahasia1' }) },
  { name: 'login (session)', as: null, run: (d) => d.auth.login('pembeli', 'pembeli123') },
  { name: 'cart add', as: 'pembeli', run: (d) => d.cart.add(1) },
  { name: 'cart set quantity', as: 'pembeli', setup: (d) => d.cart.add(1), run: (d) => d.cart.setQuantity(1, 2) },
  { name: 'place order', as: 'pembeli', setup: (d) => d.cart.add(1), run: (d) => d.orders.place(meutiaCheckout) },
  { name: 'confirm payment', as: 'pembeli', run: (d) => d.orders.confirmPayment('ORD001') },
  { name: 'review', as: 'pembeli', run: (d) => d.reviews.add({ productId: 1, rating: 5, text: 'Kopinya harum sekali.' }) },
  { name: 'profile with image', as: 'pembeli', run: (d) => d.account.updateProfile({ email: 'pembeli@contoh.id', profileImage: PNG_DATA_URL }) },
  {
    name: 'change password',
    as: 'pembeli',
    run: (d) => d.account.changePassword({ oldPassword: 'pembeli123', newPassword: 'baru12345', confirmPassword: 'baru12345' }),
  },
  { name: 'add address', as: 'pembeli', run: (d) => d.account.addAddress(address) },
  {
    name: 'edit address',
    as: 'pembeli',
    setup: (d) => d.account.addAddress(address),
    run: (d, a) => d.account.updateAddress((a as { id: string }).id, { ...address, label: 'Rumah Orang Tua' }),
  },
  { name: 'chat message (buyer)', as: 'pembeli', run: (d) => d.chat.send({ text: 'Apakah kopinya masih ada?', product: { id: 1 } }) },
  { name: 'chat message (admin)', as: 'admin', run: (d) => d.chat.send({ text: 'Masih ada, silakan.', buyerId: 'USR002' }) },
  { name: 'add product with image', as: 'admin', run: (d) => d.products.save(product) },
  { name: 'edit product with image', as: 'admin', run: (d) => d.products.save({ ...product, name: 'Kopi Arabika Gayo Premium' }, 1) },
  { name: 'add partner', as: 'admin', run: (d) => d.partners.save(partner) },
  { name: 'edit partner', as: 'admin', run: (d) => d.partners.save({ ...partner, name: 'UMKM Meulaboh Raya' }, 'P001') },
  { name: 'order status', as: 'admin', run: (d) => d.orders.update('ORD001', { status: 'Completed', shippingStatus: 'Dalam Perjalanan', trackingNumber: 'JNE0012345' }) },
  { name: 'user role', as: 'admin', run: (d) => d.users.setRole('USR002', 'admin') },
  { name: 'restore backup', as: 'admin', setup: (d) => d.backup.export(), run: (d, b) => d.backup.restore(b) },
  { name: 'store settings', as: 'admin', run: (d) => d.settings.saveStore(store) },
  { name: 'notification preference', as: 'admin', run: (d) => d.settings.setNewOrderNotifications(false) },
  {
    name: 'clear new-order flag',
    as: 'admin',
    setup: async (_d, driver) => driver.writeExternally('newOrderNotification', 'true'),
    run: (d) => d.settings.clearNewOrderNotification(),
  },
  { name: 'theme', as: null, setup: (d) => d.settings.setTheme('dark'), run: (d) => d.settings.setTheme('light') },
];

async function shopFor(path: WritePath) {
  const driver = createMemoryDriver(path.as ? { initial: { currentUser: sessionRaw(path.as) } } : {});
  const { data } = await openShop(driver);
  const prepared = await path.setup?.(data, driver);
  return { driver, data, prepared };
}

describe('a full storage quota during each write path', () => {
  it.each(WRITE_PATHS)('$name: refused with the quota message, nothing stored changes', async (path) => {
    tally.add('writePathsTried');
    const { driver, data, prepared } = await shopFor(path);
    const before = driver.snapshot();
    const productsBefore = await data.products.list();
    const sessionBefore = await data.auth.currentUser();
    driver.setQuota(usedChars(driver));

    const failure = await path.run(data, prepared).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StorageQuotaError);
    expect((failure as Error).message).toBe(messages.storage.quota);
    expect(driver.snapshot()).toStrictEqual(before);
    // Nothing half-applied is served from memory either.
    expect(await data.products.list()).toEqual(productsBefore);
    expect(await data.auth.currentUser()).toEqual(sessionBefore);
    tally.add('refusedUnchanged');

    // With room again, the same write goes through (the failure was the quota, nothing else).
    driver.setQuota(Infinity);
    await path.run(data, prepared);
    expect(driver.snapshot()).not.toStrictEqual(before);
  });

  it('loads and reads normally while storage is full', async () => {
    const driver = createMemoryDriver();
    await openShop(driver);
    driver.setQuota(usedChars(driver));
    const { data, issues } = await openShop(driver);
    expect(issues).toEqual([]);
    expect((await data.products.list()).length).toBeGreaterThan(0);
  });
});
