/**
 * The push outbox's worker (docs/server.md "Push notifications"; docs/decisions/026-web-push.md),
 * the e-mail outbox's pattern (./email-worker.ts): a plan's transaction writes one row per
 * subscription (server/services/push.ts, which holds every statement); a worker in each instance
 * claims the due rows (`FOR UPDATE SKIP LOCKED`, leased), sends each outside any transaction
 * (encrypted with `web-push`, RFC 8291 aes128gcm, signed with the shop's VAPID keys), then settles
 * it: sent, retried with back-off, or failed for good. A push service's 404 or 410 (the device
 * unsubscribed) deletes the subscription and its rows. A row is settled only by the claim that
 * holds it, so two instances never send one push twice while its lease lasts.
 */
import type { Logger } from 'pino';
import webpush from 'web-push';
import type { ShopDatabase } from '../db/client';
import {
  anyPushDue,
  claimDuePushes,
  deleteSubscriptionById,
  loadPushKeys,
  settlePush,
  type PushDue,
  type VapidKeys,
} from '../services/push';
import { outboxRetryDelayMs } from './email-worker';
import { createOutboxLoop } from './outbox-loop';

/** How often each instance looks for due pushes besides being woken (ms). */
export const PUSH_POLL_MS = 3_000;
/** Pushes claimed at once (sent together). */
export const PUSH_BATCH = 20;
/** How long a claimed push stays its worker's (ms): longer than an attempt's timeout. */
export const PUSH_LEASE_MS = 60_000;
/** A push service's answer is awaited this long (ms). */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a device that is off (s): a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** The VAPID subject when none is given. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:admin@seulanga.id';

/** Sends one HTTP request of a push (the real one is `fetch`; tests may count or fail them). */
export type PushFetch = (url: string, init: { method: string; headers: Record<string, string>; body: Uint8Array | null; signal: AbortSignal }) => Promise<{ status: number }>;

/** Options of {@link createPushWorker}. */
export interface PushWorkerOptions {
  database: ShopDatabase;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The environment's VAPID keys, else the stored pair (server/services/push.ts `loadPushKeys`). */
  vapid?: VapidKeys | null;
  /** `VAPID_SUBJECT`: a mailto: or https: URL the push services may contact ({@link DEFAULT_VAPID_SUBJECT}). */
  subject?: string;
  now?: () => Date;
  pollMs?: number;
  batch?: number;
  leaseMs?: number;
  /** Wait after the first failure, doubling (the e-mails' back-off, `outboxRetryDelayMs`). */
  retryBaseMs?: number;
  fetch?: PushFetch;
}

/** One instance's push worker. */
export interface PushWorker {
  /** Claims, sends and settles due pushes until none is due. @returns how many were settled. */
  drain(): Promise<number>;
  /** Drains soon (after a test push is queued); never throws. */
  wake(): void;
  /** Drains now and every `pollMs` until {@link PushWorker.stop}. */
  start(): void;
  /** Stops the timer and waits for a drain under way. */
  stop(): Promise<void>;
}

/** The outcome of one attempt. */
type Attempt = { ok: true } | { ok: false; gone: boolean; permanent: boolean; error: string };

/** The push worker of one instance. Failures are logged, never thrown by `wake`, `start` or the timer. */
export function createPushWorker(opts: PushWorkerOptions): PushWorker {
  const { database, logger } = opts;
  const now = opts.now ?? (() => new Date());
  const batch = opts.batch ?? PUSH_BATCH;
  const leaseMs = opts.leaseMs ?? PUSH_LEASE_MS;
  const send: PushFetch = opts.fetch ?? ((url, init) => fetch(url, { ...init, body: init.body ? new Uint8Array(init.body) : null }));

  /** One attempt of `push`. Never throws. */
  async function attempt(push: PushDue, keys: VapidKeys): Promise<Attempt> {
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails({ endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } }, JSON.stringify(push.payload), {
        vapidDetails: { subject: opts.subject ?? DEFAULT_VAPID_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      });
    } catch (error) {
      // Keys the browser gave that cannot encrypt: no later attempt does better.
      return { ok: false, gone: false, permanent: true, error: error instanceof Error ? error.message : String(error) };
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]),
    );
    try {
      const answer = await send(request.endpoint, { method: request.method, headers, body: request.body, signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) });
      if (answer.status >= 200 && answer.status < 300) return { ok: true };
      const gone = answer.status === 404 || answer.status === 410;
      // 429 and 5xx pass; any other refusal (400 bad request, 401/403 keys, 413 too large) is for good.
      const permanent = gone || (answer.status >= 400 && answer.status < 500 && answer.status !== 429);
      return { ok: false, gone, permanent, error: `push service answered ${answer.status}` };
    } catch (error) {
      return { ok: false, gone: false, permanent: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * Attempts made whose settling the database refused (an outage): settled again first thing at
   * the next drain, so a push that went out is not sent again when the database is back within
   * its lease. A settlement that comes after the lease changes nothing (`settlePush` matches the
   * claim's attempt), and the row is then sent again by whichever claim took it.
   */
  const unsettled = new Map<number, { push: PushDue; outcome: Attempt }>();

  /** Settles `push` after its attempt. Never throws: a failed settle keeps the outcome for the next drain. */
  async function settle(push: PushDue, outcome: Attempt): Promise<void> {
    const at = now();
    try {
      if (!outcome.ok && outcome.gone) {
        await deleteSubscriptionById(database.db, push.subscriptionId);
        logger.info({ subscriptionId: push.subscriptionId }, 'push subscription gone: removed');
        return;
      }
      const final = outcome.ok || outcome.permanent || push.attempts >= push.maxAttempts;
      await settlePush(
        database.db,
        {
          id: push.id,
          attempts: push.attempts,
          status: outcome.ok ? 'sent' : final ? 'failed' : 'pending',
          error: outcome.ok ? null : outcome.error,
          nextAttemptAt: final ? at : new Date(at.getTime() + outboxRetryDelayMs(push.attempts, opts.retryBaseMs)),
        },
        push.subscriptionId,
      );
      unsettled.delete(push.id);
      if (!outcome.ok) logger.warn({ pushId: push.id, error: outcome.error, final }, 'push not delivered');
    } catch (error) {
      unsettled.set(push.id, { push, outcome });
      logger.error({ err: error, pushId: push.id }, 'push: settling failed; tried again at the next drain');
    }
  }

  async function drain(): Promise<number> {
    for (const { push, outcome } of [...unsettled.values()]) await settle(push, outcome);
    const keys = await loadPushKeys(database.db, opts.vapid);
    let settled = 0;
    for (;;) {
      const at = now();
      const claimed = await claimDuePushes(database.db, at, new Date(at.getTime() + leaseMs), batch);
      await Promise.all(claimed.map(async (push) => settle(push, await attempt(push, keys))));
      settled += claimed.length;
      if (claimed.length < batch) return settled;
    }
  }

  const loop = createOutboxLoop({
    name: 'push outbox',
    logger,
    pollMs: opts.pollMs ?? PUSH_POLL_MS,
    // A settlement the database refused is made at the next drain, whatever is due.
    anyDue: async () => unsettled.size > 0 || anyPushDue(database.db, now()),
    drain,
  });

  return { drain, wake: loop.wake, start: loop.start, stop: loop.stop };
}
