/**
 * The e-mail outbox's rows (docs/server.md "Order e-mails";
 * docs/decisions/018-order-email-recipients.md, docs/decisions/022-verified-email.md). A row is an
 * order's e-mail, or a verification link of an account (no order; ./email-verification.ts queues
 * it). An order's transaction inserts one row per
 * e-mail ({@link outboxRowsFor}; written by the order's one write, `commitPlacementEffects` in
 * `./order-effects.ts`), so the e-mails exist exactly when the order does; each instance's worker (`server/jobs/email-worker.ts`) sends them.
 * The worker's and the pruning's statements are here (claiming, the daily limit's count, settling,
 * a resend's row, the clean-up); the jobs hold the flow.
 */
import { and, asc, count, eq, gt, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { EmailType, Order } from '@/domain/core/records';
import { orderEmailsFor, recipientLimitKey } from '@/domain/orders/emails';
import type { Executor } from '../db/client';
import { emailLogs, emailOutbox, orders, users } from '../db/schema';
import { queryRows } from '../db/statements';

/** Attempts an order e-mail gets before it fails for good. */
export const OUTBOX_MAX_ATTEMPTS = 6;

/** A row to insert into `email_outbox`. */
export type OutboxInsert = typeof emailOutbox.$inferInsert;

/** The outbox type of a verification link (docs/decisions/022): no order, the account in `user_id`. */
export const EMAIL_VERIFICATION_TYPE = 'email_verification';

/**
 * The types of the e-mails to a buyer's mailbox, which its daily limit counts together
 * (`ORDER_EMAILS_PER_RECIPIENT_PER_DAY`): the order confirmations and the verification links. The
 * partial index `email_outbox_buyer_mailbox_idx` (migration 0022) names the same list.
 */
export const MAILBOX_LIMITED_TYPES: readonly string[] = ['buyer_order_confirmation', EMAIL_VERIFICATION_TYPE];

/**
 * The outbox rows of an order's e-mails as the domain decides them (`orderEmailsFor`,
 * src/domain/orders/emails.ts), due at once. The buyer's confirmation to an address that is not
 * the account's verified one is withheld (`unverified`: settled at its first claim, never sent).
 * @param order - the order just decided (its id and `customerEmail`).
 * @param adminEmail - the store settings' `adminEmail` ('' when none).
 * @param verifiedEmail - the order account's e-mail if verified, else '' (decision 022).
 * @param now - the order's time (the rows' `created_at` and first due time).
 * @param maxAttempts - attempts each row gets ({@link OUTBOX_MAX_ATTEMPTS} by default).
 */
export function outboxRowsFor(
  order: Pick<Order, 'id' | 'customerEmail'>,
  adminEmail: string,
  verifiedEmail: string,
  now: Date,
  maxAttempts = OUTBOX_MAX_ATTEMPTS,
): OutboxInsert[] {
  return orderEmailsFor(order, adminEmail, { verifiedEmail }).map((email) => ({
    orderId: order.id,
    type: email.type,
    recipient: email.recipient,
    recipientKey: recipientLimitKey(email.recipient),
    unverified: email.withheld,
    maxAttempts,
    nextAttemptAt: now,
    createdAt: now,
  }));
}

/**
 * The e-mail of account `userId` if it is verified, else '' (no account, none verified; decision 022).
 * @throws what the database throws.
 */
export async function verifiedEmailOf(db: Executor, userId: string | undefined): Promise<string> {
  if (!userId) return '';
  const [row] = await db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return row?.verifiedAt ? row.email : '';
}

/** Outbox rows removed per statement by {@link deleteDoneOutboxRows}. */
export const OUTBOX_PRUNE_BATCH = 500;

/**
 * Deletes the outbox rows that are done (`sent`, `failed`, `limited`, `withheld`, `summarised`) and were last claimed (else
 * written) before `cutoff`, {@link OUTBOX_PRUNE_BATCH} per statement until none is left; each
 * statement re-checks the rows it deletes, so runs that overlap are safe.
 * @param db - the database (not a transaction: each statement commits on its own).
 * @returns how many rows were removed.
 * @throws when the database fails (what was deleted before stays deleted).
 */
export async function deleteDoneOutboxRows(db: Executor, cutoff: Date): Promise<number> {
  // As text: compared with an expression, not a column, the value gets no column's mapping, and
  // postgres.js refuses a Date for a prepared timestamptz parameter.
  const cutoffText = cutoff.toISOString();
  const done = and(
    inArray(emailOutbox.status, ['sent', 'failed', 'limited', 'withheld', 'summarised']),
    lt(sql`coalesce(${emailOutbox.claimedAt}, ${emailOutbox.createdAt})`, cutoffText),
  );
  let removed = 0;
  for (;;) {
    const old = db.select({ id: emailOutbox.id }).from(emailOutbox).where(done).limit(OUTBOX_PRUNE_BATCH);
    const batch = await db.delete(emailOutbox).where(and(done, inArray(emailOutbox.id, old))).returning({ id: emailOutbox.id });
    removed += batch.length;
    if (batch.length < OUTBOX_PRUNE_BATCH) return removed;
  }
}

/** An `email_outbox` row as read. */
export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * The due outbox rows (status among `open`, `next_attempt_at` at or before `at`), or just row
 * `onlyId` if still open, earliest due first, locked `FOR UPDATE SKIP LOCKED` until the end of the
 * transaction `db` belongs to: two workers take different rows.
 * @param db - the claim's transaction.
 * @param open - the statuses of a row still to be sent.
 * @param limit - at most this many rows.
 * @throws what the database throws.
 */
export async function lockDueOutboxRows(
  db: Executor,
  { open, at, onlyId, limit }: { open: string[]; at: Date; onlyId?: number; limit: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, open), onlyId === undefined ? lte(emailOutbox.nextAttemptAt, at) : eq(emailOutbox.id, onlyId)))
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Waits for, then holds until the end of the transaction `db` belongs to, the advisory lock of
 * `key` (`pg_advisory_xact_lock` of its 64-bit text hash): one transaction at a time, on every
 * instance, past this call for the same key. Take several keys in a fixed order, or two
 * transactions can deadlock.
 * @param key - the lock's name, e.g. `seulanga:order-email:<address>`.
 * @throws what the database throws (a lock timeout among them).
 */
