/**
 * Tests of the vouchers the shop shows (./shown.ts): which ones, newest first and at most
 * `MAX_SHOWN_VOUCHERS`, in a public shape without counts; which products they apply to; their text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupiah } from '@/shared/format';
import { storedHemat10 } from '@/testing/test-values';
import type { StoredVoucher } from './records';
import type { Voucher } from './redeem';
import { isShownAt, MAX_SHOWN_VOUCHERS, shownVoucherAppliesTo, shownVouchers, shownVoucherText, type ShownVoucher } from './shown';

const NOW = new Date('2026-12-10T05:00:00.000Z');

/** A voucher shown at {@link NOW}, with `changes`. */
function voucher(changes: Partial<Voucher & { createdAt: string }> = {}): Voucher & { createdAt: string } {
  return storedHemat10({
    id: 'V-1',
    used: 3,
    startsAt: '2026-12-01T00:00:00.000Z',
    endsAt: '2026-12-31T00:00:00.000Z',
    createdAt: '2026-11-29T00:00:00.000Z',
    ...(changes as Partial<StoredVoucher>),
  });
}

describe('shownVouchers', () => {
  it('shows an active voucher in its period with uses left, in its public shape only', () => {
    expect(shownVouchers([voucher()], NOW)).toEqual([
      {
        code: 'HEMAT10',
        discountType: 'percent',
        value: 10,
        maxDiscount: 20_000,
        minSpend: 50_000,
        productIds: [],
        categories: [],
        endsAt: '2026-12-31T00:00:00.000Z',
      },
    ]);
  });

  it('leaves out a hidden, paused, not yet started, ended or used-up voucher', () => {
    for (const changes of [
      { showInStore: false },
      { active: false },
      { startsAt: '2026-12-10T05:00:00.001Z' },
      { endsAt: NOW.toISOString() },
      { used: 50 },
    ]) {
      expect(shownVouchers([voucher(changes)], NOW)).toEqual([]);
    }
    expect(isShownAt(voucher({ startsAt: NOW.toISOString(), endsAt: null }), NOW)).toBe(true);
  });

  it('shows the newest first, at most MAX_SHOWN_VOUCHERS', () => {
    const many = Array.from({ length: MAX_SHOWN_VOUCHERS + 3 }, (_, i) =>
      voucher({ id: `V-${i}`, code: `KODE${i}`, createdAt: new Date(Date.UTC(2026, 10, 1 + i)).toISOString() }),
    );
    const shown = shownVouchers(many, NOW);
    expect(shown).toHaveLength(MAX_SHOWN_VOUCHERS);
    expect(shown.map((v) => v.code)).toEqual(['KODE8', 'KODE7', 'KODE6', 'KODE5', 'KODE4', 'KODE3']);
  });

  it('never shows more than the limit, nor anything it should not, nor a count', () => {
    const stored = fc.record({
      showInStore: fc.boolean(),
      active: fc.boolean(),
      used: fc.integer({ min: 0, max: 5 }),
      quota: fc.integer({ min: 1, max: 5 }),
      createdAt: fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
    });
    fc.assert(
      fc.property(fc.array(stored, { maxLength: 20 }), (rows) => {
        const all = rows.map((row, i) => voucher({ ...row, id: `V-${i}`, code: `KODE${i}` }));
        const shown = shownVouchers(all, NOW);
        expect(shown.length).toBeLessThanOrEqual(MAX_SHOWN_VOUCHERS);
        for (const v of shown) {
          const source = all.find((s) => s.code === v.code)!;
          expect(source.showInStore && source.active && source.used < source.quota).toBe(true);
          expect(Object.keys(v)).not.toContain('used');
          expect(Object.keys(v)).not.toContain('quota');
        }
        expect(shown.length).toBe(Math.min(MAX_SHOWN_VOUCHERS, all.filter((s) => isShownAt(s, NOW)).length));
      }),
    );
  });
});

describe('shownVoucherAppliesTo', () => {
  const kopi = { id: 1, category: 'Minuman' };
  it('applies to every product when it names none, else to a named product or category', () => {
    expect(shownVoucherAppliesTo({ productIds: [], categories: [] }, kopi)).toBe(true);
    expect(shownVoucherAppliesTo({ productIds: [1], categories: [] }, kopi)).toBe(true);
    expect(shownVoucherAppliesTo({ productIds: [], categories: ['Minuman'] }, kopi)).toBe(true);
    expect(shownVoucherAppliesTo({ productIds: [2], categories: ['Kain'] }, kopi)).toBe(false);
  });
});

describe('shownVoucherText', () => {
  const base: ShownVoucher = { code: 'X', discountType: 'fixed', value: 10_000, maxDiscount: null, minSpend: 100_000, productIds: [], categories: [], endsAt: null };
  const rp = (n: number) => formatRupiah(n);
  it('reads as the buyer knows it, the minimum spend only above zero', () => {
    expect(shownVoucherText(base)).toBe(`Voucher ${rp(10_000)} dengan min. belanja ${rp(100_000)}`);
    expect(shownVoucherText({ ...base, discountType: 'percent', value: 10, maxDiscount: 20_000, minSpend: 50_000 })).toBe(
      `Diskon 10% hingga ${rp(20_000)} dengan min. belanja ${rp(50_000)}`,
    );
    expect(shownVoucherText({ ...base, discountType: 'freeShipping', value: 0, maxDiscount: 15_000, minSpend: 0 })).toBe(`Gratis Ongkir hingga ${rp(15_000)}`);
    expect(rp(15_000).replace('\u00a0', ' ')).toBe('Rp 15.000');
  });
});
