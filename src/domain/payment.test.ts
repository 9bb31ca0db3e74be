import fc from 'fast-check';
import { generatePaymentCode, paymentGroupOf, PAYMENT_GROUPS } from './payment';

/** The format of spec section 9: `TJ-` + the Jakarta day + a number from 1000 to 9999. */
const isPaymentCode = (value: string) => /^TJ-\d{8}[1-9]\d{3}$/.test(value);

describe('payment code (spec section 9)', () => {
  it('is TJ- plus the Jakarta day and a number from 1000 to 9999', () => {
    // 2025-11-04 18:30 UTC is already 5 November in Asia/Jakarta (UTC+7).
    expect(generatePaymentCode(new Date('2025-11-04T18:30:00Z'), () => 0)).toBe('TJ-202511051000');
    expect(generatePaymentCode(new Date('2025-11-04T03:00:00Z'), () => 0.999999)).toBe('TJ-202511049999');
  });

  it('always matches the format for any instant and random value', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (date, r) => {
          expect(isPaymentCode(generatePaymentCode(date, () => r))).toBe(true);
        },
      ),
    );
  });

  it("maps each group's default method to its group", () => {
    expect(PAYMENT_GROUPS.map((g) => g.methods[0])).toEqual(['GoPay', 'Bank Aceh Transfer', 'COD']);
    expect(paymentGroupOf('BSI Transfer')?.label).toBe('Transfer Bank');
    expect(paymentGroupOf('Bitcoin')).toBeUndefined();
  });
});
