/** Store settings and the new-order notification (`docs/api.md`). */
import { Hono } from 'hono';
import { z } from 'zod';
import { ValidationError } from '@/domain/core/errors';
import { messages, serverMessages } from '@/shared/messages';
import { SETTINGS_SECTION_KEYS, SETTINGS_SECTION_PATHS, type SettingsSectionKey } from '@/domain/settings/sections';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import { readBody, servicesFor } from './request';

const enabledSchema = z.object({ enabled: z.boolean() }).strict();

/**
 * The store settings body as the API takes it: exactly these fields with their types (the rules
 * themselves are the service's: src/domain/settings/inputs.ts `storeSettingsInputSchema`).
 */
const storeBodySchema = z
  .object({
    storeName: z.string(),
    storeAddress: z.string(),
    adminEmail: z.string(),
    contacts: z.object({ whatsapp: z.string(), instagram: z.string(), tiktok: z.string(), email: z.string() }).strict(),
    maintenanceMode: z.boolean(),
    // Read-only here (set by PUT /settings/new-order-notifications, PUT /settings/order-limits
    // and PUT /settings/low-stock): accepted and ignored, so a client may write back what GET
    // /settings/store gave it.
    newOrderNotifications: z.boolean().optional(),
    maxPerProduct: z.number().optional(),
    maxUnpaidOrders: z.number().optional(),
    maxOpenOrders: z.number().optional(),
    maxOpenOrdersNewBuyer: z.number().optional(),
    lowStockThreshold: z.number().optional(),
    // Read-only here too (set by PUT /settings/shipping, /settings/order-flow and /settings/payment-accounts).
    shippingTable: z.unknown().optional(),
    orderFlow: z.unknown().optional(),
    paymentAccounts: z.unknown().optional(),
  })
  .strict();

/** The order limits body (`OrderLimitsInput`): exactly these four fields, numbers (rules: the service's). */
const orderLimitsBodySchema = z
  .object({ maxPerProduct: z.number(), maxUnpaidOrders: z.number(), maxOpenOrders: z.number(), maxOpenOrdersNewBuyer: z.number() })
  .strict();

/** The order-flow body (`OrderFlowInput`): exactly these four fields and types (ranges: the service's). */
const orderFlowBodySchema = z
  .object({ paymentDeadlineHours: z.number(), autoCompleteDays: z.number(), verifyPayments: z.boolean(), verificationDeadlineHours: z.number() })
  .strict();

/** The low-stock body (`LowStockInput`): exactly `lowStockThreshold`, a number (rules: the service's). */
const lowStockBodySchema = z.object({ lowStockThreshold: z.number() }).strict();
/**
 * The shipping table body (`ShippingTableInput`): couriers of exactly these fields and types, at
 * most 50 (the rules — at most 10, rates 0–10,000,000 whole Rupiah, known destinations — are the
 * service's: src/domain/shipping/cost.ts `shippingTableSchema`).
 */
const shippingTableBodySchema = z
  .object({
    couriers: z
      .array(
        z
          .object({
            id: z.string().max(100),
            name: z.string().max(200),
            trackingUrl: z.string().max(1000).optional(),
            // JSON.parse makes `__proto__` an own key, which zod's record would drop silently.
            rates: z
              .unknown()
              .refine((v) => !(typeof v === 'object' && v !== null && Object.hasOwn(v, '__proto__')))
              .pipe(z.record(z.string().max(100), z.number())),
          })
          .strict(),
      )
      .max(50),
  })
  .strict();

/**
 * The payment accounts body (`PaymentAccountsInput`): at most these five fields, texts of at most
 * 1,000 characters (the rules — lengths, digits, the Indonesian mobile number, the QRIS payload's
 * form and CRC — are the service's: src/domain/settings/inputs.ts `paymentAccountsSchema`).
 */
const paymentAccountsBodySchema = z
  .object({
    bankName: z.string().max(1000).optional(),
    accountNumber: z.string().max(1000).optional(),
    accountHolder: z.string().max(1000).optional(),
    ewalletNumber: z.string().max(1000).optional(),
    qrisPayload: z.string().max(1000).optional(),
  })
  .strict();

/** Each settings section's body schema, by the section's key (src/domain/settings/sections.ts). */
const sectionBodySchemas = {
  store: storeBodySchema,
  orderLimits: orderLimitsBodySchema,
  lowStock: lowStockBodySchema,
  shippingTable: shippingTableBodySchema,
  orderFlow: orderFlowBodySchema,
  paymentAccounts: paymentAccountsBodySchema,
} satisfies Record<SettingsSectionKey, z.ZodType>;

/** Routes of `/api/settings/*` and `/api/notifications/*`. */
export function settingsRoutes() {
  const routes = new Hono<AppEnv>().get('/settings/store', async (c) => c.json(await c.get('services').settings.getStore()));
  // PUT /settings/<path> of every section (docs/api.md): admin only, then the section's body.
  for (const key of SETTINGS_SECTION_KEYS) {
    routes.put(`/settings/${SETTINGS_SECTION_PATHS[key]}`, async (c) => {
      // The role first: a buyer learns nothing about the body's shape.
      const services = servicesFor(c, 'admin');
      const body = await readBody(c, sectionBodySchemas[key], serverMessages.requestInvalid);
      return c.json(await services.settings.saveSection(key, body));
    });
  }
  return routes
    .put('/settings/new-order-notifications', async (c) => {
      const services = servicesFor(c, 'admin');
      const body = enabledSchema.safeParse(await readJson(c));
      if (!body.success) throw new ValidationError(messages.generic.unexpected);
      await services.settings.setNewOrderNotifications(body.data.enabled);
      return c.body(null, 204);
    })
    .get('/notifications/new-order', async (c) => c.json({ pending: await c.get('services').settings.hasNewOrderNotification() }))
    .delete('/notifications/new-order', async (c) => {
      await c.get('services').settings.clearNewOrderNotification();
      return c.body(null, 204);
    });
}
