/** The owner's voucher form (./inputs.ts): what it accepts, normalises and refuses. */
import { describe, expect, it } from 'vitest';
import { voucherInputSchema, wibLocalToInstant, type VoucherInput } from './inputs';
import { isVoucherCode, normalizeVoucherCode } from './code';
import { HEMAT10_FIELDS, HEMAT10_INPUT } from '@/testing/test-values';

const HEMAT10: VoucherInput = { ...HEMAT10_INPUT, code: ' hemat10 ', categories: ['Kopi', 'Kopi'], showInStore: true };

/** The first message of a refused input, by field. */
function refusal(input: Partial<VoucherInput>): Record<string, string> {
  const parsed = voucherInputSchema.safeParse({ ...HEMAT10, ...input });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('voucherInputSchema', () => {
  it('accepts HEMAT10 as the form sends it: code upper-cased, WIB to UTC, duplicates dropped', () => {
    expect(voucherInputSchema.parse(HEMAT10)).toEqual({ ...HEMAT10_FIELDS, categories: ['Kopi'], showInStore: true });
  });

  it('keeps no value for Gratis Ongkir and no cap for Nominal', () => {
    expect(voucherInputSchema.parse({ ...HEMAT10, discountType: 'freeShipping', value: '' })).toMatchObject({ value: 0, maxDiscount: 20_000 });
    expect(voucherInputSchema.parse({ ...HEMAT10, discountType: 'fixed', value: '15000', maxDiscount: '' })).toMatchObject({ value: 15_000, maxDiscount: null });
  });

  it('refuses each field out of its rule with its message', () => {
    expect(refusal({ code: 'HE MAT' })).toEqual({ code: 'Kode Voucher harus 3 sampai 20 huruf atau angka, tanpa spasi.' });
    expect(refusal({ code: 'AB' })).toHaveProperty('code');
    expect(refusal({ discountType: 'bogo' as never })).toEqual({ discountType: 'Pilih Jenis Diskon: Persen, Nominal, atau Gratis Ongkir.' });
    expect(refusal({ value: '101' })).toEqual({ value: 'Nilai Diskon persen harus bilangan bulat 1 sampai 100.' });
    expect(refusal({ value: '2.5' })).toEqual({ value: 'Nilai Diskon persen harus bilangan bulat 1 sampai 100.' });
    expect(refusal({ discountType: 'fixed', value: '0' })).toEqual({ value: 'Nilai Diskon harus bilangan bulat Rp 1 sampai Rp 100.000.000.' });
    expect(refusal({ maxDiscount: '' })).toEqual({ maxDiscount: 'Isi Maksimal Diskon (Rp 1 sampai Rp 100.000.000).' });
    expect(refusal({ minSpend: '-1' })).toEqual({ minSpend: 'Minimal Belanja harus bilangan bulat Rp 0 sampai Rp 1.000.000.000.' });
    expect(refusal({ quota: '0' })).toEqual({ quota: 'Kuota harus bilangan bulat 1 sampai 1.000.000.' });
    expect(refusal({ quota: '2', perBuyerLimit: '3' })).toEqual({ perBuyerLimit: 'Batas per Pembeli harus bilangan bulat 1 sampai 100, dan tidak melebihi Kuota.' });
    expect(refusal({ startsAt: '2026-02-30T10:00' })).toEqual({ startsAt: 'Tanggal tidak valid.' });
    expect(refusal({ endsAt: '2026-12-01T00:00' })).toEqual({ endsAt: 'Berlaku Sampai harus setelah Berlaku Mulai.' });
    expect(refusal({ productIds: Array.from({ length: 101 }, (_, i) => i) })).toEqual({ productIds: 'Voucher paling banyak berlaku untuk 100 produk.' });
    expect(refusal({ categories: Array.from({ length: 21 }, (_, i) => `K${i}`) })).toEqual({ categories: 'Voucher paling banyak berlaku untuk 20 kategori.' });
  });
});

describe('codes and WIB instants', () => {
  it('compares codes without letter case', () => {
    expect(normalizeVoucherCode(' Hemat10')).toBe('HEMAT10');
    expect(isVoucherCode('hemat10')).toBe(true);
    expect(isVoucherCode('hemat-10')).toBe(false);
  });

  it('reads a datetime-local value as WIB, refusing dates that do not exist', () => {
    expect(wibLocalToInstant('2026-12-01T07:00')).toBe('2026-12-01T00:00:00.000Z');
    expect(wibLocalToInstant('')).toBeNull();
    expect(wibLocalToInstant('2026-11-31T07:00')).toBeUndefined();
    expect(wibLocalToInstant('1 Desember 2026')).toBeUndefined();
  });
});
