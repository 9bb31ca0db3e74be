import type { StoredVoucher, StoredVoucherUse } from './records';
import { discountGivenByVoucher, toVoucherOrderUses, usesOfVoucher, withDiscountGiven } from './usage';

/** A use of `voucherId` by `orderId`. */
function voucherUse(voucherId: string, orderId: string, amount: number, createdAt: string, releasedAt: string | null = null): StoredVoucherUse {
  return { voucherId, orderId, userId: 'U1', code: voucherId, amount, createdAt, releasedAt };
}

const USES = [
  voucherUse('V1', 'ORD-1', 8_500, '2026-12-02T03:00:00.000Z'),
  voucherUse('V1', 'ORD-2', 20_000, '2026-12-02T04:00:00.000Z', '2026-12-02T05:00:00.000Z'),
  voucherUse('V2', 'ORD-3', 15_000, '2026-12-02T04:00:00.000Z'),
  voucherUse('V1', 'ORD-4', 5_000, '2026-12-02T04:00:00.000Z'),
];

describe('discount given', () => {
  it('sums the uses not given back, per voucher', () => {
    expect(discountGivenByVoucher(USES)).toEqual(new Map([['V1', 13_500], ['V2', 15_000]]));
    expect(discountGivenByVoucher([])).toEqual(new Map());
  });

  it('answers every voucher with its discount given, 0 without a counting use', () => {
    const vouchers = [{ id: 'V3' }, { id: 'V1' }] as StoredVoucher[];
    expect(withDiscountGiven(vouchers, USES).map((v) => [v.id, v.discountGiven])).toEqual([['V3', 0], ['V1', 13_500]]);
  });
});

describe("a voucher's orders", () => {
  it('lists its uses newest first, ties by the later order id, released ones kept', () => {
    expect(usesOfVoucher('V1', USES).map((use) => use.orderId)).toEqual(['ORD-4', 'ORD-2', 'ORD-1']);
  });

  it('names the buyer by the order, null for an order not found', () => {
    const names = new Map([['ORD-1', 'Rahmat']]);
    expect(toVoucherOrderUses(usesOfVoucher('V1', USES).slice(1), (id) => names.get(id) ?? null)).toEqual([
      { orderId: 'ORD-2', buyerName: null, amount: 20_000, createdAt: '2026-12-02T04:00:00.000Z', releasedAt: '2026-12-02T05:00:00.000Z' },
      { orderId: 'ORD-1', buyerName: 'Rahmat', amount: 8_500, createdAt: '2026-12-02T03:00:00.000Z', releasedAt: null },
    ]);
  });
});
