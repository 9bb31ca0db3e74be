import { describeVoucherPeriod, describeVoucherValue } from './messages-voucher-admin';

/** `formatRupiah`'s non-breaking space as a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the Voucher page texts', () => {
  it("writes a voucher's kind and value", () => {
    expect(plain(describeVoucherValue({ discountType: 'percent', value: 10, maxDiscount: 20_000 }))).toBe('10% maks. Rp 20.000');
    expect(plain(describeVoucherValue({ discountType: 'fixed', value: 10_000, maxDiscount: null }))).toBe('Rp 10.000');
    expect(plain(describeVoucherValue({ discountType: 'freeShipping', value: 0, maxDiscount: 15_000 }))).toBe('Gratis Ongkir maks. Rp 15.000');
  });

  it('writes the period in WIB, open ends said in words', () => {
    const start = '2026-12-01T01:00:00.000Z';
    const end = '2026-12-31T16:59:00.000Z';
    expect(plain(describeVoucherPeriod(start, end))).toBe('1 Des 2026, 08.00 – 31 Des 2026, 23.59 WIB');
    expect(plain(describeVoucherPeriod(start, null))).toBe('Mulai 1 Des 2026, 08.00 WIB');
    expect(plain(describeVoucherPeriod(null, end))).toBe('Sampai 31 Des 2026, 23.59 WIB');
    expect(describeVoucherPeriod(null, null)).toBe('Tanpa batas waktu');
  });
});
