/**
 * Web Push (docs/server.md "Push notifications"; docs/decisions/026-web-push.md): the shop's VAPID
 * keys, the devices' subscriptions, the push outbox's statements, and the push service of a
 * request (the `/api/push` routes). A plan's pushes are decided by the domain
 * (src/domain/notifications/push.ts `pushesFor`) and written here as outbox rows, one per
 * subscription, by the plan's own transaction ({@link queuePushes}, {@link pushQueueStatement});
 * each instance's worker (server/jobs/push-worker.ts) sends them.
 */
import { and, asc, count, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { RateLimitError, ValidationError } from '@/domain/core/errors';
import { formatWait } from '@/shared/rate-limit-keys';
import { pushMessages } from '@/shared/messages-push';
import type { PushNotice, PushPayload } from '@/domain/notifications/push';
import { testPush } from '@/domain/notifications/push';
import { deviceLabel, PUSH_SUBSCRIPTIONS_PER_ACCOUNT, pushSubscriptionSchema, pushUnsubscribeSchema } from '@/domain/notifications/subscription';
import type { Executor } from '../db/client';
import { pushKeys, pushOutbox, pushSubscriptions } from '../db/schema';
import { builtOnce, queryRows, runStatement, type BoundStatement } from '../db/statements';
import type { ServiceContext } from './context';
import { createSharedLimit } from './rate-limits';

/** Attempts a push gets before it fails for good. */
export const PUSH_MAX_ATTEMPTS = 5;
/** Subscription changes and test pushes per account in {@link PUSH_REQUEST_WINDOW_SECONDS}. */
export const PUSH_REQUESTS_PER_ACCOUNT = 20;
/** The window of {@link PUSH_REQUESTS_PER_ACCOUNT}. */
export const PUSH_REQUEST_WINDOW_SECONDS = 10 * 60;

/** A VAPID key pair, base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The stored pair of each database, read once per process. */
const storedKeys = new WeakMap<object, Promise<VapidKeys>>();

/**
 * The shop's VAPID keys: `fromEnv` when given, else the stored pair, made at the first call on a
 * fresh database (`webpush.generateVAPIDKeys`; `insert … on conflict do nothing`, then read, so
 * two instances starting together keep one pair).
 * @throws what the database throws (the next call tries again).
 */
export function loadPushKeys(db: Executor, fromEnv?: VapidKeys | null): Promise<VapidKeys> {
  if (fromEnv) return Promise.resolve(fromEnv);
  let keys = storedKeys.get(db);
  if (!keys) {
    keys = (async () => {
      const made = webpush.generateVAPIDKeys();
      await db.insert(pushKeys).values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey }).onConflictDoNothing();
      const [row] = await db.select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey }).from(pushKeys).where(eq(pushKeys.id, 1));
      return row!;
    })();
    keys.catch(() => storedKeys.delete(db));
    storedKeys.set(db, keys);
  }
  return keys;
}

/** The values of {@link pushQueueStatement}. */
interface PushQueueValues {
  /** Each notice's payload, as JSON text. */
  pushPayloads: string[];
  /** Each notice's account, '' for every admin's devices. */
  pushAccounts: string[];
  pushMaxAttempts: number;
  /** ISO: the rows' creation and first due time. */
  pushAt: string;
}

/**
 * The outbox rows of a plan's pushes as one statement, built once: one row per subscription of
 * each notice's audience (every admin account's devices, or one account's), read from the
 * accounts as they are in the plan's transaction. No notice, no subscription: no row.
 */
export const pushQueueStatement = builtOnce<PushQueueValues>(
  () => sql`insert into ${pushOutbox} (subscription_id, payload, max_attempts, next_attempt_at, created_at)
    select s.id, p.payload::jsonb, ${sql.placeholder('pushMaxAttempts')}::integer, ${sql.placeholder('pushAt')}::timestamptz, ${sql.placeholder('pushAt')}::timestamptz
    from unnest(${sql.placeholder('pushPayloads')}::text[], ${sql.placeholder('pushAccounts')}::text[]) with ordinality as p(payload, account_id, n)
    join push_subscriptions s on s.account_id = p.account_id or p.account_id = ''
    join users u on u.id = s.account_id
    where p.account_id <> '' or u.role = 'admin'
    order by p.n, s.id
    returning id`,
);

/** The values of {@link pushQueueStatement} for `notices` at `at`. */
export function pushQueueValues(notices: readonly PushNotice[], at: Date): PushQueueValues {
  return {
    pushPayloads: notices.map((notice) => JSON.stringify(notice.payload)),
    pushAccounts: notices.map((notice) => (notice.audience.kind === 'admins' ? '' : notice.audience.userId)),
    pushMaxAttempts: PUSH_MAX_ATTEMPTS,
    pushAt: at.toISOString(),
  };
}

