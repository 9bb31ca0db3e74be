import fc from 'fast-check';
import { priceInForce, priceInForceOf, priceRangeInForce } from './promo';
import { promoIssues } from './promo-inputs';
import { addProduct, cartTotal, withCurrentProducts } from '../cart/lines';
import type { Product } from '../core/records';
import { productSaveSchema } from './product-inputs';

const at = (iso: string) => new Date(iso);
const promo = { price: 120_000, promoPrice: 99_000, promoStart: '2026-12-01T01:00:00.000Z', promoEnd: '2026-12-08T01:00:00.000Z' };

describe('priceInForce (docs/product/decisions.md "Promo price")', () => {
  it('charges the promo price within [start, end), the normal price outside', () => {
    expect(priceInForce(promo, at('2026-12-01T00:59:59.999Z'))).toEqual({ unitPrice: 120_000, normalPrice: 120_000, promoRunning: false, discountPercent: 0 });
    expect(priceInForce(promo, at('2026-12-01T01:00:00.000Z'))).toEqual({ unitPrice: 99_000, normalPrice: 120_000, promoRunning: true, discountPercent: 17 });
    expect(priceInForce(promo, at('2026-12-08T00:59:59.999Z')).promoRunning).toBe(true);
    expect(priceInForce(promo, at('2026-12-08T01:00:00.000Z')).unitPrice).toBe(120_000);
  });

  it('leaves an absent bound open, and ignores a promo price that is absent or not lower', () => {
    const now = at('2030-01-01T00:00:00.000Z');
    expect(priceInForce({ price: 100, promoPrice: 80 }, now).unitPrice).toBe(80);
    expect(priceInForce({ price: 100, promoPrice: 80, promoStart: null, promoEnd: '2031-01-01T00:00:00.000Z' }, now).unitPrice).toBe(80);
    expect(priceInForce({ price: 100, promoPrice: 80, promoStart: '2029-01-01T00:00:00.000Z', promoEnd: null }, now).unitPrice).toBe(80);
    expect(priceInForce({ price: 100 }, now).promoRunning).toBe(false);
    expect(priceInForce({ price: 100, promoPrice: null }, now).promoRunning).toBe(false);
    expect(priceInForce({ price: 100, promoPrice: 100 }, now).promoRunning).toBe(false);
    expect(priceInForce({ price: 100, promoPrice: 150 }, now).unitPrice).toBe(100);
  });

  it('rounds the badge down, so it never shows more than the buyer saves', () => {
    const now = at('2030-01-01T00:00:00.000Z');
    expect(priceInForce({ price: 120_000, promoPrice: 99_999 }, now).discountPercent).toBe(16);
    expect(priceInForce({ price: 3, promoPrice: 2 }, now).discountPercent).toBe(33);
    expect(priceInForce({ price: 100_000, promoPrice: 1 }, now).discountPercent).toBe(99);
  });

  it('properties: charges one of the two prices, never more than the normal one; the badge never overstates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.option(fc.integer({ min: 1, max: 1_000_000_000 })),
        fc.option(fc.integer({ min: 0, max: 4_000_000_000_000 })),
        fc.option(fc.integer({ min: 0, max: 4_000_000_000_000 })),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (price, promoPrice, start, end, now) => {
          const item = {
            price,
            promoPrice,
            promoStart: start === null ? null : new Date(start).toISOString(),
            promoEnd: end === null ? null : new Date(end).toISOString(),
          };
          const result = priceInForce(item, new Date(now));
          expect(result.normalPrice).toBe(price);
          expect(result.unitPrice).toBeLessThanOrEqual(price);
          const inPeriod = (start === null || now >= start) && (end === null || now < end);
          const runs = promoPrice !== null && promoPrice < price && inPeriod;
          expect(result.promoRunning).toBe(runs);
          expect(result.unitPrice).toBe(runs ? promoPrice : price);
          expect(result.discountPercent).toBeGreaterThanOrEqual(0);
          // What the badge promises off the normal price is at most what is taken off.
          expect((price * result.discountPercent) / 100).toBeLessThanOrEqual(price - result.unitPrice);
          if (runs) expect(result.discountPercent).toBeGreaterThan(((price - result.unitPrice) * 100) / price - 1);
        },
      ),
    );
  });
});

