/**
 * The statements of the order deadlines and automatic completion (`server/jobs/order-deadlines.ts`,
 * docs/product/decisions.md "Payment deadline, verification and automatic completion"): the three
 * indexed look-ups of the due orders, and the read of one due order with its row locked. The job
 * holds the flow (a transaction per order, the domain's decision, the effects written).
 */
import { and, asc, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Order } from '@/domain/core/records';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { withItems } from './orders';

/**
 * The ids of the orders of status `status` whose `column` is at or before `before`, earliest first:
 * one statement on the partial index of that status and column (orders_payment_due_idx,
 * orders_shipped_at_idx).
 */
function idsDueBy(
  db: Executor,
  status: 'Pending' | 'Processed',
  column: typeof orders.paymentDueAt | typeof orders.shippedAt,
  before: string,
  limit: number,
): Promise<Array<{ id: string }>> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, status), isNotNull(column), lte(column, before)))
    .orderBy(asc(column))
    .limit(limit);
}

/**
 * The ids of the unpaid (`Pending`) orders whose payment deadline is at or before `nowIso`,
 * earliest deadline first.
 * @param nowIso - the clock's time as ISO 8601 text (the column is compared as stored).
 * @param limit - at most this many ids.
 * @throws what the database throws.
 */
export function overdueOrderIds(db: Executor, nowIso: string, limit: number): Promise<Array<{ id: string }>> {
  return idsDueBy(db, 'Pending', orders.paymentDueAt, nowIso, limit);
}

/**
 * The ids of the shipped orders still `Processed` that were shipped at or before `shippedBefore`,
 * earliest shipped first.
 * @param shippedBefore - ISO 8601 text (`completeShippedBefore` of src/domain/orders/flow.ts).
 * @param limit - at most this many ids.
 * @throws what the database throws.
 */
export function unreceivedOrderIds(db: Executor, shippedBefore: string, limit: number): Promise<Array<{ id: string }>> {
  return idsDueBy(db, 'Processed', orders.shippedAt, shippedBefore, limit);
}

/**
 * The ids of the orders waiting for verification since at or before `since` and not flagged
 * overdue in this wait (no flag, or a flag of an earlier wait), longest waiting first: one
 * statement on the partial index orders_verifying_since_idx.
 * @param since - ISO 8601 text (`verifyingSinceBefore` of src/domain/orders/flow.ts).
 * @param limit - at most this many ids.
 * @throws what the database throws.
 */
export function unverifiedOrderIds(db: Executor, since: string, limit: number): Promise<Array<{ id: string }>> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'Verifying'),
        isNotNull(orders.verifyingSince),
        lte(orders.verifyingSince, since),
        or(isNull(orders.verificationOverdueAt), lt(orders.verificationOverdueAt, orders.verifyingSince)),
      ),
    )
    .orderBy(asc(orders.verifyingSince))
    .limit(limit);
}

/**
 * Order `id` with its items, its row locked `FOR UPDATE SKIP LOCKED` until the end of the
 * transaction `db` belongs to: with several instances on one database, one takes the order and
 * the others pass it by.
 * @param db - a transaction's executor (outside one the lock ends with the statement).
 * @returns the order, or null when it is gone or another transaction holds its row.
 * @throws what the database throws.
 */
export async function lockOrderIfFree(db: Executor, id: string): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update', { skipLocked: true });
  if (!row) return null;
  const [order] = await withItems(db, [row]);
  return order!;
}
