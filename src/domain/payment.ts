/**
 * Payment options and the payment code (spec sections 4 and 9).
 */
import { jakartaDay } from './format';

/** A payment group shown at checkout with its methods; the first method is the group's default. */
export interface PaymentGroup {
  id: 'ewallet' | 'bank' | 'cod';
  label: string;
  methods: readonly string[];
}

/** The checkout payment groups, in display order (spec section 9). */
export const PAYMENT_GROUPS: readonly PaymentGroup[] = [
  { id: 'ewallet', label: 'E-Wallet & QRIS', methods: ['GoPay', 'OVO', 'Dana', 'QRIS'] },
  {
    id: 'bank',
    label: 'Transfer Bank',
    methods: ['Bank Aceh Transfer', 'BCA Transfer', 'Mandiri Transfer', 'BSI Transfer'],
  },
  { id: 'cod', label: 'Bayar di Tempat (COD)', methods: ['COD'] },
] as const;

/** Every payment method a buyer can choose. */
export const PAYMENT_METHODS: readonly string[] = PAYMENT_GROUPS.flatMap((g) => g.methods);

/** The group a method belongs to, or undefined for an unknown method. */
export function paymentGroupOf(method: string): PaymentGroup | undefined {
  return PAYMENT_GROUPS.find((g) => g.methods.includes(method));
}

/**
 * Makes a payment code: `'TJ-'` + the Asia/Jakarta day as YYYYMMDD + a number from 1000 to 9999
 * (spec section 9), e.g. `TJ-202511224821`.
 * @param now - the instant of the order.
 * @param random - a number in [0, 1), `Math.random` by default.
 */
export function generatePaymentCode(now: Date, random: () => number = Math.random): string {
  const digits = 1000 + Math.floor(random() * 9000);
  return `TJ-${jakartaDay(now).replaceAll('-', '')}${digits}`;
}
