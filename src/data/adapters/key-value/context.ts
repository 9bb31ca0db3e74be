/**
 * What every repository of the key-value adapter shares: the document store, the clock, ids,
 * session and role checks, the activity log and input validation.
 */
import { authorize } from '@/domain/accounts/access';
import { activityRecord } from '@/domain/core/decision';
import { sessionUserSchema, type ActivityType, type Role, type SessionUser, type User } from '@/domain/core/records';
import { createIdFactory } from '@/shared/ids';
import { DEFAULT_PBKDF2_ITERATIONS } from '@/domain/accounts/password';
import type { OrderEmailConfig } from '@/config/env';
import type { KeyValueDriver } from './driver';
import { DocumentStore, type SeedSource, type StoreTransaction } from './document-store';

/** Options of the key-value adapter. */
export interface KeyValueShopDataOptions {
  /** Clock (defaults to the real one). */
  now?: () => Date;
  /** Random source in [0, 1) for payment codes and ids. */
  random?: () => number;
  /** PBKDF2 iterations for new hashes (lower only in tests). */
  passwordIterations?: number;
  /** Seed values for absent keys (spec section 3), or how to make them from the clock (`demoSeed`). */
  seed?: SeedSource;
  /**
   * The order e-mail function (spec section 7): after each order commits, the buyer's
   * confirmation and the admin's notice are sent through it and logged (src/data/order-emails.ts).
   * Absent: no e-mails (tests).
   */
  orderEmails?: { config: OrderEmailConfig; fetch?: typeof fetch };
}

/** Read-only access to the store's keys. */
export type StoreReader = Pick<StoreTransaction, 'get'>;

/** The session copy of a stored user (no password fields). */
export function toSession(user: User): SessionUser {
  return sessionUserSchema.parse(user);
}

/** Input validation, shared with the other mode (src/domain/core/validate-input.ts). */
export { validate } from '@/domain/core/validate-input';

/**
 * A copy of `records`, newest first by createdAt, timestamp or date; records with equal times
 * keep reverse storage order (the later-stored first).
 */
export function newestFirst<T extends { timestamp?: string; createdAt?: string; date?: string }>(records: readonly T[]): T[] {
  const time = (r: T) => r.createdAt ?? r.timestamp ?? r.date ?? '';
  return [...records].reverse().sort((a, b) => time(b).localeCompare(time(a)));
}

/** Creates the shared context over `driver`. */
export function createContext(driver: KeyValueDriver, options: KeyValueShopDataOptions = {}) {
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const iterations = options.passwordIterations ?? DEFAULT_PBKDF2_ITERATIONS;
  const store = new DocumentStore(driver, { now, seed: options.seed });
  const newId = createIdFactory(now, random);

  /** The session user, re-checked against the stored account (role from the account). */
  function sessionOf(tx: StoreReader): SessionUser | null {
    const session = tx.get('currentUser');
    if (!session) return null;
    const account = tx.get('users').find((u) => u.id === session.id);
    return account ? toSession(account) : null;
  }

  /**
   * The signed-in user, whose role must be one of `roles`.
   * @throws PermissionError when signed out or the role does not match.
   */
  function requireRole(tx: StoreReader, ...roles: Role[]): SessionUser {
    return authorize(sessionOf(tx), roles);
  }

  /** Appends an activity log entry (spec section 7). */
  function log(
    tx: StoreTransaction,
    user: Pick<SessionUser, 'username' | 'role'>,
    type: ActivityType,
    description: string,
    details?: Record<string, unknown>,
  ): void {
    const entry = activityRecord(user, { type, description, details }, newId('ACT'), now());
    tx.set('activityLogs', [...tx.get('activityLogs'), entry]);
  }

  /** Runs a read-only task over the current values (asynchronously, like a server call). */
  const readOnly = <T>(task: (tx: StoreReader) => T): Promise<T> =>
    Promise.resolve().then(() => task({ get: (key) => store.read(key) }));

  /**
   * Runs a read-only task for the admin only: the role is checked first, in the same read.
   * @throws PermissionError when signed out or not an admin.
   */
  const adminRead = <T>(task: (tx: StoreReader) => T): Promise<T> =>
    readOnly((tx) => {
      requireRole(tx, 'admin');
      return task(tx);
    });

  return { store, now, random, iterations, newId, sessionOf, requireRole, log, readOnly, adminRead, orderEmails: options.orderEmails };
}

/** The shared context of the key-value adapter's repositories. */
export type AdapterContext = ReturnType<typeof createContext>;
