/**
 * fast-check arbitraries of the shop's entities for the property-based tests
 * (docs/conventions.md, "Tests").
 */
import fc from 'fast-check';
import type { Product } from '@/domain/core/records';

/** An arbitrary of each field of a product. */
export type ProductFieldArbitraries = { [K in keyof Product]-?: fc.Arbitrary<Product[K]> };

/**
 * Any valid product: ids 1–1000, a name of 1–20 characters, one of three categories, a price up to
 * Rp 10,000,000, 0–20 in stock, 1–50,000 g, partner P001, `active`, no image, description, location or promo.
 * @param fields - arbitraries that replace the default ones of those fields.
 */
export function productArbitrary(fields: Partial<ProductFieldArbitraries> = {}): fc.Arbitrary<Product> {
  return fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    name: fc.string({ minLength: 1, maxLength: 20 }),
    category: fc.constantFrom('Makanan', 'Minuman', 'Fashion'),
    price: fc.integer({ min: 0, max: 10_000_000 }),
    stock: fc.integer({ min: 0, max: 20 }),
    image: fc.constant(''),
    images: fc.constant<string[]>([]),
    description: fc.constant(''),
    location: fc.constant(''),
    partnerId: fc.constant('P001'),
    weight: fc.integer({ min: 1, max: 50_000 }),
    status: fc.constant('active' as const),
    promoPrice: fc.constant(null),
    promoStart: fc.constant(null),
    promoEnd: fc.constant(null),
    variations: fc.constant([]),
    variants: fc.constant([]),
    ...fields,
  });
}
