/**
 * Property-based tests of the cart rules (spec section 4): totals, quantity limits and
 * stock checks hold for any products and any sequence of changes.
 */
import fc from 'fast-check';
import { addProduct, cartCount, cartTotal, removeProduct, setQuantity, withCurrentProducts } from './lines';
import { InsufficientStockError } from '../core/errors';
import type { CartItem, Product } from '../core/records';
import { productArbitrary } from '@/testing/arbitraries';

/** Any instant: the arbitrary products have no promo. */
const NOW = new Date('2026-12-01T01:00:00.000Z');
const productArb = (id: number): fc.Arbitrary<Product> => productArbitrary({ id: fc.constant(id) });

/** 1–5 products with distinct ids. */
const catalogArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 5 })
  .chain((ids) => fc.tuple(...ids.map(productArb)));

type Step = { kind: 'add' | 'set' | 'remove'; index: number; quantity: number };
const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom('add', 'set', 'remove'),
  index: fc.nat(4),
  quantity: fc.oneof(fc.integer({ min: -3, max: 25 }), fc.double({ min: -2, max: 25, noNaN: true })),
});

/** Applies a step like the cart repository does; a refused step leaves the cart as it was. */
function apply(items: CartItem[], catalog: Product[], step: Step): { items: CartItem[]; refused: boolean } {
  const product = catalog[step.index % catalog.length]!;
  try {
    if (step.kind === 'add') return { items: addProduct(items, product), refused: false };
    if (step.kind === 'set') return { items: setQuantity(items, product.id, step.quantity, product.stock), refused: false };
    return { items: removeProduct(items, product.id), refused: false };
  } catch (error) {
    if (!(error instanceof InsufficientStockError)) throw error;
    expect(error.message).toBe(`Stok untuk ${error.productName} tidak mencukupi!`);
    return { items, refused: true };
  }
}

describe('cart rules (properties)', () => {
  it('any sequence of changes keeps one line per product, whole quantities 1..stock, and the totals add up', () => {
    fc.assert(
      fc.property(catalogArb, fc.array(stepArb, { maxLength: 40 }), (catalog, steps) => {
        let items: CartItem[] = [];
        for (const step of steps) items = apply(items, catalog, step).items;
        const ids = items.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const item of items) {
          const stock = catalog.find((p) => p.id === item.id)!.stock;
          expect(Number.isInteger(item.quantity)).toBe(true);
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          expect(item.quantity).toBeLessThanOrEqual(stock);
        }
        expect(cartTotal(items, NOW)).toBe(items.reduce((sum, i) => sum + i.price * i.quantity, 0));
        expect(cartCount(items)).toBe(items.reduce((sum, i) => sum + i.quantity, 0));
      }),
    );
  });

  it('adding a unit is refused exactly when it would exceed the stock', () => {
    fc.assert(
      fc.property(productArb(7), fc.integer({ min: 0, max: 25 }), (product, times) => {
        let items: CartItem[] = [];
        let refused = 0;
        for (let i = 0; i < times; i++) {
          const result = apply(items, [product], { kind: 'add', index: 0, quantity: 0 });
          items = result.items;
          if (result.refused) refused++;
        }
        expect(cartCount(items)).toBe(Math.min(times, product.stock));
        expect(refused).toBe(Math.max(0, times - product.stock));
      }),
    );
  });

  it('setting a quantity of 0 or less removes the line; above the stock is refused; fractions round down', () => {
    fc.assert(
      fc.property(productArb(3), fc.double({ min: -5, max: 30, noNaN: true }), (product, quantity) => {
        fc.pre(product.stock > 0);
        const items = addProduct([], product);
        const result = apply(items, [product], { kind: 'set', index: 0, quantity });
        const whole = Math.floor(quantity);
        if (whole <= 0) expect(result.items).toEqual([]);
        else if (whole > product.stock) expect(result).toEqual({ items, refused: true });
        else expect(result.items[0]!.quantity).toBe(whole);
      }),
    );
  });

  it('the cart total is additive and never negative for non-negative prices', () => {
    fc.assert(
      fc.property(catalogArb, fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 5, maxLength: 5 }), (catalog, quantities) => {
        const items: CartItem[] = catalog.map((p, i) => ({ ...p, quantity: quantities[i]! }));
        const split = Math.floor(items.length / 2);
        expect(cartTotal(items, NOW)).toBe(cartTotal(items.slice(0, split), NOW) + cartTotal(items.slice(split), NOW));
        expect(cartTotal(items, NOW)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('lines take the catalogue’s current price, name and stock but keep their quantity', () => {
    fc.assert(
      fc.property(catalogArb, catalogArb, (before, after) => {
        const items: CartItem[] = before.map((p) => ({ ...p, quantity: 1 }));
        const current = withCurrentProducts(items, after);
        expect(current.map((i) => [i.id, i.quantity])).toEqual(items.map((i) => [i.id, i.quantity]));
        for (const line of current) {
          const product = after.find((p) => p.id === line.id);
          if (product) expect([line.price, line.name, line.stock]).toEqual([product.price, product.name, product.stock]);
        }
      }),
    );
  });
});
