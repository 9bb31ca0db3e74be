// @vitest-environment node
/**
 * The account lock (server/services/account-lock.ts): held by a cart change or an order, it must
 * not block the same buyer's sign-in, whose session insert checks the foreign key to the account
 * row. PostgreSQL only: PGlite runs one statement at a time for the whole process, so a second
 * connection never exists there.
 */
import { describe, expect, it } from 'vitest';
import { lockAccount } from './account-lock';
import { serverPerTest } from '../testing/fixtures';
import { DEMO, testDatabaseUrl } from '../testing/harness';

const server = serverPerTest();

/** `promise`'s value, or 'timeout' after `ms` milliseconds. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);

describe.skipIf(!testDatabaseUrl())('the account lock', () => {
  it("lets the buyer sign in (a session insert) while a cart or order transaction holds the buyer's lock", async () => {
    let signedIn: Promise<unknown> = Promise.resolve();
    const outcome = await server.database.db.transaction(async (tx) => {
      await lockAccount(tx, 'USR002');
      signedIn = server.signIn(DEMO.buyer.username, DEMO.buyer.password).then(() => 'signed in');
      // The sign-in's insert would wait for the lock's end under FOR UPDATE: this transaction
      // ends only after the race, so it would never finish within it.
      return within(signedIn, 5_000);
    });
    await signedIn;
    expect(outcome).toBe('signed in');
  });
});
