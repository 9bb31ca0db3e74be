/**
 * Store settings and the new-order notification on the server (spec sections 3 and 4; the
 * notification is per admin account in server mode). The theme stays in the browser.
 */
import { activityMessages } from '@/domain/messages';
import type { OrderLimits } from '@/domain/order-limits';
import { and, eq, inArray } from 'drizzle-orm';
import { KEY_SPECS, type StoredValues } from '@/data/keys';
import type { SettingsRepository, StoreSettings } from '@/data/ports';
import {
  lowStockInputSchema,
  orderFlowInputSchema,
  orderLimitsInputSchema,
  paymentAccountsSchema,
  storeSettingsInputSchema,
} from '@/domain/validation';
import { paymentAccountsLogDetails } from '@/domain/payment-accounts';
import { shippingLogDetails, shippingTableSchema } from '@/domain/shipping';
import type { Executor } from '../db/client';
import { SETTING_KEYS, type SettingKey } from '../db/import';
import { adminNotifications, settings } from '../db/schema';
import { validate, type ServiceContext, type Tx } from './context';

/** A stored setting's value checked with its key's schema; the default when absent or invalid. */
function settingValue<K extends SettingKey>(key: K, stored: unknown): StoredValues[K] {
  const spec = KEY_SPECS[key];
  if (spec.kind !== 'value') throw new Error(`${key} is not a setting`);
  const parsed = stored === undefined ? null : spec.schema.safeParse(stored);
  return (parsed?.success ? parsed.data : spec.fallback()) as StoredValues[K];
}

/** A store setting, validated with its key's schema; the default when absent or invalid. */
export async function readSetting<K extends SettingKey>(db: Executor, key: K): Promise<StoredValues[K]> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return settingValue(key, row?.value);
}

/**
 * Several store settings in one statement (a round trip, not one per key; issue 22), each as
 * {@link readSetting} gives it.
 */
