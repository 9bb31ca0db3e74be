/**
 * The store settings sections' saves, decided once (docs/decisions/014-use-cases-once.md,
 * "Settings sections declared once"; spec section 2, "Admin settings"): for
 * each section of ./sections.ts its schema, the store settings it writes (storage keys
 * of spec section 3), its `updateSettings` activity-log details and the back office's success
 * message. The key-value repository and the server's service check the admin, then apply
 * {@link decideSettingsSave}'s plan in their own transaction.
 */
import type { z } from 'zod';
import type { EffectPlan, SettingWrite, SettingsEffect } from '../core/effects';
import { activityMessages } from '@/shared/messages-activity';
import { adminMessages } from '@/shared/messages-admin';
import { paymentAccountMessages } from '@/shared/messages-payment-accounts';
import { shippingMessages } from '@/shared/messages-shipping';
import { paymentAccountsLogDetails } from '../payment/accounts';
import { SETTINGS_SECTION_KEYS, type SettingsSectionKey } from './sections';
import { shippingLogDetails, shippingTableSchema } from '../shipping/cost';
import { validate } from '../core/validate-input';
import { lowStockInputSchema, orderFlowInputSchema, orderLimitsInputSchema, storeSettingsInputSchema } from './inputs';
import { paymentAccountsSchema } from './stored';

/** What saving a section does: `writeSettings` (its settings, in order) and the `updateSettings` log entry. */
export type SettingsSavePlan = EffectPlan<SettingsEffect>;

/** A section's rules. */
export interface SettingsSectionRules<S extends z.ZodType, Values extends object> {
  /** The input's schema (the rules both modes check; the back office's form uses it too). */
  schema: S;
  /** The settings the valid input writes, in write order. */
  values: (data: z.output<S>) => Values;
  /** The `updateSettings` log entry's details (default: the valid input itself). */
  logDetails?: (data: z.output<S>) => Record<string, unknown>;
  /** The back office's success toast (from the message catalogue). */
  saved: string;
}

/** A section's rules with its plan maker (the schema's types erased behind `plan`). */
export type SettingsSection<S extends z.ZodType, Values extends object> = SettingsSectionRules<S, Values> & {
  /**
   * Validates `input` and plans the save.
   * @throws ValidationError with per-field messages.
   */
  plan: (input: unknown) => SettingsSavePlan;
};

function section<S extends z.ZodType, Values extends object>(rules: SettingsSectionRules<S, Values>): SettingsSection<S, Values> {
  return {
    ...rules,
    plan(input) {
      const data = validate(rules.schema, input);
      return {
        effects: [
          { kind: 'writeSettings', writes: Object.entries(rules.values(data)) as SettingWrite[] },
          {
            kind: 'log',
            entry: {
              type: 'updateSettings',
              description: activityMessages.updateSettings,
              details: rules.logDetails ? rules.logDetails(data) : (data as Record<string, unknown>),
            },
          },
        ],
      };
    },
  };
}

/** Every settings section's rules, by key. */
export const SETTINGS_SECTIONS = {
  store: section({
    schema: storeSettingsInputSchema,
    values: (data) => ({
      storeName: data.storeName,
      storeAddress: data.storeAddress,
      adminEmail: data.adminEmail,
      storeContacts: data.contacts,
      maintenanceMode: data.maintenanceMode,
    }),
    logDetails: (data) => ({ storeName: data.storeName, maintenanceMode: data.maintenanceMode }),
    saved: adminMessages.storeSaved,
  }),
  orderLimits: section({
    schema: orderLimitsInputSchema,
    values: (data) => ({ maxPerProduct: data.maxPerProduct, maxUnpaidOrders: data.maxUnpaidOrders, maxOpenOrders: data.maxOpenOrders,
      maxOpenOrdersNewBuyer: data.maxOpenOrdersNewBuyer,
    }),
    saved: adminMessages.orderLimitsSaved,
  }),
  lowStock: section({
    schema: lowStockInputSchema,
    values: (data) => ({ lowStockThreshold: data.lowStockThreshold }),
    saved: adminMessages.lowStockSaved,
  }),
  shippingTable: section({
    schema: shippingTableSchema,
    values: (table) => ({ shippingTable: table }),
    logDetails: shippingLogDetails,
    saved: shippingMessages.saved,
  }),
  orderFlow: section({
    schema: orderFlowInputSchema,
    values: (data) => ({ orderFlow: data }),
    saved: adminMessages.orderFlow.saved,
  }),
  paymentAccounts: section({
    schema: paymentAccountsSchema,
    values: (accounts) => ({ paymentAccounts: accounts }),
    logDetails: paymentAccountsLogDetails,
    saved: paymentAccountMessages.saved,
  }),
} satisfies Record<SettingsSectionKey, { plan: (input: unknown) => SettingsSavePlan; saved: string }>;

/** The plan of a save of any section (the settings it writes are that section's). */
export type SettingsSectionSavePlan = ReturnType<(typeof SETTINGS_SECTIONS)[SettingsSectionKey]['plan']>;

/**
 * Decides a save of settings section `key` (the admin check is the shell's, before this).
 * @param key - the section.
 * @param input - the input as the caller gave it.
 * @returns the plan: `writeSettings` (the section's settings) and the `updateSettings` log entry.
 * @throws ValidationError with per-field messages when `input` breaks the section's rules.
 */
export function decideSettingsSave(key: SettingsSectionKey, input: unknown): SettingsSectionSavePlan {
  return SETTINGS_SECTIONS[key].plan(input);
}

/** Each section's input schema, by key (the HTTP adapter checks a body with it before sending). */
export const SETTINGS_SECTION_SCHEMAS = Object.fromEntries(
  SETTINGS_SECTION_KEYS.map((key) => [key, SETTINGS_SECTIONS[key].schema]),
) as { [K in SettingsSectionKey]: (typeof SETTINGS_SECTIONS)[K]['schema'] };
