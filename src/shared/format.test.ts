import fc from 'fast-check';
import { formatCompactCount, formatCount, formatDate, formatRating, formatRupiah, formatTime, jakartaDay } from './format';

const intlRupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });

describe('formatting (docs/product/decisions.md, "Name and language")', () => {
  it('formats Rupiah with Indonesian thousands and a non-breaking space', () => {
    expect(formatRupiah(442500)).toBe('Rp\u00a0442.500');
    expect(formatRupiah(0)).toBe('Rp\u00a00');
  });

  it("formats Rupiah exactly as Intl's id-ID currency format does, without Intl", () => {
    for (const amount of [0, -0, 1, -1, 0.5, -0.5, 2.5, -2.5, -0.4, 999, 1000, 1234567.49, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity, 1e20]) {
      expect(formatRupiah(amount), String(amount)).toBe(intlRupiah.format(amount));
    }
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ min: -1e15, max: 1e15, noNaN: true })), (amount) => {
        expect(formatRupiah(amount)).toBe(intlRupiah.format(amount));
      }),
      { numRuns: 2000 },
    );
  });

  it('formats counts with Indonesian thousands', () => {
    expect(formatCount(10000)).toBe('10.000');
    expect(formatCount(1)).toBe('1');
  });

  it('takes the calendar day in Asia/Jakarta, not UTC', () => {
    expect(jakartaDay(new Date('2025-12-31T17:30:00Z'))).toBe('2026-01-01');
    expect(jakartaDay(new Date('2025-12-31T16:59:59Z'))).toBe('2025-12-31');
  });

  it('formats dates with a short Indonesian month and times with seconds', () => {
    expect(formatDate('2025-11-04')).toBe('4 Nov 2025');
    expect(formatTime('2025-11-04T03:05:09Z')).toBe('10.05.09');
    expect(formatDate('bukan tanggal')).toBe('bukan tanggal');
  });

  it('writes a mean rating to one decimal with a comma', () => {
    expect(formatRating(4.46)).toBe('4,5');
    expect(formatRating(4.44)).toBe('4,4');
    expect(formatRating(5)).toBe('5,0');
    expect(formatRating(11 / 3)).toBe('3,7');
  });

  it('shortens big counts as marketplaces do, never rounding up', () => {
    expect(formatCompactCount(0)).toBe('0');
    expect(formatCompactCount(999)).toBe('999');
    expect(formatCompactCount(1000)).toBe('1rb');
    expect(formatCompactCount(1250)).toBe('1,2rb');
    expect(formatCompactCount(999_999)).toBe('999,9rb');
    expect(formatCompactCount(1_000_000)).toBe('1jt');
    expect(formatCompactCount(2_560_000)).toBe('2,5jt');
    expect(formatCompactCount(1_234_000_000)).toBe('1.234jt');
  });
});
