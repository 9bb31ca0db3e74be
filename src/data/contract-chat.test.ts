/** The storage contract for the buyer–admin chat (issue 3), against every adapter. */
import fc from 'fast-check';
import { sessionUserSchema } from '@/domain/schemas';
import { seed } from './seed';
import { adapters, admin, buyer, openStore, signedIn, signedInAdmin } from './contract-adapters';
import type { ShopData } from './ports';
import type { KeyValueDriver } from './adapters/key-value/driver';

function signIn(driver: KeyValueDriver, user: typeof buyer) {
  driver.commit([['currentUser', JSON.stringify(sessionUserSchema.parse(user))]]);
}

describe.each(adapters)('chat contract: $name adapter', (adapter) => {
  it('carries messages both ways with the unread counters of spec section 4', async () => {
    const { data, driver } = await openStore(adapter, signedIn());
    await data.chat.send({ text: '  Apakah kopi ini tersedia?  ', product: { id: 1, name: 'Kopi Arabika Gayo', partnerName: 'Gayo' } });
    await data.chat.send({ text: 'Saya mau 3 bungkus' });
    expect(await data.chat.unreadCount()).toBe(0);

    signIn(driver, admin);
    expect(await data.chat.unreadCount()).toBe(2);
    const [thread] = await data.chat.listThreads();
    expect(thread).toMatchObject({ buyer: 'pembeli', unread: 2 });
    expect((await data.chat.listMessages('pembeli'))[0]).toMatchObject({ text: 'Apakah kopi ini tersedia?', sender: 'buyer', product: { id: 1 } });
    await data.chat.markRead('pembeli');
    expect(await data.chat.unreadCount()).toBe(0);
    await data.chat.send({ text: 'Tersedia, silakan pesan.', buyer: 'pembeli' });

    signIn(driver, buyer);
    expect(await data.chat.unreadCount()).toBe(1);
    expect((await data.chat.listMessages()).map((m) => m.sender)).toEqual(['buyer', 'buyer', 'admin']);
    await data.chat.markRead();
    expect(await data.chat.unreadCount()).toBe(0);
  });

  it('refuses blank and over-long messages, visitors and an admin without a buyer', async () => {
    const { data, driver } = await openStore(adapter, signedIn());
    await expect(data.chat.send({ text: '   ' })).rejects.toThrow('Pesan tidak boleh kosong.');
    await expect(data.chat.send({ text: 'a'.repeat(2001) })).rejects.toThrow('Pesan maksimal 2.000 karakter.');
    expect(await data.chat.send({ text: 'a'.repeat(2000) })).toBeTruthy();
    signIn(driver, admin);
    await expect(data.chat.send({ text: 'Halo' })).rejects.toThrow('Pilih pembeli terlebih dahulu.');
    await expect(data.chat.send({ text: 'Halo', buyer: 'admin' })).rejects.toThrow('Pilih pembeli terlebih dahulu.');
    const { data: visitor } = await openStore(adapter);
    await expect(visitor.chat.send({ text: 'Halo' })).rejects.toThrow();
  });

  it('a buyer sees only their own thread', async () => {
    const { data, driver } = await openStore(adapter, signedInAdmin());
    await data.chat.send({ text: 'Untuk pembeli', buyer: 'pembeli' });
    const other = { ...buyer, id: 'USR777', username: 'lain', email: 'lain@example.com' };
    driver.commit([['users', JSON.stringify([...seed.users, other])]]);
    signIn(driver, other);
    expect(await data.chat.listMessages('pembeli')).toEqual([]);
    await expect(data.chat.listThreads()).rejects.toThrow();
  });
});

describe('unread counters (property)', () => {
  type Step = { kind: 'buyerSends' } | { kind: 'adminSends' } | { kind: 'buyerReads' } | { kind: 'adminReads' };
  const stepArb: fc.Arbitrary<Step> = fc.constantFrom(
    { kind: 'buyerSends' as const },
    { kind: 'adminSends' as const },
    { kind: 'buyerReads' as const },
    { kind: 'adminReads' as const },
  );

  it('always equal the messages from the other side since that side last read', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 25 }), async (steps) => {
        const { data, driver } = await openStore(adapters[0]!, signedIn());
        let buyerUnread = 0; // admin messages since the buyer last read
        let adminUnread = 0; // buyer messages since the admin last read
        const as = async (user: typeof buyer, task: (d: ShopData) => Promise<unknown>) => {
          signIn(driver, user);
          await task(data);
        };
        for (const step of steps) {
          if (step.kind === 'buyerSends') {
            await as(buyer, (d) => d.chat.send({ text: 'pesan' }));
            adminUnread += 1;
          } else if (step.kind === 'adminSends') {
            await as(admin, (d) => d.chat.send({ text: 'balasan', buyer: 'pembeli' }));
            buyerUnread += 1;
          } else if (step.kind === 'buyerReads') {
            await as(buyer, (d) => d.chat.markRead());
            buyerUnread = 0;
          } else {
            await as(admin, (d) => d.chat.markRead('pembeli'));
            adminUnread = 0;
          }
        }
        signIn(driver, buyer);
        expect(await data.chat.unreadCount()).toBe(buyerUnread);
        signIn(driver, admin);
        expect(await data.chat.unreadCount()).toBe(adminUnread);
      }),
      { numRuns: 60 },
    );
  });
});
