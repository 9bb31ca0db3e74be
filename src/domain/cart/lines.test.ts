import fc from 'fast-check';
import { addProduct, cartCount, cartTotal, describeLines, isAddQuantity, maxAddQuantity, mergeOrderLines, removeProduct, setQuantity } from './lines';
import { InsufficientStockError } from '../core/errors';
import type { CartItem, Product } from '../core/records';
import { productArbitrary } from '@/testing/arbitraries';

const productArb = productArbitrary({
  id: fc.integer({ min: 1, max: 20 }),
  name: fc.string({ minLength: 1, maxLength: 12 }),
  category: fc.constant('Makanan'),
  price: fc.integer({ min: 0, max: 2_000_000 }),
  stock: fc.integer({ min: 0, max: 10 }),
  location: fc.constant('Banda Aceh'),
});

type Op = { kind: 'add'; product: Product } | { kind: 'set'; index: number; quantity: number } | { kind: 'remove'; index: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  productArb.map((product) => ({ kind: 'add' as const, product })),
  fc.record({ kind: fc.constant('set' as const), index: fc.nat(5), quantity: fc.integer({ min: -3, max: 12 }) }),
  fc.record({ kind: fc.constant('remove' as const), index: fc.nat(5) }),
);

function apply(items: CartItem[], op: Op): CartItem[] {
  try {
    if (op.kind === 'add') return addProduct(items, op.product);
    const line = items[op.index % Math.max(items.length, 1)];
    if (!line) return items;
    if (op.kind === 'set') return setQuantity(items, line.id, op.quantity, line.stock);
    return removeProduct(items, line.id);
  } catch (error) {
    expect(error).toBeInstanceOf(InsufficientStockError);
    return items;
  }
}

/** Any instant: these products have no promo. */
const NOW = new Date('2026-12-01T01:00:00.000Z');

describe('cart rules (spec section 4)', () => {
  it('adding an existing product raises its quantity by one; a new one gets 1', () => {
    const product: Product = { id: 1, name: 'Kopi', category: 'Minuman', price: 85000, stock: 3, image: '', images: [], description: '', location: '', partnerId: '', weight: 1000, status: 'active', promoPrice: null, promoStart: null, promoEnd: null, variations: [], variants: [] };
    const once = addProduct([], product);
    expect(once).toEqual([{ ...product, quantity: 1 }]);
    expect(addProduct(once, product)[0]?.quantity).toBe(2);
  });

  it('refuses to exceed the stock, and an out-of-stock product cannot be added', () => {
    const product: Product = { id: 1, name: 'Kopi', category: 'Minuman', price: 1, stock: 1, image: '', images: [], description: '', location: '', partnerId: '', weight: 1000, status: 'active', promoPrice: null, promoStart: null, promoEnd: null, variations: [], variants: [] };
    expect(() => addProduct(addProduct([], product), product)).toThrow('Stok untuk Kopi tidak mencukupi!');
    expect(() => addProduct([], { ...product, stock: 0 })).toThrow(InsufficientStockError);
  });

  it('a quantity of 0 or less removes the line', () => {
    const product: Product = { id: 7, name: 'Bhoi', category: 'Makanan', price: 1, stock: 5, image: '', images: [], description: '', location: '', partnerId: '', weight: 1000, status: 'active', promoPrice: null, promoStart: null, promoEnd: null, variations: [], variants: [] };
    expect(setQuantity(addProduct([], product), 7, 0, 5)).toEqual([]);
    expect(setQuantity(addProduct([], product), 7, -2, 5)).toEqual([]);
  });

  it('keeps every line between 1 and its stock, one line per product, whatever the operations', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const items = ops.reduce(apply, [] as CartItem[]);
        const ids = items.map((i) => i.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const item of items) {
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          expect(item.quantity).toBeLessThanOrEqual(item.stock);
          expect(Number.isInteger(item.quantity)).toBe(true);
        }
        expect(cartTotal(items, NOW)).toBe(items.reduce((s, i) => s + i.price * i.quantity, 0));
        expect(cartCount(items)).toBe(items.reduce((s, i) => s + i.quantity, 0));
      }),
    );
  });

  it('merges repeated order lines per product, keeping first-appearance order', () => {
    const lines = [
      { productId: 1, quantity: 3 },
      { productId: 2, quantity: 1 },
      { productId: 1, quantity: 3 },
    ];
    expect(mergeOrderLines(lines)).toEqual([
      { productId: 1, quantity: 6 },
      { productId: 2, quantity: 1 },
    ]);
    expect(lines).toHaveLength(3);
    expect(mergeOrderLines([])).toEqual([]);
  });

  it('keeps the units of every product when merging, whatever the lines', () => {
    const lineArb = fc.record({ productId: fc.integer({ min: 1, max: 5 }), quantity: fc.integer({ min: 1, max: 10 }) });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), (lines) => {
        const merged = mergeOrderLines(lines);
        expect(new Set(merged.map((l) => l.productId)).size).toBe(merged.length);
        for (const { productId, quantity } of merged) {
          expect(quantity).toBe(lines.filter((l) => l.productId === productId).reduce((s, l) => s + l.quantity, 0));
        }
        expect(merged.map((l) => l.productId)).toEqual([...new Set(lines.map((l) => l.productId))]);
      }),
    );
  });

  it('describes order lines as the spec joins them', () => {
    expect(describeLines([{ name: 'Kopi', quantity: 2 }, { name: 'Bhoi', quantity: 1 }])).toBe('Kopi (x2), Bhoi (x1)');
  });
});

describe('the product page\'s Jumlah (docs/product/ui-names.md "Order journey")', () => {
  it('chooses 1 to min(stock, Maksimal per Produk), nothing when sold out', () => {
    expect(maxAddQuantity(5, 10)).toBe(5);
    expect(maxAddQuantity(50, 10)).toBe(10);
    expect(maxAddQuantity(0, 10)).toBe(0);
    expect(maxAddQuantity(-2, 10)).toBe(0);
  });

  it('adds whole numbers from 1 to 999 only', () => {
    expect([1, 2, 999].every(isAddQuantity)).toBe(true);
    expect([0, -1, 1.5, 1000, Number.NaN, Number.POSITIVE_INFINITY].some(isAddQuantity)).toBe(false);
  });
});
