import { z } from 'zod';
import { orderVoucherSchema } from '@/domain/core/records';

/**
 * The navigation state the checkout hands to /payment-confirmation (spec section 2, "Payment
 * confirmation"): order id, payment code, total in Rupiah and payment method, and the total's
 * subtotal and shipping cost with the courier and destination, and the vouchers it carried.
 */
export const paymentConfirmationStateSchema = z.object({
  orderId: z.string().min(1),
  paymentCode: z.string(),
  total: z.number().finite().nonnegative(),
  paymentMethod: z.string(),
  // The total's parts and the courier (absent on a state of before shipping costs).
  subtotal: z.number().finite().nonnegative().optional(),
  shippingCost: z.number().finite().nonnegative().optional(),
  courierName: z.string().optional(),
  destination: z.string().optional(),
  // The vouchers the order carried and their sum (absent: none).
  vouchers: z.array(orderVoucherSchema).optional(),
  discount: z.number().finite().nonnegative().optional(),
});
export type PaymentConfirmationState = z.infer<typeof paymentConfirmationStateSchema>;
