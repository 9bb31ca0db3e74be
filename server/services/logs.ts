/**
 * The activity and e-mail logs on the server (spec section 7; `docs/api.md` "/api/logs"). The
 * admin reads both, newest first; e-mail outcomes are written by the server's order e-mail
 * sender (`./email.ts`), never through the API.
 */
import { desc, sql } from 'drizzle-orm';
import type { LogRepository } from '@/data/ports';
import { toActivityLog, toEmailLog } from '../db/records';
import { activityLogs, emailLogs } from '../db/schema';
import type { ServiceContext } from './context';

/**
 * The log service of one request (implements the port's {@link LogRepository}).
 * Listing is for admins only (PermissionError otherwise: 401 signed out, 403 buyer).
 */
export function createLogService(ctx: ServiceContext): LogRepository {
  const { db } = ctx;
  return {
    /**
     * Appends an e-mail outcome (`EML…` id, the current time) and announces `emailLogs` to the
     * admins. Server-internal: the order e-mail sender calls it; no route exposes it, so it
     * checks no role.
     * @param entry - order id, recipient address, type, `success`/`failed` and the failure reason.
     */
    async addEmailLog(entry) {
      return ctx.transact(async (tx) => {
        const [row] = await tx.db
          .insert(emailLogs)
          .values({
            id: ctx.newId('EML'),
            timestamp: ctx.now().toISOString(),
            orderId: entry.orderId,
            recipient: entry.recipient,
            type: entry.type,
            status: entry.status,
            error: entry.error ?? null,
          })
          .returning();
        tx.changed(['emailLogs'], { kind: 'admin' });
        return toEmailLog(row!);
      });
    },

    /** Every e-mail log entry, newest first. @throws PermissionError unless admin. */
    async listEmailLogs() {
      ctx.requireRole('admin');
      const rows = await db
        .select()
        .from(emailLogs)
        .orderBy(desc(sql`${emailLogs.timestamp} collate "C"`), desc(emailLogs.seq));
      return rows.map(toEmailLog);
    },

    /** Every activity log entry, newest first. @throws PermissionError unless admin. */
    async listActivity() {
      ctx.requireRole('admin');
      const rows = await db
        .select()
        .from(activityLogs)
        .orderBy(desc(sql`${activityLogs.timestamp} collate "C"`), desc(activityLogs.seq));
      return rows.map(toActivityLog);
    },
  };
}
