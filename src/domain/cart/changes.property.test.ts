/**
 * Property tests of the cart use case's decision (src/domain/cart/changes.ts): no sequence of
 * changes makes a line exceed its product's stock, a refusal names its code and leaves nothing to
 * write, and every accepted change carries its `addToCart` log entry.
 */
import fc from 'fast-check';
import { cartChangeProductId, decideCartChange, type CartChange } from './changes';
import { MAX_ORDER_LINES } from '../orders/limits';
import type { CartItem, Product } from '../core/records';
import { planLogEntry } from '../core/effects';

const product = (id: number, stock: number): Product => ({
  id,
  name: `Produk ${id}`,
  category: 'Makanan',
  price: 10_000 * id,
  stock,
  image: '',
  images: [],
  description: '',
  location: '',
  partnerId: 'P001',
  weight: 1000,
  status: 'active',
  promoPrice: null,
  promoStart: null,
  promoEnd: null,
  variations: [],
  variants: [],
});

const catalogArb = fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 4 }).map((stocks) =>
  stocks.map((stock, index) => product(index + 1, stock)),
);
const changeArb: fc.Arbitrary<CartChange> = fc.oneof(
  fc.record({ action: fc.constant('add' as const), productId: fc.integer({ min: 0, max: 5 }) }),
  fc.record({
    action: fc.constant('add' as const),
    productId: fc.integer({ min: 0, max: 5 }),
    quantity: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double({ noNaN: false })),
  }),
  fc.record({
    action: fc.constant('update' as const),
    productId: fc.integer({ min: 0, max: 5 }),
    quantity: fc.oneof(fc.integer({ min: -3, max: 10 }), fc.double({ noNaN: false })),
  }),
  fc.record({ action: fc.constant('remove' as const), productId: fc.integer({ min: 0, max: 5 }) }),
  fc.constant({ action: 'clear' as const }),
);