/** {@link pushQueueStatement} bound to `notices`, for a pipelined transaction's `COMMIT`; null when there are none. */
export function boundPushQueue(db: Executor, notices: readonly PushNotice[], at: Date): BoundStatement | null {
  return notices.length === 0 ? null : pushQueueStatement.bound(db, pushQueueValues(notices, at));
}

/**
 * Writes the outbox rows of `notices` inside the transaction `db` belongs to.
 * @returns how many rows (one per subscription reached).
 * @throws what the database throws.
 */
export async function queuePushes(db: Executor, notices: readonly PushNotice[], at: Date): Promise<number> {
  if (notices.length === 0) return 0;
  const rows = await runStatement(db, pushQueueStatement.bound(db, pushQueueValues(notices, at)));
  return rows.length;
}

/** A claimed push: its row and its subscription. */
export interface PushDue {
  id: number;
  attempts: number;
  maxAttempts: number;
  payload: PushPayload;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Claims the due pushes (status `pending`, or `sending` past its lease; due at or before `at`) for
 * a worker, earliest first, at most `limit`: locked `FOR UPDATE SKIP LOCKED` (two workers take
 * different rows), then `sending` with one more attempt and leased until `leaseUntil`.
 * @returns them as claimed (`attempts` counting this one).
 * @throws what the database throws.
 */
export async function claimDuePushes(db: Executor, at: Date, leaseUntil: Date, limit: number): Promise<PushDue[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(and(inArray(pushOutbox.status, ['pending', 'sending']), lte(pushOutbox.nextAttemptAt, at)))
      .orderBy(asc(pushOutbox.nextAttemptAt), asc(pushOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(pushOutbox)
      .set({ status: 'sending', attempts: sql`${pushOutbox.attempts} + 1`, claimedAt: at, nextAttemptAt: leaseUntil })
      .from(pushSubscriptions)
      .where(and(inArray(pushOutbox.id, due.map((row) => row.id)), eq(pushSubscriptions.id, pushOutbox.subscriptionId)))
      .returning({
        id: pushOutbox.id,
        attempts: pushOutbox.attempts,
        maxAttempts: pushOutbox.maxAttempts,
        payload: pushOutbox.payload,
        subscriptionId: pushOutbox.subscriptionId,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      });
    return claimed.sort((a, b) => a.id - b.id);
  });
}

/** How a claimed push is settled ({@link settlePush}). */
export interface PushSettlement {
  id: number;
  /** Its attempts as claimed: only a row still at this attempt and `sending` changes. */
  attempts: number;
  status: 'sent' | 'failed' | 'pending';
  error: string | null;
  /** When a `pending` row is next due, else when it was settled. */
  nextAttemptAt: Date;
}

/**
 * Settles a claimed push, if it is still this claim's (`sending`, same attempt): a worker whose
 * lease ran out changes nothing. A sent push marks its subscription's `last_success_at`.
 * @returns whether the row was settled.
 * @throws what the database throws.
 */
export async function settlePush(db: Executor, settlement: PushSettlement, subscriptionId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const settled = await tx
      .update(pushOutbox)
      .set({ status: settlement.status, lastError: settlement.error, nextAttemptAt: settlement.nextAttemptAt })
      .where(and(eq(pushOutbox.id, settlement.id), eq(pushOutbox.status, 'sending'), eq(pushOutbox.attempts, settlement.attempts)))
      .returning({ id: pushOutbox.id });
    if (settled.length > 0 && settlement.status === 'sent') {
      await tx.update(pushSubscriptions).set({ lastSuccessAt: settlement.nextAttemptAt }).where(eq(pushSubscriptions.id, subscriptionId));
    }
    return settled.length > 0;
  });
}

/**
 * Deletes subscription `id` (its push service answered 404 or 410: the device unsubscribed), and
 * with it its outbox rows.
 * @throws what the database throws.
 */
