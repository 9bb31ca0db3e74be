/**
 * Products in and out as a spreadsheet (`Impor Produk`, `Ekspor Produk`, `Unduh Templat CSV`;
 * docs/product/ui-names.md "Import and export of products"): one CSV row per variant, a product
 * without tiers one row: the columns, the export and the template, and the reading of an import
 * file (its limits, header and cells). ./product-import.ts `planProductImport` decides the import.
 */
// papaparse is CommonJS: Node's ESM loader (the server) offers it only as the default export.
import Papa from 'papaparse';
import { productCsvMessages as m } from '@/shared/messages-product-csv';
import { toCsv } from '@/shared/csv';
import type { Product } from '../core/records';
import { PRODUCT_STATUS_LABELS } from '../core/vocabulary';

/** The limits of one import file (docs/security.md): rows under the header, and UTF-8 bytes. */
export const PRODUCT_CSV_LIMITS = { rows: 5_000, bytes: 5 * 1024 * 1024 } as const;

/** The columns of the product CSV, in the order the export writes them. */
export const PRODUCT_CSV_FIELDS = [
  'ID Produk',
  'Nama Produk',
  'Kategori',
  'Deskripsi',
  'Status Produk',
  'Lokasi',
  'ID Mitra',
  'Harga',
  'Stok',
  'Berat',
  'SKU',
  'Nama Variasi 1',
  'Pilihan Variasi 1',
  'Nama Variasi 2',
  'Pilihan Variasi 2',
  'Foto Variasi',
  'Harga Promo',
  'Promo Mulai',
  'Promo Berakhir',
  'Foto Produk',
] as const;

/** One column of {@link PRODUCT_CSV_FIELDS}. */
export type ProductCsvField = (typeof PRODUCT_CSV_FIELDS)[number];

/** One data row of an import: its spreadsheet row number (the header is row 1) and its cells. */
export interface ProductCsvRow {
  row: number;
  cells: Record<ProductCsvField, string>;
}

/** One broken rule of an import: the spreadsheet row (0: the file itself) and the message to show. */
export interface ProductCsvError {
  row: number;
  message: string;
}

/** What joins the photos of `Foto Produk` (the first is the main photo). */
export const IMAGE_SEPARATOR = '|';

/** Columns whose cells are numbers: a leading `-` there is a number's error, not a formula's. */
const NUMBER_FIELDS: ReadonlySet<ProductCsvField> = new Set(['ID Produk', 'Harga', 'Stok', 'Berat', 'Harga Promo']);

/**
 * The cells the export escapes with a leading `'`: those a spreadsheet could run as a formula
 * (src/shared/csv.ts `FORMULA_LINE`) and, so that reading the file back is exact, those already
 * starting a line with `'`.
 */
