/**
 * A voucher's `Kode Voucher` (docs/product/vouchers.md "Codes"): letters and digits, compared
 * without regard to letter case. Zod-free: the checkout's field loads it.
 */

/** A code as stored and compared: 3 to 20 letters A–Z or digits, upper case. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

/** The code as typed, trimmed and upper-cased (`hemat10 ` → `HEMAT10`); it may still be invalid. */
export function normalizeVoucherCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** Whether `typed` is a well-formed code once normalised ({@link normalizeVoucherCode}). */
export function isVoucherCode(typed: string): boolean {
  return VOUCHER_CODE_PATTERN.test(normalizeVoucherCode(typed));
}

/** The longest code a client may send before it is normalised (a code is 3–20 characters; spaces around it are trimmed). */
export const MAX_TYPED_VOUCHER_CODE_LENGTH = 40;

/** The codes one order may name: a `Voucher Toko` and a `Gratis Ongkir` (docs/product/vouchers.md). */
export const MAX_ORDER_VOUCHERS = 2;
