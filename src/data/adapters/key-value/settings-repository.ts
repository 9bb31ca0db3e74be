import { resendRefusal, resendUnavailable } from '@/domain/orders/email-log';
import { pageRequestSchema } from '@/domain/back-office/lists';
import { BACK_OFFICE_PAGE_SIZE, normalizePageRequest, pageOf } from '@/domain/core/paging';
import { decideSettingsSave } from '@/domain/settings/changes';
import { settingsSectionSavers } from '@/domain/settings/sections';
import type { LogRepository, SettingsRepository, StoreSettings } from '@/domain/port/port';
import type { OrderEmailTarget } from '@/data/order-emails';
import { newestFirst, validate, type AdapterContext, type StoreReader } from './context';

const readStore = (tx: StoreReader): StoreSettings => ({
  storeName: tx.get('storeName'),
  storeAddress: tx.get('storeAddress'),
  adminEmail: tx.get('adminEmail'),
  contacts: tx.get('storeContacts'),
  maintenanceMode: tx.get('maintenanceMode'),
  newOrderNotifications: tx.get('newOrderNotifications'),
  maxPerProduct: tx.get('maxPerProduct'),
  maxUnpaidOrders: tx.get('maxUnpaidOrders'),
  lowStockThreshold: tx.get('lowStockThreshold'),
  shippingTable: tx.get('shippingTable'),
  orderFlow: tx.get('orderFlow'),
  paymentAccounts: tx.get('paymentAccounts'),
});

/** Store settings and preferences over the key-value store (spec section 3). */
export function createSettingsRepository(ctx: AdapterContext): SettingsRepository {
  const { store } = ctx;
  /** Every settings section's save: the admin first, then the section's decision, applied. */
  const saveSection: SettingsRepository['saveSection'] = (key, input) =>
    store.transact((tx) => {
      const admin = ctx.requireRole(tx, 'admin');
      const plan = decideSettingsSave(key, input);
      for (const [setting, value] of plan.writes) tx.set(setting, value);
      ctx.log(tx, admin, plan.log.type, plan.log.description, plan.log.details);
      return readStore(tx);
    });
  return {
    getStore: () => ctx.readOnly(readStore),
    saveSection,
    ...settingsSectionSavers(saveSection),
    getTheme: () => ctx.readOnly((tx) => tx.get('theme')),
    setTheme: (theme) =>
      store.transact((tx) => {
        tx.set('theme', theme);
      }),
    setNewOrderNotifications: (enabled) =>
      store.transact((tx) => {
        ctx.requireRole(tx, 'admin');
        tx.set('newOrderNotifications', enabled);
      }),
    hasNewOrderNotification: () => ctx.readOnly((tx) => tx.get('newOrderNotification')),
    clearNewOrderNotification: () =>
      store.transact((tx) => {
        ctx.requireRole(tx, 'admin');
        if (tx.get('newOrderNotification')) tx.set('newOrderNotification', false);
      }),
  };
}

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
        const request = normalizePageRequest(validate(pageRequestSchema, input), BACK_OFFICE_PAGE_SIZE);
        return pageOf(newestFirst(tx.get('emailLogs')), request);
      }),
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
