/**
 * The activity and e-mail logs on the server (spec section 7; `docs/api.md` "/api/logs"). The
 * admin reads both, newest first, and the sales history (spec section 6) a page at a time;
 * e-mail outcomes are written by the server's order e-mail outbox (`./email-outbox.ts`), never through
 * the API.
 */
import { and, asc, desc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { alreadyResent, resendRefusal, resendUnavailable } from '@/domain/orders/email-log';
import { emailLogSearchSchema, pageRequestSchema } from '@/domain/back-office/lists';
import type { PageRequest } from '@/domain/core/paging';
import { SALES_HISTORY_TYPES } from '@/domain/figures/sales-report';
import type { LogRepository } from '@/domain/port/port';
import type { EmailLog } from '@/domain/core/records';
import { toActivityLog, toEmailLog } from '../db/records';
import { activityLogs, emailLogs } from '../db/schema';
import type { Executor } from '../db/client';
import { validate, type ServiceContext, type Tx } from './context';
import { readBackOfficePage } from './lists';

/** Activity newest first like the browser's lists: by timestamp as plain text, then the later-stored. */
const ACTIVITY_NEWEST_FIRST = [desc(sql`${activityLogs.timestamp} collate "C"`), desc(activityLogs.seq)];

/** E-mail outcomes newest first: by timestamp as plain text, then the later-stored. */
const EMAIL_NEWEST_FIRST = [desc(sql`${emailLogs.timestamp} collate "C"`), desc(emailLogs.seq)];

/**
 * The entries of the sales history (src/domain/figures/sales-report.ts `salesHistory`): the admins'
 * product, profile and password activity (the role recorded with the entry).
 */
const SALES_HISTORY = and(
  eq(activityLogs.role, 'admin'),
  inArray(activityLogs.type, [...SALES_HISTORY_TYPES]),
);

/**
 * The e-mail log entries that failed with no later entry of their order and type (a later one is
 * a resend): `unresolvedFailures` of src/domain/orders/email-log.ts in SQL, over the index on
 * (order_id, type, seq).
 */
function unresolvedFailure(db: Executor) {
  const later = alias(emailLogs, 'later');
  return and(
    eq(emailLogs.status, 'failed'),
    notExists(
      db
        .select({ one: sql`1` })
        .from(later)
        .where(and(eq(later.orderId, emailLogs.orderId), eq(later.type, emailLogs.type), gt(later.seq, emailLogs.seq))),
    ),
  );
}

/** The server's own writer of e-mail outcomes (not part of the port: no route exposes it). */
export interface OrderEmailLog {
  addEmailLog(entry: Omit<EmailLog, 'id' | 'timestamp'>): Promise<EmailLog>;
}

/**
 * Appends an e-mail outcome inside `tx` and announces `emailLogs` to the admins (the outbox
 * writes it in the transaction that settles the e-mail, server/services/email-outbox.ts).
 * @param entry - order id, recipient address, type, `success`/`failed` and the failure reason.
 * @param id - the entry's `EML…` id; `at` - its time.
 */
export async function insertEmailLog(tx: Tx, entry: Omit<EmailLog, 'id' | 'timestamp'>, id: string, at: Date): Promise<EmailLog> {
  const [row] = await tx.db
    .insert(emailLogs)
    .values({
      id,
      timestamp: at.toISOString(),
      orderId: entry.orderId,
      recipient: entry.recipient,
      type: entry.type,
      status: entry.status,
      error: entry.error ?? null,
    })
    .returning();
  tx.changed(['emailLogs'], { kind: 'admin' });
  return toEmailLog(row!);
}

/**
 * The log service of one request (implements the port's {@link LogRepository}).
 * Listing is for admins only (PermissionError otherwise: 401 signed out, 403 buyer).
 */
export function createLogService(ctx: ServiceContext): LogRepository & OrderEmailLog {
  const { db } = ctx;
  /**
   * A log page's request, for the admin only (checked first).
   * @throws PermissionError unless admin; ValidationError for a page that is no finite number.
   */
  const adminPageRequest = (input: PageRequest) => {
    ctx.requireRole('admin');
    return validate(pageRequestSchema, input);
  };
  return {
    /**
     * Appends an e-mail outcome (`EML…` id, the current time) and announces `emailLogs` to the
     * admins. Server-internal: the order e-mail sender calls it; no route exposes it, so it
     * checks no role.
     * @param entry - order id, recipient address, type, `success`/`failed` and the failure reason.
     */
    async addEmailLog(entry) {
      return ctx.transact((tx) => insertEmailLog(tx, entry, ctx.newId('EML'), ctx.now()));
    },

    /** Every e-mail log entry, newest first. @throws PermissionError unless admin. */
    async listEmailLogs() {
      ctx.requireRole('admin');
      const rows = await db
        .select()
        .from(emailLogs)
        .orderBy(...EMAIL_NEWEST_FIRST);
      return rows.map(toEmailLog);
    },

    /**
     * How many order e-mails failed and were not sent since: failed entries with no later entry
     * of their order and type (`unresolvedFailureCount` of src/domain/orders/email-log.ts, in
     * SQL; "later" is the stored sequence). @throws PermissionError unless admin.
     */
    async failedEmailCount() {
      ctx.requireRole('admin');
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(emailLogs).where(unresolvedFailure(db));
      return Number(row?.count ?? 0);
    },

    /**
     * One page of the e-mail log, newest first (the same order as {@link listEmailLogs}); with
     * `unresolved`, only the failures {@link failedEmailCount} counts.
     */
    async emailLogPage(input) {
      ctx.requireRole('admin');
      const { unresolved, ...request } = validate(emailLogSearchSchema, input);
      return readBackOfficePage(db, request, {
        table: emailLogs,
        where: unresolved ? unresolvedFailure(db) : undefined,
        orderBy: EMAIL_NEWEST_FIRST,
        toItems: (_tx, rows) => rows.map(toEmailLog),
      });
    },

    /**
     * 'Kirim Ulang {order id}': sends the failed e-mail of entry `logId` again, to the
     * order's current recipient, through the order e-mail outbox at once (one attempt, the
     * recipient's daily limit applied: server/services/email-outbox.ts), and answers the new
     * log entry (`success` or `failed`). Only the newest entry of an order and type, and only a
     * failed one (`resendRefusal` of src/domain/orders/email-log.ts); at most `EMAIL_RESENDS_PER_ADMIN`
     * per admin in 10 minutes.
     * @throws PermissionError unless admin; NotFoundError; ValidationError EMAIL_RESEND_INVALID;
     *   RateLimitError (429).
     */
    async resendEmail(logId) {
      const admin = ctx.requireRole('admin');
      const [target] = await db.select().from(emailLogs).where(eq(emailLogs.id, String(logId)));
      const orderLogs = target
        ? (await db.select().from(emailLogs).where(eq(emailLogs.orderId, target.orderId)).orderBy(asc(emailLogs.seq))).map(toEmailLog)
        : [];
      const refusal = resendRefusal(target ? toEmailLog(target) : undefined, orderLogs);
      if (refusal) throw refusal;
      await ctx.limits.emailResend(admin.id);
      const outbox = ctx.deps.orderEmails;
      if (!outbox) throw resendUnavailable();
      if (!(await outbox.resend(target!.orderId, target!.type as EmailLog['type'], target!.id))) throw alreadyResent();
      const [latest] = await db
        .select()
        .from(emailLogs)
        .where(and(eq(emailLogs.orderId, target!.orderId), eq(emailLogs.type, target!.type)))
        .orderBy(desc(emailLogs.seq))
        .limit(1);
      if (!latest || latest.id === target!.id) throw resendUnavailable();
      return toEmailLog(latest);
    },

    /** Every activity log entry, newest first. @throws PermissionError unless admin. */
    async listActivity() {
      ctx.requireRole('admin');
      const rows = await db
        .select()
        .from(activityLogs)
        .orderBy(...ACTIVITY_NEWEST_FIRST);
      return rows.map(toActivityLog);
    },

    /**
     * One page of the sales history, newest first (ties: the later-stored entry first).
     * @throws PermissionError unless admin; ValidationError for a page that is no finite number.
     */
    async salesHistory(input) {
      return readBackOfficePage(db, adminPageRequest(input), {
        table: activityLogs,
        where: SALES_HISTORY,
        orderBy: ACTIVITY_NEWEST_FIRST,
        toItems: (_tx, rows) => rows.map(toActivityLog),
      });
    },
  };
}
