/**
 * What every server service shares: the database, the clock, ids, the signed-in actor with its
 * role checks, the activity log, input validation and the change announcements that feed the
 * live updates (`docs/server.md`, "Live updates").
 *
 * Services implement the storage port's repository interfaces (`src/data/ports.ts`) for one
 * request's actor, so the server and the browser adapters answer the same contract.
 */
import { sql } from 'drizzle-orm';
import { authorize } from '@/domain/accounts/access';
import { activityRecord } from '@/domain/core/decision';
import type { ActivityLog, ActivityType, EmailType, Role, SessionUser } from '@/domain/core/records';
import { ValidationError } from '@/domain/core/errors';
import { createIdFactory } from '@/shared/ids';
import type { ChangeTopic } from '@/shared/storage-keys';
import type { Database, Executor, ShopDatabase } from '../db/client';
import type { PipelinedTransaction } from '../db/pipeline';
import { activityLogs } from '../db/schema';
import {
  DEFAULT_CHAT_MESSAGES_PER_ACCOUNT,
  DEFAULT_CHAT_MESSAGES_PER_ADDRESS,
  DEFAULT_ORDERS_PER_ACCOUNT,
  DEFAULT_ORDERS_PER_ADDRESS,
  DEFAULT_REGISTRATIONS_PER_IP,
} from '../config';
import { createRateLimits, type RateLimits } from './rate-limits';
import type { CatalogIndexService } from './catalog-index';
import type { CatalogSearchCache } from './catalog-search-cache';
import type { Audience, Change, ChangeObserver } from './changes';

export type { Audience, Change, ChangeObserver };

/** Sends committed changes to every server instance (LISTEN/NOTIFY, see `server/events`). */
export type ChangePublisher = (changes: Change[]) => Promise<void>;

/** What the services ask of the order e-mail outbox worker (server/services/email-outbox.ts). */
export interface OrderEmailDelivery {
  /** Drains the due e-mails soon (an order just committed them); never throws. */
  wake(): void;
  /**
   * Sends the order's e-mail of `type` again now, to the order's current recipient, once, and
   * logs the outcome (the admin's 'Kirim Ulang' of log entry `afterLogId`); does nothing for an
   * unknown order or no recipient.
   * @returns false, sending nothing, when that e-mail is being sent again already or a log entry
   * of it newer than `afterLogId` exists (two resends of one entry send once).
   */
  resend(orderId: string, type: EmailType, afterLogId: string): Promise<boolean>;
}

/** Long-lived parts of the server that every request's services use. */
export interface ServiceDeps {
  database: ShopDatabase;
  publish: ChangePublisher;
  /** Clock (the real one outside tests). */
  now: () => Date;
  /** Random source in [0, 1) for payment codes and ids. */
  random: () => number;
  /**
   * This instance's order e-mail outbox worker (server/services/email-outbox.ts): woken after an
   * order commits, and the admin's resend. Absent: the outbox rows wait for another instance.
   */
  orderEmails?: OrderEmailDelivery;
  /** Sign-ups accepted per client address in 15 minutes (default `DEFAULT_REGISTRATIONS_PER_IP`). */
  registrationsPerIp?: number;
  /** Orders per buyer account in 10 minutes (`ORDER_LIMIT`; default `DEFAULT_ORDERS_PER_ACCOUNT`). */
  ordersPerAccount?: number;
  /** Orders per client address in 10 minutes (`ORDER_ADDRESS_LIMIT`; default `DEFAULT_ORDERS_PER_ADDRESS`). */
  ordersPerAddress?: number;
  /** Chat messages per buyer account in a minute (`CHAT_LIMIT`; default `DEFAULT_CHAT_MESSAGES_PER_ACCOUNT`). */
  chatMessagesPerAccount?: number;
  /** Chat messages per client address in a minute (`CHAT_ADDRESS_LIMIT`; default `DEFAULT_CHAT_MESSAGES_PER_ADDRESS`). */
  chatMessagesPerAddress?: number;
  /** Uncached catalogue searches per client address in a minute (`SEARCH_LIMIT`; default `SEARCHES_PER_ADDRESS`). */
  searchesPerAddress?: number;
  /**
   * Whether an account that still has its published demo password must choose a new one before
   * anything else (the shop is reachable beyond loopback, `exposed` in
   * server/config.ts). Default false (a local demo shop).
   */
  demoPasswordsMustChange?: boolean;
  /**
   * The instance's cache of catalogue searches (./catalog-search-cache.ts; `createApp` gives its
   * own). Absent: every search reads the database.
   */
  catalogSearches?: CatalogSearchCache;
  /**
   * The instance's catalogue word index (./catalog-index.ts; `createApp` gives its own): searches
   * answer their ids, total and facets from it once built. Absent or building: from the database.
   */
  catalogIndex?: CatalogIndexService;
  /** Web Push (./push.ts; docs/decisions/026-web-push.md). Absent: keys from the database, no worker to wake. */
  push?: PushDeps;
}

