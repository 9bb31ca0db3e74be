/**
 * The activity and e-mail logs of browser mode (spec section 7): the back office's alone, so the
 * module loads with their first read (src/data/adapters/key-value/lazy-repository.ts), not with
 * the storefront.
 */
import { resendRefusal, resendUnavailable, unresolvedFailureCount, unresolvedFailures } from '@/domain/orders/email-log';
import { emailLogSearchSchema, pageRequestSchema } from '@/domain/back-office/lists';
import { BACK_OFFICE_PAGE_SIZE, normalizePageRequest, pageOf } from '@/domain/core/paging';
import type { LogRepository } from '@/domain/port/port';
import { newestFirst, validate, type AdapterContext, type StoreReader } from './context';
import { emailTargetOf } from './email-target';

/** Activity and e-mail logs over the key-value store (spec section 7); every read is the admin's. */
export function createLogRepository(ctx: AdapterContext): LogRepository {
  /** Runs `task` over the current values once the signed-in user is an admin (PermissionError otherwise). */
  const adminRead = <T>(task: (tx: StoreReader) => T): Promise<T> =>
    ctx.readOnly((tx) => {
      ctx.requireRole(tx, 'admin');
      return task(tx);
    });
  return {
    listEmailLogs: () => adminRead((tx) => newestFirst(tx.get('emailLogs'))),
    emailLogPage: (input) =>
      adminRead((tx) => {
        const { unresolved, ...request } = validate(emailLogSearchSchema, input);
        const logs = tx.get('emailLogs');
        return pageOf(newestFirst(unresolved ? unresolvedFailures(logs) : logs), normalizePageRequest(request, BACK_OFFICE_PAGE_SIZE));
      }),
    failedEmailCount: () => adminRead((tx) => unresolvedFailureCount(tx.get('emailLogs'))),
    resendEmail: async (logId) => {
      const { log, order, accountEmail } = await adminRead((tx) => {
        const logs = tx.get('emailLogs');
        const found = logs.find((entry) => entry.id === logId);
        const refusal = resendRefusal(found, logs);
        if (refusal) throw refusal;
        const order = tx.get('orders').find((o) => o.id === found!.orderId);
        const account = order?.userId ? tx.get('users').find((u) => u.id === order.userId) : undefined;
        return { log: found!, order, accountEmail: account?.email };
      });
      if (!ctx.orderEmails || !order) throw resendUnavailable();
      const { config, fetch: fetchImpl } = ctx.orderEmails;
      const { sendOrderEmails } = await import('@/data/order-emails');
      const [entry] = await sendOrderEmails(emailTargetOf(ctx), order, accountEmail, config, fetchImpl, log.type);
      if (!entry) throw resendUnavailable();
      return entry;
    },
    listActivity: () => adminRead((tx) => newestFirst(tx.get('activityLogs'))),
    salesHistory: async (input) => {
      // The report rules load with the back office's first sales-history page, not with the shop.
      const { salesHistoryPage } = await import('@/domain/figures/sales-report');
      return adminRead((tx) => salesHistoryPage(tx.get('activityLogs'), validate(pageRequestSchema, input)));
    },
  };
}
