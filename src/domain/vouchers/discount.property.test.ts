/**
 * Property tests of the voucher maths (./discount.ts, ./redeem.ts): whatever the voucher and the
 * order, a discount is whole Rupiah, never more than what it comes off (so no total goes below
 * zero), never more than its cap, and a refused voucher is refused for the first reason a buyer
 * should hear.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupiah } from '@/shared/format';
import { appliesToLine, eligibleSubtotal, voucherDiscount, DISCOUNT_TYPES, type DiscountBasket, type VoucherTerms } from './discount';
import { decideVoucher, decideVouchers, totalDiscount, type Voucher } from './redeem';

const CATEGORIES = ['Kopi', 'Kue', 'Kain', 'Minyak'];

const line = fc.record({
  productId: fc.integer({ min: 1, max: 12 }),
  category: fc.constantFrom(...CATEGORIES),
  price: fc.integer({ min: 0, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 999 }),
});
const basket: fc.Arbitrary<DiscountBasket> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 20 }),
  shippingCost: fc.integer({ min: 0, max: 2_000_000 }),
});
const terms: fc.Arbitrary<VoucherTerms> = fc.record({
  discountType: fc.constantFrom(...DISCOUNT_TYPES),
  value: fc.integer({ min: 1, max: 100_000_000 }),
  maxDiscount: fc.option(fc.integer({ min: 1, max: 100_000_000 }), { nil: null }),
  minSpend: fc.integer({ min: 0, max: 1_000_000 }),
  productIds: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }),
  categories: fc.uniqueArray(fc.constantFrom(...CATEGORIES), { maxLength: 2 }),
});
/** A percentage voucher's `value` is 1–100; the others are any amount. */
const sane = (t: VoucherTerms): VoucherTerms => (t.discountType === 'percent' ? { ...t, value: (t.value % 100) + 1 } : t);

const goodsOf = (b: DiscountBasket) => b.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);

describe('voucherDiscount', () => {
  it('is whole Rupiah, never negative, never more than the lines it applies to or the ongkos kirim', () => {
    fc.assert(
      fc.property(terms.map(sane), basket, (t, b) => {
        const { goods, shipping } = voucherDiscount(t, b);
        expect(Number.isInteger(goods) && Number.isInteger(shipping)).toBe(true);
        expect(goods).toBeGreaterThanOrEqual(0);
        expect(shipping).toBeGreaterThanOrEqual(0);
        expect(goods).toBeLessThanOrEqual(eligibleSubtotal(t, b));
        expect(shipping).toBeLessThanOrEqual(b.shippingCost);
        // So the order's total after it is never below zero.
        expect(goodsOf(b) + b.shippingCost - goods - shipping).toBeGreaterThanOrEqual(0);
        if (t.maxDiscount !== null && t.discountType !== 'fixed') expect(goods + shipping).toBeLessThanOrEqual(t.maxDiscount);
        if (t.discountType === 'freeShipping') expect(goods).toBe(0);
        else expect(shipping).toBe(0);
      }),
    );
  });

  it('takes a percentage of the eligible lines, rounded down, and nothing off lines it does not name', () => {
    fc.assert(
      fc.property(terms.map(sane), basket, (t, b) => {
        const percent = { ...t, discountType: 'percent' as const, value: (t.value % 100) + 1, maxDiscount: null };
        const eligible = b.lines.filter((l) => appliesToLine(t, l)).reduce((sum, l) => sum + l.price * l.quantity, 0);
        expect(voucherDiscount(percent, b).goods).toBe(Math.floor((eligible * percent.value) / 100));
      }),
    );
  });

  it('HEMAT10: 10 %, at most Rp 20.000', () => {
    const hemat10: VoucherTerms = { discountType: 'percent', value: 10, maxDiscount: 20_000, minSpend: 50_000, productIds: [], categories: [] };
    const order = (price: number): DiscountBasket => ({ lines: [{ productId: 1, category: 'Kopi', price, quantity: 1 }], shippingCost: 12_000 });
    expect(voucherDiscount(hemat10, order(85_000))).toEqual({ goods: 8_500, shipping: 0 });
    expect(voucherDiscount(hemat10, order(333_333))).toEqual({ goods: 20_000, shipping: 0 });
    expect(voucherDiscount({ ...hemat10, discountType: 'freeShipping', maxDiscount: 10_000 }, order(85_000))).toEqual({ goods: 0, shipping: 10_000 });
    expect(voucherDiscount({ ...hemat10, discountType: 'fixed', value: 100_000 }, order(85_000))).toEqual({ goods: 85_000, shipping: 0 });
  });
});

/** A voucher that applies: active, in its period, uses left. */
const voucher = (t: VoucherTerms, over: Partial<Voucher> = {}): Voucher => ({
  ...t,
  id: 'V1',
  code: 'HEMAT10',
  quota: 50,
  perBuyerLimit: 1,
  used: 0,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T17:00:00.000Z',
  active: true,
  showInStore: false,
  ...over,
});
const NOW = new Date('2026-11-29T05:00:00.000Z');

