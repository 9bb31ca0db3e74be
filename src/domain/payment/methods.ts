/**
 * Payment options and the payment code (spec sections 4 and 9).
 */
import { jakartaDay } from '@/shared/format';

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

/**
 * What buyers and the owner read for a stored payment method, where it differs from the stored
 * value (docs/product/decisions.md "One name for the bank transfer"): the shop's bank is called
 * by its real name, 'Bank Aceh Syariah', as its account card (`Bank Tujuan`) names it. Stored
 * values never change, so existing orders keep working.
 */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  'Bank Aceh Transfer': 'Bank Aceh Syariah Transfer',
};

/** The name people read of the stored payment method `method` ({@link PAYMENT_METHOD_LABELS}); unknown ones as stored. */
export function paymentMethodLabel(method: string): string {
  return Object.hasOwn(PAYMENT_METHOD_LABELS, method) ? PAYMENT_METHOD_LABELS[method]! : method;
}

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
 * The widths (digits after the day) a payment code may have (docs/decisions/016-payment-codes.md):
 * the spec's 4 (9,000 codes a day) while the day has room, then one digit more at a time, up to
 * 10 (9,000,000,000 a day), so a busy day never runs out.
 */
export const PAYMENT_CODE_WIDTHS = { spec: 4, max: 10 } as const;
/** How many payment codes one Asia/Jakarta day has at the spec's width (1000 to 9999). */
export const PAYMENT_CODES_PER_DAY = 9000;
/**
 * Random codes drawn at the spec's width before a wider one is tried: with 8 draws, a day a tenth
 * full widens once in 100 million orders, a day half full once in 256, a full day always.
 */
const SPEC_WIDTH_DRAWS = 8;
/** Random codes drawn at each wider width. */
const WIDER_DRAWS = 4;

/** The part every payment code of `now`'s Asia/Jakarta day starts with, e.g. `TJ-20261123`. */
export function paymentCodePrefix(now: Date): string {
  return `TJ-${jakartaDay(now).replaceAll('-', '')}`;
}

/** `prefix` + a number of exactly `width` digits (no leading zero), drawn with `random`. */
function paymentCodeOfWidth(prefix: string, width: number, random: () => number): string {
  const low = 10 ** (width - 1);
  return `${prefix}${low + Math.floor(random() * 9 * low)}`;
}

/**
 * The payment codes an order of a day may take, in order of preference (docs/decisions/016): 8
 * random codes of the spec's width, then 4 of each wider width up to
 * {@link PAYMENT_CODE_WIDTHS}.max. The first that no order has is the order's
 * ({@link firstFreePaymentCode}); the server asks the database about all of them in one query.
 * @param prefix - the day's prefix ({@link paymentCodePrefix}), e.g. `TJ-20261123`.
 * @param random - a number in [0, 1).
 */
export function paymentCodeCandidates(prefix: string, random: () => number): string[] {
  const candidates: string[] = [];
  for (let width = PAYMENT_CODE_WIDTHS.spec; width <= PAYMENT_CODE_WIDTHS.max; width += 1) {
    const draws = width === PAYMENT_CODE_WIDTHS.spec ? SPEC_WIDTH_DRAWS : WIDER_DRAWS;
    for (let draw = 0; draw < draws; draw += 1) candidates.push(paymentCodeOfWidth(prefix, width, random));
  }
  return candidates;
}

/**
 * The first of `candidates` ({@link paymentCodeCandidates}) not in `taken`: the spec's width
 * while the day has room, a wider code once random draws keep meeting taken ones. Both modes call
 * it: the browser with every stored code, the server with those of the candidates that exist.
 * @returns the code, or null when every candidate is taken (never in practice: the widest width
 * has 9,000,000,000 codes a day; the order is refused with PAYMENT_CODES_FULL then).
 */
export function firstFreePaymentCode(candidates: readonly string[], taken: ReadonlySet<string>): string | null {
  return candidates.find((code) => !taken.has(code)) ?? null;
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
 * first order with a code keeps it; a later one gets a fresh code of its own day that no order
 * uses ({@link firstFreePaymentCode}: the spec's format while the day has room). Orders without a code are left as they are.
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
    const code = firstFreePaymentCode(paymentCodeCandidates(`TJ-${day}`, random), used) ?? `TJ-${day}${order.id}`;
    used.add(code);
    seen.add(code);
    renamed.push({ orderId: order.id, from: order.paymentCode, to: code });
    return { ...order, paymentCode: code };
  });
  return { orders: result, renamed };
}
