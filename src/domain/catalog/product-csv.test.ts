import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { Product } from '../core/records';
import type { ValidationError } from '../core/errors';
import { parseProductCsv, PRODUCT_CSV_FIELDS, PRODUCT_CSV_LIMITS, productCsvTemplate, productsToCsv, type ProductCsvField } from './product-csv';
import { importErrorsOf, planProductImport } from './product-import';

const now = new Date('2026-06-01T00:00:00Z');
type Cells = Partial<Record<ProductCsvField, string | number>>;
const base: Cells = { 'Nama Produk': 'Kopi Gayo', Kategori: 'Kopi', Lokasi: 'Takengon', 'ID Mitra': 'P001', Harga: 85000, Stok: 10, Berat: 250, 'Foto Produk': '/images/kopi.jpg', 'Status Produk': 'Aktif' };
const csvOf = (...rows: Cells[]) => Papa.unparse({ fields: [...PRODUCT_CSV_FIELDS], data: rows.map((row) => PRODUCT_CSV_FIELDS.map((f) => row[f] ?? '')) });

const stored: Product = {
  id: 7,
  name: 'Kain Songket',
  category: 'Kerajinan',
  description: '',
  location: 'Banda Aceh',
  partnerId: 'P002',
  status: 'active',
  price: 400000,
  stock: 5,
  weight: 500,
  image: '/images/songket.jpg',
  images: ['/images/songket.jpg'],
  promoPrice: null,
  promoStart: null,
  promoEnd: null,
  variations: [{ name: 'Warna', options: ['Merah', 'Emas'] }],
  variants: [
    { id: 'v1', options: ['Merah'], price: 400000, stock: 3, weight: 500, sku: 'SGK-M', image: '', promoPrice: null },
    { id: 'v2', options: ['Emas'], price: 450000, stock: 2, weight: 500, sku: 'SGK-E', image: '', promoPrice: null },
  ],
};

function plan(text: string, existing: Product[] = []) {
  const parsed = parseProductCsv(text);
  expect(parsed.errors).toEqual([]);
  return planProductImport({ existing, rows: parsed.rows, maxId: 10, now });
}