const EXPORT_ESCAPE = /^[=+\-@\t\r']/m;
/** A cell an import refuses: one a spreadsheet would run as a formula. */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** A stored product's rows: one per variant, or one for a product without tiers. */
function rowsOf(product: Product): string[][] {
  const shared = {
    id: String(product.id),
    status: PRODUCT_STATUS_LABELS[product.status],
    images: (product.images.length > 0 ? product.images : product.image ? [product.image] : []).join(IMAGE_SEPARATOR),
  };
  // A product with tiers has its promo per variant (in the product's window), one without its own.
  const row = (unit: { price: number; stock: number; weight: number; sku: string; options: readonly string[]; image: string; promoPrice?: number | null }): string[] => [
    shared.id,
    product.name,
    product.category,
    product.description,
    shared.status,
    product.location,
    product.partnerId,
    String(unit.price),
    String(unit.stock),
    String(unit.weight),
    unit.sku,
    product.variations[0]?.name ?? '',
    unit.options[0] ?? '',
    product.variations[1]?.name ?? '',
    unit.options[1] ?? '',
    unit.image,
    unit.promoPrice === null || unit.promoPrice === undefined ? '' : String(unit.promoPrice),
    product.promoStart ?? '',
    product.promoEnd ?? '',
    shared.images,
  ];
  if (product.variants.length === 0) return [row({ ...product, sku: '', options: [], image: '' })];
  return product.variants.map((variant) => row(variant));
}

/**
 * `products` as the import reads them back: CSV text (BOM, `\r\n`), one row per variant, every
 * cell a spreadsheet could run as a formula escaped with a leading `'` (docs/security.md "CSV
 * exports"); numbers as plain digits, promo bounds as ISO instants, photos joined by `|`.
 */
export function productsToCsv(products: readonly Product[]): string {
  return toCsv(PRODUCT_CSV_FIELDS, products.flatMap(rowsOf), EXPORT_ESCAPE);
}

/**
 * A part of a long export (the server writes it a page at a time): `products`' rows, each line
 * ended by `\r\n`, after the BOM and the header when `header`; the parts joined are
 * {@link productsToCsv} of all the products (with a final line end).
 */
export function productCsvChunk(products: readonly Product[], header: boolean): string {
  const text = productsToCsv(products);
  const end = text.indexOf('\r\n');
  const head = end < 0 ? text : text.slice(0, end);
  const rows = end < 0 ? '' : text.slice(end + 2);
  return (header ? `${head}\r\n` : '') + (rows ? `${rows}\r\n` : '');
}

/** `Unduh Templat CSV`: the header and two example products, one without tiers and one with two variants. */
export function productCsvTemplate(): string {
  const example: Product = {
    id: 0,
    name: 'Kopi Arabika Gayo',
    category: 'Kopi',
    description: 'Biji kopi arabika dari dataran tinggi Gayo.',
    status: 'active',
    location: 'Takengon',
    partnerId: 'P001',
    price: 85000,
    stock: 20,
    weight: 250,
    image: '/images/kopi-gayo.jpg',
    images: ['/images/kopi-gayo.jpg'],
    promoPrice: null,
    promoStart: null,
    promoEnd: null,
    variations: [],
    variants: [],
  };
  const tiered: Product = {
    ...example,
    name: 'Kain Songket Aceh',
    category: 'Kerajinan',
    description: 'Songket tenun tangan.',
    location: 'Banda Aceh',
    image: '/images/songket.jpg',
    images: ['/images/songket.jpg'],
    variations: [{ name: 'Warna', options: ['Merah', 'Emas'] }],
    variants: [
      { id: 'v1', options: ['Merah'], price: 450000, stock: 3, weight: 500, sku: 'SGK-MRH', image: '', promoPrice: null },
      { id: 'v2', options: ['Emas'], price: 500000, stock: 2, weight: 500, sku: 'SGK-EMS', image: '', promoPrice: null },
    ],
  };
  // A template's rows are new products: no ID Produk.
  return toCsv(
    PRODUCT_CSV_FIELDS,
    [example, tiered].flatMap(rowsOf).map((row) => ['', ...row.slice(1)]),
    EXPORT_ESCAPE,
  );
}

/** The UTF-8 length of `text` in bytes, without encoding it. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** A cell as read: an escaped one (a leading `'` before what the export escapes) without its `'`. */
function unescapeCell(cell: string): string {
  return cell.startsWith("'") && EXPORT_ESCAPE.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** The result of reading an import file: its rows, or the errors of the file and of single cells. */
export interface ParsedProductCsv {
  rows: ProductCsvRow[];
  errors: ProductCsvError[];
}

/**
 * Reads an import file: the limits ({@link PRODUCT_CSV_LIMITS}: at most 5 MB and 5,000 rows), the
 * header (every column of {@link PRODUCT_CSV_FIELDS}, in any order; others ignored), then each
 * row's cells, a cell a spreadsheet would run as a formula refused ('Baris n (Kolom): sel tidak
 * boleh diawali =, +, -, @ …') outside the number columns. Blank lines are skipped.
 * @param text - the file's text (a leading BOM ignored).
 */
export function parseProductCsv(text: string): ParsedProductCsv {
  if (utf8Bytes(text) > PRODUCT_CSV_LIMITS.bytes) return { rows: [], errors: [{ row: 0, message: m.tooLarge(PRODUCT_CSV_LIMITS.bytes / 1024 / 1024) }] };
  const body = text.startsWith('\ufeff') ? text.slice(1) : text;
  // One row past the limit is enough to refuse the file.
  const result = Papa.parse<string[]>(body, { skipEmptyLines: 'greedy', preview: PRODUCT_CSV_LIMITS.rows + 2 });
  const [header, ...data] = result.data;
  if (!header) return { rows: [], errors: [{ row: 0, message: m.empty }] };
  const columns = header.map((name) => unescapeCell(name.trim()));
  const missing = PRODUCT_CSV_FIELDS.filter((field) => !columns.includes(field));
  if (missing.length > 0) return { rows: [], errors: missing.map((field) => ({ row: 1, message: m.rowError(1, m.missingColumn(field)) })) };
  if (data.length === 0) return { rows: [], errors: [{ row: 0, message: m.empty }] };
  if (data.length > PRODUCT_CSV_LIMITS.rows) return { rows: [], errors: [{ row: 0, message: m.tooManyRows(PRODUCT_CSV_LIMITS.rows) }] };
  const index = new Map(PRODUCT_CSV_FIELDS.map((field) => [field, columns.indexOf(field)]));
  const errors: ProductCsvError[] = [];
  const rows = data.map((cells, i): ProductCsvRow => {
    const row = i + 2;
    const record = {} as Record<ProductCsvField, string>;
    for (const field of PRODUCT_CSV_FIELDS) {
      const raw = cells[index.get(field)!] ?? '';
      if (!NUMBER_FIELDS.has(field) && FORMULA_START.test(raw)) errors.push({ row, message: m.rowError(row, m.formulaCell, field) });
      record[field] = unescapeCell(raw);
    }
    return { row, cells: record };
  });
  return { rows, errors };
}

