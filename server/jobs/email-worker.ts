/**
 * The order e-mail outbox's worker (docs/server.md "Order e-mails";
 * docs/decisions/018-order-email-recipients.md). An order's transaction inserts one row per
 * e-mail (`server/services/email-outbox.ts`, which also holds the worker's statements); a worker in each instance ({@link createOrderEmailWorker})
 * claims the due rows with `FOR UPDATE SKIP LOCKED`, sends them over SMTP outside any transaction, and settles each in one transaction: sent, retried later with
 * exponential back-off, or failed for good — writing the e-mail log entry of the final outcome
 * (announced to the admins). So a slow or absent SMTP server never slows an order, a failed
 * e-mail is tried again, and two instances never send one e-mail twice.
 *
 * A buyer's order e-mail goes only to the account's verified address (docs/decisions/022): a row
 * the domain marked withheld (`unverified`) is settled `withheld` at its claim, its log entry
 * saying 'E-mail belum diverifikasi', with no SMTP attempt. At most
 * `ORDER_EMAILS_PER_RECIPIENT_PER_DAY` e-mails go to one buyer mailbox in 24 hours (its order
 * confirmations and verification links together), counted under a per-address advisory lock while
 * claiming; the rest are settled `limited`, an order's with its reason in the log.
 *
 * A verification link (`email_verification`, no order) gets its token when it is sent
 * (`issueVerificationToken`, server/services/email-verification.ts), so no stored row holds a
 * usable link; a link no longer needed (the e-mail changed, or was verified) is not sent.
 *
 * The admin's new-order notices: at most `ADMIN_NOTICES_PER_WINDOW` go one by one in
 * `ADMIN_NOTICE_WINDOW_MS`; the further ones are held (`batched`) and one summary row goes at the
 * window's end, after which each held order gets its log entry (the summary's outcome).
 *
 * Long on purpose: claiming, both limits, sending and settling share one transaction's locks and
 * one claim's rows; split, each part would need the others' state passed around.
 */
import type { Logger } from 'pino';
import { messages } from '@/shared/messages';
import {
  ADMIN_NOTICE_WINDOW_MS,
  ADMIN_NOTICES_PER_WINDOW,
  adminNoticesSentAlone,
  ORDER_EMAILS_PER_RECIPIENT_PER_DAY,
  orderEmailsFor,
  RECIPIENT_LIMIT_WINDOW_MS,
  recipientLimitKey,
  withinRecipientLimit,
  type OrderEmail,
} from '@/domain/orders/emails';
import type { EmailType, Order } from '@/domain/core/records';
import type { ShopDatabase } from '../db/client';
import { createServiceContext, isUniqueViolation, type ChangePublisher, type OrderEmailDelivery, type Tx } from '../services/context';
import { NO_TRANSPORT, sendAdminSummaryEmail, sendOrderEmail, sendVerificationEmail, type MailTransport, type SendOutcome } from '../services/email';
import { insertEmailLog } from '../services/logs';
import {
  ADMIN_SUMMARY_TYPE,
  adminSummaryWaiting,
  anyOutboxRowDue,
  countAdminNotices,
  countRecipientEmails,
  markOutboxBatched,
  OUTBOX_MAX_ATTEMPTS,
  settleBatchedNotices,
  takeBatchedNotices,
  insertOutboxRow,
  lockDueOutboxRows,
  lockOutboxKey,
  markOutboxUnsent,
  EMAIL_VERIFICATION_TYPE,
  MAILBOX_LIMITED_TYPES,
  markOutboxSending,
  orderRecipients,
  resendBusy,
  settleOutboxRows,
  type OutboxRow,
  type OutboxSettlement,
} from '../services/email-outbox';
import { readOrdersByIds } from '../services/orders';
import { issueVerificationToken } from '../services/email-verification';
import { emailVerificationLink } from '@/domain/accounts/email-verification';
import { readSetting } from '../services/settings';
import { createOutboxLoop } from './outbox-loop';