export async function lockOutboxKey(db: Executor, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * How many e-mails to buyer mailbox `address` count against its daily limit: of the
 * {@link MAILBOX_LIMITED_TYPES}, status among `counted`, claimed after `since`, and not one of
 * `exceptIds` (the rows being claimed).
 * @param address - the mailbox's key (`recipientLimitKey`, the rows' `recipient_key`).
 * @throws what the database throws.
 */
export async function countRecipientEmails(
  db: Executor,
  { address, counted, since, exceptIds }: { address: string; counted: string[]; since: Date; exceptIds: number[] },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.recipientKey, address),
        // Written as the partial index's predicate (literals, not parameters), so the planner uses it.
        sql`${emailOutbox.type} in ('buyer_order_confirmation', 'email_verification')`,
        inArray(emailOutbox.status, counted),
        gt(emailOutbox.claimedAt, since),
        notInArray(emailOutbox.id, exceptIds),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Claims rows `ids` for a worker: `sending`, one more attempt, claimed at `at`, and leased until
 * `leaseUntil` (their `next_attempt_at`, so nobody takes them meanwhile).
 * @throws what the database throws.
 */
export async function markOutboxSending(db: Executor, ids: number[], at: Date, leaseUntil: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, claimedAt: at, nextAttemptAt: leaseUntil })
    .where(inArray(emailOutbox.id, ids));
}

/**
 * Settles row `id` unsent: `limited` (over its mailbox's daily limit) or `withheld` (an order
 * e-mail to an address not verified, decision 022), with `reason` as its last error.
 * @throws what the database throws.
 */
export async function markOutboxUnsent(db: Executor, id: number, status: 'limited' | 'withheld', reason: string): Promise<void> {
  await db.update(emailOutbox).set({ status, lastError: reason }).where(eq(emailOutbox.id, id));
}

