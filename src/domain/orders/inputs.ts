/**
 * The order's input rules: the checkout's shipping details and payment method (spec section 4,
 * docs/product/decisions.md "Checkout, orders, payment"), the owner's order update with its
 * tracking number and cancel reason, and the reason of a rejected payment. Shared by the screens
 * and both modes' shells, which check every input again.
 */
import { z } from 'zod';
import { adminMessages } from '@/shared/messages-admin';
import { messages, serverMessages } from '@/shared/messages';
import { shippingMessages } from '@/shared/messages-shipping';
import { PAYMENT_METHODS } from '../payment/methods';
import { orderStatusSchema, shippingStatusSchema } from '../core/records';
import { destinationSchema } from '../shipping/cost';
import { isPhone, isPostalCode, MAX_FIELD_LENGTH, MAX_TEXT_LENGTH, trimmedOr } from '../core/input-fields';

const required = (max = MAX_FIELD_LENGTH) =>
  trimmedOr(messages.checkout.shippingRequired).min(1, messages.checkout.shippingRequired).max(max, messages.checkout.fieldTooLong);

/** Longest `Catatan untuk Penjual` a buyer may leave at checkout, in characters. */
export const MAX_BUYER_NOTE_LENGTH = 200;

/**
 * Checkout shipping details and payment method (docs/product/decisions.md): name, phone, address and postal
 * code required; postal code 5 digits; phone 9–15 digits with an optional leading +; an optional
 * note to the seller of at most {@link MAX_BUYER_NOTE_LENGTH} characters (trimmed; empty is none).
 */
export const checkoutInputSchema = z.object({
  customerName: required(),
  customerPhone: required(20).refine(isPhone, messages.checkout.phoneInvalid),
  shippingAddress: required(MAX_TEXT_LENGTH),
  postalCode: required(10).refine(isPostalCode, messages.checkout.postalCodeInvalid),
  paymentMethod: z.string({ error: messages.checkout.paymentMethodInvalid }).refine((v) => PAYMENT_METHODS.includes(v), messages.checkout.paymentMethodInvalid),
  /** `Tujuan Pengiriman`: one of the destinations of src/domain/shipping/cost.ts. */
  destination: z
    .string({ error: shippingMessages.destinationRequired })
    .refine((v) => destinationSchema.safeParse(v).success, shippingMessages.destinationRequired),
  /** `Kurir`: a courier id of the shipping table (whether it serves the destination is the decision's). */
  courierId: z
    .string({ error: shippingMessages.courierRequired })
    .min(1, shippingMessages.courierRequired)
    .max(32, shippingMessages.courierRequired),
  /** `Catatan untuk Penjual`: optional; blank becomes absent. */
  buyerNote: z
    .string({ error: messages.checkout.buyerNoteTooLong })
    .trim()
    .max(MAX_BUYER_NOTE_LENGTH, messages.checkout.buyerNoteTooLong)
    .transform((v) => (v ? v : undefined))
    .optional(),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

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
