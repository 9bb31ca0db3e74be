/**
 * The storage contract for the buyer–admin chat, against the key-value adapters (the
 * cases live in `src/testing/contract/chat.ts`; the HTTP adapter runs them in
 * `http.test.ts`), plus a property of the unread counters over the memory driver.
 */
import fc from 'fast-check';
import { sessionUserSchema } from '@/domain/core/records';
import { adapters, admin, buyer, openStore, signedIn } from '@/testing/contract-adapters';
import { chatContract } from '@/testing/contract/chat';
import type { ShopData } from '@/domain/port/port';
import type { KeyValueDriver } from '@/data/adapters/key-value/driver';

function signIn(driver: KeyValueDriver, user: typeof buyer) {
  driver.commit([['currentUser', JSON.stringify(sessionUserSchema.parse(user))]]);
}

for (const adapter of adapters) chatContract(adapter);

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
            await as(admin, (d) => d.chat.send({ text: 'balasan', buyerId: buyer.id }));
            buyerUnread += 1;
          } else if (step.kind === 'buyerReads') {
            await as(buyer, (d) => d.chat.markRead());
            buyerUnread = 0;
          } else {
            await as(admin, (d) => d.chat.markRead(buyer.id));
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

describe('threads stored before decision 017 (keyed by username)', () => {
  it('are keyed by their account once at the opening; a later account of a gone name gets nothing', async () => {
    const old = (text: string, senderName: string) => ({ id: `MSG-${text}`, sender: 'buyer', text, timestamp: '2025-01-01T00:00:00.000Z', senderName });
    const { data, driver } = await openStore(adapters[0]!, {
      ...signedIn(),
      allChatMessages: JSON.stringify({ pembeli: [old('punya pembeli', 'pembeli')], hilang: [old('punya akun hilang', 'hilang')] }),
      allUnreadCounts: JSON.stringify({ pembeli: { buyer: 1, admin: 2 }, hilang: { buyer: 0, admin: 1 } }),
    });
    expect(JSON.parse(driver.getItem('allChatMessages')!)).toEqual({
      [buyer.id]: { buyerName: 'pembeli', messages: [old('punya pembeli', 'pembeli')] },
      '~hilang': { buyerName: 'hilang', messages: [old('punya akun hilang', 'hilang')] },
    });
    expect(JSON.parse(driver.getItem('allUnreadCounts')!)).toEqual({ [buyer.id]: { buyer: 1, admin: 2 }, '~hilang': { buyer: 0, admin: 1 } });
    expect((await data.chat.listMessages()).messages.map((m) => m.text)).toEqual(['punya pembeli']);
    expect(await data.chat.unreadCount()).toBe(1);

    await data.auth.logout();
    await data.auth.register({ username: 'hilang', email: 'hilang@contoh.id', password: 'rahasia123' });
    await data.auth.login('hilang', 'rahasia123');
    await data.initialize(); // opened again: nothing is matched by name any more
    expect((await data.chat.listMessages()).messages).toEqual([]);
    expect(await data.chat.unreadCount()).toBe(0);
    signIn(driver, admin);
    // Equal times: the larger key first (src/domain/chat/thread-paging.ts `placedBefore`).
    expect((await data.chat.listThreads()).threads.map((t) => [t.buyerId, t.buyer])).toEqual([
      ['~hilang', 'hilang'],
      [buyer.id, 'pembeli'],
    ]);
  });
});
