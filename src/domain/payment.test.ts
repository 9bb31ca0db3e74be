import fc from 'fast-check';
import { freePaymentCode, generatePaymentCode, paymentGroupOf, PAYMENT_CODES_PER_DAY, PAYMENT_GROUPS, withUniquePaymentCodes } from './payment';

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

describe('freePaymentCode', () => {
  const at = new Date('2025-11-04T03:00:00Z');
  const dayCodes = Array.from({ length: PAYMENT_CODES_PER_DAY }, (_, i) => `TJ-20251104${1000 + i}`);

  it('finds the one free code of a day, whatever the random source gives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PAYMENT_CODES_PER_DAY - 1 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (free, r) => {
        const taken = new Set(dayCodes.filter((_, i) => i !== free));
        expect(freePaymentCode(at, () => r, taken)).toBe(dayCodes[free]);
      }),
      { numRuns: 50 },
    );
  });

  it('gives null when all the day’s codes are taken, and ignores other days’ codes', () => {
    expect(freePaymentCode(at, Math.random, new Set(dayCodes))).toBeNull();
    const code = freePaymentCode(at, () => 0, new Set(['TJ-202511051000']));
    expect(code).toBe('TJ-202511041000');
  });
});

describe('withUniquePaymentCodes (data from before codes were unique)', () => {
  const order = (id: string, paymentCode: string, date = '2025-11-04') => ({ id, paymentCode, date });

  it('keeps the first order of a code and gives the later ones a fresh code of their day', () => {
    const { orders, renamed } = withUniquePaymentCodes(
      [order('A', 'TJ-202511041234'), order('B', 'TJ-202511041234'), order('C', ''), order('D', '')],
      () => 0,
    );
    expect(orders.map((o) => o.paymentCode)).toEqual(['TJ-202511041234', 'TJ-202511041000', '', '']);
    expect(renamed).toEqual([{ orderId: 'B', from: 'TJ-202511041234', to: 'TJ-202511041000' }]);
  });

  it('always ends with unique codes and renames only repeats (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1000, max: 1003 }), { maxLength: 30 }), fc.double({ min: 0, max: 0.9999, noNaN: true }), (digits, r) => {
        const input = digits.map((d, i) => order(`O${i}`, `TJ-20251104${d}`));
        const { orders, renamed } = withUniquePaymentCodes(input, () => r);
        expect(new Set(orders.map((o) => o.paymentCode)).size).toBe(orders.length);
        expect(renamed.length).toBe(input.length - new Set(digits).size);
      }),
    );
  });
});
