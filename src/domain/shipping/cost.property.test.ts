import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACEH_DESTINATIONS,
  chargedKilograms,
  DEFAULT_SHIPPING_TABLE,
  destinationFromAddress,
  MAX_COURIERS,
  OUTSIDE_ACEH,
  preferredCourier,
  SHIPPING_DESTINATIONS,
  shippingCost,
  shippingTableSchema,
  tableShippingRates,
  type ShippingTable,
} from './cost';
import { orderAmounts, trackingLink } from '../orders/amounts';

const table = DEFAULT_SHIPPING_TABLE;
const destination = fc.constantFrom(...SHIPPING_DESTINATIONS);
const line = fc.record({ weight: fc.integer({ min: 1, max: 50_000 }), quantity: fc.integer({ min: 1, max: 999 }) });

function cost(destinationName: string, courierId: string, grams: number): number {
  const decision = shippingCost(table, destinationName, courierId, [{ weight: grams, quantity: 1 }]);
  if (!decision.ok) throw decision.refusal;
  return decision.plan.cost;
}

describe('shippingCost (per started kilogram)', () => {
  it('charges 1 g and 1,000 g as 1 kg, 1,001 g as 2 kg', () => {
    expect(chargedKilograms(1)).toBe(1);
    expect(chargedKilograms(0)).toBe(1);
    expect(chargedKilograms(1000)).toBe(1);
    expect(chargedKilograms(1001)).toBe(2);
    expect(cost('Kota Banda Aceh', 'jne', 1)).toBe(9000);
    expect(cost('Kota Banda Aceh', 'jne', 1000)).toBe(9000);
    expect(cost('Kota Banda Aceh', 'jne', 1001)).toBe(18000);
  });

  it('never falls as the parcel gets heavier', () => {
    fc.assert(
      fc.property(destination, fc.array(line, { minLength: 1, maxLength: 20 }), line, (to, lines, extra) => {
        for (const courier of table.couriers) {
          const before = shippingCost(table, to, courier.id, lines);
          const after = shippingCost(table, to, courier.id, [...lines, extra]);
          expect(after.ok).toBe(before.ok);
          if (before.ok && after.ok) expect(after.plan.cost).toBeGreaterThanOrEqual(before.plan.cost);
        }
      }),
    );
  });

  it('is the rate times the started kilograms of the summed weight', () => {
    fc.assert(
      fc.property(destination, fc.array(line, { minLength: 1, maxLength: 20 }), (to, lines) => {
        const grams = lines.reduce((sum, l) => sum + l.weight * l.quantity, 0);
        const decision = shippingCost(table, to, 'jne', lines);
        expect(decision.ok && decision.plan).toMatchObject({
          weight: grams,
          chargedKg: Math.max(1, Math.ceil(grams / 1000)),
          cost: Math.max(1, Math.ceil(grams / 1000)) * table.couriers[0]!.rates[to]!,
        });
      }),
    );
  });

  it('refuses a courier that does not serve the destination, an unknown courier or destination', () => {
    for (const [to, courier] of [
      ['Simeulue', 'sicepat'],
      ['Kota Langsa', 'kurir-toko'],
      [OUTSIDE_ACEH, 'kurir-toko'],
      ['Kota Banda Aceh', 'gosend'],
      ['Jakarta', 'jne'],
    ] as const) {
      const decision = shippingCost(table, to, courier, [{ weight: 500, quantity: 1 }]);
      expect(decision.ok).toBe(false);
      if (!decision.ok) expect(decision.refusal).toMatchObject({ code: 'SHIPPING_UNAVAILABLE' });
    }
  });

  it('lists the couriers serving a destination with their costs', () => {
    const rates = tableShippingRates(table);
    expect(rates.options('Kota Banda Aceh', 1500).map((o) => [o.courierName, o.cost])).toEqual([
      ['JNE', 18000],
      ['J&T', 20000],
      ['SiCepat', 16000],
      ['POS Indonesia', 14000],
      ['Kurir Toko', 16000],
    ]);
    expect(rates.options('Simeulue', 1).map((o) => o.courierId)).toEqual(['jne', 'jnt', 'pos']);
    expect(rates.options('Bandung', 1)).toEqual([]);
  });
});

describe("preferredCourier (the checkout's preselected courier)", () => {
  const quote = (courierId: string, cost: number) => ({ courierId, cost });

  it('keeps the chosen courier while it serves the destination, else picks the cheapest, first of equals', () => {
    const options = [quote('jne', 18_000), quote('pos', 12_000), quote('sicepat', 12_000)];
    expect(preferredCourier(options, 'jne')).toBe('jne');
    expect(preferredCourier(options, '')).toBe('pos');
    expect(preferredCourier(options, 'gosend')).toBe('pos');
    expect(preferredCourier([], 'jne')).toBe('');
  });

  it('always answers an offered courier of the lowest cost when none offered is chosen', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 10 }), (costs) => {
        const options = costs.map((cost, i) => quote(`k${i}`, cost));
        const picked = options.find((o) => o.courierId === preferredCourier(options, 'none'))!;
        expect(picked.cost).toBe(Math.min(...costs));
        expect(options.indexOf(picked)).toBe(costs.indexOf(Math.min(...costs)));
      }),
    );
  });
});

describe('the default shipping table', () => {
  it('is valid, prices every destination, Banda Aceh cheapest and Simeulue/Luar Aceh dearest', () => {
    expect(shippingTableSchema.parse(table)).toEqual(table);
    expect(SHIPPING_DESTINATIONS).toHaveLength(24);
    expect(ACEH_DESTINATIONS).toHaveLength(23);
    const jne = table.couriers.find((c) => c.id === 'jne')!;
    expect(Object.keys(jne.rates)).toHaveLength(24);
    const sorted = Object.entries(jne.rates).sort((a, b) => a[1] - b[1]);
    expect(sorted[0]![0]).toBe('Kota Banda Aceh');
    expect(sorted.slice(-2).map(([d]) => d).sort()).toEqual(['Luar Aceh', 'Simeulue']);
    expect(table.couriers.map((c) => c.name)).toEqual(['JNE', 'J&T', 'SiCepat', 'POS Indonesia', 'Kurir Toko']);
  });
});

