/**
 * What each voucher gave (docs/product/vouchers.md "The owner's page"): the discount given in
 * Rupiah, the sum of its uses still counting (a use a cancelled or expired order gave back does
 * not count), and one page of the orders that used it, newest first. One rule for both modes:
 * browser mode sums its `voucherUses` here, the server in one aggregate of `voucher_uses`.
 */
import type { StoredVoucher, StoredVoucherUse } from './records';

/** A voucher as the owner's list answers it: the stored voucher with its discount given. */
export interface AdminVoucher extends StoredVoucher {
  /** The sum of its uses' discounts not given back (Rupiah, whole). */
  discountGiven: number;
}

/** One order's use of a voucher as the owner's `Pesanan {code}` dialog lists it. */
export interface VoucherOrderUse {
  orderId: string;
  /** The order's `customerName` (the buyer's name on the order), or null when the order is gone. */
  buyerName: string | null;
  /** The discount the use gave the order (Rupiah). */
  amount: number;
  /** When the order took the use (ISO). */
  createdAt: string;
  /** When the order's cancel or expiry gave it back (ISO), or null while it counts. */
  releasedAt: string | null;
}

/** Uses per page of `vouchers.uses` (at most `MAX_LIST_PAGE_SIZE`, 100, when asked). */
export const VOUCHER_USES_PAGE_SIZE = 20;

/**
 * The discount given per voucher id: the sum of the amounts of `uses` not released.
 * @param uses - every stored use (any vouchers).
 * @returns Rupiah per voucher id; a voucher without counting uses is absent (0).
 */
export function discountGivenByVoucher(uses: readonly StoredVoucherUse[]): Map<string, number> {
  const given = new Map<string, number>();
  for (const use of uses) {
    if (use.releasedAt !== null) continue;
    given.set(use.voucherId, (given.get(use.voucherId) ?? 0) + use.amount);
  }
  return given;
}

/**
 * The vouchers with their discount given ({@link discountGivenByVoucher}), in the given order.
 * @param vouchers - the stored vouchers.
 * @param uses - every stored use.
 */
export function withDiscountGiven(vouchers: readonly StoredVoucher[], uses: readonly StoredVoucherUse[]): AdminVoucher[] {
  const given = discountGivenByVoucher(uses);
  return vouchers.map((voucher) => ({ ...voucher, discountGiven: given.get(voucher.id) ?? 0 }));
}

/**
 * A voucher's uses, newest first (ties: the later order id first, so pages never overlap).
 * @param voucherId - the voucher.
 * @param uses - every stored use.
 */
export function usesOfVoucher(voucherId: string, uses: readonly StoredVoucherUse[]): StoredVoucherUse[] {
  return uses
    .filter((use) => use.voucherId === voucherId)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.orderId < b.orderId ? 1 : a.orderId > b.orderId ? -1 : 0));
}

/**
 * The `Pesanan {code}` list of a voucher's uses as records of the owner's dialog.
 * @param uses - the voucher's uses, in the list's order ({@link usesOfVoucher}).
 * @param buyerNameOf - the name on an order by its id, null for an order not found.
 */
export function toVoucherOrderUses(
  uses: readonly StoredVoucherUse[],
  buyerNameOf: (orderId: string) => string | null,
): VoucherOrderUse[] {
  return uses.map(({ orderId, amount, createdAt, releasedAt }) => ({ orderId, buyerName: buyerNameOf(orderId), amount, createdAt, releasedAt }));
}
