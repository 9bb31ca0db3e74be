/**
 * Property-based tests of the payment code (spec section 9): for any instant and any
 * random source, the code is 'TJ-' + the Asia/Jakarta day + a number from 1000 to 9999.
 */
import fc from 'fast-check';
import { jakartaDay } from '@/shared/format';
import { PAYMENT_METHODS, paymentCodeCandidates, paymentCodePrefix, paymentGroupOf } from './methods';

/** The format of spec section 9: `TJ-` + the Jakarta day + a number from 1000 to 9999. */
const isPaymentCode = (value: string) => /^TJ-\d{8}[1-9]\d{3}$/.test(value);

const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true });
const randomValue = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('payment code (properties)', () => {
  it('always has the documented format, day and number range', () => {
    fc.assert(
      fc.property(instant, randomValue, (at, r) => {
        const code = paymentCodeCandidates(paymentCodePrefix(at), () => r)[0]!;
        expect(isPaymentCode(code)).toBe(true);
        expect(code.slice(3, 11)).toBe(jakartaDay(at).replaceAll('-', ''));
        const number = Number(code.slice(11));
        expect(number).toBeGreaterThanOrEqual(1000);
        expect(number).toBeLessThanOrEqual(9999);
      }),
    );
  });

  it('recognises only codes of that format', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isPaymentCode(text)).toBe(/^TJ-\d{8}[1-9]\d{3}$/.test(text));
      }),
    );
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 999 }), (at, small) => {
        expect(isPaymentCode(`TJ-${jakartaDay(at).replaceAll('-', '')}${String(small).padStart(4, '0')}`)).toBe(false);
      }),
    );
  });

  it('every payment method belongs to exactly one group', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_METHODS), (method) => {
        expect(paymentGroupOf(method)?.methods).toContain(method);
      }),
    );
  });
});
