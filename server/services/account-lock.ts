/**
 * The one lock of a buyer's or admin's account row (docs/decisions/019): the
 * cart's changes, the order placement and the image upload take it, so two of them for one
 * account run one after the other. Lock order: the account row first, then image rows (an upload,
 * a profile save), then product rows (an order). A product save takes its image, then the product;
 * a restore the images, then everything else.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import { builtOnce, type BoundStatement } from '../db/statements';

/** The lock's statement, built once (server/db/statements.ts `builtOnce`). */
const lock = builtOnce<{ userId: string }>((db) =>
  db.select({ id: users.id }).from(users).where(eq(users.id, sql.placeholder('userId'))).for('no key update'),
);

/**
 * Locks the account row `userId` for the rest of the transaction `tx` with `FOR NO KEY UPDATE`:
 * it serialises the account's cart changes, orders and uploads (each reads what it decides on in a
 * later statement, whose snapshot is taken once the lock is held), yet leaves the row's key
 * free, so an insert that references the account (the buyer's own sign-in writing a session, an
 * activity or order row) never waits for it — `FOR UPDATE` would block every such foreign-key
 * check until the transaction ends. A missing account locks nothing.
 * @param tx - a transaction (a lock outside one ends with its statement).
 * @param userId - the account's id.
 */
export async function lockAccount(tx: Executor, userId: string): Promise<void> {
  await lock(tx, { userId });
}

/**
 * {@link lockAccount}'s statement for account `userId`, unsent: for the first batch of a pipelined
 * transaction (docs/decisions/019), where the statements sent behind it run once it holds the
 * lock, each with a snapshot taken then.
 * @param db - the database (builds the statement at its first use only).
 */
export function accountLock(db: Executor, userId: string): BoundStatement {
  return lock.bound(db, { userId });
}
