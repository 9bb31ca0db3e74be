import fc from 'fast-check';
import {
  firstFreePaymentCode,
  paymentCodeCandidates,
  paymentCodePrefix,
  paymentGroupOf,
  paymentMethodLabel,
  PAYMENT_CODES_PER_DAY,
  PAYMENT_GROUPS,
  withUniquePaymentCodes,
} from './methods';

/** The format of spec section 9: `TJ-` + the Jakarta day + a number from 1000 to 9999. */
const isPaymentCode = (value: string) => /^TJ-\d{8}[1-9]\d{3}$/.test(value);

/** An order's first choice of payment code: the first of its candidates. */
const firstCandidate = (at: Date, random: () => number) => paymentCodeCandidates(paymentCodePrefix(at), random)[0];

describe('payment code (spec section 9)', () => {
  it('is TJ- plus the Jakarta day and a number from 1000 to 9999', () => {
    // 2025-11-04 18:30 UTC is already 5 November in Asia/Jakarta (UTC+7).
    expect(firstCandidate(new Date('2025-11-04T18:30:00Z'), () => 0)).toBe('TJ-202511051000');
    expect(firstCandidate(new Date('2025-11-04T03:00:00Z'), () => 0.999999)).toBe('TJ-202511049999');
  });

  it("maps each group's default method to its group", () => {
    expect(PAYMENT_GROUPS.map((g) => g.methods[0])).toEqual(['GoPay', 'Bank Aceh Transfer', 'COD']);
    expect(paymentGroupOf('BSI Transfer')?.label).toBe('Transfer Bank');
    expect(paymentGroupOf('Bitcoin')).toBeUndefined();
  });

  it("shows the stored 'Bank Aceh Transfer' by the bank's real name, every other method as stored", () => {
    expect(paymentMethodLabel('Bank Aceh Transfer')).toBe('Bank Aceh Syariah Transfer');
    for (const method of ['GoPay', 'QRIS', 'BCA Transfer', 'BSI Transfer', 'COD', 'Metode Lama', '', 'toString']) {
      expect(paymentMethodLabel(method)).toBe(method);
    }
  });
});

describe('paymentCodeCandidates and firstFreePaymentCode (docs/decisions/016)', () => {
  const at = new Date('2025-11-04T03:00:00Z');
  const prefix = paymentCodePrefix(at);
  const dayCodes = Array.from({ length: PAYMENT_CODES_PER_DAY }, (_, i) => `TJ-20251104${1000 + i}`);
  const widthOf = (code: string) => code.length - prefix.length;

  it('draws 8 codes of the spec width, then 4 of each wider width up to 10 digits, all of the day', () => {
    const candidates = paymentCodeCandidates(prefix, Math.random);
    expect(candidates.map(widthOf)).toEqual([4, 4, 4, 4, 4, 4, 4, 4, ...[5, 6, 7, 8, 9, 10].flatMap((w) => [w, w, w, w])]);
    for (const code of candidates) expect(code).toMatch(/^TJ-20251104[1-9]\d{3,9}$/);
    expect(candidates.slice(0, 8).every(isPaymentCode)).toBe(true);
  });

  it('keeps the spec format while one of its draws is free, whatever the random source gives', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 64 }), fc.nat(7), (draws, free) => {
        let i = 0;
        const candidates = paymentCodeCandidates(prefix, () => draws[i++ % draws.length]!);
        const taken = new Set(candidates.slice(0, 8).filter((code) => code !== candidates[free]));
        const code = firstFreePaymentCode(candidates, taken);
        expect(code).not.toBeNull();
        expect(taken.has(code!)).toBe(false);
        expect(isPaymentCode(code!)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('widens instead of refusing once the day’s 9,000 spec codes are taken, and ignores other days’ codes', () => {
    const full = new Set(dayCodes);
    const code = firstFreePaymentCode(paymentCodeCandidates(prefix, Math.random), full);
    expect(code).toMatch(/^TJ-20251104[1-9]\d{4}$/);
    expect(firstFreePaymentCode(paymentCodeCandidates(prefix, () => 0), new Set(['TJ-202511051000']))).toBe('TJ-202511041000');
  });

  it('gives null only when every candidate is taken', () => {
    const candidates = paymentCodeCandidates(prefix, Math.random);
    expect(firstFreePaymentCode(candidates, new Set(candidates))).toBeNull();
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