/** What the push service of a request needs of its server (docs/decisions/026-web-push.md). */
export interface PushDeps {
  /** This instance's push worker (server/jobs/push-worker.ts), woken after a test push is queued. */
  delivery?: { wake(): void };
  /** The VAPID keys the environment gives (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`); else the stored pair. */
  vapid?: { publicKey: string; privateKey: string } | null;
  /** Accept loopback http endpoints (`PUSH_ALLOW_LOOPBACK`: the tests' local push service only). */
  allowLoopback?: boolean;
}

/** The rate limits of each server's dependencies, made at their first request. */
const rateLimitsOf = new WeakMap<ServiceDeps, RateLimits>();

/**
 * The rate limits of the server whose dependencies are `deps` (one set per server, over its
 * database; docs/security.md "Limits").
 */
export function rateLimitsFor(deps: ServiceDeps): RateLimits {
  let limits = rateLimitsOf.get(deps);
  if (!limits) {
    limits = createRateLimits(deps.database.db, {
      registrationsPerIp: deps.registrationsPerIp ?? DEFAULT_REGISTRATIONS_PER_IP,
      ordersPerAccount: deps.ordersPerAccount ?? DEFAULT_ORDERS_PER_ACCOUNT,
      ordersPerAddress: deps.ordersPerAddress ?? DEFAULT_ORDERS_PER_ADDRESS,
      chatMessagesPerAccount: deps.chatMessagesPerAccount ?? DEFAULT_CHAT_MESSAGES_PER_ACCOUNT,
      chatMessagesPerAddress: deps.chatMessagesPerAddress ?? DEFAULT_CHAT_MESSAGES_PER_ADDRESS,
      ...(deps.searchesPerAddress ? { searchesPerAddress: deps.searchesPerAddress } : {}),
    });
    rateLimitsOf.set(deps, limits);
  }
  return limits;
}

/** A transaction whose statements go in batches (server/db/pipeline.ts), plus its changes to announce. */
export interface PipelinedTx extends PipelinedTransaction {
  /** As {@link Tx.changed}. */
  changed: Tx['changed'];
}

/** A tuple without its first element. */
type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;

/** A transaction plus the changes it will announce once committed. */
export interface Tx {
  db: Executor;
  /**
   * Records that `keys` changed, visible to `audience`; with `stock`, `productIds` names the
   * products whose stock changed ({@link Change.productIds}).
   */
  changed(keys: ChangeTopic[], audience: Audience, productIds?: number[]): void;
}

const PG_UNIQUE_VIOLATION = '23505';
const PG_LOCK_NOT_AVAILABLE = '55P03';
const PG_DEADLOCK_DETECTED = '40P01';

type PgErrorLike = { code?: string; constraint_name?: string; constraint?: string; detail?: string; cause?: unknown };

/** `error` or the first of its causes that carries PostgreSQL's error `code` (Drizzle wraps them). */
export function pgErrorWith(error: unknown, code: string): PgErrorLike | undefined {
  for (let e = error as PgErrorLike | undefined; e; e = e.cause as PgErrorLike | undefined) if (e.code === code) return e;
  return undefined;
}

/** Whether `error` (or its cause) is PostgreSQL's unique violation, optionally on `constraint`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const violation = pgErrorWith(error, PG_UNIQUE_VIOLATION);
  return violation !== undefined && (!constraint || (violation.constraint_name ?? violation.constraint) === constraint);
}

/**
 * Whether `error` (or its cause) is PostgreSQL's `deadlock_detected`: it aborted this transaction
 * to end a lock cycle with another (e.g. a restore taking images then accounts while an upload
 * takes an account then its image: server/services/account-lock.ts states the order), so running
 * it again succeeds once the other has committed.
 */
export function isDeadlock(error: unknown): boolean {
  return pgErrorWith(error, PG_DEADLOCK_DETECTED) !== undefined;
}

/** Whether `error` (or its cause) is PostgreSQL's `lock_not_available` (a `lock_timeout` ran out). */
export function isLockTimeout(error: unknown): boolean {
  return pgErrorWith(error, PG_LOCK_NOT_AVAILABLE) !== undefined;
}

/** An activity log entry as the placeholder values of {@link logInsertPart}. */
export interface LogValues {
  logId: string;
  logTimestamp: string;
  logUsername: string;
  logRole: string;
  logType: string;
  logDescription: string;
  /** The details as JSON text, or null (no details). */
  logDetails: string | null;
}

/** The placeholder values of `record` for {@link logInsertPart}. */
export function logValues(record: ActivityLog): LogValues {
  return {
    logId: record.id,
    logTimestamp: record.timestamp,
    logUsername: record.username,
    logRole: record.role,
    logType: record.type,
    logDescription: record.description,
    logDetails: record.details ? JSON.stringify(record.details) : null,
  };
}

/**
 * The insert of one activity log entry with a placeholder for each value ({@link LogValues}),
 * for a statement built once (server/db/statements.ts `builtOnce`); not run.
 */
export function logInsertPart(db: Executor) {
  const value = (name: keyof LogValues) => sql.placeholder(name);
  return db.insert(activityLogs).values({
    id: value('logId'),
    timestamp: value('logTimestamp'),
    username: value('logUsername'),
    role: value('logRole'),
    type: value('logType'),
    description: value('logDescription'),
    details: sql`${value('logDetails')}::jsonb`,
  });
}