describe('the promo fields of a product save', () => {
  const product = {
    name: 'Tas Anyaman Pandan',
    category: 'Aksesoris',
    price: 120_000,
    stock: 3,
    location: 'Lhokseumawe',
    partnerId: 'P004',
    image: '/images/products/tas-anyaman-pandan.svg',
  };
  const errors = (input: Record<string, unknown>) => {
    const parsed = productSaveSchema.safeParse({ ...product, ...input });
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  };

  it('reads WIB date-times as instants, and absent fields as no promo', () => {
    const parsed = productSaveSchema.parse({ ...product, promoPrice: '99000', promoStart: '2026-12-01T08:00', promoEnd: '2026-12-08T08:00' });
    expect(parsed).toMatchObject({ promoPrice: 99_000, promoStart: '2026-12-01T01:00:00.000Z', promoEnd: '2026-12-08T01:00:00.000Z' });
    expect(productSaveSchema.parse(product)).toMatchObject({ promoPrice: null, promoStart: null, promoEnd: null });
    expect(productSaveSchema.parse({ ...product, promoPrice: '', promoStart: '', promoEnd: '' })).toMatchObject({ promoPrice: null, promoStart: null });
    // A body checked in the browser already carries instants: the server reads them unchanged.
    expect(productSaveSchema.parse(parsed)).toMatchObject({ promoStart: '2026-12-01T01:00:00.000Z' });
  });

  it('refuses with Indonesian messages: no whole Rupiah ≥ 1, not below Harga, an end not after the start, a bad date, a period without a price', () => {
    expect(errors({ promoPrice: '0' })).toEqual({ promoPrice: 'Harga Promo harus berupa bilangan bulat 1 atau lebih.' });
    expect(errors({ promoPrice: 99.5 })).toEqual({ promoPrice: 'Harga Promo harus berupa bilangan bulat 1 atau lebih.' });
    expect(errors({ promoPrice: 'murah' })).toEqual({ promoPrice: 'Harga Promo harus berupa bilangan bulat 1 atau lebih.' });
    expect(errors({ promoPrice: 120_000 })).toEqual({ promoPrice: 'Harga Promo harus lebih rendah dari Harga.' });
    expect(errors({ promoPrice: 99_000, promoStart: '2026-12-08T08:00', promoEnd: '2026-12-08T08:00' })).toEqual({
      promoEnd: 'Promo Berakhir harus setelah Promo Mulai.',
    });
    expect(errors({ promoPrice: 99_000, promoStart: '2026-02-30T08:00' })).toEqual({ promoStart: 'Tanggal dan jam tidak valid.' });
    expect(errors({ promoEnd: '2026-12-08T08:00' })).toEqual({ promoPrice: 'Isi Harga Promo untuk mengatur periode promo.' });
  });

  it('promoIssues is empty for a valid promo', () => {
    expect(promoIssues({ price: 100, promoPrice: 90, promoStart: null, promoEnd: null })).toEqual({});
  });
});