/** How one claimed row is settled after its attempt ({@link settleOutboxRows}). */
export interface OutboxSettlement {
  /** The row's id. */
  id: number;
  /** Its attempts as claimed: only a row still at this attempt and `sending` changes. */
  attempts: number;
  /** Its new status. */
  status: 'sent' | 'failed' | 'pending';
  /** The attempt's error, null when sent. */
  error: string | null;
  /** When it is next due (for `pending`), else when it was settled. */
  nextAttemptAt: Date;
  /** The id of the e-mail log entry of its final outcome, or null to write none. */
  logId: string | null;
}

/**
 * Settles the claimed rows in one statement: each row still this claim's (`sending`, same
 * attempt) takes its status, error and due time, and an e-mail log entry (`success` or `failed`,
 * at `at`) is written for each row settled with a `logId`. A row whose lease another worker took
 * over changes nothing and gets no entry.
 * @param settlements - one per row (at least one).
 * @returns how many log entries were written.
 * @throws what the database throws (a unique violation of `email_logs_pkey` when a log id is taken).
 */
export async function settleOutboxRows(db: Executor, settlements: readonly OutboxSettlement[], at: Date): Promise<number> {
  const values = settlements.map(
    (row) =>
      sql`(${row.id}::bigint, ${row.attempts}::integer, ${row.status}::text, ${row.error}::text, ${row.nextAttemptAt.toISOString()}::timestamptz, ${row.logId}::text)`,
  );
  const [result] = await queryRows<{ logged: number }>(
    db,
    sql`with v (id, attempts, status, last_error, next_attempt_at, log_id) as (values ${sql.join(values, sql`, `)}),
          settled as (
            update ${emailOutbox} o set status = v.status, last_error = v.last_error, next_attempt_at = v.next_attempt_at
            from v where o.id = v.id and o.status = 'sending' and o.attempts = v.attempts
            returning o.id, o.order_id, o.recipient, o.type),
          logged as (
            insert into ${emailLogs} (id, timestamp, order_id, recipient, type, status, error)
            select v.log_id, ${at.toISOString()}, settled.order_id, settled.recipient, settled.type,
              case when v.last_error is null then 'success' else 'failed' end, v.last_error
            from settled join v on v.id = settled.id where v.log_id is not null
            returning 1)
          select count(*)::int as logged from logged`,
  );
  return result ? Number(result.logged) : 0;
}

/**
 * Whether any outbox row is due at `at` (status among `open`): one statement, on the due rows'
 * partial index.
 * @throws what the database throws.
 */
export async function anyOutboxRowDue(db: Executor, open: string[], at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, open), lte(emailOutbox.nextAttemptAt, at)))
    .limit(1);
  return row !== undefined;
}

/**
 * The addresses order `orderId` sends to now: its `customerEmail`, its account's e-mail, and that
 * e-mail if it is verified ('' otherwise, or without an account; decision 022).
 * @returns them (the first two undefined when empty), or undefined when there is no such order.
 * @throws what the database throws.
 */
export async function orderRecipients(
  db: Executor,
  orderId: string,
): Promise<{ customerEmail: string | undefined; accountEmail: string | undefined; verifiedEmail: string } | undefined> {
  const [row] = await db
    .select({ customerEmail: orders.customerEmail, accountEmail: users.email, verifiedAt: users.emailVerifiedAt })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  return {
    customerEmail: row.customerEmail ?? undefined,
    accountEmail: row.accountEmail ?? undefined,
    verifiedEmail: row.verifiedAt && row.accountEmail ? row.accountEmail : '',
  };
}

/**
 * Whether a resend of order `orderId`'s e-mail `type` is already under way or done: a row of it
 * still open in the outbox, or a log entry of it after log entry `afterLogId`.
 * @param db - the resend's transaction (holding the resend's advisory lock, {@link lockOutboxKey}).
 * @throws what the database throws.
 */
