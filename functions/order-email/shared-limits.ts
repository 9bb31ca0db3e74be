/**
 * The order e-mail function's limits counted in PostgreSQL (`LIMITS_DATABASE_URL`; README
 * "Limits"; docs/security.md "Limits (the order e-mail function)"), so every instance of the
 * function on one database shares them — the same numbers and meaning as the memory ones
 * (`./limits.ts`):
 * - per recipient address: the exact rolling 24 hours, one row per e-mail the function tried to
 *   send in `order_email_sends`; counting and adding the row run in one transaction under an
 *   advisory lock of the address, so two instances cannot both take the last place;
 * - per client address: rate-limiter-flexible's `RateLimiterDrizzle` on
 *   `order_email_client_limits` (a fixed window from the address's first request, as in memory).
 * The function creates both tables when missing (`create table if not exists`); they are its own,
 * so the shop's database may hold them beside the shop's tables. Times are the instance's clock.
 * When the database cannot be reached a request fails (500, nothing is sent): an e-mail is never
 * sent uncounted.
 */
import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { ORDER_EMAILS_PER_RECIPIENT_PER_DAY, RECIPIENT_LIMIT_WINDOW_MS, recipientLimitKey, withinRecipientLimit } from '../../src/domain/orders/emails';
import { addressKey } from '../../src/shared/rate-limit-keys';
import { CLIENT_WINDOW_SECONDS, REQUESTS_PER_CLIENT, type LimitRefusal, type OrderEmailLimits } from './limits';

/** A Drizzle database of either driver (postgres.js in a deployment, PGlite in tests). */
export type LimitsDatabase = PgDatabase<PgQueryResultHKT>;

/** The per-client counters (rate-limiter-flexible's Drizzle row: key, points, expiry). */
export const orderEmailClientLimits = pgTable(
  'order_email_client_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('order_email_client_limits_expire_idx').on(t.expire)],
);

/** One e-mail the function tried to send: its recipient's limit key and when. */
export const orderEmailSends = pgTable(
  'order_email_sends',
  {
    recipient: text('recipient').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_email_sends_recipient_idx').on(t.recipient, t.sentAt)],
);

/** How often, at most, rows past their window are deleted (milliseconds): 5 minutes. */
export const LIMITS_CLEANUP_EVERY_MS = 5 * 60 * 1000;
/**
 * Longest wait for a connection to the limits' database, and for one of its statements (a lock
 * wait included), in seconds: 5, below the shop's 10 s request timeout, like the SMTP time-outs.
 */
export const LIMITS_DATABASE_TIMEOUT_SECONDS = 5;
/** Connections of one instance to the limits' database. */
export const LIMITS_DATABASE_CONNECTIONS = 4;

/** Serialises the creation of the tables when several instances start at once. */
const CREATE_LOCK = sql`select pg_advisory_xact_lock(hashtextextended('seulanga-order-email-limits', 0))`;

/**
 * The statements that create the tables when missing (as {@link orderEmailClientLimits} and
 * {@link orderEmailSends} declare them).
 */
const CREATE_TABLES = [
  sql`create table if not exists order_email_client_limits (key text primary key, points integer not null default 0, expire timestamptz)`,
  sql`create index if not exists order_email_client_limits_expire_idx on order_email_client_limits (expire)`,
  sql`create table if not exists order_email_sends (recipient text not null, sent_at timestamptz not null)`,
  sql`create index if not exists order_email_sends_recipient_idx on order_email_sends (recipient, sent_at)`,
];

/** The limits on a shared store, with the step that readies it. */
export interface SharedOrderEmailLimits extends OrderEmailLimits {
  /**
   * Creates the tables when missing (once; again after a failure). The counting calls wait for it
   * too, so calling it is optional; the Node server calls it at start to fail before listening.
   * @throws the database's error when it cannot be reached or refuses.
   */
  ready(): Promise<void>;
}

const refusalOf = (msBeforeNext: number): LimitRefusal => ({ retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) });

/**
 * The limits counted in `db`.
 * @param db - a Drizzle database ({@link openLimitsDatabase}, or PGlite in tests); never a
 *   transaction.
 * @param now - the clock of the recipient limit (milliseconds), for tests; default `Date.now`.
 *   The client limit uses the machine's clock (`RateLimiterDrizzle`).
 */
