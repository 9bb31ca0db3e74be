/**
 * A stored voucher (docs/product/vouchers.md), as browser mode's document store validates it and
 * a backup carries it. Strict where the discount is decided (a wrong kind or a negative amount is
 * refused; numbers written as text, the prototype's habit, are read), so a tampered store cannot
 * hand out more than the owner set.
 */
import { z } from 'zod';
import { DISCOUNT_TYPES } from './discount';

const whole = z.coerce.number().int().nonnegative();
const instant = z.string().refine((v) => !Number.isNaN(Date.parse(v)));

/** A voucher as stored: ./redeem.ts `Voucher` with its creation time. */
export const voucherSchema = z.object({
  id: z.string().min(1),
  code: z.string().regex(/^[A-Z0-9]{3,20}$/),
  discountType: z.enum(DISCOUNT_TYPES),
  value: whole,
  maxDiscount: whole.nullable(),
  minSpend: whole,
  productIds: z.array(whole),
  categories: z.array(z.string()),
  quota: whole.min(1),
  perBuyerLimit: whole.min(1),
  used: whole,
  startsAt: instant.nullable(),
  endsAt: instant.nullable(),
  active: z.boolean(),
  showInStore: z.boolean(),
  createdAt: instant,
});

/** A voucher as both modes store and answer it: ./redeem.ts `Voucher` with `createdAt` (ISO), when the owner added it. */
export type StoredVoucher = z.infer<typeof voucherSchema>;