export async function readSettings<K extends SettingKey>(db: Executor, keys: readonly K[]): Promise<{ [P in K]: StoredValues[P] }> {
  const rows = await db.select().from(settings).where(inArray(settings.key, [...keys]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(keys.map((key) => [key, settingValue(key, stored.get(key))])) as { [P in K]: StoredValues[P] };
}

/** Writes a store setting inside `tx`. */
export async function writeSetting<K extends SettingKey>(tx: Tx, key: K, value: StoredValues[K]): Promise<void> {
  await tx.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  tx.changed([key], { kind: 'public' });
}

/** Every store setting a visitor may read. */
export async function readStoreSettings(db: Executor): Promise<StoreSettings> {
  const { storeContacts: contacts, ...values } = await readSettings(db, SETTING_KEYS);
  return { ...values, contacts };
}

/** The store's order limits (issue 21), each its default when unset or invalid. */
export async function readOrderLimits(db: Executor): Promise<OrderLimits> {
  return readSettings(db, ['maxPerProduct', 'maxUnpaidOrders']);
}

/**
 * Raises the new-order notification of every admin (placing an order), inside `tx`.
 * Announced to the admins only.
 */
export async function raiseNewOrderNotification(tx: Tx): Promise<void> {
  const admins = await tx.db.query.users.findMany({ columns: { id: true }, where: (u, { eq: is }) => is(u.role, 'admin') });
  if (admins.length === 0) return;
  await tx.db
    .insert(adminNotifications)
    .values(admins.map((a) => ({ userId: a.id, newOrder: true })))
    .onConflictDoUpdate({ target: adminNotifications.userId, set: { newOrder: true } });
  tx.changed(['newOrderNotification'], { kind: 'admin' });
}

/** The settings service (the port's settings repository without the browser's theme). */
export function createSettingsService(
  ctx: ServiceContext,
): Omit<SettingsRepository, 'getTheme' | 'setTheme'> {
  const { db } = ctx;
  return {
    /** The store settings; `adminEmail` only for an admin (issue 21 item 9). */
    async getStore() {
      const store = await readStoreSettings(db);
      if (ctx.actor?.role === 'admin') return store;
      const { adminEmail: _adminEmail, ...visible } = store;
      return visible;
    },

    saveStore: async (input) => {
      const admin = ctx.requireRole('admin');
      const data = validate(storeSettingsInputSchema, input);
      return ctx.transact(async (tx) => {
        await writeSetting(tx, 'storeName', data.storeName);
        await writeSetting(tx, 'storeAddress', data.storeAddress);
        await writeSetting(tx, 'adminEmail', data.adminEmail);
        await writeSetting(tx, 'storeContacts', data.contacts);
        await writeSetting(tx, 'maintenanceMode', data.maintenanceMode);
        await ctx.log(tx, admin, 'updateSettings', activityMessages.updateSettings, {
          storeName: data.storeName,
          maintenanceMode: data.maintenanceMode,
        });
        return readStoreSettings(tx.db);
      });
    },

    saveOrderLimits: async (input) => {
      const admin = ctx.requireRole('admin');
      const data = validate(orderLimitsInputSchema, input);
      return ctx.transact(async (tx) => {
        await writeSetting(tx, 'maxPerProduct', data.maxPerProduct);
        await writeSetting(tx, 'maxUnpaidOrders', data.maxUnpaidOrders);
        await ctx.log(tx, admin, 'updateSettings', activityMessages.updateSettings, data);
        return readStoreSettings(tx.db);
      });
    },

    saveOrderFlow: async (input) => {
      const admin = ctx.requireRole('admin');
      const data = validate(orderFlowInputSchema, input);
      return ctx.transact(async (tx) => {
        await writeSetting(tx, 'orderFlow', data);
        await ctx.log(tx, admin, 'updateSettings', activityMessages.updateSettings, data);
        return readStoreSettings(tx.db);
      });
    },

    saveLowStock: async (input) => {
      const admin = ctx.requireRole('admin');
      const data = validate(lowStockInputSchema, input);
      return ctx.transact(async (tx) => {
        await writeSetting(tx, 'lowStockThreshold', data.lowStockThreshold);
        await ctx.log(tx, admin, 'updateSettings', activityMessages.updateSettings, data);
        return readStoreSettings(tx.db);
      });
    },

    saveShippingTable: async (input) => {
      const admin = ctx.requireRole('admin');
      const table = validate(shippingTableSchema, input);
      return ctx.transact(async (tx) => {
        await writeSetting(tx, 'shippingTable', table);
        await ctx.log(tx, admin, 'updateSettings', activityMessages.updateSettings, shippingLogDetails(table));
        return readStoreSettings(tx.db);
      });
    },

    savePaymentAccounts: async (input) => {
      const admin = ctx.requireRole('admin');
      const accounts = validate(paymentAccountsSchema, input);
      return ctx.transact(async (tx) => {
        await writeSetting(tx, 'paymentAccounts', accounts);
        await ctx.log(tx, admin, 'updateSettings', activityMessages.updateSettings, paymentAccountsLogDetails(accounts));
        return readStoreSettings(tx.db);
      });
    },

    setNewOrderNotifications: async (enabled) => {
      ctx.requireRole('admin');
      if (typeof enabled !== 'boolean') throw new TypeError('enabled must be a boolean');
      await ctx.transact(async (tx) => writeSetting(tx, 'newOrderNotifications', enabled));
    },

    hasNewOrderNotification: async () => {
      const user = ctx.actor;
      if (!user || user.role !== 'admin') return false;
      const [row] = await db.select().from(adminNotifications).where(eq(adminNotifications.userId, user.id));
      return row?.newOrder ?? false;
    },

    clearNewOrderNotification: async () => {
      const admin = ctx.requireRole('admin');
      await ctx.transact(async (tx) => {
        const cleared = await tx.db
          .update(adminNotifications)
          .set({ newOrder: false })
          .where(and(eq(adminNotifications.userId, admin.id), eq(adminNotifications.newOrder, true)))
          .returning();
        if (cleared.length > 0) tx.changed(['newOrderNotification'], { kind: 'users', userIds: [admin.id] });
      });
    },
  };
}
