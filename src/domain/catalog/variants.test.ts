import { describe, expect, it } from 'vitest';
import type { Product, ProductVariant } from '../core/records';
import { seedProducts } from '../seed/products';
import { productSaveSchema } from './product-inputs';
import { addProduct, cartTotal } from '../cart/lines';
import {
  combinationsOf,
  lineName,
  optionAvailable,
  priceRange,
  reconcileVariants,
  sellableUnit,
  takenSkus,
  variantIssues,
  variantLabel,
  withDerivedFields,
} from './variants';
import { productSearchText } from './query';

const variant = (id: string, options: string[], price: number, stock: number, weight = 250, sku = ''): ProductVariant => ({
  id,
  options,
  price,
  stock,
  weight,
  sku,
  image: '',
  promoPrice: null,
});

const coffee: Product = withDerivedFields({
  ...seedProducts[0]!,
  variations: [{ name: 'Ukuran', options: ['250 g', '500 g', '1 kg'] }],
  variants: [
    variant('v1', ['250 g'], 85_000, 10, 250, 'KOPI-250'),
    variant('v2', ['500 g'], 160_000, 4, 500, 'KOPI-500'),
    variant('v3', ['1 kg'], 300_000, 0, 1000),
  ],
});

const songket: Product = {
  ...seedProducts[1]!,
  variations: [
    { name: 'Warna', options: ['Merah', 'Emas'] },
    { name: 'Ukuran', options: ['S', 'L'] },
  ],
  variants: [
    variant('v1', ['Merah', 'S'], 1, 0),
    variant('v2', ['Merah', 'L'], 1, 2),
    variant('v3', ['Emas', 'S'], 1, 0),
    variant('v4', ['Emas', 'L'], 1, 0),
  ],
};

