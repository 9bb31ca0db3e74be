/**
 * Regression tests of the bugs the reliability suite found; each failed before its fix.
 */
import { createMemoryDriver } from '@/testing/memory-driver';
import { ValidationError } from '@/data/errors';
import { messages } from '@/shared/messages';
import { openShop, sessionRaw, tabView } from '@/testing/reliability-support';

describe('usernames that are Object.prototype names', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'a buyer named %s can chat with the admin (was: TypeError "existing.map is not a function")',
    async (name) => {
      const shared = createMemoryDriver();
      await openShop(shared);
      const buyer = (await openShop(tabView(shared))).data;
      await buyer.auth.register({ username: name, email: `${name.toLowerCase()}@contoh.id`, password: 'rahasia1' });
      await buyer.auth.login(name, 'rahasia1');
      expect((await buyer.chat.listMessages()).messages).toEqual([]);
      expect(await buyer.chat.unreadCount()).toBe(0);
      await buyer.chat.send({ text: 'halo' });
      const admin = (await openShop(tabView(shared, sessionRaw('admin')))).data;
      const [thread] = (await admin.chat.listThreads()).threads;
      expect(thread!.buyer).toBe(name);
      await admin.chat.send({ text: 'balas', buyerId: thread!.buyerId });
      expect((await admin.chat.listMessages(thread!.buyerId)).messages.map((m) => m.text)).toEqual(['halo', 'balas']);
      expect(await buyer.chat.unreadCount()).toBe(1);
      expect(await admin.chat.unreadCount()).toBe(1);
      expect((await openShop(shared)).issues).toEqual([]);
    },
  );

  it('refuses the username __proto__ (its chat thread would vanish: JSON/zod drop that key)', async () => {
    const { data } = await openShop(createMemoryDriver());
    await expect(data.auth.register({ username: '__proto__', email: 'proto@contoh.id', password: 'rahasia1' })).rejects.toThrow(
      messages.auth.usernameInvalid,
    );
  });
});

describe('chat product attachment', () => {
  it('refuses a malformed attachment instead of storing it (was: every thread reset on the next load)', async () => {
    const driver = createMemoryDriver({ initial: { currentUser: sessionRaw('pembeli') } });
    const { data } = await openShop(driver);
    await data.chat.send({ text: 'pesan lama' });
    const failure = await data.chat
      .send({ text: 'tentang ini', product: { id: 'bukan-angka', name: 5 } as never })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as Error).message).toBe(messages.catalog.productNotFound);
    const reload = await openShop(driver);
    expect(reload.issues).toEqual([]);
    expect((await reload.data.chat.listMessages()).messages.map((m) => m.text)).toEqual(['pesan lama']);
  });
});

describe('signing in over another session', () => {
  it("does not hand the previous user's cart to the next user (was: the cart was kept)", async () => {
    const driver = createMemoryDriver({ initial: { currentUser: sessionRaw('pembeli') } });
    const { data } = await openShop(driver);
    await data.cart.add(1);
    expect(await data.cart.list()).toHaveLength(1);
    await data.auth.register({ username: 'tamu', email: 'tamu@contoh.id', password: 'rahasia1' });
    await data.auth.login('tamu', 'rahasia1');
    expect(await data.cart.list()).toEqual([]);
  });

  it('keeps the cart when the same user signs in again', async () => {
    const driver = createMemoryDriver({ initial: { currentUser: sessionRaw('pembeli') } });
    const { data } = await openShop(driver);
    await data.cart.add(1);
    await data.auth.login('pembeli', 'pembeli123');
    expect(await data.cart.list()).toHaveLength(1);
  });
});

describe('a password change while another user signs in', () => {
  it("never writes the new hash to the account that signed in meanwhile (was: the admin's password changed)", async () => {
    const driver = createMemoryDriver({ initial: { currentUser: sessionRaw('pembeli') } });
    const { data } = await openShop(driver);
    const adminHashBefore = (JSON.parse(driver.getItem('users')!) as Array<{ id: string; passwordHash?: unknown }>).find(
      (u) => u.id === 'USR001',
    )?.passwordHash;
    // The account code loaded, as once the settings page is open (browser mode loads it at its
    // first use): the change starts as the buyer before the other tab's sign-in below.
    await import('@/data/adapters/key-value/account-repository');
    const change = data.account.changePassword({ oldPassword: 'pembeli123', newPassword: 'baru12345', confirmPassword: 'baru12345' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Another tab of this browser signs the admin in while the buyer's new password is hashed.
    driver.commit([['currentUser', sessionRaw('admin')]]);
    await expect(change).rejects.toThrow(messages.permission.signInRequired);
    const users = JSON.parse(driver.getItem('users')!) as Array<{ id: string; passwordHash?: unknown }>;
    expect(users.find((u) => u.id === 'USR001')?.passwordHash).toEqual(adminHashBefore);
  });
});
