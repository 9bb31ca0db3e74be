import fc from 'fast-check';
import { formatCount, formatDate, formatDateTime, formatRupiah, formatTime, jakartaDay } from './format';

const intlRupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });

/** Intl's own formatting in the shop's zone, which the date formatters must equal. */
const intlDate = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Jakarta', ...options });
const intl = {
  day: intlDate('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }),
  date: intlDate('id-ID', { day: 'numeric', month: 'short', year: 'numeric' }),
  time: intlDate('id-ID', { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
  dateTime: intlDate('id-ID', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
};

/** Checks every date formatter against Intl at `instant`. */
function expectIntlDates(instant: Date) {
  const iso = instant.toISOString();
  expect(jakartaDay(instant), iso).toBe(intl.day.format(instant));
  expect(formatDate(iso), iso).toBe(intl.date.format(instant));
  expect(formatTime(iso), iso).toBe(intl.time.format(instant));
  expect(formatDateTime(iso), iso).toBe(intl.dateTime.format(instant));
}

describe('formatting (docs/product/decisions.md, "Name and language")', () => {
  it('formats Rupiah with Indonesian thousands and a non-breaking space', () => {
    expect(formatRupiah(442500)).toBe('Rp\u00a0442.500');
    expect(formatRupiah(0)).toBe('Rp\u00a00');
  });

  it("formats Rupiah exactly as Intl's id-ID currency format does, without Intl (issue 22)", () => {
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

  it("formats days, dates and times exactly as Intl does in Asia/Jakarta, without Intl from 1970 on (issue 22)", () => {
    const edges = [
      '1970-01-01T00:00:00Z', '1969-12-31T16:59:59.999Z', '1969-12-31T17:00:00Z', '1950-06-01T17:00:00Z',
      '2025-12-31T16:59:59.999Z', '2025-12-31T17:00:00Z', '2024-02-28T17:00:00Z', '2024-02-29T16:59:59Z',
      '2025-11-04T03:05:09Z', '2026-06-15T23:59:59Z', '9999-12-31T16:59:59.999Z', '9999-12-31T17:00:00Z',
    ];
    for (const edge of edges) expectIntlDates(new Date(edge));
    for (let month = 0; month < 12; month += 1) expectIntlDates(new Date(Date.UTC(2025, month, 15, 5)));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
          fc.date({ min: new Date('-001000-01-01T00:00:00Z'), max: new Date('+012000-01-01T00:00:00Z'), noInvalidDate: true }),
        ),
        expectIntlDates,
      ),
      { numRuns: 2000 },
    );
    // A day (`YYYY-MM-DD`) is the day itself, and what is not a date comes back as it is.
    expect(formatDate('2026-01-01')).toBe(intl.date.format(new Date('2026-01-01T12:00:00+07:00')));
    expect(formatDateTime('bukan tanggal')).toBe('bukan tanggal');
    expect(formatTime('')).toBe('');
  });

  it('formats dates with a short Indonesian month and times with seconds', () => {
    expect(formatDate('2025-11-04')).toBe('4 Nov 2025');
    expect(formatTime('2025-11-04T03:05:09Z')).toBe('10.05.09');
    expect(formatDate('bukan tanggal')).toBe('bukan tanggal');
  });
});
