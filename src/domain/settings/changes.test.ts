/** The settings sections declared once (src/domain/settings/sections.ts, settings-changes.ts). */
import { effectsOfKind, planLogEntry, type EffectPlan } from '../core/effects';
import { ValidationError } from '../core/errors';
import { activityMessages } from '@/shared/messages-activity';
import { decideSettingsSave } from './changes';
import { SETTINGS_SECTION_KEYS, settingsSaveMethod, settingsSectionSavers } from './sections';

const contacts = { whatsapp: '6281234567890', instagram: 'seulanga.aceh', tiktok: 'seulanga.aceh', email: 'halo@seulanga.id' };


/** The settings a plan writes, in order. */
const writesOf = (plan: EffectPlan) => effectsOfKind(plan.effects, 'writeSettings').flatMap((effect) => effect.writes);

describe('settings sections', () => {
  it('name the port method of each section save<Key>, and build one per section over the generic save', async () => {
    expect(SETTINGS_SECTION_KEYS.map(settingsSaveMethod)).toEqual([
      'saveStore',
      'saveOrderLimits',
      'saveLowStock',
      'saveShippingTable',
      'saveOrderFlow',
      'savePaymentAccounts',
    ]);
    const calls: unknown[] = [];
    const savers = settingsSectionSavers(async (key, input) => {
      calls.push([key, input]);
      return key;
    });
    expect(await savers.saveLowStock({ lowStockThreshold: 3 })).toBe('lowStock');
    const limits = { maxPerProduct: 5, maxUnpaidOrders: 2, maxOpenOrders: 8, maxOpenOrdersNewBuyer: 2 };
    expect(await savers.saveOrderLimits(limits)).toBe('orderLimits');
    expect(calls).toEqual([
      ['lowStock', { lowStockThreshold: 3 }],
      ['orderLimits', limits],
    ]);
  });

  it('plan the store settings: five settings in order, a log of the name and the maintenance mode only', () => {
    const plan = decideSettingsSave('store', {
      storeName: ' Seulanga Aceh ',
      storeAddress: 'Jl. Teuku Umar No. 12',
      adminEmail: 'admin@seulanga.id',
      contacts,
      maintenanceMode: true,
    });
    expect(writesOf(plan).map(([key]) => key)).toEqual(['storeName', 'storeAddress', 'adminEmail', 'storeContacts', 'maintenanceMode']);
    expect(writesOf(plan)[0]).toEqual(['storeName', 'Seulanga Aceh']);
    expect(planLogEntry(plan)).toEqual({
      type: 'updateSettings',
      description: activityMessages.updateSettings,
      details: { storeName: 'Seulanga Aceh', maintenanceMode: true },
    });
  });

  it('log a one-setting section with its valid input, and the payment accounts by which are set', () => {
    expect(decideSettingsSave('lowStock', { lowStockThreshold: 7 })).toEqual({
      effects: [
        { kind: 'writeSettings', writes: [['lowStockThreshold', 7]] },
        { kind: 'log', entry: { type: 'updateSettings', description: activityMessages.updateSettings, details: { lowStockThreshold: 7 } } },
      ],
    });
    const accounts = decideSettingsSave('paymentAccounts', { bankName: 'BSI', accountNumber: '7123456789', accountHolder: 'Seulanga' });
    expect(writesOf(accounts).map(([key]) => key)).toEqual(['paymentAccounts']);
    expect(JSON.stringify(planLogEntry(accounts)?.details)).not.toContain('7123456789');
  });

  it('refuse an input that breaks the section rules, with the field named', () => {
    expect(() => decideSettingsSave('orderFlow', { paymentDeadlineHours: 24, autoCompleteDays: 31, verifyPayments: false })).toThrow(
      ValidationError,
    );
    try {
      decideSettingsSave('orderLimits', { maxPerProduct: 0, maxUnpaidOrders: 3, maxOpenOrders: 10, maxOpenOrdersNewBuyer: 3 });
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).fieldErrors).toHaveProperty('maxPerProduct');
    }
  });
});
