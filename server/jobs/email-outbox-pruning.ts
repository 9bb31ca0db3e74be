/**
 * The e-mail outbox's clean-up (docs/server.md "Order e-mails"): the rows of
 * e-mails done for over a day are removed, every hour in every instance. The rows are written by
 * the order's transaction (server/services/email-outbox.ts) and sent by ./email-worker.ts.
 */
import { RECIPIENT_LIMIT_WINDOW_MS } from '@/domain/orders/emails';
import type { Executor } from '../db/client';
import type { ServiceDeps } from '../services/context';
import { deleteDoneOutboxRows } from '../services/email-outbox';
import { deleteDonePushes } from '../services/push';
import { startPeriodicJob, type JobLogger } from './periodic-job';

/** Default time between two runs of {@link startOutboxPruning}: 1 hour, in milliseconds. */
export const DEFAULT_OUTBOX_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the outbox rows that are done (`sent`, `failed`, `limited`, `summarised`) and older than the daily
 * limit's window (`RECIPIENT_LIMIT_WINDOW_MS`, by the time they were last claimed, else written),
 * in batches until none is left (`deleteDoneOutboxRows` of server/services/email-outbox.ts): the limit counts only the last 24
 * hours, and each outcome stays in the e-mail log. Safe when instances overlap.
 * @returns how many rows were removed.
 * @throws when the database fails (what was deleted before stays deleted).
 */
export function pruneEmailOutbox(db: Executor, now: Date): Promise<number> {
  return deleteDoneOutboxRows(db, new Date(now.getTime() - RECIPIENT_LIMIT_WINDOW_MS));
}

/**
 * Runs {@link pruneEmailOutbox}, and removes the pushes done for over a day, now and every
 * `intervalMs` until stopped (every instance runs it).
 * @returns a function that stops the timer (the server's shutdown).
 */
export function startOutboxPruning(deps: ServiceDeps, logger: JobLogger, intervalMs = DEFAULT_OUTBOX_PRUNE_INTERVAL_MS): () => void {
  const run = async () => {
    const now = deps.now();
    const removed = await pruneEmailOutbox(deps.database.db, now);
    // The push outbox's done rows too (docs/server.md "Push notifications"): a push tells of now, not later.
    const pushes = await deleteDonePushes(deps.database.db, new Date(now.getTime() - RECIPIENT_LIMIT_WINDOW_MS));
    return removed + pushes > 0 ? { removed, pushes } : null;
  };
  return startPeriodicJob('e-mail outbox pruning', run, logger, intervalMs);
}
