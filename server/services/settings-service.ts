/**
 * The settings service (spec sections 2 and 3): the store settings' sections saved by their
 * decision (src/domain/settings/changes.ts) and written by the one writer of plans
 * (./effects.ts), and the admins' new-order notification. The settings' storage is ./settings.ts.
 */
import { sql } from 'drizzle-orm';
import type { SettingsRepository } from '@/domain/port/port';
import { decideSettingsSave } from '@/domain/settings/changes';
import { settingsSectionSavers } from '@/domain/settings/sections';
import { markOrdersSeen } from '../db/import';
import { orders } from '../db/schema';
import { isLockTimeout, type ServiceContext } from './context';
import { applyEffects } from './effects';
import { hasNewOrders, NEW_ORDERS_SEEN_LOCK_TIMEOUT, readStoreSettings, writeSetting } from './settings';

/** The settings service (the port's settings repository without the browser's theme). */
export function createSettingsService(
  ctx: ServiceContext,
): Omit<SettingsRepository, 'getTheme' | 'setTheme'> {
  const { db } = ctx;
  /** Every settings section's save: the admin first, then the section's decision, applied. */
  const saveSection: SettingsRepository['saveSection'] = async (key, input) => {
    const admin = ctx.requireRole('admin');
    const plan = decideSettingsSave(key, input);
    return ctx.transact(async (tx) => {
      await applyEffects(ctx, tx, plan, admin);
      return readStoreSettings(tx.db);
    });
  };
  return {
    /** The store settings; `adminEmail` only for an admin. */
    async getStore() {
      const store = await readStoreSettings(db);
      if (ctx.actor?.role === 'admin') return store;
      const { adminEmail: _adminEmail, ...visible } = store;
      return visible;
    },

    saveSection,
    ...settingsSectionSavers(saveSection),

    setNewOrderNotifications: async (enabled) => {
      ctx.requireRole('admin');
      if (typeof enabled !== 'boolean') throw new TypeError('enabled must be a boolean');
      await ctx.transact(async (tx) => writeSetting(tx, 'newOrderNotifications', enabled));
    },

    hasNewOrderNotification: async () => {
      const user = ctx.actor;
      if (!user || user.role !== 'admin') return false;
      return hasNewOrders(db, user.id);
    },

    clearNewOrderNotification: async () => {
      const admin = ctx.requireRole('admin');
      try {
        await ctx.transact(async (tx) => {
          if (!(await hasNewOrders(tx.db, admin.id))) return;
          // An order being placed holds the orders table (ROW EXCLUSIVE) from its insert to its
          // commit, and its seq may be below a seq already committed: waiting for those orders
          // here makes "seen" cover exactly the orders stored, so none committing later is taken
          // as seen. While this lock waits, new orders queue behind it: it waits at most
          // NEW_ORDERS_SEEN_LOCK_TIMEOUT (a restore holds the table for seconds).
          await tx.db.execute(sql.raw(`set local lock_timeout = '${NEW_ORDERS_SEEN_LOCK_TIMEOUT}'`));
          await tx.db.execute(sql`lock table ${orders} in share mode`);
          await markOrdersSeen(tx.db, [admin.id]);
          tx.changed(['newOrderNotification'], { kind: 'users', userIds: [admin.id] });
        });
      } catch (error) {
        // The orders table stayed busy: the flag stays lit, and the admin's next click clears it.
        if (!isLockTimeout(error)) throw error;
      }
    },
  };
}
