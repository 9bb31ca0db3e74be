/**
 * The e-mail outbox's clean-up (docs/server.md "Order e-mails"): the rows of
 * e-mails done for over a day are removed, every hour in every instance. The rows are written by
 * the order's transaction (server/services/email-outbox.ts) and sent by ./email-worker.ts.
 */
import { and, inArray, lt, sql } from 'drizzle-orm';
import { RECIPIENT_LIMIT_WINDOW_MS } from '@/domain/orders/emails';
import type { Executor } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { ServiceDeps } from '../services/context';
import { startPeriodicJob, type JobLogger } from './periodic-job';

/** Outbox rows removed per statement by {@link pruneEmailOutbox}. */
export const OUTBOX_PRUNE_BATCH = 500;

/** Default time between two runs of {@link startOutboxPruning}: 1 hour, in milliseconds. */
export const DEFAULT_OUTBOX_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the outbox rows that are done (`sent`, `failed`, `limited`) and older than the daily
 * limit's window (`RECIPIENT_LIMIT_WINDOW_MS`, by the time they were last claimed, else written),
 * {@link OUTBOX_PRUNE_BATCH} per statement until none is left: the limit counts only the last 24
 * hours, and each outcome stays in the e-mail log. Safe when instances overlap.
 * @returns how many rows were removed.
 * @throws when the database fails (what was deleted before stays deleted).
 */
export async function pruneEmailOutbox(db: Executor, now: Date): Promise<number> {
  // As text: compared with an expression, not a column, the value gets no column's mapping, and
  // postgres.js refuses a Date for a prepared timestamptz parameter.
  const cutoff = new Date(now.getTime() - RECIPIENT_LIMIT_WINDOW_MS).toISOString();
  const done = and(
    inArray(emailOutbox.status, ['sent', 'failed', 'limited']),
    lt(sql`coalesce(${emailOutbox.claimedAt}, ${emailOutbox.createdAt})`, cutoff),
  );
  let removed = 0;
  for (;;) {
    const old = db.select({ id: emailOutbox.id }).from(emailOutbox).where(done).limit(OUTBOX_PRUNE_BATCH);
    const batch = await db.delete(emailOutbox).where(and(done, inArray(emailOutbox.id, old))).returning({ id: emailOutbox.id });
    removed += batch.length;
    if (batch.length < OUTBOX_PRUNE_BATCH) return removed;
  }
}

/**
 * Runs {@link pruneEmailOutbox} now and every `intervalMs` until stopped (every instance runs it).
 * @returns a function that stops the timer (the server's shutdown).
 */
export function startOutboxPruning(deps: ServiceDeps, logger: JobLogger, intervalMs = DEFAULT_OUTBOX_PRUNE_INTERVAL_MS): () => void {
  const run = async () => {
    const removed = await pruneEmailOutbox(deps.database.db, deps.now());
    return removed > 0 ? { removed } : null;
  };
  return startPeriodicJob('e-mail outbox pruning', run, logger, intervalMs);
}
