/**
 * The shop's own steps on the server (docs/product/decisions.md "Payment deadline,
 * verification and automatic completion"): unpaid orders past their payment deadline are
 * cancelled with their stock returned, shipped orders nobody marked received are completed
 * after the store's days, and payments waiting for the owner's verification past the store's
 * hours are flagged overdue (once per wait; never cancelled). The decisions are src/domain/orders/status-steps.ts `decideDueStep` (the browser
 * mode applies the same ones when the shop is opened); this shell finds the due orders with three
 * indexed queries (their statements in server/services/order-deadlines-store.ts), then takes each in a transaction of its own with the order row locked
 * (`SKIP LOCKED`: with several instances on one database, one takes an order and the others pass
 * it by; the decision re-checks the locked row, so nothing is taken twice).
 */
import { completeShippedBefore, verifyingSinceBefore } from '@/domain/orders/flow';
import { planLogEntry } from '@/domain/orders/effects';
import { decideDueStep, SYSTEM_ACTOR } from '@/domain/orders/status-steps';
import { planOrThrow } from '@/domain/core/decision';
import { createServiceContext, type ServiceDeps } from '../services/context';
import { applyEffects } from '../services/effects';
import { lockOrderIfFree, overdueOrderIds, unreceivedOrderIds, unverifiedOrderIds } from '../services/order-deadlines-store';
import { startPeriodicJob, type JobLogger } from './periodic-job';
import { readSetting } from '../services/settings';

/** Orders taken per kind and run; the rest wait for the next run. */
export const DUE_BATCH = 200;

/** Default time between two runs of {@link startOrderDeadlines}, in milliseconds. */
export const DEFAULT_DEADLINE_INTERVAL_MS = 60_000;

/**
 * Takes every step due now, at most {@link DUE_BATCH} orders of each kind.
 * @returns the ids of the orders expired, completed and flagged overdue for verification by this run.
 */
export async function runDueOrderSteps(deps: ServiceDeps): Promise<{ expired: string[]; completed: string[]; flagged: string[] }> {
  const ctx = createServiceContext(deps, null, 'system');
  const now = ctx.now();
  const flow = await readSetting(ctx.db, 'orderFlow');
  const nowIso = now.toISOString();
  const overdue = await overdueOrderIds(ctx.db, nowIso, DUE_BATCH);
  const unreceived = await unreceivedOrderIds(ctx.db, completeShippedBefore(now, flow.autoCompleteDays), DUE_BATCH);
  const unverified = await unverifiedOrderIds(ctx.db, verifyingSinceBefore(now, flow.verificationDeadlineHours), DUE_BATCH);
  const taken = { expired: [] as string[], completed: [] as string[], flagged: [] as string[] };
  for (const { id } of [...overdue, ...unreceived, ...unverified]) {
    const step = await ctx.transact(async (tx) => {
      const order = await lockOrderIfFree(tx.db, id);
      if (!order) return null;
      const plan = planOrThrow(decideDueStep({ order, flow, now }));
      if (plan.effects.length === 0) return null;
      await applyEffects(ctx, tx, plan, SYSTEM_ACTOR);
      return planLogEntry(plan)?.type;
    });
    if (step === 'expireOrder') taken.expired.push(id);
    if (step === 'autoCompleteOrder') taken.completed.push(id);
    if (step === 'verificationOverdue') taken.flagged.push(id);
  }
  return taken;
}

/**
 * Runs {@link runDueOrderSteps} now and every `intervalMs` until stopped; a failed run is logged
 * and the next one tries again.
 * @returns a function that stops the timer (the server's shutdown).
 */
export function startOrderDeadlines(
  deps: ServiceDeps,
  logger: JobLogger,
  intervalMs = DEFAULT_DEADLINE_INTERVAL_MS,
): () => void {
  const run = async () => {
    const taken = await runDueOrderSteps(deps);
    return taken.expired.length > 0 || taken.completed.length > 0 || taken.flagged.length > 0 ? taken : null;
  };
  return startPeriodicJob('order deadlines', run, logger, intervalMs);
}