describe('shippingTableSchema limits', () => {
  const courier = (id: string, rates: Record<string, number> = { 'Kota Banda Aceh': 9000 }) => ({
    id,
    name: id.toUpperCase(),
    rates,
  });
  const fails = (input: unknown) => expect(shippingTableSchema.safeParse(input).success).toBe(false);

  it('takes 1 to 10 couriers, each serving a destination, whole Rupiah 0..10,000,000', () => {
    expect(shippingTableSchema.safeParse({ couriers: [courier('a', { 'Kota Banda Aceh': 0 })] }).success).toBe(true);
    expect(shippingTableSchema.safeParse({ couriers: [courier('a', { Simeulue: 10_000_000 })] }).success).toBe(true);
    const ten = Array.from({ length: MAX_COURIERS }, (_, i) => courier(`c${i}`));
    expect(shippingTableSchema.safeParse({ couriers: ten }).success).toBe(true);
    fails({ couriers: [...ten, courier('c10')] });
    fails({ couriers: [] });
    fails({ couriers: [courier('a', {})] });
    fails({ couriers: [courier('a', { 'Kota Banda Aceh': 10_000_001 })] });
    fails({ couriers: [courier('a', { 'Kota Banda Aceh': -1 })] });
    fails({ couriers: [courier('a', { 'Kota Banda Aceh': 1.5 })] });
    fails({ couriers: [courier('a', { Jakarta: 9000 })] });
    fails({ couriers: [courier('a'), courier('a')] });
    fails({ couriers: [courier('a'), { ...courier('b'), name: 'a' }] });
    fails({ couriers: [{ ...courier('A B') }] });
    fails({ couriers: [{ ...courier('a'), trackingUrl: 'javascript:alert(1)' }] });
    fails({ couriers: [{ ...courier('a'), name: ' ' }] });
    fails({ couriers: [{ ...courier('a'), extra: 1 }] });
    fails({ couriers: [courier('a')], extra: 1 });
  });

  it('types are what the checkout compares', () => {
    const parsed: ShippingTable = shippingTableSchema.parse({ couriers: [courier('a')] });
    expect(parsed.couriers[0]!.trackingUrl).toBe('');
  });
});

describe('destinationFromAddress', () => {
  it.each([
    ['Jl. Teuku Umar No. 12, Kota Banda Aceh, Aceh 23243', 'Kota Banda Aceh'],
    ['Jl. Merdeka, Banda Aceh', 'Kota Banda Aceh'],
    ['Blangpidie, Kabupaten Aceh Barat Daya', 'Aceh Barat Daya'],
    ['Meureudu, Pidie Jaya', 'Pidie Jaya'],
    ['Sigli, PIDIE', 'Pidie'],
    ['Jl. Sudirman, Jakarta', null],
    ['Aceh', null],
  ])('finds the longest destination named in an address: %s -> %s', (address, destination) => {
    expect(destinationFromAddress(address)).toBe(destination);
  });
});

describe('orderAmounts', () => {
  it('reads an order of before shipping costs as subtotal = total, ongkir 0', () => {
    expect(orderAmounts({ total: 85000 })).toEqual({ subtotal: 85000, shippingCost: 0, discount: 0, vouchers: [], total: 85000 });
    expect(orderAmounts({ total: 94000, subtotal: 85000, shippingCost: 9000 })).toEqual({
      subtotal: 85000,
      shippingCost: 9000,
      discount: 0,
      vouchers: [],
      total: 94000,
    });
  });

  it('reads an order that carried a voucher: the total is the subtotal and ongkir less the discount', () => {
    const vouchers = [{ code: 'HEMAT10', appliesTo: 'goods' as const, amount: 8500 }];
    expect(orderAmounts({ total: 85500, subtotal: 85000, shippingCost: 9000, discount: 8500, vouchers })).toEqual({
      subtotal: 85000,
      shippingCost: 9000,
      discount: 8500,
      vouchers,
      total: 85500,
    });
    // An order without its subtotal recorded: the lines are the total plus the discount, less the ongkir.
    expect(orderAmounts({ total: 85500, shippingCost: 9000, discount: 8500 }).subtotal).toBe(85000);
  });
});

describe('trackingLink', () => {
  it("fills the courier's tracking page with the encoded tracking number, or gives none", () => {
    const jne = DEFAULT_SHIPPING_TABLE.couriers.find((c) => c.id === 'jne')!;
    const own = DEFAULT_SHIPPING_TABLE.couriers.find((c) => c.id === 'kurir-toko')!;
    expect(trackingLink(jne, 'JP1234567890')).toBe('https://www.jne.co.id/tracking-package?awb=JP1234567890');
    expect(trackingLink({ trackingUrl: 'https://t.example/{resi}' }, 'A-1 /?')).toBe('https://t.example/A-1%20%2F%3F');
    expect(trackingLink(own, 'JP1234567890')).toBeNull();
    expect(trackingLink(jne, undefined)).toBeNull();
    expect(trackingLink(undefined, 'JP1234567890')).toBeNull();
    expect(trackingLink({ trackingUrl: 'http://t.example/{resi}' }, 'JP1')).toBeNull();
    expect(trackingLink({ trackingUrl: 'https://t.example/track' }, 'JP1')).toBeNull();
  });
});