export async function resendBusy(db: Executor, orderId: string, type: EmailType, afterLogId: string): Promise<boolean> {
  const busy = await queryRows(
    db,
    sql`select 1 from ${emailOutbox} where ${emailOutbox.orderId} = ${orderId} and ${emailOutbox.type} = ${type}
                and ${emailOutbox.status} in ('pending', 'sending')
              union all
              select 1 from ${emailLogs} where ${emailLogs.orderId} = ${orderId} and ${emailLogs.type} = ${type}
                and ${emailLogs.seq} > (select ${emailLogs.seq} from ${emailLogs} where ${emailLogs.id} = ${afterLogId})
              limit 1`,
  );
  return busy.length > 0;
}

/**
 * Inserts one outbox row.
 * @returns its id.
 * @throws what the database throws.
 */
export async function insertOutboxRow(db: Executor, row: OutboxInsert): Promise<number> {
  const [inserted] = await db.insert(emailOutbox).values(row).returning({ id: emailOutbox.id });
  return inserted!.id;
}

/**
 * The outbox type of the admin's summary of held new-order notices (`ADMIN_NOTICES_PER_WINDOW`,
 * src/domain/orders/emails.ts): an outbox row only; the held orders' log entries say how it went.
 */
export const ADMIN_SUMMARY_TYPE = 'admin_order_summary';

/**
 * How many admin new-order notices count against `ADMIN_NOTICES_PER_WINDOW`: status among
 * `counted`, claimed after `since`, and not one of `exceptIds` (the rows being claimed).
 * @throws what the database throws.
 */
export async function countAdminNotices(
  db: Executor,
  { counted, since, exceptIds }: { counted: string[]; since: Date; exceptIds: number[] },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.type, 'admin_new_order'),
        inArray(emailOutbox.status, counted),
        gt(emailOutbox.claimedAt, since),
        notInArray(emailOutbox.id, exceptIds),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whether an admin summary is still to be sent (status among `open`).
 * @throws what the database throws.
 */
export async function adminSummaryWaiting(db: Executor, open: string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, ADMIN_SUMMARY_TYPE), inArray(emailOutbox.status, open)))
    .limit(1);
  return row !== undefined;
}

/**
 * Holds rows `ids` (admin notices past the window's number) for the next summary: `batched`,
 * claimed at `at` (so pruning finds them once done).
 * @throws what the database throws.
 */
export async function markOutboxBatched(db: Executor, ids: number[], at: Date): Promise<void> {
  await db.update(emailOutbox).set({ status: 'batched', claimedAt: at }).where(inArray(emailOutbox.id, ids));
}

/**
 * The held notices a summary being claimed covers: every `batched` row, and the `summarising`
 * rows of an earlier attempt of that summary, all marked `summarising`.
 * @returns their ids and orders, oldest first.
 * @throws what the database throws.
 */
export async function takeBatchedNotices(db: Executor): Promise<Array<{ id: number; orderId: string | null }>> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'summarising' })
    .where(and(eq(emailOutbox.type, 'admin_new_order'), inArray(emailOutbox.status, ['batched', 'summarising'])))
    .returning({ id: emailOutbox.id, orderId: emailOutbox.orderId });
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Settles the held notices `ids` once their summary is done (`summarised`), with one e-mail log
 * entry each (`admin_new_order`: `success` when the summary went, else `failed` with `error`), at
 * `at`, ids from `newId`. Only rows still `summarising` change.
 * @returns how many log entries were written.
 * @throws what the database throws.
 */
export async function settleBatchedNotices(db: Executor, ids: number[], error: string | null, at: Date, newId: () => string): Promise<number> {
  if (ids.length === 0) return 0;
  const settled = await db
    .update(emailOutbox)
    .set({ status: 'summarised', lastError: error })
    .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'summarising')))
    .returning({ orderId: emailOutbox.orderId, recipient: emailOutbox.recipient });
  if (settled.length === 0) return 0;
  await db.insert(emailLogs).values(
    // A held notice is an admin's new-order notice: it always has its order.
    settled.map((row) => ({
      id: newId(),
      timestamp: at.toISOString(),
      orderId: row.orderId ?? '',
      recipient: row.recipient,
      type: 'admin_new_order',
      status: error === null ? 'success' : 'failed',
      error,
    })),
  );
  return settled.length;
}