describe('variations (src/domain/catalog/variants.ts)', () => {
  it('derives the product price (lowest), stock (sum) and weight (first variant)', () => {
    expect(coffee).toMatchObject({ price: 85_000, stock: 14, weight: 250 });
    const plain = { ...seedProducts[0]! };
    expect(withDerivedFields(plain)).toBe(plain);
    expect(priceRange(coffee)).toEqual({ low: 85_000, high: 300_000 });
    expect(priceRange(plain)).toEqual({ low: plain.price, high: plain.price });
  });

  it('labels a variant by its options joined " / " and names the order line after it', () => {
    expect(variantLabel(coffee, 'v2')).toBe('500 g');
    expect(variantLabel(songket, 'v2')).toBe('Merah / L');
    expect(variantLabel(coffee, '')).toBe('');
    expect(variantLabel(coffee, 'v9')).toBe('');
    expect(lineName(coffee, 'v2')).toBe('Kopi Arabika Gayo — 500 g');
    expect(lineName(coffee, undefined)).toBe('Kopi Arabika Gayo');
  });

  it('sells a variant of a product with tiers, and the product itself without', () => {
    expect(sellableUnit(coffee, 'v2')).toEqual({ variantId: 'v2', price: 160_000, promoPrice: null, stock: 4, weight: 500 });
    expect(sellableUnit(coffee, undefined)).toBeNull();
    expect(sellableUnit(coffee, 'v9')).toBeNull();
    const plain = seedProducts[0]!;
    expect(sellableUnit(plain, '')).toEqual({ variantId: '', price: plain.price, promoPrice: plain.promoPrice, stock: plain.stock, weight: plain.weight });
    expect(sellableUnit(plain, 'v1')).toBeNull();
  });

  it('lists the combinations in tier order and validates them', () => {
    expect(combinationsOf(songket.variations)).toEqual([
      ['Merah', 'S'],
      ['Merah', 'L'],
      ['Emas', 'S'],
      ['Emas', 'L'],
    ]);
    expect(variantIssues(songket.variations, songket.variants)).toEqual([]);
    expect(variantIssues([], [])).toEqual([]);
  });

  it('refuses broken tiers with Indonesian messages', () => {
    const tier = { name: 'Ukuran', options: ['S'] };
    const messages = (variations: Product['variations'], variants: Pick<ProductVariant, 'id' | 'options' | 'sku'>[] = []) =>
      variantIssues(variations, variants).map((issue) => issue.message);
    expect(messages([tier, { ...tier, name: 'Warna' }, { ...tier, name: 'Bahan' }])).toEqual(['Paling banyak 2 variasi.']);
    expect(messages([{ name: '', options: ['S'] }])).toContain('Nama variasi wajib diisi (1–20 karakter).');
    expect(messages([{ name: 'x'.repeat(21), options: ['S'] }])).toContain('Nama variasi wajib diisi (1–20 karakter).');
    expect(messages([tier, { name: 'ukuran', options: ['M'] }])).toContain('Nama variasi tidak boleh sama.');
    expect(messages([{ name: 'Ukuran', options: [] }])).toContain('Setiap variasi perlu 1–20 pilihan.');
    expect(messages([{ name: 'Ukuran', options: ['S', 's'] }])).toContain('Pilihan dalam satu variasi tidak boleh sama.');
    expect(messages([{ name: 'Ukuran', options: [''] }])).toContain('Pilihan wajib diisi (1–20 karakter).');
    const many = Array.from({ length: 8 }, (_, i) => `O${i}`);
    expect(messages([{ name: 'A', options: many }, { name: 'B', options: many }])).toEqual(['Paling banyak 50 kombinasi variasi.']);
  });

  it('wants exactly one variant per combination and unique SKUs of at most 40 characters', () => {
    const tiers = coffee.variations;
    const mismatch = 'Setiap kombinasi variasi harus punya tepat satu baris harga, stok dan berat.';
    expect(variantIssues(tiers, coffee.variants.slice(1)).map((i) => i.message)).toEqual([mismatch]);
    expect(variantIssues(tiers, [...coffee.variants, coffee.variants[0]!]).map((i) => i.message)).toContain(mismatch);
    expect(variantIssues(tiers, coffee.variants.map((v) => ({ ...v, id: 'same' }))).map((i) => i.message)).toContain(mismatch);
    const longSku = coffee.variants.map((v, i) => (i === 0 ? { ...v, sku: 'x'.repeat(41) } : v));
    expect(variantIssues(tiers, longSku)).toEqual([{ path: ['variants', 0, 'sku'], message: 'SKU maksimal 40 karakter.' }]);
    const twice = coffee.variants.map((v) => ({ ...v, sku: 'SAMA' }));
    expect(variantIssues(tiers, twice).map((i) => i.message)).toContain('SKU SAMA sudah dipakai produk lain.');
    expect(takenSkus({ ...songket, variants: [variant('v1', ['Merah', 'S'], 1, 1, 1, 'KOPI-500')] }, [coffee, songket])).toEqual(['KOPI-500']);
    expect(takenSkus(coffee, [coffee])).toEqual([]);
  });

  it('marks an option unavailable when no combination with the other choice has stock', () => {
    expect(optionAvailable(songket, 0, 'Merah', [])).toBe(true);
    expect(optionAvailable(songket, 0, 'Emas', [])).toBe(false);
    expect(optionAvailable(songket, 1, 'S', ['Merah'])).toBe(false);
    expect(optionAvailable(songket, 1, 'L', ['Merah'])).toBe(true);
    expect(optionAvailable(coffee, 0, '1 kg', [])).toBe(false);
  });

  it('keeps the variants of combinations that stay when the tiers change, and makes new ones', () => {
    const next = reconcileVariants([{ name: 'Ukuran', options: ['250 g', '2 kg'] }], coffee.variants, { price: 1, stock: 0, weight: 1000, promoPrice: null });
    expect(next).toEqual([coffee.variants[0], { id: 'v4', options: ['2 kg'], price: 1, stock: 0, weight: 1000, sku: '', image: '', promoPrice: null }]);
  });

  it('a product with Variasi takes no Harga Promo, and a variant line carries none of the product\'s', () => {
    const base = { ...seedProducts[0]!, variations: coffee.variations, variants: coffee.variants };
    const refused = productSaveSchema.safeParse({ ...base, promoPrice: 50_000 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toContain('promoPrice');
    expect(productSaveSchema.safeParse({ ...seedProducts[0]!, promoPrice: 50_000, variations: [], variants: [] }).success).toBe(true);
    // A stored product of both (a record written before the rule) charges its variants their own price.
    const promoted: Product = { ...coffee, promoPrice: 1_000, promoStart: null, promoEnd: null };
    const line = addProduct([], promoted, Number.POSITIVE_INFINITY, 1, 'v2')[0]!;
    expect(line).toMatchObject({ price: 160_000, promoPrice: null });
    expect(cartTotal([line], new Date())).toBe(160_000);
  });

  it('reconciles any row shape by the same rule (the owner form types amounts as text)', () => {
    type Row = { id: string; options: string[]; price: string; sku: string; image: string };
    const typed: Row[] = [{ id: 'v2', options: ['500 g'], price: '85.000', sku: 'K-500', image: '' }];
    expect(reconcileVariants<Row>([{ name: 'Ukuran', options: ['250 g', '500 g'] }], typed, { price: '' })).toEqual([
      { id: 'v3', options: ['250 g'], price: '', sku: '', image: '' },
      typed[0],
    ]);
  });

  it('the product save accepts variations and refuses broken ones on their fields', () => {
    const base = { ...seedProducts[0]!, variations: coffee.variations, variants: coffee.variants };
    expect(productSaveSchema.safeParse(base).success).toBe(true);
    const broken = productSaveSchema.safeParse({ ...base, variants: coffee.variants.slice(1) });
    expect(broken.success).toBe(false);
    expect(broken.error?.issues.map((i) => i.message)).toContain('Setiap kombinasi variasi harus punya tepat satu baris harga, stok dan berat.');
    const badStock = productSaveSchema.safeParse({ ...base, variants: coffee.variants.map((v) => ({ ...v, stock: 1.5 })) });
    expect(badStock.error?.issues[0]?.message).toBe('Stok harus berupa bilangan bulat 0 atau lebih.');
  });

  it('search finds a product by its option names and SKUs', () => {
    expect(productSearchText(coffee)).toContain('500 g');
    expect(productSearchText(coffee)).toContain('kopi-500');
  });
});
