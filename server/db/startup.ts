/**
 * What an instance does to a freshly opened database before it answers: seed a fresh shop and
 * fill the search columns of rows written before those columns existed (server/index.ts).
 */
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ShopDatabase } from './client';
import { accountsWithDemoPasswords, firstStartSeed, hasNoUsers, type FirstStartOptions } from './first-start';
import { backfillOrderSearchText, backfillProductKeys, seedIfEmpty } from './seed';
import { users } from './schema';
import { isShopExposed } from './exposure';

/** How the shop starts: its first-start choices, and whether it is reachable beyond this machine. */
export interface StartOptions extends FirstStartOptions {
  /** A `HOST` other than loopback, or a `PUBLIC_URL`: strangers may reach the shop. */
  exposed: boolean;
}

/** The demo shop on this machine only: what `npm start` does without any variable. */
export const LOCAL_DEMO: StartOptions = { seed: 'demo', admin: null, exposed: false };

/**
 * Seeds `database` when it holds no user yet (the demo shop or an empty one with its admin,
 * server/db/first-start.ts), then runs the start-up backfills; on PostgreSQL one instance at a
 * time ({@link ShopDatabase.exclusive}), so instances starting together on a fresh database seed
 * it once. A generated admin password is logged once (warn level); an exposed shop (by its
 * configuration, or marked so by an earlier request, ./exposure.ts) whose demo accounts still have
 * their published passwords logs a warning at every start.
 * @param now - the clock: the demo seed is dated from the moment it is written.
 * @returns whether this call wrote the seed, and the accounts that still have a demo password.
 * @throws when the database fails.
 */
export function prepareShop(
  database: ShopDatabase,
  logger: Logger,
  options: StartOptions = LOCAL_DEMO,
  now: () => Date = () => new Date(),
): Promise<{ seeded: boolean; demoPasswords: string[] }> {
  return database.exclusive(() => prepare(database, logger, options, now));
}

async function prepare(
  database: ShopDatabase,
  logger: Logger,
  options: StartOptions,
  now: () => Date,
): Promise<{ seeded: boolean; demoPasswords: string[] }> {
  let seeded = false;
  if (await hasNoUsers(database.db)) {
    const first = await firstStartSeed(options, now());
    seeded = await seedIfEmpty(database.db, first.values);
    if (seeded) logger.info({ seed: options.seed, admin: first.adminUsername }, 'fresh database: seed data written');
    if (seeded && first.generatedPassword) {
      // Printed once into the log: the admin must choose their own password at the first sign-in.
      await database.db.update(users).set({ mustChangePassword: true }).where(eq(users.username, first.adminUsername));
      logger.warn(
        { admin: first.adminUsername },
        `admin account created with the one-time password ${first.generatedPassword} (shown once: sign in and change it)`,
      );
    }
  }
  const backfilled = await backfillProductKeys(database.db);
  if (backfilled > 0) logger.info({ products: backfilled }, 'catalogue search columns filled');
  const filled = await backfillOrderSearchText(database.db);
  if (filled.orders + filled.transactions > 0) logger.info(filled, 'order and transaction search columns filled');
  const demoPasswords = await accountsWithDemoPasswords(database.db);
  if (options.exposed && demoPasswords.length > 0) {
    logger.warn(
      { accounts: demoPasswords },
      'the shop is reachable beyond this machine and these accounts still have the published demo passwords: change them now',
    );
  } else if (demoPasswords.length > 0 && (await isShopExposed(database.db))) {
    // Started as a local demo but reached through a proxy or a tunnel before (./exposure.ts).
    logger.warn(
      { accounts: demoPasswords },
      'the shop was reached from beyond this machine and these accounts still have the published demo passwords, which it refuses: run npm run admin:reset-password -- <username>',
    );
  }
  return { seeded, demoPasswords };
}
