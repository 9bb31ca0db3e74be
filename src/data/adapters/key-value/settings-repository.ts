import { decideSettingsSave } from '@/domain/settings/changes';
import { settingsSectionSavers } from '@/domain/settings/sections';
import type { SettingsRepository, StoreSettings } from '@/domain/port/port';
import type { OrderEmailTarget } from '@/data/order-emails';
import { type AdapterContext, type StoreReader } from './context';

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
