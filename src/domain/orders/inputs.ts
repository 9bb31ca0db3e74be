/**
 * The owner's order input rules: the order update with its tracking number and cancel reason, and
 * the reason of a rejected payment (spec section 4, docs/product/decisions.md "Checkout, orders,
 * payment"); the buyer's checkout is ./checkout-inputs.ts, apart so the checkout page does not
 * carry these and their texts. Shared by the screens and both modes' shells, which check every
 * input again.
 */
import { z } from 'zod';
import { adminMessages } from '@/shared/messages-admin';
import { serverMessages } from '@/shared/messages';
import { orderStatusSchema, shippingStatusSchema } from '../core/records';

/** Longest reason the admin may give for cancelling an order, in characters. */
export const MAX_CANCEL_REASON_LENGTH = 300;

/** A courier's tracking number ('Nomor Resi'): 5 to 40 letters, digits or hyphens, trimmed. */
export const trackingNumberSchema = z
  .string({ error: adminMessages.trackingNumberInvalid })
  .trim()
  .regex(/^[A-Za-z0-9-]{5,40}$/, adminMessages.trackingNumberInvalid);

/** Why the admin cancels an order: 1 to {@link MAX_CANCEL_REASON_LENGTH} characters, trimmed. */
export const cancelReasonSchema = z
  .string({ error: adminMessages.cancelReasonInvalid })
  .trim()
  .min(1, adminMessages.cancelReasonInvalid)
  .max(MAX_CANCEL_REASON_LENGTH, adminMessages.cancelReasonInvalid);

/**
 * Why the owner rejects a buyer's payment ('Tolak Pembayaran'): 1 to
 * {@link MAX_CANCEL_REASON_LENGTH} characters, trimmed; the buyer sees it.
 */
export const paymentRejectInputSchema = z.object(
  {
    reason: z
      .string({ error: adminMessages.paymentReview.reasonInvalid })
      .trim()
      .min(1, adminMessages.paymentReview.reasonInvalid)
      .max(MAX_CANCEL_REASON_LENGTH, adminMessages.paymentReview.reasonInvalid),
  },
  { error: serverMessages.requestInvalid },
);

/**
 * The admin's order update (spec section 4): a status and/or a shipping status, each one of the
 * listed values, with the tracking number (resi) that shipping needs and the reason a cancel
 * needs (docs/product/decisions.md "The order's journey"). An unknown value is refused — never repaired to 'Pending' as the stored-record
 * schema does, which would let a buyer confirm a payment again.
 */
export const orderChangesInputSchema = z
  .object({
    status: orderStatusSchema.optional(),
    shippingStatus: shippingStatusSchema.optional(),
    trackingNumber: trackingNumberSchema.optional(),
    cancelReason: cancelReasonSchema.optional(),
  })
  .strict();
export type OrderChangesInput = z.input<typeof orderChangesInputSchema>;