describe('product CSV import (src/domain/catalog/product-csv.ts)', () => {
  it('creates a product without tiers from one row, and one with tiers from its variant rows', () => {
    const decision = plan(
      csvOf(base, { ...base, 'Nama Produk': 'Kaos', 'Nama Variasi 1': 'Ukuran', 'Pilihan Variasi 1': 'M', SKU: 'K-M' }, { ...base, 'Nama Produk': 'Kaos', 'Nama Variasi 1': 'Ukuran', 'Pilihan Variasi 1': 'L', Harga: 90000, SKU: 'K-L' }),
    );
    if (!decision.ok) throw decision.refusal;
    const [kopi, kaos] = decision.plan.creates;
    expect(kopi).toMatchObject({ name: 'Kopi Gayo', price: 85000, stock: 10, weight: 250, status: 'active', variants: [] });
    expect(kaos).toMatchObject({ price: 85000, stock: 20, variations: [{ name: 'Ukuran', options: ['M', 'L'] }] });
    expect(kaos!.variants.map((v) => [v.id, v.sku, v.price])).toEqual([['v1', 'K-M', 85000], ['v2', 'K-L', 90000]]);
    expect(kaos!.id).toBeGreaterThan(kopi!.id);
    expect(decision.plan.log).toMatchObject({ type: 'importProducts', details: { created: 2, updated: 0 } });
  });

  it('updates by ID Produk, else by SKU, keeping the variant ids of the same options', () => {
    const row = { ...base, 'Nama Produk': 'Kain Songket Baru', 'Nama Variasi 1': 'Warna' };
    const byId = plan(csvOf({ ...row, 'ID Produk': 7, 'Pilihan Variasi 1': 'Emas', SKU: 'SGK-E' }, { ...row, 'ID Produk': 7, 'Pilihan Variasi 1': 'Hijau', SKU: 'SGK-H' }), [stored]);
    if (!byId.ok) throw byId.refusal;
    expect(byId.plan.updates[0]!.variants.map((v) => [v.id, v.options[0]])).toEqual([['v2', 'Emas'], ['v3', 'Hijau']]);
    const bySku = plan(csvOf({ ...row, 'Pilihan Variasi 1': 'Merah', SKU: 'SGK-M', Stok: 9 }, { ...row, 'Pilihan Variasi 1': 'Emas', SKU: 'SGK-E' }), [stored]);
    if (!bySku.ok) throw bySku.refusal;
    expect(bySku.plan.creates).toEqual([]);
    expect(bySku.plan.updates[0]).toMatchObject({ id: 7, name: 'Kain Songket Baru', stock: 19 });
  });

  it('refuses every bad row with its spreadsheet row number, by the dialog’s rules, and writes nothing', () => {
    const decision = plan(csvOf(base, { ...base, 'Nama Produk': 'Teh', Harga: '-5' }, { ...base, 'Nama Produk': 'Madu', Kategori: '' }, { ...base, 'Nama Produk': 'Gula', 'Status Produk': 'Dijual' }));
    expect(decision.ok).toBe(false);
    if (decision.ok) return;
    const messages = importErrorsOf(decision.refusal as ValidationError).map((e) => e.message);
    expect(messages).toEqual([
      'Baris 3 (Harga): Harga harus berupa angka 0 atau lebih.',
      'Baris 4 (Kategori): Harap lengkapi semua bidang, termasuk gambar produk.',
      'Baris 5 (Status Produk): Status Produk harus Draf, Aktif atau Arsip.',
    ]);
    expect(decision.refusal.code).toBe('PRODUCT_IMPORT_INVALID');
  });

  it('finds the 3 bad rows of a 5,000-row file, and plans nothing; fixed, it plans all 5,000', () => {
    const rows: Cells[] = Array.from({ length: 5_000 }, (_, i) => ({ ...base, 'Nama Produk': `Produk ${i}` }));
    const bad = new Map<number, Cells>([
      [9, { Harga: 'sepuluh' }],
      [2_500, { Kategori: '' }],
      [4_999, { 'Status Produk': 'Dijual' }],
    ]);
    const broken = rows.map((row, i) => ({ ...row, ...bad.get(i) }));
    const decision = plan(csvOf(...broken));
    expect(decision.ok).toBe(false);
    if (decision.ok) return;
    // Spreadsheet rows: the header is row 1.
    expect(importErrorsOf(decision.refusal as ValidationError).map((e) => e.message.split(' ')[1])).toEqual(['11', '2502', '5001']);
    const fixed = plan(csvOf(...rows));
    expect(fixed.ok && fixed.plan.creates.length).toBe(5_000);
  });

  it('refuses a formula cell outside the number columns, and reads back what the export escaped', () => {
    const parsed = parseProductCsv(csvOf({ ...base, Deskripsi: '=HYPERLINK("x")' }, { ...base, 'Nama Produk': '@SUM(A1)' }));
    expect(parsed.errors.map((e) => e.message)).toEqual([
      'Baris 2 (Deskripsi): sel tidak boleh diawali =, +, -, @, tab atau baris baru.',
      'Baris 3 (Nama Produk): sel tidak boleh diawali =, +, -, @, tab atau baris baru.',
    ]);
    const exported = productsToCsv([{ ...stored, description: '=1+1\n- poin', variations: [], variants: [] }]);
    expect(exported).toContain(`"'=1+1\n- poin"`);
    expect(parseProductCsv(exported).rows[0]!.cells.Deskripsi).toBe('=1+1\n- poin');
  });

  it('refuses an unknown ID Produk, a SKU of another product, repeated rows without tiers and a missing column', () => {
    const decision = plan(csvOf({ ...base, 'ID Produk': 99 }, { ...base, 'Nama Produk': 'X', 'Nama Variasi 1': 'Rasa', 'Pilihan Variasi 1': 'Asli', SKU: 'SGK-M', 'ID Produk': '' }, base, base), [{ ...stored }]);
    // Row 3's SKU names product 7: an update of it, valid; rows 4–5 are one product twice.
    expect(decision.ok).toBe(false);
    if (decision.ok) return;
    expect(importErrorsOf(decision.refusal as ValidationError).map((e) => e.message)).toEqual([
      'Baris 2 (ID Produk): tidak ada produk dengan ID Produk 99.',
      'Baris 5: produk tanpa variasi hanya boleh satu baris; isi Nama Variasi dan Pilihan Variasi untuk varian.',
    ]);
    expect(parseProductCsv('Nama Produk,Harga\nA,1').errors[0]!.message).toBe('Baris 1: Kolom "ID Produk" tidak ada di baris judul.');
  });

  it('refuses a later row whose product-level cell differs from the first row’s, and passes identical or empty ones', () => {
    const shirt: Cells = { ...base, 'ID Produk': 7, 'Nama Produk': 'Kain Songket', 'Nama Variasi 1': 'Warna', Deskripsi: 'Tenun tangan', 'Foto Produk': '/images/a.jpg|/images/b.jpg' };
    const differing = plan(
      csvOf(
        { ...shirt, 'Pilihan Variasi 1': 'Merah', SKU: 'SGK-M' },
        { ...shirt, 'Pilihan Variasi 1': 'Emas', SKU: 'SGK-E', 'Nama Produk': 'Kain Songket Emas', Kategori: 'Kain' },
      ),
      [stored],
    );
    expect(differing.ok).toBe(false);
    if (differing.ok) return;
    expect(importErrorsOf(differing.refusal as ValidationError).map((e) => e.message)).toEqual([
      'Baris 3 (Nama Produk): berbeda dari baris 2 untuk produk yang sama; kosongkan atau samakan isinya.',
      'Baris 3 (Kategori): berbeda dari baris 2 untuk produk yang sama; kosongkan atau samakan isinya.',
    ]);

    // Identical cells (a status by its meaning, photos by their addresses) and empty ones pass.
    const later = (cells: Cells) => ({ 'ID Produk': 7, 'Pilihan Variasi 1': 'Hijau', Harga: 90000, Stok: 1, Berat: 500, SKU: 'SGK-H', ...cells });
    const decision = plan(
      csvOf(
        { ...shirt, 'Pilihan Variasi 1': 'Merah', SKU: 'SGK-M' },
        { ...shirt, 'Pilihan Variasi 1': 'Emas', SKU: 'SGK-E', 'Status Produk': 'active', 'Foto Produk': ' /images/a.jpg | /images/b.jpg ' },
        later({}),
      ),
      [stored],
    );
    if (!decision.ok) throw decision.refusal;
    expect(decision.plan.updates[0]).toMatchObject({ name: 'Kain Songket', category: 'Kopi', description: 'Tenun tangan', images: ['/images/a.jpg', '/images/b.jpg'] });
    expect(decision.plan.updates[0]!.variants.map((v) => v.options[0])).toEqual(['Merah', 'Emas', 'Hijau']);
  });

  it('refuses a SKU another stored product holds', () => {
    const decision = plan(csvOf({ ...base, 'Nama Variasi 1': 'Rasa', 'Pilihan Variasi 1': 'Asli', SKU: 'SGK-M', 'ID Produk': 8 }), [stored, { ...stored, id: 8, variants: stored.variants.map((v) => ({ ...v, sku: '' })) }]);
    expect(decision.ok).toBe(false);
    if (!decision.ok) expect((decision.refusal as ValidationError).fieldErrors.rows).toBe('Baris 2 (SKU): SKU SGK-M sudah dipakai produk lain.');
  });

  it('holds to its limits: 5,000 rows and 5 MB', () => {
    const header = PRODUCT_CSV_FIELDS.join(',');
    expect(parseProductCsv(`${header}\n${'a\n'.repeat(PRODUCT_CSV_LIMITS.rows + 1)}`).errors[0]!.message).toBe('Paling banyak 5.000 baris per berkas.');
    expect(parseProductCsv(`${header}\n${'a\n'.repeat(PRODUCT_CSV_LIMITS.rows)}`).rows).toHaveLength(PRODUCT_CSV_LIMITS.rows);
    expect(parseProductCsv(`${header}\n${'é'.repeat(PRODUCT_CSV_LIMITS.bytes / 2 + 1)}`).errors[0]!.message).toBe('Berkas CSV paling besar 5 MB.');
  });

  it('offers a template that imports as two new products', () => {
    const decision = plan(productCsvTemplate());
    if (!decision.ok) throw decision.refusal;
    expect(decision.plan.creates.map((p) => [p.name, p.variants.length])).toEqual([['Kopi Arabika Gayo', 0], ['Kain Songket Aceh', 2]]);
  });
});