/** Input validation, shared with the other mode (src/domain/core/validate-input.ts). */
export { validate } from '@/domain/core/validate-input';

/**
 * Creates the context of one request.
 * @param actor - the signed-in user as the session table says, or null for a visitor.
 * @param clientAddress - the client's address (`clientIp`), for the per-address rate limits.
 */
export function createServiceContext(deps: ServiceDeps, actor: SessionUser | null, clientAddress = 'unknown') {
  const { database, now, random } = deps;
  const db: Database = database.db;
  const newId = createIdFactory(now, random);
  /** Keys changed by this request's committed transactions (the `Seulanga-Changed` header). */
  const committedKeys = new Set<ChangeTopic>();
  /** How this request's catalogue search was answered (the `X-Cache` header): null before any. */
  const cacheUse: { search: 'hit' | 'miss' | null } = { search: null };

  /**
   * The actor, whose role must be one of `roles` (any role when none is given).
   * @throws PermissionError when signed out or the role does not match.
   */
  function requireRole(...roles: Role[]): SessionUser {
    return authorize(actor, roles);
  }

  /**
   * Runs `run` (one database transaction, handed the function that records a change), then
   * announces its changes. A unique violation of a generated value (id, payment code) retries the
   * whole transaction with new values, and so does a deadlock PostgreSQL broke by aborting it.
   * The answer does not wait for the announcement's NOTIFY: this instance's caches hear
   * of the change before `publish` first waits, and the hub logs a NOTIFY that failed; only a
   * change of `currentUser` (a session ended, a role changed) is awaited, so its NOTIFY has left
   * before the answer (a crash cannot lose it); the other instances drop the session when it
   * arrives, within SESSION_CACHE_STALE_MS at worst.
   */
  async function announcing<T>(run: (changed: Tx['changed']) => Promise<T>, retries: number): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const changes: Change[] = [];
      try {
        const result = await run((keys, audience, productIds) => changes.push(productIds ? { keys, audience, productIds } : { keys, audience }));
        for (const change of changes) for (const key of change.keys) committedKeys.add(key);
        if (changes.length > 0) {
          const sent = deps.publish(changes);
          if (changes.some((change) => change.keys.includes('currentUser'))) await sent;
          else void sent.catch(() => undefined);
        }
        return result;
      } catch (error) {
        if (attempt < retries && (isDeadlock(error) || (isUniqueViolation(error) && !(error instanceof ValidationError)))) continue;
        throw error;
      }
    }
  }

  /**
   * Runs `task` in one database transaction, then announces its changes ({@link announcing}:
   * retried on a unique violation of a generated value, the NOTIFY not awaited).
   */
  function transact<T>(task: (tx: Tx) => Promise<T>, retries = 5): Promise<T> {
    return announcing((changed) => db.transaction((executor) => task({ db: executor, changed })), retries);
  }

  /**
   * Runs `task` in one transaction whose statements go in batches, `BEGIN` with the first and
   * `COMMIT` with the last (docs/decisions/019; server/db/client.ts `ShopDatabase.pipelined`:
   * one round trip per batch on PostgreSQL), then announces its changes as {@link transact} does.
   * The task builds its statements with `builtOnce(…).bound(ctx.db, values)`.
   */
  function transactPipelined<T>(task: (tx: PipelinedTx) => Promise<T>, retries = 5): Promise<T> {
    return announcing((changed) => database.pipelined((pipeline) => task({ send: pipeline.send, commit: pipeline.commit, changed })), retries);
  }

  /**
   * A new activity log entry (spec section 7) written inside `tx`, not yet stored (an id, the
   * time now). Records the `activityLogs` change.
   */
  function logRecord(
    tx: Pick<Tx, 'changed'>,
    user: Pick<SessionUser, 'username' | 'role'>,
    type: ActivityType,
    description: string,
    details?: Record<string, unknown>,
  ): ActivityLog {
    tx.changed(['activityLogs'], { kind: 'admin' });
    return activityRecord(user, { type, description, details }, newId('ACT'), now());
  }

  /**
   * An activity log entry ({@link logRecord}'s arguments) as the values of {@link logInsertPart},
   * for a statement built once that writes it inside `tx`.
   */
  function logEntry(...entry: Parameters<typeof logRecord>): LogValues {
    return logValues(logRecord(...entry));
  }

  /** Appends an activity log entry (spec section 7; {@link logRecord}'s arguments) inside `tx`. */
  async function log(tx: Tx, ...entry: DropFirst<Parameters<typeof logRecord>>): Promise<void> {
    const record = logRecord(tx, ...entry);
    await tx.db.insert(activityLogs).values({ ...record, details: record.details ?? null });
  }

  return {
    deps, db, actor, now, random, newId, committedKeys, cacheUse, limits: rateLimitsFor(deps), clientAddress, requireRole,
    transact, transactPipelined, log, logEntry,
  };
}

/** The context of one request's services. */
export type ServiceContext = ReturnType<typeof createServiceContext>;
