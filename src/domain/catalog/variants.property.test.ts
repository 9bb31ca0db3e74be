import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ProductVariation } from '../core/records';
import { combinationCount, combinationsOf, lineName, reconcileVariants, variantIssues, variantLabel, withDerivedFields } from './variants';

const option = fc.string({ minLength: 1, maxLength: 6 }).filter((s) => s.trim() === s && s !== '');
const tier = (name: string) =>
  fc.uniqueArray(option, { minLength: 1, maxLength: 7, selector: (s) => s.toLowerCase() }).map((options): ProductVariation => ({ name, options }));
const variations = fc.oneof(fc.constant([]), fc.tuple(tier('Ukuran')).map((t) => [...t]), fc.tuple(tier('Warna'), tier('Ukuran')).map((t) => [...t]));
const unit = fc.record({ price: fc.integer({ min: 0, max: 1_000_000 }), stock: fc.integer({ min: 0, max: 100 }), weight: fc.integer({ min: 1, max: 50_000 }), promoPrice: fc.constant(null) });

describe('variations, for any tiers (src/domain/catalog/variants.ts)', () => {
  it('reconciled variants are exactly one per combination, and valid', () => {
    fc.assert(
      fc.property(variations, unit, (tiers, defaults) => {
        const variants = reconcileVariants(tiers, [], defaults);
        expect(variants).toHaveLength(combinationCount(tiers));
        expect(combinationsOf(tiers)).toHaveLength(combinationCount(tiers));
        expect(variantIssues(tiers, variants)).toEqual([]);
        // Ids are unique and a dropped variant is always refused.
        expect(new Set(variants.map((v) => v.id)).size).toBe(variants.length);
        if (variants.length > 0) expect(variantIssues(tiers, variants.slice(1))).not.toEqual([]);
      }),
    );
  });

  it('the derived product stock is the sum, the price the lowest, and labels name every option', () => {
    fc.assert(
      fc.property(variations.filter((t) => t.length > 0), fc.array(unit, { minLength: 1, maxLength: 49 }), (tiers, units) => {
        const variants = reconcileVariants(tiers, [], units[0]!).map((v, i) => ({ ...v, ...units[i % units.length]! }));
        const product = withDerivedFields({ name: 'Kain', price: -1, stock: -1, weight: 1, variants });
        expect(product.stock).toBe(variants.reduce((sum, v) => sum + v.stock, 0));
        expect(product.price).toBe(Math.min(...variants.map((v) => v.price)));
        expect(product.weight).toBe(variants[0]!.weight);
        for (const v of variants) {
          // Joined, not split back: an option may itself hold ' / '.
          expect(variantLabel(product, v.id)).toBe(v.options.join(' / '));
          expect(lineName(product, v.id)).toBe(`Kain — ${v.options.join(' / ')}`);
        }
      }),
    );
  });

  it('keeping the tiers keeps every variant as it was', () => {
    fc.assert(
      fc.property(variations, unit, unit, (tiers, first, later) => {
        const variants = reconcileVariants(tiers, [], first);
        expect(reconcileVariants(tiers, variants, later)).toEqual(variants);
      }),
    );
  });
});
