/**
 * The storage contract for the buyer–admin chat (issue 3), against the key-value adapters (the
 * cases live in `src/testing/contract/chat.ts`; the HTTP adapter runs them in
 * `contract-http.test.ts`), plus a property of the unread counters over the memory driver.
 */
import fc from 'fast-check';
import { sessionUserSchema } from '@/domain/schemas';
import { adapters, admin, buyer, openStore, signedIn } from '@/testing/contract-adapters';
import { chatContract } from '@/testing/contract/chat';
import type { ShopData } from './ports';
import type { KeyValueDriver } from './adapters/key-value/driver';

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