describe('decideVoucher', () => {
  it('accepts exactly the vouchers that are on, in their period, with uses left, applying to a line, at their minimum spend', () => {
    fc.assert(
      fc.property(
        terms.map(sane),
        basket,
        fc.record({ used: fc.integer({ min: 0, max: 60 }), buyerUses: fc.integer({ min: 0, max: 3 }), active: fc.boolean(), dayOffset: fc.integer({ min: -40, max: 40 }) }),
        (t, b, f) => {
          const v = voucher(t, { used: f.used, active: f.active });
          const now = new Date(NOW.getTime() + f.dayOffset * 86_400_000);
          const decision = decideVoucher({ voucher: v, buyerUses: f.buyerUses }, b, now);
          const inPeriod = now.getTime() >= Date.parse(v.startsAt!) && now.getTime() < Date.parse(v.endsAt!);
          const eligible = eligibleSubtotal(t, b);
          const expected = f.active && inPeriod && f.used < v.quota && f.buyerUses < v.perBuyerLimit && eligible > 0 && eligible >= t.minSpend;
          expect(decision.ok).toBe(expected);
          if (decision.ok) expect(decision.plan.discount).toEqual(voucherDiscount(t, b));
        },
      ),
    );
  });

  it('answers each refusal with its message and code', () => {
    const t: VoucherTerms = { discountType: 'percent', value: 10, maxDiscount: 20_000, minSpend: 50_000, productIds: [], categories: ['Kopi'] };
    const b: DiscountBasket = { lines: [{ productId: 1, category: 'Kopi', price: 40_000, quantity: 1 }], shippingCost: 0 };
    const refusal = (facts: Parameters<typeof decideVoucher>[0], order = b, now = NOW) => {
      const decision = decideVoucher(facts, order, now);
      return decision.ok ? null : [decision.refusal.code, decision.refusal.message];
    };
    expect(refusal({ voucher: undefined, buyerUses: 0 })).toEqual(['VOUCHER_INVALID', 'Voucher tidak ditemukan.']);
    expect(refusal({ voucher: voucher(t, { active: false }), buyerUses: 0 })).toEqual(['VOUCHER_INVALID', 'Voucher sudah tidak berlaku.']);
    expect(refusal({ voucher: voucher(t), buyerUses: 0 }, b, new Date('2026-12-31T17:00:00.000Z'))).toEqual(['VOUCHER_INVALID', 'Voucher sudah tidak berlaku.']);
    expect(refusal({ voucher: voucher(t), buyerUses: 0 }, b, new Date('2026-10-31T23:59:59.999Z'))).toEqual(['VOUCHER_INVALID', 'Voucher belum berlaku.']);
    expect(refusal({ voucher: voucher(t, { used: 50 }), buyerUses: 0 })).toEqual(['VOUCHER_EXHAUSTED', 'Voucher sudah habis.']);
    expect(refusal({ voucher: voucher(t), buyerUses: 1 })).toEqual(['VOUCHER_ALREADY_USED', 'Anda sudah memakai voucher ini.']);
    expect(refusal({ voucher: voucher({ ...t, categories: ['Kain'] }), buyerUses: 0 })).toEqual(['VOUCHER_INVALID', 'Voucher ini tidak berlaku untuk produk di keranjang Anda.']);
    expect(refusal({ voucher: voucher(t), buyerUses: 0 })).toEqual(['VOUCHER_INVALID', `Minimal belanja ${formatRupiah(50_000)} untuk voucher ini.`]);
    expect(refusal({ voucher: voucher({ ...t, startsAt: null, endsAt: null } as VoucherTerms), buyerUses: 0 }, { ...b, lines: [{ ...b.lines[0]!, quantity: 2 }] })).toBeNull();
  });
});

describe('decideVouchers', () => {
  const shop: VoucherTerms = { discountType: 'fixed', value: 10_000, maxDiscount: null, minSpend: 0, productIds: [], categories: [] };
  const ongkir: VoucherTerms = { ...shop, discountType: 'freeShipping', maxDiscount: 15_000 };
  const b: DiscountBasket = { lines: [{ productId: 1, category: 'Kopi', price: 90_000, quantity: 1 }], shippingCost: 20_000 };

  it('takes one Voucher Toko and one Gratis Ongkir together, the shop voucher first', () => {
    const decision = decideVouchers([{ voucher: voucher(ongkir, { id: 'V2', code: 'ONGKIR' }), buyerUses: 0 }, { voucher: voucher(shop), buyerUses: 0 }], b, NOW);
    expect(decision.ok && decision.plan.map((r) => r.code)).toEqual(['HEMAT10', 'ONGKIR']);
    expect(decision.ok && totalDiscount(decision.plan)).toEqual({ goods: 10_000, shipping: 15_000 });
  });

  it('refuses two of one kind, or more than two codes', () => {
    for (const each of [
      [voucher(shop), voucher(shop, { id: 'V3', code: 'LAGI' })],
      [voucher(ongkir), voucher(ongkir, { id: 'V3', code: 'LAGI' })],
      [voucher(shop), voucher(ongkir), voucher(ongkir)],
    ]) {
      const decision = decideVouchers(
        each.map((v) => ({ voucher: v, buyerUses: 0 })),
        b,
        NOW,
      );
      expect(decision.ok ? null : decision.refusal.message).toBe('Satu pesanan hanya dapat memakai satu Voucher Toko dan satu voucher Gratis Ongkir.');
    }
  });
});