describe('decideCartChange', () => {
  it('never lets a line exceed min(Maksimal per Produk, stock) or hold a non-positive or fractional quantity', () => {
    fc.assert(
      fc.property(catalogArb, fc.array(changeArb, { maxLength: 30 }), fc.integer({ min: 1, max: 8 }), (catalog, changes, maxPerProduct) => {
        let items: CartItem[] = [];
        for (const change of changes) {
          const id = cartChangeProductId(change);
          const found = catalog.find((p) => p.id === id) ?? null;
          const decision = decideCartChange({ userId: 'USR1', current: items, change, product: found, maxPerProduct });
          if (!decision.ok) {
            expect(['NOT_FOUND', 'INSUFFICIENT_STOCK', 'QUANTITY_LIMIT', 'VALIDATION_FAILED']).toContain(decision.refusal.code);
            continue;
          }
          expect(planLogEntry(decision.plan)?.type).toBe('addToCart');
          expect(planLogEntry(decision.plan)?.details.action).toBe(change.action);
          expect(decision.plan.effects).toEqual([
            { kind: 'setCartLines', userId: 'USR1', items: decision.plan.items },
            { kind: 'log', entry: planLogEntry(decision.plan) },
          ]);
          items = decision.plan.items;
          for (const line of items) {
            const stock = catalog.find((p) => p.id === line.id)!.stock;
            expect(Number.isInteger(line.quantity)).toBe(true);
            expect(line.quantity).toBeGreaterThan(0);
            expect(line.quantity).toBeLessThanOrEqual(Math.min(stock, maxPerProduct));
          }
          expect(new Set(items.map((line) => line.id)).size).toBe(items.length);
        }
      }),
    );
  });

  it('refuses adding a product that is gone, and adding past the stock', () => {
    const gone = decideCartChange({ userId: 'USR1', current: [], change: { action: 'add', productId: 9 }, product: null, maxPerProduct: 10 });
    expect(gone.ok || gone.refusal.code).toBe('NOT_FOUND');
    const last = product(1, 1);
    const full = decideCartChange({ userId: 'USR1', current: [{ ...last, quantity: 1 }], change: { action: 'add', productId: 1 }, product: last, maxPerProduct: 10 });
    expect(full.ok || full.refusal.code).toBe('INSUFFICIENT_STOCK');
  });

  it('refuses adding or setting past Maksimal per Produk with QUANTITY_LIMIT and the catalogue message', () => {
    const plenty = product(1, 500);
    const atCap = [{ ...plenty, quantity: 10 }];
    const add = decideCartChange({ userId: 'USR1', current: atCap, change: { action: 'add', productId: 1 }, product: plenty, maxPerProduct: 10 });
    expect(add.ok || [add.refusal.code, add.refusal.message]).toEqual(['QUANTITY_LIMIT', 'Maksimal 10 unit Produk 1 per pesanan.']);
    const set = decideCartChange({ userId: 'USR1', current: atCap, change: { action: 'update', productId: 1, quantity: 500 }, product: plenty, maxPerProduct: 10 });
    expect(set.ok || set.refusal.code).toBe('QUANTITY_LIMIT');
    const within = decideCartChange({ userId: 'USR1', current: atCap, change: { action: 'update', productId: 1, quantity: 9 }, product: plenty, maxPerProduct: 10 });
    expect(within.ok && within.plan.items[0]?.quantity).toBe(9);
  });

  it('adds the product page\'s Jumlah at once, within min(Maksimal per Produk, stock), and refuses a Jumlah that is no whole number from 1 to 999', () => {
    const stocked = product(1, 5);
    const fresh = decideCartChange({ userId: 'USR1', current: [], change: { action: 'add', productId: 1, quantity: 3 }, product: stocked, maxPerProduct: 10 });
    expect(fresh.ok && fresh.plan.items.map((line) => line.quantity)).toEqual([3]);
    expect(fresh.ok && planLogEntry(fresh.plan)?.details).toEqual({ action: 'add', productId: 1, quantity: 3 });
    const grown = decideCartChange({ userId: 'USR1', current: [{ ...stocked, quantity: 2 }], change: { action: 'add', productId: 1, quantity: 3 }, product: stocked, maxPerProduct: 10 });
    expect(grown.ok && grown.plan.items[0]?.quantity).toBe(5);
    const past = decideCartChange({ userId: 'USR1', current: [{ ...stocked, quantity: 2 }], change: { action: 'add', productId: 1, quantity: 4 }, product: stocked, maxPerProduct: 10 });
    expect(past.ok || past.refusal.code).toBe('INSUFFICIENT_STOCK');
    const capped = decideCartChange({ userId: 'USR1', current: [], change: { action: 'add', productId: 1, quantity: 4 }, product: stocked, maxPerProduct: 3 });
    expect(capped.ok || capped.refusal.code).toBe('QUANTITY_LIMIT');
    for (const quantity of [0, -1, 1.5, Number.NaN, 1000]) {
      const refused = decideCartChange({ userId: 'USR1', current: [], change: { action: 'add', productId: 1, quantity }, product: stocked, maxPerProduct: 10 });
      expect(refused.ok || [refused.refusal.code, refused.refusal.message]).toEqual(['VALIDATION_FAILED', 'Jumlah harus bilangan bulat 1 sampai 999.']);
    }
  });

  it('refuses a product that would be the cart\'s 21st line with ORDER_LINES_LIMIT; a line already there still grows', () => {
    const full = Array.from({ length: MAX_ORDER_LINES }, (_, i) => ({ ...product(i + 1, 5), quantity: 1 }));
    const next = product(MAX_ORDER_LINES + 1, 5);
    const added = decideCartChange({ userId: 'USR1', current: full, change: { action: 'add', productId: next.id }, product: next, maxPerProduct: 10 });
    expect(added.ok || added.refusal.code).toBe('ORDER_LINES_LIMIT');
    const grown = decideCartChange({ userId: 'USR1', current: full, change: { action: 'add', productId: 1 }, product: product(1, 5), maxPerProduct: 10 });
    expect(grown.ok).toBe(true);
  });

  it('removes the line of a product no longer sold when its quantity is set', () => {
    const line = { ...product(2, 5), quantity: 2 };
    const decision = decideCartChange({ userId: 'USR1', current: [line], change: { action: 'update', productId: 2, quantity: 3 }, product: null, maxPerProduct: 10 });
    expect(decision.ok && decision.plan.items).toEqual([]);
  });

  it('names no product to load for remove, clear or an id that is not a whole number', () => {
    expect(cartChangeProductId({ action: 'remove', productId: 1 })).toBeNull();
    expect(cartChangeProductId({ action: 'clear' })).toBeNull();
    expect(cartChangeProductId({ action: 'add', productId: 1.5 })).toBeNull();
    expect(cartChangeProductId({ action: 'add', productId: 3 })).toBe(3);
  });
});