describe('a promo per variant, in the product\'s one window', () => {
  const window = { promoStart: promo.promoStart, promoEnd: promo.promoEnd };
  const product: Product = {
    id: 1, name: 'Kopi', category: 'Minuman', price: 45_000, stock: 6, image: '', images: [], description: '', location: '', partnerId: '',
    weight: 250, status: 'active', promoPrice: null, ...window,
    variations: [{ name: 'Ukuran', options: ['250 g', '500 g'] }],
    variants: [
      { id: 'v1', options: ['250 g'], price: 45_000, stock: 3, weight: 250, sku: '', image: '', promoPrice: 40_000 },
      { id: 'v2', options: ['500 g'], price: 85_000, stock: 3, weight: 500, sku: '', image: '', promoPrice: null },
    ],
  };
  const during = at('2026-12-02T00:00:00.000Z');
  const after = at('2026-12-08T01:00:00.000Z');

  it("charges a variant's promo price within the product's window, its normal price outside and without one", () => {
    expect(priceInForceOf(product, product.variants[0], during)).toEqual({ unitPrice: 40_000, normalPrice: 45_000, promoRunning: true, discountPercent: 11 });
    expect(priceInForceOf(product, product.variants[0], after).unitPrice).toBe(45_000);
    expect(priceInForceOf(product, product.variants[1], during)).toMatchObject({ unitPrice: 85_000, promoRunning: false });
    expect(priceInForceOf({ price: 100, promoPrice: 80 }, undefined, during).unitPrice).toBe(80);
    // A variant's promo needs its product's window: one left without never runs.
    expect(priceInForceOf({ ...product, promoStart: null, promoEnd: null }, product.variants[0], during).unitPrice).toBe(45_000);
  });

  it('ranges over the prices in force', () => {
    expect(priceRangeInForce(product, during)).toEqual({ low: 40_000, high: 85_000 });
    expect(priceRangeInForce(product, after)).toEqual({ low: 45_000, high: 85_000 });
    expect(priceRangeInForce({ price: 100, promoPrice: 80, variants: [] }, during)).toEqual({ low: 80, high: 80 });
  });

  it("gives a variant's cart line its promo and the product's window, so the cart charges what the order does", () => {
    const cart = addProduct(addProduct([], product, Infinity, 2, 'v1'), product, Infinity, 1, 'v2');
    expect(cart.map((line) => [line.price, line.promoPrice, line.promoEnd])).toEqual([[45_000, 40_000, promo.promoEnd], [85_000, null, promo.promoEnd]]);
    expect(cartTotal(cart, during)).toBe(2 * 40_000 + 85_000);
    expect(cartTotal(cart, after)).toBe(2 * 45_000 + 85_000);
    const ended = { ...product, promoEnd: '2026-12-01T02:00:00.000Z' };
    expect(cartTotal(withCurrentProducts(cart, [ended]), during)).toBe(2 * 45_000 + 85_000);
  });

  it("refuses the product's own promo with tiers, a variant's promo without a window or not lower", () => {
    const input = {
      name: 'Kopi', category: 'Minuman', price: 45_000, stock: 6, location: 'Aceh', partnerId: 'P001', image: '/a.jpg',
      variations: product.variations,
      variants: product.variants,
    };
    expect(productSaveSchema.safeParse({ ...input, ...window }).success).toBe(true);
    const messagesOf = (body: object) => productSaveSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messagesOf(input)).toEqual([['variants.0.promoPrice', 'Harga Promo kombinasi perlu Promo Mulai atau Promo Berakhir.']]);
    expect(messagesOf({ ...input, ...window, promoPrice: 30_000 })).toEqual([['promoPrice', 'Dengan Variasi, Harga Promo diisi per kombinasi.']]);
    const notLower = { ...input, ...window, variants: [{ ...input.variants[0]!, promoPrice: 45_000 }, input.variants[1]!] };
    expect(messagesOf(notLower)).toEqual([['variants.0.promoPrice', 'Harga Promo harus lebih rendah dari Harga.']]);
    expect(messagesOf({ ...input, promoStart: promo.promoEnd, promoEnd: promo.promoStart })).toEqual([['promoEnd', 'Promo Berakhir harus setelah Promo Mulai.']]);
    expect(messagesOf({ ...input, ...window, variants: [{ ...input.variants[0]!, promoPrice: 0 }, input.variants[1]!] })).toEqual([
      ['variants.0.promoPrice', 'Harga Promo harus berupa bilangan bulat 1 atau lebih.'],
    ]);
  });
});
