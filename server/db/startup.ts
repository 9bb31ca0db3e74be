/**
 * What an instance does to a freshly opened database before it answers: seed a fresh shop and
 * fill the search columns of rows written before those columns existed (server/index.ts).
 */
import type { Logger } from 'pino';
import type { ShopDatabase } from './client';
import { backfillOrderSearchText, backfillProductKeys, seedIfEmpty } from './seed';

/**
 * Seeds `database` when it holds no user yet, then runs the start-up backfills; on PostgreSQL one
 * instance at a time ({@link ShopDatabase.exclusive}), so instances starting together on a fresh
 * database seed it once.
 * @returns whether this call wrote the seed. @throws when the database fails.
 */
export function prepareShop(database: ShopDatabase, logger: Logger): Promise<{ seeded: boolean }> {
  return database.exclusive(() => prepare(database, logger));
}

async function prepare(database: ShopDatabase, logger: Logger): Promise<{ seeded: boolean }> {
  const seeded = await seedIfEmpty(database.db);
  if (seeded) logger.info('fresh database: seed data written');
  const backfilled = await backfillProductKeys(database.db);
  if (backfilled > 0) logger.info({ products: backfilled }, 'catalogue search columns filled');
  const filled = await backfillOrderSearchText(database.db);
  if (filled.orders + filled.transactions > 0) logger.info(filled, 'order and transaction search columns filled');
  return { seeded };
}
