/**
 * The checkout's input rules: the buyer's shipping details, payment method, destination, courier
 * and note to the seller (spec section 4, docs/product/decisions.md "Checkout, orders, payment").
 * Shared by the checkout page and both modes' shells, which check every input again.
 */
import { z } from 'zod';
import { messages } from '@/shared/messages';
import { shippingMessages } from '@/shared/messages-shipping';
import { PAYMENT_METHODS } from '../payment/methods';
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
