import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Product, ProductVariant, ProductVariation } from '../core/records';
import { PRODUCT_STATUSES } from '../core/vocabulary';
import type { ValidationError } from '../core/errors';
import { parseProductCsv, productsToCsv, type ProductCsvField } from './product-csv';
import { importErrorsOf, planProductImport } from './product-import';
import { combinationsOf, withDerivedFields } from './variants';

/** Texts with what a CSV and a spreadsheet find awkward: formula starts, quotes, commas, line breaks, `|`, `'`. */
const text = (min: number, max: number) =>
  fc
    .string({ unit: fc.constantFrom('a', 'Z', 'é', ' ', '=', '+', '-', '@', '"', ',', "'", '\n', '|', ';', '1'), minLength: min, maxLength: max })
    .map((s) => s.trim())
    .filter((s) => s.length >= min);
const option = text(1, 8).filter((s) => s.length <= 20);
const tier = (name: string) =>
  fc.uniqueArray(option, { minLength: 1, maxLength: 3, selector: (s) => s.toLowerCase() }).map((options): ProductVariation => ({ name, options }));
const tiers = fc.oneof(fc.constant([] as ProductVariation[]), fc.tuple(tier('Warna')).map((t) => [...t]), fc.tuple(tier('Warna'), tier('Ukuran')).map((t) => [...t]));
const unit = fc.record({ price: fc.integer({ min: 0, max: 1_000_000 }), stock: fc.integer({ min: 0, max: 1000 }), weight: fc.integer({ min: 1, max: 50_000 }) });
const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }).map((ms) => new Date(ms).toISOString());

/** A valid product as the dialog saves it; `n` keeps its id, photos and SKUs apart from the others'. */
const product = (n: number): fc.Arbitrary<Product> =>
  fc
    .record({
      name: text(1, 30),
      category: text(1, 20),
      description: text(0, 60),
      location: text(1, 20),
      partnerId: text(1, 10),
      status: fc.constantFrom(...PRODUCT_STATUSES),
      photos: fc.integer({ min: 1, max: 3 }),
      tiers,
      units: fc.array(unit, { minLength: 50, maxLength: 50 }),
      skus: fc.array(fc.boolean(), { minLength: 50, maxLength: 50 }),
      variantPhotos: fc.array(fc.boolean(), { minLength: 50, maxLength: 50 }),
      variantPromos: fc.array(fc.option(fc.integer({ min: 1, max: 1000 })), { minLength: 50, maxLength: 50 }),
      promo: fc.option(fc.record({ cut: fc.integer({ min: 1, max: 1000 }), start: fc.option(instant), length: fc.option(fc.integer({ min: 1, max: 10 ** 9 })) })),
    })
    .map((f): Product => {
      const images = Array.from({ length: f.photos }, (_, i) => `/images/p${n}-${i}.jpg`);
      // A combination's promo (lower than its price) only in a window the product gives.
      const windowed = f.promo !== null && (f.promo.start !== null || f.promo.length !== null);
      const variants: ProductVariant[] = combinationsOf(f.tiers).map((options, i) => {
        const cut = f.variantPromos[i];
        const price = f.units[i]!.price;
        return {
          id: `v${i + 1}`,
          options,
          ...f.units[i]!,
          sku: f.skus[i] ? `SKU-${n}-${i}` : '',
          image: f.variantPhotos[i] ? `/images/v${n}-${i}.jpg` : '',
          promoPrice: windowed && cut !== null && cut !== undefined && price > 1 ? Math.max(1, price - cut) : null,
        };
      });
      const own = f.units[49]!;
      const variantPromo = variants.some((variant) => variant.promoPrice !== null);
      const promoOk = f.promo !== null && (f.tiers.length === 0 ? own.price > 1 : variantPromo);
      const start = promoOk ? f.promo!.start : null;
      const end = promoOk && f.promo!.length !== null ? new Date(Date.parse(start ?? '2025-01-01T00:00:00.000Z') + f.promo!.length).toISOString() : null;
      if (!promoOk) for (const variant of variants) variant.promoPrice = null;
      return withDerivedFields({
        id: 1000 + n,
        name: f.name,
        category: f.category,
        description: f.description,
        location: f.location,
        partnerId: f.partnerId,
        status: f.status,
        image: images[0]!,
        images,
        ...own,
        promoPrice: promoOk && f.tiers.length === 0 ? Math.max(1, own.price - f.promo!.cut) : null,
        promoStart: start,
        promoEnd: end,
        variations: f.tiers,
        variants,
      });
    })
    .filter((p) => p.promoPrice === null || p.promoPrice < p.price);

const catalogue = fc.integer({ min: 1, max: 4 }).chain((count) => fc.tuple(...Array.from({ length: count }, (_, n) => product(n))));

describe('product CSV, for any valid products (src/domain/catalog/product-csv.ts)', () => {
  it('export then import gives back the same products, as updates', () => {
    fc.assert(
      fc.property(catalogue, (products) => {
        const parsed = parseProductCsv(productsToCsv(products));
        expect(parsed.errors).toEqual([]);
        const decision = planProductImport({ existing: products, rows: parsed.rows, maxId: 2000, now: new Date('2026-01-01T00:00:00Z') });
        if (!decision.ok) throw decision.refusal;
        expect(decision.plan.creates).toEqual([]);
        expect(decision.plan.updates).toEqual(products);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses a later variant row whose product-level cell says something else, on that row and column', () => {
    const column = fc.constantFrom('Nama Produk', 'Kategori', 'Deskripsi', 'Lokasi', 'ID Mitra', 'Foto Produk') satisfies fc.Arbitrary<ProductCsvField>;
    fc.assert(
      fc.property(product(0).filter((p) => p.variants.length > 1), column, (stored, field) => {
        const { rows } = parseProductCsv(productsToCsv([stored]));
        const changed = rows.map((row, i) => (i === 1 ? { ...row, cells: { ...row.cells, [field]: `${row.cells[field]}x` } } : row));
        const decision = planProductImport({ existing: [stored], rows: changed, maxId: 2000, now: new Date('2026-01-01T00:00:00Z') });
        expect(decision.ok).toBe(false);
        if (!decision.ok) expect(importErrorsOf(decision.refusal as ValidationError).map((e) => e.message)).toContain(`Baris 3 (${field}): berbeda dari baris 2 untuk produk yang sama; kosongkan atau samakan isinya.`);
      }),
      { numRuns: 50 },
    );
  });

  it('export then import into an empty shop creates the same products under new ids', () => {
    fc.assert(
      fc.property(catalogue, (products) => {
        // Without ID Produk the rows name new products (consecutive names apart).
        const named = products.map((p, i) => ({ ...p, name: `${p.name} ${i}` }));
        const parsed = parseProductCsv(productsToCsv(named));
        const rows = parsed.rows.map((row) => ({ ...row, cells: { ...row.cells, 'ID Produk': '' } }));
        const decision = planProductImport({ existing: [], rows, maxId: 0, now: new Date('2026-01-01T00:00:00Z') });
        if (!decision.ok) throw decision.refusal;
        expect(decision.plan.creates.map(({ id: _, ...p }) => p)).toEqual(named.map(({ id: _, ...p }) => p));
      }),
      { numRuns: 100 },
    );
  });
});