export function createSharedOrderEmailLimits(db: LimitsDatabase, now: () => number = Date.now): SharedOrderEmailLimits {
  const clients = new RateLimiterDrizzle({
    storeClient: db,
    schema: orderEmailClientLimits,
    keyPrefix: 'order-email-client',
    points: REQUESTS_PER_CLIENT,
    duration: CLIENT_WINDOW_SECONDS,
    clearExpiredByTimeout: false,
  });
  let preparing: Promise<void> | undefined;
  let lastCleanup = 0;

  function ready(): Promise<void> {
    preparing ??= db
      .transaction(async (tx) => {
        await tx.execute(CREATE_LOCK);
        for (const statement of CREATE_TABLES) await tx.execute(statement);
      })
      .catch((error: unknown) => {
        preparing = undefined;
        throw error;
      });
    return preparing;
  }

  /** Deletes the rows past their windows, at most every {@link LIMITS_CLEANUP_EVERY_MS} (failures ignored: the next one retries). */
  async function cleanup(at: number): Promise<void> {
    if (at - lastCleanup < LIMITS_CLEANUP_EVERY_MS) return;
    lastCleanup = at;
    await Promise.all([
      db.delete(orderEmailSends).where(lte(orderEmailSends.sentAt, new Date(at - RECIPIENT_LIMIT_WINDOW_MS))),
      db.delete(orderEmailClientLimits).where(lt(orderEmailClientLimits.expire, new Date(Date.now()))),
    ]).catch(() => undefined);
  }

  return {
    ready,
    async client(clientAddress) {
      await ready();
      try {
        await clients.consume(addressKey(clientAddress));
        return null;
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return refusalOf(refusal.msBeforeNext);
      }
    },
    async recipient(recipient) {
      await ready();
      const at = now();
      await cleanup(at);
      const key = recipientLimitKey(recipient);
      const since = new Date(at - RECIPIENT_LIMIT_WINDOW_MS);
      return db.transaction(async (tx) => {
        // Held until the transaction ends: another instance counting this address waits here.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order-email-recipient:${key}`}, 0))`);
        await tx.delete(orderEmailSends).where(and(eq(orderEmailSends.recipient, key), lte(orderEmailSends.sentAt, since)));
        const times = await tx
          .select({ sentAt: orderEmailSends.sentAt })
          .from(orderEmailSends)
          .where(eq(orderEmailSends.recipient, key))
          .orderBy(asc(orderEmailSends.sentAt));
        if (!withinRecipientLimit(1, times.length, ORDER_EMAILS_PER_RECIPIENT_PER_DAY)[0]) {
          return refusalOf(times[0]!.sentAt.getTime() + RECIPIENT_LIMIT_WINDOW_MS - at);
        }
        await tx.insert(orderEmailSends).values({ recipient: key, sentAt: new Date(at) });
        return null;
      });
    },
  };
}

/** A connection pool to the limits' database. */
export interface LimitsConnection {
  db: LimitsDatabase;
  /** Ends the pool's connections (waits for running statements at most {@link LIMITS_DATABASE_TIMEOUT_SECONDS}). */
  close(): Promise<void>;
}

/**
 * Opens a pool (postgres.js, at most {@link LIMITS_DATABASE_CONNECTIONS} connections) to `url`,
 * whose statements time out after {@link LIMITS_DATABASE_TIMEOUT_SECONDS}. Connects on first use.
 * @param url - `LIMITS_DATABASE_URL`, checked by `loadConfig`.
 */
export function openLimitsDatabase(url: string): LimitsConnection {
  const client = postgres(url, {
    max: LIMITS_DATABASE_CONNECTIONS,
    connect_timeout: LIMITS_DATABASE_TIMEOUT_SECONDS,
    idle_timeout: 60,
    onnotice: () => undefined,
    connection: { statement_timeout: LIMITS_DATABASE_TIMEOUT_SECONDS * 1000 },
  });
  return {
    db: drizzle(client),
    close: () => client.end({ timeout: LIMITS_DATABASE_TIMEOUT_SECONDS }),
  };
}
