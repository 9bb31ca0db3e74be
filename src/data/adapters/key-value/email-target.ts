/** Where the browser mode's order e-mails read the admin address and log their outcomes. */
import type { OrderEmailTarget } from '@/data/order-emails';
import type { AdapterContext } from './context';

/**
 * The order e-mails' target in this store: the admin address of the store settings, and the
 * e-mail log (an `EML…` entry with the current time per outcome). Not part of the port: only the
 * adapter's own order e-mails write the log (src/data/order-emails.ts).
 */
export function emailTargetOf(ctx: AdapterContext): OrderEmailTarget {
  return {
    adminEmail: () => ctx.readOnly((tx) => tx.get('adminEmail')),
    addEmailLog: (entry) =>
      ctx.store.transact((tx) => {
        const log = { ...entry, id: ctx.newId('EML'), timestamp: ctx.now().toISOString() };
        tx.set('emailLogs', [...tx.get('emailLogs'), log]);
        return log;
      }),
  };
}
