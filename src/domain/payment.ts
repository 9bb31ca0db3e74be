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
 * Whether `paymentMethod` is paid in cash to the courier on delivery ('Bayar di Tempat (COD)',
 * spec section 9): its money is settled when the order is received.
 */
export function isCashOnDelivery(paymentMethod: string): boolean {
  return paymentGroupOf(paymentMethod)?.id === 'cod';
}

/**
 * Makes a payment code: `'TJ-'` + the Asia/Jakarta day as YYYYMMDD + a number from 1000 to 9999
 * (spec section 9), e.g. `TJ-202511224821`.
 * @param now - the instant of the order.
 * @param random - a number in [0, 1), `Math.random` by default.
 */
export function generatePaymentCode(now: Date, random: () => number = Math.random): string {
  const digits = 1000 + Math.floor(random() * PAYMENT_CODES_PER_DAY);
  return `${paymentCodePrefix(now)}${digits}`;
}

/** How many payment codes one Asia/Jakarta day has (numbers 1000 to 9999, spec section 9). */
export const PAYMENT_CODES_PER_DAY = 9000;
/** Random payment codes tried before searching the day's free codes in order. */
const PAYMENT_CODE_ATTEMPTS = 20;

/** The part every payment code of `now`'s Asia/Jakarta day starts with, e.g. `TJ-20261123`. */
export function paymentCodePrefix(now: Date): string {
  return `TJ-${jakartaDay(now).replaceAll('-', '')}`;
}

/**
 * A payment code of `now`'s day (spec section 9) that is not in `taken`: random first, then,
 * should the random source keep repeating itself or the day be nearly full, the day's codes in
 * order from a random start. Both modes use it (the browser adapter with every stored code, the
 * server with the day's codes once a random one clashed).
 * @param taken - payment codes already used (others than the day's are ignored).
 * @returns the code, or null when all {@link PAYMENT_CODES_PER_DAY} codes of the day are taken.
 */
export function freePaymentCode(now: Date, random: () => number, taken: ReadonlySet<string>): string | null {
  for (let attempt = 0; attempt < PAYMENT_CODE_ATTEMPTS; attempt += 1) {
    const code = generatePaymentCode(now, random);
    if (!taken.has(code)) return code;
  }
  const prefix = paymentCodePrefix(now);
  const start = Math.floor(random() * PAYMENT_CODES_PER_DAY);
  for (let step = 0; step < PAYMENT_CODES_PER_DAY; step += 1) {
    const code = `${prefix}${1000 + ((start + step) % PAYMENT_CODES_PER_DAY)}`;
    if (!taken.has(code)) return code;
  }
  return null;
}

/** A payment code given anew because another order already had it. */
export interface RenamedPaymentCode {
  orderId: string;
  from: string;
  to: string;
}

/**
 * Makes the payment codes of `orders` unique, as the server's database requires (data from the
 * prototype or an older browser-mode shop may repeat one: 4 random digits a day collide). The
 * first order with a code keeps it; a later one gets a fresh code of its own day (spec section 9
 * format) that no order uses. Orders without a code are left as they are.
 * @param orders - in stored order.
 * @param random - a number in [0, 1), `Math.random` by default.
 * @returns the orders (new objects only where renamed) and what was renamed.
 */
export function withUniquePaymentCodes<T extends { id: string; paymentCode: string; date: string }>(
  orders: readonly T[],
  random: () => number = Math.random,
): { orders: T[]; renamed: RenamedPaymentCode[] } {
  const used = new Set(orders.map((o) => o.paymentCode).filter(Boolean));
  const seen = new Set<string>();
  const renamed: RenamedPaymentCode[] = [];
  const result = orders.map((order) => {
    if (!order.paymentCode || !seen.has(order.paymentCode)) {
      seen.add(order.paymentCode);
      return order;
    }
    const day = /^\d{4}-\d{2}-\d{2}$/.test(order.date) ? order.date.replaceAll('-', '') : jakartaDay(new Date()).replaceAll('-', '');
    let code = '';
    for (let attempt = 0; attempt < 50 && (!code || used.has(code)); attempt += 1) {
      code = `TJ-${day}${1000 + Math.floor(random() * 9000)}`;
    }
    // A day whose 9,000 codes are nearly all taken: search them in order.
    for (let n = 1000; used.has(code) && n <= 9999; n += 1) code = `TJ-${day}${n}`;
    if (used.has(code)) code = `TJ-${day}${order.id}`;
    used.add(code);
    seen.add(code);
    renamed.push({ orderId: order.id, from: order.paymentCode, to: code });
    return { ...order, paymentCode: code };
  });
  return { orders: result, renamed };
}