export async function deleteSubscriptionById(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Whether any push is due at `at`: one statement on the due rows' partial index. @throws what the database throws. */
export async function anyPushDue(db: Executor, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(and(inArray(pushOutbox.status, ['pending', 'sending']), lte(pushOutbox.nextAttemptAt, at)))
    .limit(1);
  return row !== undefined;
}

/**
 * Deletes the pushes still to send (a restore replaced the orders they tell of).
 * @throws what the database throws.
 */
export async function deleteOpenPushes(db: Executor): Promise<void> {
  await db.delete(pushOutbox).where(inArray(pushOutbox.status, ['pending', 'sending']));
}

/**
 * Deletes the pushes done (sent or failed) and created before `cutoff`.
 * @returns how many. @throws what the database throws.
 */
export async function deleteDonePushes(db: Executor, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(pushOutbox)
    .where(and(inArray(pushOutbox.status, ['sent', 'failed']), lte(pushOutbox.createdAt, cutoff)))
    .returning({ id: pushOutbox.id });
  return removed.length;
}

/** The push requests' limit of each server's dependencies, made at its first request. */
const limitsOf = new WeakMap<object, ReturnType<typeof createSharedLimit>>();

/** The push service of one request (the `/api/push` routes; docs/api.md "Push notifications"). */
export function createPushService(ctx: ServiceContext) {
  const { db } = ctx;
  const push = ctx.deps.push;
  let limit = limitsOf.get(ctx.deps);
  if (!limit) {
    limit = createSharedLimit(db, 'push', PUSH_REQUESTS_PER_ACCOUNT, PUSH_REQUEST_WINDOW_SECONDS);
    limitsOf.set(ctx.deps, limit);
  }
  const shared = limit;

  /** Counts one subscription change or test push of account `userId`. @throws RateLimitError past {@link PUSH_REQUESTS_PER_ACCOUNT}. */
  async function counted(userId: string): Promise<void> {
    await shared.consume(userId).catch((refusal: unknown) => {
      if (refusal instanceof Error) throw refusal;
      const seconds = Math.max(1, Math.ceil(((refusal as { msBeforeNext?: number }).msBeforeNext ?? 60_000) / 1000));
      throw new RateLimitError(pushMessages.tooManyRequests(formatWait(seconds)), seconds);
    });
  }

  return {
    /** The shop's VAPID public key (base64url), for `pushManager.subscribe`. Anyone may read it. */
    async publicKey(): Promise<{ publicKey: string }> {
      const keys = await loadPushKeys(db, push?.vapid);
      return { publicKey: keys.publicKey };
    },

    /**
     * Stores the caller's device subscription (a buyer's or an admin's: what it receives follows
     * the account's role when a push is queued). The same endpoint again updates its keys; an
     * endpoint another account holds moves to the caller only with the same keys (the device
     * itself, signed in as someone else).
     * @throws PermissionError signed out; ValidationError for a bad body, an endpoint taken with
     *   other keys, or past {@link PUSH_SUBSCRIPTIONS_PER_ACCOUNT}; RateLimitError.
     */
    async subscribe(body: unknown, userAgent: string | undefined): Promise<{ devices: number }> {
      const actor = ctx.requireRole('buyer', 'admin');
      const parsed = pushSubscriptionSchema({ allowLoopback: push?.allowLoopback ?? false }).safeParse(body);
      if (!parsed.success) throw new ValidationError(pushMessages.invalidSubscription);
      await counted(actor.id);
      const { endpoint, keys } = parsed.data;
      return ctx.transact(async (tx) => {
        // One change of an account's devices at a time, so two cannot pass the limit together.
        await queryRows(tx.db, sql`select pg_advisory_xact_lock(hashtextextended(${`seulanga:push:${actor.id}`}, 0))`);
        const [held] = await tx.db
          .select({ n: count() })
          .from(pushSubscriptions)
          .where(and(eq(pushSubscriptions.accountId, actor.id), ne(pushSubscriptions.endpoint, endpoint)));
        if ((held?.n ?? 0) >= PUSH_SUBSCRIPTIONS_PER_ACCOUNT) throw new ValidationError(pushMessages.tooMany(PUSH_SUBSCRIPTIONS_PER_ACCOUNT));
        const stored = await tx.db
          .insert(pushSubscriptions)
          .values({ accountId: actor.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent: deviceLabel(userAgent), createdAt: ctx.now() })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { accountId: actor.id, p256dh: keys.p256dh, auth: keys.auth, userAgent: deviceLabel(userAgent) },
            setWhere: sql`${pushSubscriptions.accountId} = ${actor.id} or (${pushSubscriptions.p256dh} = ${keys.p256dh} and ${pushSubscriptions.auth} = ${keys.auth})`,
          })
          .returning({ id: pushSubscriptions.id });
        if (stored.length === 0) throw new ValidationError(pushMessages.invalidSubscription);
        return { devices: Number(held?.n ?? 0) + 1 };
      });
    },

    /**
     * Removes the caller's subscription of the body's `endpoint`; another account's stays
     * (answered alike, so endpoints cannot be probed).
     * @throws PermissionError signed out; ValidationError for a bad body; RateLimitError.
     */
    async unsubscribe(body: unknown): Promise<void> {
      const actor = ctx.requireRole('buyer', 'admin');
      const parsed = pushUnsubscribeSchema.safeParse(body);
      if (!parsed.success) throw new ValidationError(pushMessages.invalidSubscription);
      const { endpoint } = parsed.data;
      await counted(actor.id);
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.accountId, actor.id)));
    },

    /**
     * Queues `Kirim Notifikasi Uji`'s push to each of the caller's devices and wakes this
     * instance's worker.
     * @returns how many devices it goes to.
     * @throws PermissionError signed out; RateLimitError.
     */
    async sendTest(): Promise<{ devices: number }> {
      const actor = ctx.requireRole('buyer', 'admin');
      await counted(actor.id);
      const devices = await ctx.transact((tx) => queuePushes(tx.db, [{ audience: { kind: 'account', userId: actor.id }, payload: testPush() }], ctx.now()));
      if (devices > 0) push?.delivery?.wake();
      return { devices };
    },
  };
}