/** The wait after the first failed attempt (ms); it doubles after each further one. */
export const OUTBOX_RETRY_BASE_MS = 30_000;
/** The longest wait between two attempts (ms). */
export const OUTBOX_RETRY_MAX_MS = 60 * 60_000;
/**
 * How long a claimed e-mail stays its worker's (ms): longer than an SMTP attempt can take (5 s to
 * connect and greet, 8 s per read); a worker that died meanwhile leaves it to another after it.
 */
export const OUTBOX_LEASE_MS = 2 * 60_000;
/** How often each instance looks for due e-mails besides being woken (ms). */
export const OUTBOX_POLL_MS = 5_000;
/** E-mails claimed at once (sent together). */
export const OUTBOX_BATCH = 10;
/** The origin of the verification links when none is given: `npm start`'s address (README). */
export const DEFAULT_LINK_ORIGIN = 'http://127.0.0.1:4173';

/** The statuses of a row still to be sent (`sending` once its lease is over). */
const OPEN = ['pending', 'sending'];
/** The statuses that count against a buyer mailbox's daily limit. */
const COUNTED = ['sent', 'sending'];

/**
 * The wait before attempt `attempts + 1` after `attempts` failed ones: 30 s, 1, 2, 4, 8 … minutes,
 * at most an hour.
 * @returns milliseconds.
 */
export function outboxRetryDelayMs(attempts: number, baseMs = OUTBOX_RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), OUTBOX_RETRY_MAX_MS);
}

/** Options of {@link createOrderEmailWorker}. */
export interface OrderEmailWorkerOptions {
  database: ShopDatabase;
  /** Announces the new e-mail log entries (`emailLogs`, to the admins). */
  publish: ChangePublisher;
  /** The SMTP transport, or null when no SMTP server is configured (every e-mail then fails for good). */
  transport: MailTransport | null;
  /** The sender, e.g. `Seulanga <pesanan@seulanga.id>`. */
  from: string;
  /**
   * The shop's public origin the verification links point to (`PUBLIC_URL`'s, else the server's
   * own address; never a request's Host header, which a stranger could forge). Default
   * {@link DEFAULT_LINK_ORIGIN}.
   */
  linkOrigin?: string;
  logger: Logger;
  /** Clock of the due times and log entries (the real one by default). */
  now?: () => Date;
  /** Random source in [0, 1) of the log entries' ids (`Math.random` by default; tests fix it). */
  random?: () => number;
  /** Looking for due e-mails every this many ms ({@link OUTBOX_POLL_MS}). */
  pollMs?: number;
  /** E-mails claimed at once ({@link OUTBOX_BATCH}). */
  batch?: number;
  /** Wait after the first failure, doubling ({@link OUTBOX_RETRY_BASE_MS}). */
  retryBaseMs?: number;
  /** A claim's lease ({@link OUTBOX_LEASE_MS}). */
  leaseMs?: number;
  /** E-mails per buyer mailbox in 24 hours (`ORDER_EMAILS_PER_RECIPIENT_PER_DAY`). */
  perRecipientPerDay?: number;
  /** Admin new-order notices sent one by one per window (`ADMIN_NOTICES_PER_WINDOW`). */
  adminNoticesPerWindow?: number;
}

/** The held admin notices a claimed summary covers, by the summary row's id. */
type SummaryNotices = Map<number, Array<{ id: number; orderId: string | null }>>;

/** One instance's outbox worker. */
export interface OrderEmailWorker extends OrderEmailDelivery {
  /**
   * Claims, sends and settles due e-mails until none is due.
   * @returns how many e-mails were settled (sent, failed, limited or put back for a retry).
   */
  drain(): Promise<number>;
  /** Drains now and every `pollMs` until {@link OrderEmailWorker.stop}. */
  start(): void;
  /** Stops the timer, ignores later wakes, and waits for a drain under way to end. */
  stop(): Promise<void>;
}

