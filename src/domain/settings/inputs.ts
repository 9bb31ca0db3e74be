/**
 * The store settings' input rules (spec section 2, "Admin settings"): the store's details and
 * contacts, the order limits, the order flow, the low-stock threshold and the payment accounts,
 * as the owner's forms send them; built on the stored settings' schemas of ./stored.ts.
 */
import { z } from 'zod';
import { accountMessages } from '@/shared/messages-account';
import { adminMessages } from '@/shared/messages-admin';
import { messages, serverMessages } from '@/shared/messages';
import { isIndonesianMobile } from '../core/whatsapp';
import { MAX_TEXT_LENGTH, numberInput, trimmedOr } from '../core/input-fields';
import type { paymentAccountsSchema } from './stored';
import {
  lowStockThresholdSchema,
  maxOpenOrdersNewBuyerSchema,
  maxOpenOrdersSchema,
  maxPerProductSchema,
  maxUnpaidOrdersSchema,
  orderFlowSchema,
  verificationDeadlineHoursSchema,
} from './stored';

/** Store settings the admin edits (docs/product/decisions.md: recipient and contacts are settings). */
export const storeSettingsInputSchema = z.object(
  {
    storeName: trimmedOr(accountMessages.addressRequired).min(1, accountMessages.addressRequired).max(100, messages.checkout.fieldTooLong),
    storeAddress: trimmedOr(accountMessages.addressRequired)
      .min(1, accountMessages.addressRequired)
      .max(MAX_TEXT_LENGTH, messages.checkout.fieldTooLong),
    adminEmail: trimmedOr(messages.auth.emailInvalid).refine((v) => z.email().safeParse(v).success, messages.auth.emailInvalid),
    contacts: z.object(
      {
        whatsapp: trimmedOr(adminMessages.whatsappInvalid).refine(isIndonesianMobile, adminMessages.whatsappInvalid),
        instagram: trimmedOr(adminMessages.instagramInvalid).regex(/^[A-Za-z0-9._]{1,30}$/, adminMessages.instagramInvalid),
        tiktok: trimmedOr(adminMessages.tiktokInvalid).regex(/^[A-Za-z0-9._]{1,30}$/, adminMessages.tiktokInvalid),
        email: trimmedOr(messages.auth.emailInvalid).refine((v) => z.email().safeParse(v).success, messages.auth.emailInvalid),
      },
      { error: serverMessages.requestInvalid },
    ),
    maintenanceMode: z.boolean({ error: serverMessages.requestInvalid }),
  },
  { error: serverMessages.requestInvalid },
);
export type StoreSettingsInput = z.input<typeof storeSettingsInputSchema>;

/**
 * The admin's order limits ('Batas Pesanan'): each a number or a digit text (as the
 * form's field gives it), within its range; '' and other text are refused, never read as 0.
 */
export const orderLimitsInputSchema = z.object(
  {
    maxPerProduct: numberInput(maxPerProductSchema, adminMessages.maxPerProductInvalid),
    maxUnpaidOrders: numberInput(maxUnpaidOrdersSchema, adminMessages.maxUnpaidOrdersInvalid),
    maxOpenOrders: numberInput(maxOpenOrdersSchema, adminMessages.maxOpenOrdersInvalid),
    maxOpenOrdersNewBuyer: numberInput(maxOpenOrdersNewBuyerSchema, adminMessages.maxOpenOrdersNewBuyerInvalid),
  },
  { error: serverMessages.requestInvalid },
);
export type OrderLimitsInput = z.input<typeof orderLimitsInputSchema>;

/** The admin's 'Alur Pesanan': the numbers as numbers or digit texts (as the form gives them). */
export const orderFlowInputSchema = z.object(
  {
    paymentDeadlineHours: numberInput(orderFlowSchema.shape.paymentDeadlineHours, adminMessages.orderFlow.deadlineInvalid),
    autoCompleteDays: numberInput(orderFlowSchema.shape.autoCompleteDays, adminMessages.orderFlow.autoCompleteInvalid),
    verifyPayments: z.boolean({ error: serverMessages.requestInvalid }),
    verificationDeadlineHours: numberInput(verificationDeadlineHoursSchema, adminMessages.orderFlow.verificationDeadlineInvalid),
  },
  { error: serverMessages.requestInvalid },
);
export type OrderFlowInput = z.input<typeof orderFlowInputSchema>;

/** The admin's 'Batas Stok Menipis': a number or a digit text, 0–1000. */
export const lowStockInputSchema = z.object(
  { lowStockThreshold: numberInput(lowStockThresholdSchema, adminMessages.lowStockThresholdInvalid) },
  { error: serverMessages.requestInvalid },
);
export type LowStockInput = z.input<typeof lowStockInputSchema>;

/** The owner's `Rekening Pembayaran` form as sent (./stored.ts `paymentAccountsSchema`). */
export type PaymentAccountsInput = z.input<typeof paymentAccountsSchema>;
