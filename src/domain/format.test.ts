import { formatCount, formatDate, formatRupiah, formatTime, jakartaDay } from './format';

describe('formatting (docs/product/decisions.md, "Name and language")', () => {
  it('formats Rupiah with Indonesian thousands and a non-breaking space', () => {
    expect(formatRupiah(442500)).toBe('Rp\u00a0442.500');
    expect(formatRupiah(0)).toBe('Rp\u00a00');
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
});
