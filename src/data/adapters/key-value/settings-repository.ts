import { settingsSectionSavers } from '@/domain/settings/sections';
import type { SettingsRepository, StoreSettings } from '@/domain/port/port';
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
  maxOpenOrders: tx.get('maxOpenOrders'),
  maxOpenOrdersNewBuyer: tx.get('maxOpenOrdersNewBuyer'),
  lowStockThreshold: tx.get('lowStockThreshold'),
  shippingTable: tx.get('shippingTable'),
  orderFlow: tx.get('orderFlow'),
  paymentAccounts: tx.get('paymentAccounts'),
});

/** Store settings and preferences over the key-value store (spec section 3). */
export function createSettingsRepository(ctx: AdapterContext): SettingsRepository {
  const { store } = ctx;
  /**
   * Every settings section's save: the admin first, then the section's decision, applied. The
   * decisions (every section's input rules and texts) load with the first save, never with a
   * storefront page.
   */
  const saveSection: SettingsRepository['saveSection'] = async (key, input) => {
    const [{ decideSettingsSave }, { applyEffects }] = await Promise.all([import('@/domain/settings/changes'), import('./apply-effects')]);
    return store.transact((tx) => {
      const admin = ctx.requireRole(tx, 'admin');
      const plan = decideSettingsSave(key, input);
      applyEffects(ctx, tx, plan, admin);
      return readStore(tx);
    });
  };
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
