import { z } from 'zod';

/**
 * The navigation state the checkout hands to /payment-confirmation (spec section 2, "Payment
 * confirmation"): order id, payment code, total in Rupiah and payment method.
 */
export const paymentConfirmationStateSchema = z.object({
  orderId: z.string().min(1),
  paymentCode: z.string(),
  total: z.number().finite().nonnegative(),
  paymentMethod: z.string(),
});
export type PaymentConfirmationState = z.infer<typeof paymentConfirmationStateSchema>;