/**
 * The outbox worker of one instance. Each drain claims up to `batch` due rows in one transaction
 * (`FOR UPDATE SKIP LOCKED`, so two instances take different rows; a claimed row is `sending`
 * with its lease in `next_attempt_at`, so nobody takes it again meanwhile), applies the daily
 * limit of unverified addresses, sends the claimed e-mails together, then settles each in a
 * transaction of its own with its e-mail log entry. Failures and database errors are logged with
 * `logger`, never thrown by `wake`, `start` or the timer.
 */
export function createOrderEmailWorker(opts: OrderEmailWorkerOptions): OrderEmailWorker {
  const { database, transport, from, logger } = opts;
  const now = opts.now ?? (() => new Date());
  const batch = opts.batch ?? OUTBOX_BATCH;
  const leaseMs = opts.leaseMs ?? OUTBOX_LEASE_MS;
  const perDay = opts.perRecipientPerDay ?? ORDER_EMAILS_PER_RECIPIENT_PER_DAY;
  const perWindow = opts.adminNoticesPerWindow ?? ADMIN_NOTICES_PER_WINDOW;
  /** The held notices of each summary claimed by this worker and not yet settled. */
  const summaryNotices: SummaryNotices = new Map();
  // The worker's writes have no actor; its clock is the worker's.
  const ctx = createServiceContext({ database, publish: opts.publish, now, random: opts.random ?? Math.random }, null, 'system');

  /** Writes the final outcome's e-mail log entry inside `tx` (an order's e-mail only: a verification link has none). */
  async function logOutcome(tx: Tx, row: OutboxRow, error: string | null, at: Date) {
    if (row.orderId === null) return;
    await insertEmailLog(
      tx,
      { orderId: row.orderId, recipient: row.recipient, type: row.type as EmailType, status: error ? 'failed' : 'success', error },
      ctx.newId('EML'),
      at,
    );
  }

  /**
   * Takes the due rows (or just row `onlyId`) for this worker, in one transaction. Rows over their
   * mailbox's daily limit are settled `limited` there, and order e-mails withheld for an address not
   * verified `withheld`, each with its log entry.
   * Admin notices past the window's number are held for a summary (inserted when none waits); a
   * summary claimed takes the held notices it covers.
   * @returns the rows to send, as claimed (`attempts` already counting this one), and how many due
   * rows were taken (the limited and held ones too).
   */
  async function claim(onlyId?: number): Promise<{ claimed: OutboxRow[]; taken: number }> {
    const at = now();
    return ctx.transact(async (tx) => {
      const due = await lockDueOutboxRows(tx.db, { open: OPEN, at, onlyId, limit: batch });
      if (due.length === 0) return { claimed: [], taken: 0 };
      const dueIds = due.map((row) => row.id);
      // An order e-mail the domain withheld (an address not verified) is settled now, never sent.
      const withheld = due.filter((row) => row.unverified && row.orderId !== null);
      const limited = new Set<number>();
      const limitedRows = due.filter((row) => MAILBOX_LIMITED_TYPES.includes(row.type) && !withheld.includes(row));
      // A mailbox is counted however its address is written (`recipient_key`).
      const addresses = [...new Set(limitedRows.map((row) => row.recipientKey))].sort();
      for (const address of addresses) {
        // One worker at a time counts an address; taken in sorted order, so two workers cannot deadlock.
        await lockOutboxKey(tx.db, `seulanga:order-email:${address}`);
        const counted = await countRecipientEmails(tx.db, {
          address,
          counted: COUNTED,
          since: new Date(at.getTime() - RECIPIENT_LIMIT_WINDOW_MS),
          exceptIds: dueIds,
        });
        const rows = limitedRows.filter((row) => row.recipientKey === address);
        withinRecipientLimit(rows.length, counted, perDay).forEach((ok, index) => {
          if (!ok) limited.add(rows[index]!.id);
        });
      }
      // The admin's own 'Kirim Ulang' (a claim of one row) is never held: it is asked for, and limited apart.
      const held = onlyId === undefined ? await holdAdminNotices(tx, due, dueIds, at) : new Set<number>();
      const claimed = due.filter((row) => !limited.has(row.id) && !held.has(row.id) && !withheld.includes(row));
      if (claimed.length > 0) {
        await markOutboxSending(tx.db, claimed.map((row) => row.id), at, new Date(at.getTime() + leaseMs));
      }
      for (const row of due.filter((r) => limited.has(r.id))) {
        const reason = messages.email.recipientLimit(perDay);
        await markOutboxUnsent(tx.db, row.id, 'limited', reason);
        await logOutcome(tx, row, reason, at);
        logger.warn({ orderId: row.orderId, type: row.type }, 'e-mail not sent: the address had its e-mails of the day');
      }
      for (const row of withheld) {
        await markOutboxUnsent(tx.db, row.id, 'withheld', messages.email.unverified);
        await logOutcome(tx, row, messages.email.unverified, at);
      }
      return {
        claimed: claimed.map((row) => ({ ...row, status: 'sending', attempts: row.attempts + 1, claimedAt: at })),
        taken: due.length,
      };
    });
  }

  /**
   * Within a claim's transaction: holds the due admin notices past `ADMIN_NOTICES_PER_WINDOW` in
   * the last window (all of them while a summary waits), inserting the summary due at the window's
   * end; and lets each due summary take the held notices it covers ({@link summaryNotices}). Under
   * one advisory lock taken after the addresses' ones (a fixed order), so two workers cannot hold
   * notices for a summary another is taking.
   * @returns the ids of the notices held now.
   */
  async function holdAdminNotices(tx: Tx, due: readonly OutboxRow[], dueIds: number[], at: Date): Promise<Set<number>> {
    const held = new Set<number>();
    const notices = due.filter((row) => row.type === 'admin_new_order');
    const summaries = due.filter((row) => row.type === ADMIN_SUMMARY_TYPE);
    if (notices.length === 0 && summaries.length === 0) return held;
    await lockOutboxKey(tx.db, 'seulanga:admin-notices');
    if (notices.length > 0) {
      const sent = await countAdminNotices(tx.db, { counted: COUNTED, since: new Date(at.getTime() - ADMIN_NOTICE_WINDOW_MS), exceptIds: dueIds });
      // Only a summary not yet taken by a worker can still take more notices.
      const waiting = (await adminSummaryWaiting(tx.db, ['pending'])) || summaries.length > 0;
      adminNoticesSentAlone(notices.length, sent, waiting, perWindow).forEach((alone, index) => {
        if (!alone) held.add(notices[index]!.id);
      });
      if (held.size > 0) {
        await markOutboxBatched(tx.db, [...held], at);
        const first = notices.find((row) => held.has(row.id))!;
        if (!waiting) {
          await insertOutboxRow(tx.db, {
            orderId: first.orderId,
            type: ADMIN_SUMMARY_TYPE,
            recipient: first.recipient,
            recipientKey: first.recipientKey,
            unverified: false,
            maxAttempts: OUTBOX_MAX_ATTEMPTS,
            nextAttemptAt: new Date(at.getTime() + ADMIN_NOTICE_WINDOW_MS),
            createdAt: at,
          });
        }
        logger.info({ held: held.size }, 'admin new-order notices held for a summary');
      }
    }
    for (const summary of summaries) summaryNotices.set(summary.id, await takeBatchedNotices(tx.db));
    return held;
  }

  /**
   * The claimed rows' orders, each read once (two statements for the batch, whatever its size).
   * @throws what the database throws.
   */
  async function readOrders(rows: readonly OutboxRow[]): Promise<Map<string, Order>> {
    const found = await readOrdersByIds(database.db, [...new Set(rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])))]);
    return new Map(found.map((order) => [order.id, order]));
  }

  /**
   * One attempt of each claimed row, sent together: the orders read once, then each e-mail sent.
   * Never throws: a failed read is a passing failure of every row (nothing was sent), a failed send
   * that row's outcome — so every row this claim sent is settled as sent.
   * @returns per row, its outcome, or null when its order is gone (a restore): nothing to send.
   */
  async function attemptAll(rows: readonly OutboxRow[]): Promise<Array<SendOutcome | null>> {
    if (!transport) return rows.map(() => NO_TRANSPORT);
    let byId: Map<string, Order>;
    try {
      byId = await readOrders(rows.filter((row) => row.type !== ADMIN_SUMMARY_TYPE && row.orderId !== null));
    } catch (error) {
      logger.warn({ err: error }, 'order e-mails: the orders could not be read; tried again later');
      return rows.map(() => ({ error: messages.generic.unexpected, permanent: false }));
    }
    return Promise.all(
      rows.map(async (row) => {
        if (row.type === ADMIN_SUMMARY_TYPE) {
          const held = summaryNotices.get(row.id) ?? [];
          // Another summary (one whose lease ran out) took them: nothing left to tell.
          if (held.length === 0) return { error: null, permanent: false };
          return sendAdminSummaryEmail(transport, from, logger, row.recipient, held.map((n) => n.orderId ?? ''), ADMIN_NOTICE_WINDOW_MS / 60_000);
        }
        if (row.type === EMAIL_VERIFICATION_TYPE) return attemptVerification(transport, row);
        const order = row.orderId === null ? undefined : byId.get(row.orderId);
        if (!order) return null;
        const email: OrderEmail = { type: row.type as EmailType, recipient: row.recipient, unverified: row.unverified, withheld: false };
        return sendOrderEmail(transport, from, logger, order, email);
      }),
    );
  }

  /**
   * One attempt of a verification link: its token made now (the account's older links superseded),
   * then the e-mail sent. Never throws.
   * @returns the outcome; a failed (permanent) one, nothing sent, when the link is no longer needed.
   */
  async function attemptVerification(mail: MailTransport, row: OutboxRow): Promise<SendOutcome> {
    let token: string | null;
    try {
      token = row.userId === null ? null : await issueVerificationToken(database.db, row.userId, row.recipient, now());
    } catch (error) {
      logger.warn({ err: error }, 'verification e-mail: the token could not be stored; tried again later');
      return { error: messages.generic.unexpected, permanent: false };
    }
    if (token === null) return { error: 'not sent: the account no longer has this address unverified', permanent: true };
    return sendVerificationEmail(mail, from, logger, row.recipient, emailVerificationLink(opts.linkOrigin ?? DEFAULT_LINK_ORIGIN, token));
  }

  /**
   * Settles the claimed rows after their attempt, in one statement: each sent; failed for good (a
   * permanent failure, its attempts used up, or its order gone); else back to `pending`, due after
   * the back-off — and the e-mail log entry of each final outcome of a known order. Only a row
   * still this claim's (`sending`, same attempt) changes: a worker whose lease ran out changes
   * nothing. A log entry's id taken meanwhile (another instance's, made in the same millisecond
   * with the same two random characters) settles again with new ids: the e-mails went out, and
   * left to their lease they would be sent a second time. Another failed statement is logged and
   * leaves the rows to their lease.
   */
  async function settleAll(rows: readonly OutboxRow[], outcomes: ReadonlyArray<SendOutcome | null>): Promise<void> {
    const at = now();
    for (let attempt = 1; ; attempt += 1) {
      try {
        await settleOnce(rows, outcomes, at);
        return;
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error, 'email_logs_pkey')) continue;
        logger.error({ err: error, outboxIds: rows.map((row) => row.id) }, 'order e-mails: settling failed; the rows wait for their lease');
        return;
      }
    }
  }

  /** {@link settleAll}'s statement, with new log entry ids. @throws what the database throws. */
  async function settleOnce(rows: readonly OutboxRow[], outcomes: ReadonlyArray<SendOutcome | null>, at: Date): Promise<void> {
    const settlements = rows.map((row, index): OutboxSettlement => {
      const outcome = outcomes[index] ?? null;
      if (!outcome) logger.warn({ orderId: row.orderId }, 'order e-mail: unknown order');
      const error = outcome ? outcome.error : 'order not found';
      const final = !outcome || error === null || outcome.permanent || row.attempts >= row.maxAttempts;
      const next = final ? at : new Date(at.getTime() + outboxRetryDelayMs(row.attempts, opts.retryBaseMs));
      // A summary has no entry of its own: each held order gets one (below); a verification link
      // belongs to no order, so none either.
      const logId = outcome && final && row.type !== ADMIN_SUMMARY_TYPE && row.orderId !== null ? ctx.newId('EML') : null;
      return { id: row.id, attempts: row.attempts, status: error === null ? 'sent' : final ? 'failed' : 'pending', error, nextAttemptAt: next, logId };
    });
    const summaries = settlements.filter((s, index) => rows[index]!.type === ADMIN_SUMMARY_TYPE && s.status !== 'pending');
    let logged: number;
    if (summaries.length === 0) {
      logged = await settleOutboxRows(database.db, settlements, at);
    } else {
      // The summary and its held notices' log entries settle together.
      logged = await database.db.transaction(async (db) => {
        let n = await settleOutboxRows(db, settlements, at);
        for (const summary of summaries) {
          const held = (summaryNotices.get(summary.id) ?? []).map((notice) => notice.id);
          n += await settleBatchedNotices(db, held, summary.error, at, () => ctx.newId('EML'));
        }
        return n;
      });
    }
    for (const row of rows) if (row.type === ADMIN_SUMMARY_TYPE) summaryNotices.delete(row.id);
    if (logged > 0) await opts.publish([{ keys: ['emailLogs'], audience: { kind: 'admin' } }]);
  }

  /** Sends the claimed rows together, then settles them together. */
  async function deliver(rows: OutboxRow[]): Promise<void> {
    await settleAll(rows, await attemptAll(rows));
  }

  /** Whether any e-mail is due: one statement outside a transaction (the due rows' partial index). */
  async function anyDue(): Promise<boolean> {
    return anyOutboxRowDue(database.db, OPEN, now());
  }

  async function drain(): Promise<number> {
    let settled = 0;
    for (;;) {
      const { claimed, taken } = await claim();
      if (claimed.length > 0) await deliver(claimed);
      settled += taken;
      // A claim short of a batch took every row that was due.
      if (taken < batch) return settled;
    }
  }

  const loop = createOutboxLoop({
    name: 'order e-mail outbox',
    logger,
    pollMs: opts.pollMs ?? OUTBOX_POLL_MS,
    anyDue,
    drain,
  });

  /** The order's current recipient of `type`, as the domain names it (undefined: none). */
  async function currentEmail(orderId: string, type: EmailType): Promise<OrderEmail | undefined> {
    const recipients = await orderRecipients(database.db, orderId);
    if (!recipients) return undefined;
    const adminEmail = await readSetting(database.db, 'adminEmail');
    const order = { customerEmail: recipients.customerEmail };
    const account = { email: recipients.accountEmail, verifiedEmail: recipients.verifiedEmail };
    return orderEmailsFor(order, adminEmail, account).find((email) => email.type === type);
  }

  return {
    drain,
    wake: loop.wake,
    async resend(orderId, type, afterLogId) {
      const email = await currentEmail(orderId, type);
      if (!email) return true;
      const at = now();
      const rowId = await ctx.transact(async (tx) => {
        // One resend of an order's e-mail at a time, on every instance.
        await lockOutboxKey(tx.db, `seulanga:order-email-resend:${orderId}:${type}`);
        if (await resendBusy(tx.db, orderId, type, afterLogId)) return null;
        // Due only after a lease: no poller takes it before this worker's claim below (should this
        // process die first, it is due then, for one attempt).
        return insertOutboxRow(tx.db, {
          orderId,
          type: email.type,
          recipient: email.recipient,
          recipientKey: recipientLimitKey(email.recipient),
          // Still not verified: withheld again, its log entry saying so (decision 022).
          unverified: email.withheld,
          maxAttempts: 1,
          nextAttemptAt: new Date(at.getTime() + leaseMs),
          createdAt: at,
        });
      });
      if (rowId === null) return false;
      const { claimed } = await claim(rowId);
      if (claimed.length > 0) await deliver(claimed);
      return true;
    },
    start: loop.start,
    stop: loop.stop,
  };
}
